/**
 * Account addresses without the Aptos SDK: the long form (0x and 64 lower-case hex digits) of an address text, with
 * the SDK's AccountAddress.fromString rules (tests/unit/lib/chain/address.test.ts checks it against
 * AccountAddress.toStringLong). Code on a page's load path (the deposit-claim scan) uses it so the page does not
 * download the SDK before a real chain write needs it.
 */

/**
 * The long form of `text`: 1 to 64 hex digits, 0x optional, zero-padded on the left. As the SDK, at most
 * `maxMissingChars` digits may be missing (default 4, the SDK's), except for the special addresses 0x0 to 0xf.
 * Throws an Error for anything else.
 */
export function toLongAddress(text: string, { maxMissingChars = 4 }: { maxMissingChars?: number } = {}): string {
  const hex = text.startsWith('0x') ? text.slice(2) : text;
  if (hex.length === 0 || hex.length > 64) throw new Error(`Not an account address: ${text}`);
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new Error(`Hex characters are invalid: ${text}`);
  const long = hex.toLowerCase().padStart(64, '0');
  const special = /^0{63}[0-9a-f]$/.test(long);
  if (hex.length < 64 - maxMissingChars && !special) throw new Error(`Account address too short: ${text}`);
  return `0x${long}`;
}
