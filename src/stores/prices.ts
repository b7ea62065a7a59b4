import { computed } from 'nanostores';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { CALLS } from '#lib/api/contract.ts';
import { sessionCache, visitStorage } from '#lib/storage/session-cache.ts';
import { $api } from './api.ts';
import { liveChannel } from './live.ts';
import { readyValue, resourceStore } from './resource.ts';

/**
 * Index prices by token name as the exchange sends them, kept live by the `indexPrices` channel; the last ones are
 * kept between a visit's pages and shown until the fresh snapshot arrives.
 */
export const $priceIndexes = resourceStore(() => $api.get()?.getPriceIndexes(), {
  cache: sessionCache(visitStorage, 'priceIndexes', CALLS.getPriceIndexes.response),
});

/** Index prices decoded: token name to USD x 10^9 (empty until loaded). */
export const $indexPrices = computed($priceIndexes, (resource): ReadonlyMap<string, bigint> => {
  const prices = Object.entries(readyValue(resource)?.prices ?? {});
  return new Map(prices.map(([token, { price }]) => [token, parseDecimal(price, PRICE_DECIMALS)]));
});

liveChannel($priceIndexes, 'indexPrices', (value, event) => {
  if (event.type !== 'IndexPriceUpdate') return value;
  const prices = { ...value.prices };
  for (const u of event.updates) prices[u.name] = { price: u.price };
  return { ...value, prices };
});
