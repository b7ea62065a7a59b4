import { computed } from 'nanostores';
import { PERP_MARKETS_REFRESH_MS } from '#lib/domain/constants.ts';
import { $api } from './api.ts';
import { $config } from './boot.ts';
import { readyValue, resourceStore } from './resource.ts';

/** Names of the configured perpetual markets, in configuration order. */
export const $marketNames = computed($config, (config) =>
  Object.values(readyValue(config)?.perpetualsMarkets ?? {}).map((m) => m.name),
);

/** Market statistics of every market, refreshed every 5 s while watched (guard: configuration loaded). */
export const $perpMarkets = resourceStore(
  () => {
    const names = $marketNames.get();
    return names.length > 0 ? $api.get()?.getPerpMarketsData({ markets: names }) : undefined;
  },
  { refreshMs: PERP_MARKETS_REFRESH_MS, retryMs: PERP_MARKETS_REFRESH_MS, deps: [$marketNames] },
);

/** The market Trade leads to before the configuration has loaded. */
export const DEFAULT_MARKET = 'BTC-PERP';

/** The market Trade leads to: the first configured market. */
export const $defaultMarket = computed($marketNames, (names) => names[0] ?? DEFAULT_MARKET);
