/** Standard and URL-safe base64 without Buffer, so the same code runs in browsers and Node. */

/** Standard base64 (with padding) of raw bytes. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked so large payloads do not overflow the argument limit of fromCharCode.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Raw bytes of a standard (or padding-free) base64 string; throws on invalid characters. */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** URL-safe base64 without padding ('-' and '_' alphabet). */
export function bytesToBase64url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Raw bytes of URL-safe base64, padded or not. */
export function base64urlToBytes(base64url: string): Uint8Array {
  return base64ToBytes(base64url.replace(/-/g, '+').replace(/_/g, '/'));
}

/** UTF-8 bytes of a string. */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** Lowercase hex of bytes, without prefix. */
export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Bytes of a hex string, with or without a 0x prefix; throws on odd length or non-hex characters. */
export function hexToBytes(hex: string): Uint8Array {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) throw new Error(`Invalid hex string '${hex}'`);
  return Uint8Array.from(clean.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}
