/** last_connected_wallet (SPEC 3/4): the id of the wallet entry (or 'google' / 'apple') to auto-connect next time. */
import { STORAGE_KEYS, type KeyValueStorage } from '#lib/storage/keys.ts';

/** The stored wallet id, or null. */
export function lastConnectedWallet(storage: KeyValueStorage): string | null {
  return storage.getItem(STORAGE_KEYS.lastConnectedWallet);
}

/** Stores the wallet that just connected. @public */
export function rememberConnectedWallet(storage: KeyValueStorage, id: string): void {
  storage.setItem(STORAGE_KEYS.lastConnectedWallet, id);
}

/** Forgets it (a failed auto-connect, a disconnect). @public */
export function forgetConnectedWallet(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.lastConnectedWallet);
}
