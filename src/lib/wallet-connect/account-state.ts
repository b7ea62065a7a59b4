/** The dapp's local list of connected accounts, kept in injected storage as base64 BCS (the reference layout). */
import { type AccountAddress, Deserializer, Serializer } from '@aptos-labs/ts-sdk';
import { STORAGE_KEYS, type KeyValueStorage } from '#lib/storage/keys.ts';
import { base64ToBytes, bytesToBase64 } from './encoding/base64.ts';
import { type AccountInfo, deserializeAccountInfo, serializeAccountInfo } from './serialize/accounts.ts';

/** The stored connected accounts, oldest first; an unreadable value counts as none. */
export function loadConnectedAccounts(storage: KeyValueStorage): AccountInfo[] {
  const stored = storage.getItem(STORAGE_KEYS.dappState);
  if (stored === null) return [];
  try {
    const deserializer = new Deserializer(base64ToBytes(stored));
    return Array.from({ length: deserializer.deserializeUleb128AsU32() }, () => deserializeAccountInfo(deserializer));
  } catch {
    return [];
  }
}

/** Replaces the stored connected accounts. */
export function saveConnectedAccounts(storage: KeyValueStorage, accounts: readonly AccountInfo[]): void {
  const serializer = new Serializer();
  serializer.serializeU32AsUleb128(accounts.length);
  for (const account of accounts) serializeAccountInfo(serializer, account);
  storage.setItem(STORAGE_KEYS.dappState, bytesToBase64(serializer.toUint8Array()));
}

/** Appends an account. */
export function addConnectedAccount(storage: KeyValueStorage, account: AccountInfo): void {
  saveConnectedAccounts(storage, [...loadConnectedAccounts(storage), account]);
}

/** Removes the first stored account with this address, if any. */
export function removeConnectedAccount(storage: KeyValueStorage, address: AccountAddress): void {
  const accounts = loadConnectedAccounts(storage);
  const index = accounts.findIndex((account) => account.address.equals(address));
  if (index >= 0) accounts.splice(index, 1);
  saveConnectedAccounts(storage, accounts);
}
