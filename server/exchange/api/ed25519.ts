/** Ed25519 verification with node:crypto (native, far faster than the browser-safe tweetnacl path). */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';

const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const keys = new Map<string, KeyObject>();

function keyObject(publicKeyHex: string): KeyObject {
  let key = keys.get(publicKeyHex);
  if (!key) {
    key = createPublicKey({
      key: Buffer.concat([SPKI_PREFIX, Buffer.from(publicKeyHex.slice(2), 'hex')]),
      format: 'der',
      type: 'spki',
    });
    if (keys.size > 10_000) keys.clear();
    keys.set(publicKeyHex, key);
  }
  return key;
}

/** Verifies an Ed25519 signature (0x hex) of the UTF-8 bytes of a text by a 0x-hex public key; malformed input is false. */
export function verifyTextNative(publicKey: string, text: string, signature: string): boolean {
  if (!/^0x[0-9a-f]{64}$/.test(publicKey) || !/^0x[0-9a-f]{128}$/.test(signature)) return false;
  try {
    return verify(null, Buffer.from(text, 'utf8'), keyObject(publicKey), Buffer.from(signature.slice(2), 'hex'));
  } catch {
    return false;
  }
}
