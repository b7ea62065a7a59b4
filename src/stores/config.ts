import { computed } from 'nanostores';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { CALLS } from '#lib/api/contract.ts';
import { sessionCache, visitStorage } from '#lib/storage/session-cache.ts';
import { $api } from './api.ts';
import { readyValue, resourceStore } from './resource.ts';

/** Exchange configuration: markets, tokens, fee tiers, USDC address (wire values); kept between a visit's pages. */
export const $config = resourceStore(() => $api.get()?.getConfig(), {
  cache: sessionCache(visitStorage, 'config', CALLS.getConfig.response),
});

/** Tick size (a price, USD x 10^9) of every configured market by name: what a market's prices are shown at. */
export const $tickSizes = computed($config, (config): ReadonlyMap<string, bigint> => {
  const markets = Object.values(readyValue(config)?.perpetualsMarkets ?? {});
  return new Map(markets.map((m) => [m.name, parseDecimal(m.tickSize, PRICE_DECIMALS)]));
});
