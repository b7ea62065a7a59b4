/** Byte sizes the envelope accepts, with the error each wrong size raises (tweetnacl's own wording). */

/** Expected lengths: box key, nonce, signature, signing public key, signing secret key, seed. */
export const KEY_SIZES = {
  key: { length: 32, message: 'bad key size' },
  nonce: { length: 24, message: 'bad nonce size' },
  signature: { length: 64, message: 'bad signature size' },
  publicKey: { length: 32, message: 'bad public key size' },
  secretKey: { length: 64, message: 'bad secret key size' },
  seed: { length: 32, message: 'bad seed size' },
} as const;

/** Throws the size's message unless `bytes` has exactly the expected length. */
export function assertSize(bytes: Uint8Array, kind: keyof typeof KEY_SIZES): void {
  const { length, message } = KEY_SIZES[kind];
  if (!(bytes instanceof Uint8Array) || bytes.length !== length) throw new Error(message);
}
