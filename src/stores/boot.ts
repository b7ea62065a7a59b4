import { computed } from 'nanostores';
import { $api } from './api.ts';
import { resourceStore, type Resource } from './resource.ts';
import { liveChannel } from './live.ts';

/** Exchange configuration: markets, tokens, fee tiers, USDC address. */
export const $config = resourceStore(() => $api.get()?.getConfig());
/** Index prices by token name. */
export const $priceIndexes = resourceStore(() => $api.get()?.getPriceIndexes());
/** Lending pools by token name. */
export const $borrowLend = resourceStore(() => $api.get()?.getBorrowLendingData());

const loaded = (r: Resource<unknown>) => (r.status === 'ready' ? 1 : 0);

/** Start-up progress in percent (0..100): configuration, index prices and borrow/lend data each count a third. */
export const $bootProgress = computed([$config, $priceIndexes, $borrowLend], (c, p, b) =>
  Math.floor(((loaded(c) + loaded(p) + loaded(b)) * 100) / 3),
);

/** True once everything the splash waits for has loaded: the app is ready. */
export const $ready = computed($bootProgress, (progress) => progress === 100);

liveChannel($priceIndexes, 'indexPrices', (value, event) => {
  if (event.type !== 'IndexPriceUpdate') return value;
  const prices = { ...value.prices };
  for (const u of event.updates) prices[u.name] = { price: u.price };
  return { ...value, prices };
});

liveChannel($borrowLend, 'borrowLend', (value, event) => {
  if (event.type !== 'BorrowLendUpdate') return value;
  const data = { ...value.data };
  for (const u of event.updates) {
    const known = data[u.token];
    if (known) data[u.token] = { ...known, ...u };
  }
  return { ...value, data };
});
