/** Strict Ed25519 verification: tweetnacl alone also accepts the malleable S + L form of a valid signature. */
import nacl from 'tweetnacl';

/** The order of the Ed25519 base point: a signature's S must be below it (RFC 8032 section 5.1.7). */
export const ED25519_ORDER = 2n ** 252n + 27742317777372353535851937790883648493n;

/** True when the signature's S half (bytes 32..63, little-endian) is below the group order. */
export function hasCanonicalS(signature: Uint8Array): boolean {
  if (signature.length !== nacl.sign.signatureLength) return false;
  let s = 0n;
  for (let i = 63; i >= 32; i -= 1) s = (s << 8n) | BigInt(signature[i] ?? 0);
  return s < ED25519_ORDER;
}

/**
 * Verifies a detached signature as the official side does: the non-canonical S >= L form, which tweetnacl would
 * accept for every valid signature (S + L verifies the same equation), is refused.
 */
export function verifyEd25519(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (publicKey.length !== nacl.sign.publicKeyLength || !hasCanonicalS(signature)) return false;
  return nacl.sign.detached.verify(message, signature, publicKey);
}
