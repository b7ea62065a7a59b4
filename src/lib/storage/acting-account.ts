/**
 * The account a wallet last acted as (SPEC 4 switching): kept per wallet address so a reload or another page acts
 * for the same sub-account, and another wallet on the same browser starts on its own main account.
 */
import { STORAGE_KEYS, type KeyValueStorage } from './keys.ts';

const storageKey = (address: string) => `${STORAGE_KEYS.actingAccountPrefix}${address.toLowerCase()}`;

/** The user id stored for the wallet, or undefined when none is stored or the text is not a decimal id. */
export function readActingAccount(storage: KeyValueStorage, address: string): string | undefined {
  const value = storage.getItem(storageKey(address));
  return value !== null && /^\d{1,20}$/.test(value) ? value : undefined;
}

/** Remembers the account the wallet acts as now. */
export function writeActingAccount(storage: KeyValueStorage, address: string, userId: string): void {
  storage.setItem(storageKey(address), userId);
}
