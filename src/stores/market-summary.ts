import { computed, onMount } from 'nanostores';
import { PRICE_DECIMALS, RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { scheduleFundingRefetch } from '#lib/market/funding-clock.ts';
import { $currentMarketConfig } from './current-market.ts';
import { $perpMarkets } from './markets.ts';
import { $indexPrices } from './prices.ts';
import type { Resource } from './resource.ts';
import { serverNow } from './server-clock.ts';

/** The market bar's figures of one market, decoded: prices USD x 10^9, rates x 10^9, volumes in base or USD units. */
export interface MarketSummary {
  readonly name: string;
  readonly baseToken: string;
  readonly baseDecimals: number;
  readonly tickSize: bigint;
  readonly lotSize: bigint;
  /** Last trade price (the mark before any trade). */
  readonly last: bigint;
  /** Oracle index price, live from the index stream when it has one. */
  readonly index: bigint;
  /** Signed 24 h change ratio x 10^9. */
  readonly change24h: bigint;
  readonly high24h: bigint;
  readonly low24h: bigint;
  /** 24 h volume in base units of the base token. */
  readonly baseVolume24h: bigint;
  /** 24 h volume in USD x 10^6. */
  readonly quoteVolume24h: bigint;
  /** Long open interest at the index price, USD x 10^6. */
  readonly openInterest: bigint;
  /** Predicted hourly funding rate x 10^9 (positive: longs pay). */
  readonly fundingRate: bigint;
}

/** The current market's figures: refreshed every 5 s by the markets call, the index live from its stream. */
export const $marketSummary = computed(
  [$perpMarkets, $currentMarketConfig, $indexPrices],
  (markets, resolution, indexes): Resource<MarketSummary> => {
    if (resolution.status === 'error') return resolution;
    if (resolution.status !== 'ready' || markets.status === 'loading') return { status: 'loading' };
    if (markets.status === 'error') return markets;
    const { config } = resolution;
    const row = markets.value.perpMarkets.find((m) => m.name === config.name);
    if (row === undefined) return { status: 'loading' };
    const price = (text: string) => parseDecimal(text, PRICE_DECIMALS);
    return {
      status: 'ready',
      value: {
        name: row.name,
        baseToken: config.baseToken,
        baseDecimals: config.baseDecimals,
        tickSize: price(config.tickSize),
        lotSize: BigInt(config.lotSize),
        last: price(row.price),
        index: indexes.get(config.baseToken) ?? price(row.indexPrice),
        change24h: parseDecimal(row.change24h, RATE_DECIMALS),
        high24h: price(row.high24h),
        low24h: price(row.low24h),
        baseVolume24h: BigInt(row.baseVolume24h),
        quoteVolume24h: BigInt(row.quoteVolume24h),
        openInterest: BigInt(row.openInterest),
        fundingRate: parseDecimal(row.predictedFundingRate, RATE_DECIMALS),
      },
    };
  },
);

// SPEC 9: the funding figures refetch at 15 s past every hour, on top of the 5 s markets refresh
onMount($marketSummary, () => {
  if (typeof window === 'undefined') return;
  return scheduleFundingRefetch(() => void $perpMarkets.reload(), { now: serverNow });
});
