/**
 * Hex of the keys, addresses and signatures wallets hand back. Wallets bundle their own SDK copy (any major), so
 * values are read by shape (toUint8Array, toString), never by instanceof.
 */

/** Lowercase 0x hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The bytes of an SDK-like value (toUint8Array), or raw bytes; undefined for anything else. */
export function bytesOf(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value;
  const toBytes = (value as { toUint8Array?: unknown } | null)?.toUint8Array;
  if (typeof toBytes === 'function') {
    const bytes: unknown = toBytes.call(value);
    if (bytes instanceof Uint8Array) return bytes;
  }
  return undefined;
}

/** 0x hex of an SDK-like value: its bytes when it has them, else its text when that is 0x hex. */
export function hexOf(value: unknown): string | undefined {
  const bytes = bytesOf(value);
  if (bytes !== undefined) return toHex(bytes);
  const text = typeof value === 'string' ? value : String(value ?? '');
  return /^0x[0-9a-fA-F]*$/.test(text) ? text.toLowerCase() : undefined;
}

/** A long-form Aptos address (0x + 64 hex) of an SDK-like address, or undefined. */
export function longAddressOf(value: unknown): string | undefined {
  const bytes = bytesOf(value);
  const hex = bytes !== undefined ? toHex(bytes) : hexOf(value);
  if (hex === undefined || hex.length > 66) return undefined;
  return `0x${hex.slice(2).padStart(64, '0')}`;
}
