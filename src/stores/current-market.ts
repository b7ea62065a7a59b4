import { atom, computed } from 'nanostores';
import type { CallResponse } from '#lib/api/contract.ts';
import type { MarketGridConfig } from '#lib/market/scale.ts';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';
import { $config } from './config.ts';

/** A perpetual market's configuration as getConfig sends it. */
export type PerpMarketConfig = CallResponse<'getConfig'>['perpetualsMarkets'][string];

/** The market the trade screen shows (its route's market); undefined on other pages. */
export const $currentMarket = atom<string | undefined>(undefined);

/** What the current market resolves to once the configuration is known. */
export type MarketResolution =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'unknown'; readonly name: string }
  | { readonly status: 'ready'; readonly config: PerpMarketConfig; readonly grid: MarketGridConfig };

/** The market's grid as the live book and the views need it (tick, lot, base decimals). */
function marketGrid(config: PerpMarketConfig): MarketGridConfig {
  return { name: config.name, tickSize: config.tickSize, lotSize: config.lotSize, baseDecimals: config.baseDecimals };
}

/** The current market's configuration, or why there is none (still loading, failed, not a configured market). */
export const $currentMarketConfig = computed([$config, $currentMarket], (config, name): MarketResolution => {
  if (config.status === 'loading' || name === undefined) return { status: 'loading' };
  if (config.status === 'error') return { status: 'error', error: config.error };
  const market = Object.values(config.value.perpetualsMarkets).find((m) => m.name === name);
  return market === undefined
    ? { status: 'unknown', name }
    : { status: 'ready', config: market, grid: marketGrid(market) };
});

/** The market saved by the last visit to a trade page, if any. */
export function savedMarket(): string | undefined {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.currentMarket) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Shows a market (the route's, or a pick) and remembers it for /futures and the header's Trade link. */
export function setCurrentMarket(name: string): void {
  $currentMarket.set(name);
  try {
    window.localStorage.setItem(STORAGE_KEYS.currentMarket, name);
  } catch {
    // storage refused (private mode): the market still shows, it is only not remembered
  }
}

/** The path of a market's trade page. */
export function marketPath(name: string): string {
  return `/futures/${encodeURIComponent(name)}`;
}

/**
 * Switches the trade screen to another market without reloading the page: the address changes (back returns to
 * the previous market through followMarketFromLocation), book and trades resubscribe and candles refetch.
 */
export function selectMarket(name: string): void {
  if (name === $currentMarket.get()) return;
  setCurrentMarket(name);
  if (window.location.pathname !== marketPath(name)) window.history.pushState({ market: name }, '', marketPath(name));
}

/** The market named by a /futures/{market} path, or undefined. */
function marketFromPath(pathname: string): string | undefined {
  const match = /^\/futures\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1];
  }
}

/** Follows the address bar's market (back and forward between markets); returns the stop function. */
export function followMarketFromLocation(): () => void {
  const onPop = () => {
    const name = marketFromPath(window.location.pathname);
    if (name !== undefined) setCurrentMarket(name);
  };
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}
