import { STORAGE_KEYS, type KeyValueStorage } from './keys.ts';

/**
 * Saves the `referral` query parameter when it holds exactly one non-empty value and none is saved yet
 * (SPEC section 2). Returns the value now saved, or undefined when nothing changed.
 */
export function captureReferral(search: string, storage: KeyValueStorage): string | undefined {
  const values = new URLSearchParams(search).getAll('referral');
  if (values.length !== 1) return undefined;
  const value = values[0]?.trim();
  if (!value) return undefined;
  if (storage.getItem(STORAGE_KEYS.referral) !== null) return undefined;
  storage.setItem(STORAGE_KEYS.referral, value);
  return value;
}
