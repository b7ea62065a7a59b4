/** Addresses as the header and panels show them. */

/** 0x + the first 4 and the last 4 hex digits ("0x1a2b…9f0e"); text too short to shorten is returned as it is. */
export function shortAddress(address: string): string {
  const body = address.startsWith('0x') ? address.slice(2) : address;
  if (body.length <= 10) return address;
  return `${address.startsWith('0x') ? '0x' : ''}${body.slice(0, 4)}…${body.slice(-4)}`;
}
