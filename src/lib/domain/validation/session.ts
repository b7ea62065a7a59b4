/** Session (API) key validity (SPEC section 4): the key is in the user's map and its expiry is in the future. */
import { SESSION_KEY_LIFETIME_MS } from '#lib/domain/constants.ts';

/** A user's API keys: key address -> expiry timestamp in ms since the epoch. */
export type ApiKeyMap = Readonly<Record<string, number>> | ReadonlyMap<string, number>;

/** Expiry of a session key created at `nowMs`: 24 hours later. */
export function sessionKeyExpiry(nowMs: number): number {
  return nowMs + SESSION_KEY_LIFETIME_MS;
}

/** True when `key` is in the map and expires strictly after `nowMs`; a missing key (undefined) is never valid. */
export function isSessionKeyValid(apiKeys: ApiKeyMap, key: string | undefined, nowMs: number): boolean {
  if (key === undefined) return false;
  const expiry =
    apiKeys instanceof Map
      ? apiKeys.get(key)
      : Object.hasOwn(apiKeys, key)
        ? (apiKeys as Readonly<Record<string, number>>)[key]
        : undefined;
  return expiry !== undefined && expiry > nowMs;
}
