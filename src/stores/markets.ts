import { computed } from 'nanostores';
import { CALLS, type CallResponse } from '#lib/api/contract.ts';
import { sessionCache, visitStorage } from '#lib/storage/session-cache.ts';
import { PERP_MARKETS_REFRESH_MS } from '#lib/domain/constants.ts';
import { PRICE_DECIMALS, RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { $api } from './api.ts';
import { $config, $tickSizes } from './config.ts';
import { readyValue, resourceStore, type Resource } from './resource.ts';

/** Names of the configured perpetual markets, in configuration order. */
export const $marketNames = computed($config, (config) =>
  Object.values(readyValue(config)?.perpetualsMarkets ?? {}).map((m) => m.name),
);

/** Market statistics of every market as the exchange sends them, refreshed every 5 s while watched; kept between pages. */
export const $perpMarkets = resourceStore(
  () => {
    const names = $marketNames.get();
    return names.length > 0 ? $api.get()?.getPerpMarketsData({ markets: names }) : undefined;
  },
  {
    refreshMs: PERP_MARKETS_REFRESH_MS,
    retryMs: PERP_MARKETS_REFRESH_MS,
    deps: [$marketNames],
    cache: sessionCache(visitStorage, 'perpMarkets', CALLS.getPerpMarketsData.response),
  },
);

/** One row of getPerpMarketsData as it arrives. */
type PerpMarketData = CallResponse<'getPerpMarketsData'>['perpMarkets'][number];

/** One market's statistics decoded for views: prices USD x 10^9 with the tick they show at, rates x 10^9. */
export interface MarketStats {
  readonly name: string;
  /** Last trade price (USD x 10^9). */
  readonly price: bigint;
  /** The market's tick size (USD x 10^9): prices show its decimals. */
  readonly tickSize: bigint;
  /** 24 h change as a signed ratio x 10^9 (12_300_000n = +1.23 %). */
  readonly change24h: bigint;
  readonly high24h: bigint;
  readonly low24h: bigint;
  /** 24 h traded value, USD x 10^6. */
  readonly volume24hUsd: bigint;
}

/** Decodes one wire row; a market missing from the configuration shows every price decimal (tick 0). */
export function decodeMarketStats(row: PerpMarketData, tickSize: bigint | undefined): MarketStats {
  const price = (text: string) => parseDecimal(text, PRICE_DECIMALS);
  return {
    name: row.name,
    price: price(row.price),
    tickSize: tickSize ?? 0n,
    change24h: parseDecimal(row.change24h, RATE_DECIMALS),
    high24h: price(row.high24h),
    low24h: price(row.low24h),
    volume24hUsd: BigInt(row.quoteVolume24h),
  };
}

/** Every market's statistics, decoded, with the load state of the markets call. */
export const $marketStats = computed([$perpMarkets, $tickSizes], (markets, ticks): Resource<readonly MarketStats[]> =>
  markets.status === 'ready'
    ? { status: 'ready', value: markets.value.perpMarkets.map((row) => decodeMarketStats(row, ticks.get(row.name))) }
    : markets,
);

/** The market Trade leads to before the configuration has loaded. */
export const DEFAULT_MARKET = 'BTC-PERP';

/** The market Trade leads to: the first configured market. */
export const $defaultMarket = computed($marketNames, (names) => names[0] ?? DEFAULT_MARKET);
