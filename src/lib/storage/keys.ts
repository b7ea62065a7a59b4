/** Local storage keys of the spec (section 3, "Local storage"); the one place they are spelled. */
export const STORAGE_KEYS = {
  lastConnectedWallet: 'last_connected_wallet',
  referral: 'referral',
  dappState: 'dapp_state',
  clientIdentityKey: 'client_identity_key',
  favouriteMarkets: 'favourite_markets',
  /** The market the trade screen last showed (/futures goes back to it). */
  currentMarket: 'current_market',
  /** The chart's candle period. */
  candlePeriod: 'candle_period',
  /** The acting account (main or sub-account user id) per wallet address: `${actingAccountPrefix}${address}`. */
  actingAccountPrefix: 'acting_account_',
  /** One API (session) key per user id: `${apiKeyPrefix}${userId}`. */
  apiKeyPrefix: 'api_key_',
  /** The exchange's id of the faucet run whose card shows, per user id, until closed: `${faucetRunPrefix}${userId}`. */
  faucetRunPrefix: 'faucet_run_',
} as const;

/** Cookies the app sets, the one place they are spelled. */
export const COOKIES = {
  /**
   * A session cookie set once the start-up splash showed: the server renders later pages of the visit without it
   * (a cookie, not storage, because the server has to know before the first paint).
   */
  splashShown: 'splash_shown',
} as const;

/** Session storage keys (one browser tab's visit): the one place they are spelled. */
export const SESSION_KEYS = {
  /** Data the app starts every page with (configuration, index prices, lending), kept between pages: `${prefix}${name}`. */
  bootCachePrefix: 'boot_cache_',
} as const;

/** The subset of the Web Storage API the app needs; injectable so tests and Node can supply their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
