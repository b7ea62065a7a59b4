/**
 * The session (API) keys of SPEC 3's local storage, one per user id under `api_key_<userId>`: the Ed25519 pair the
 * browser generated and the expiry the exchange granted. Whatever else sits under such a key (an older format,
 * hand-edited text) reads as no key, never as an exception.
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { createKeyPair, type KeyPair } from '#lib/api/signing.ts';
import { STORAGE_KEYS, type KeyValueStorage } from './keys.ts';

/** A stored session key: the pair that signs requests and when the exchange stops accepting it (ms). */
export interface StoredSessionKey extends KeyPair {
  readonly expiration: number;
}

const storageKey = (userId: string) => `${STORAGE_KEYS.apiKeyPrefix}${userId}`;

/**
 * Pairs derived from seeds, by seed: deriving the public key is a scalar multiplication in JavaScript (several ms
 * on a loaded machine) and every signed call reads its key twice (the session check, then the signer), so an order
 * click paid it twice. The same seed always gives the same pair; the same pair object also keeps the signer's
 * imported Web Crypto key (signing.ts). A handful of accounts per browser: the oldest is dropped past 16.
 */
const derived = new Map<string, KeyPair>();
const MAX_DERIVED = 16;

function pairOf(seed: string): KeyPair {
  let pair = derived.get(seed);
  if (!pair) {
    pair = createKeyPair(hexToBytes(seed));
    if (derived.size >= MAX_DERIVED) derived.delete(derived.keys().next().value!);
    derived.set(seed, pair);
  }
  return pair;
}

/** The session key stored for a user, or undefined when none is stored or the stored text is not one. */
export function readSessionKey(storage: KeyValueStorage, userId: string): StoredSessionKey | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(storageKey(userId)) ?? 'null');
  } catch {
    return undefined;
  }
  const { seed, publicKey, expiration } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof seed !== 'string' || !/^[0-9a-f]{64}$/.test(seed)) return undefined;
  if (typeof expiration !== 'number' || !Number.isSafeInteger(expiration)) return undefined;
  const pair = pairOf(seed);
  // a seed that does not give the stored public key was tampered with: signing with it would only get 401s
  if (pair.publicKey !== publicKey) return undefined;
  return { ...pair, expiration };
}

/** Stores a user's session key (only its 32-byte seed: the rest derives from it). */
export function writeSessionKey(storage: KeyValueStorage, userId: string, key: StoredSessionKey): void {
  const seed = bytesToHex(key.secretKey.slice(0, 32));
  storage.setItem(storageKey(userId), JSON.stringify({ seed, publicKey: key.publicKey, expiration: key.expiration }));
}

/** Forgets a user's session key. */
export function removeSessionKey(storage: KeyValueStorage, userId: string): void {
  storage.removeItem(storageKey(userId));
}

export { removeAllSessionKeys } from './session-key-names.ts';
