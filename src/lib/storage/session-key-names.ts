/**
 * Removing every stored session key without the signer: the disconnect runs on every page, and tweetnacl (what
 * reading a key needs) loads only with the first signed call (session-keys.ts).
 */
import { STORAGE_KEYS, type KeyValueStorage } from './keys.ts';

/** Forgets every stored session key (a disconnect), given the storage's key names (localStorage.key(i) ...). */
export function removeAllSessionKeys(storage: KeyValueStorage, names: readonly string[]): void {
  for (const name of names) if (name.startsWith(STORAGE_KEYS.apiKeyPrefix)) storage.removeItem(name);
}
