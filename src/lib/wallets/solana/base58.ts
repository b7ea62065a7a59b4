/** Base58 (the Bitcoin alphabet Solana uses for addresses), on bigint arithmetic; no Buffer, runs in browsers. */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 text of bytes; each leading zero byte is one leading '1'. */
export function bytesToBase58(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1;
  return '1'.repeat(zeros) + text;
}

/** Bytes of base58 text; throws on a character outside the alphabet. */
export function base58ToBytes(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) throw new Error(`Invalid base58 character '${char}'`);
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros += 1;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}
