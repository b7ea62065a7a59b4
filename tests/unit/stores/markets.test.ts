import { describe, expect, it } from 'vitest';
import { $config, $tickSizes } from '#stores/config.ts';
import { $marketStats, $perpMarkets, decodeMarketStats } from '#stores/markets.ts';
import { $indexPrices, $priceIndexes } from '#stores/prices.ts';
import { CONFIG, PERP_MARKETS, PRICE_INDEXES } from '#stories/support/fixtures/markets.ts';

describe('view models: stores hand views decoded values', () => {
  it('decodes tick sizes per market from the configuration (USD x 10^9)', () => {
    $config.setValue(CONFIG);
    expect($tickSizes.get()).toEqual(
      new Map([
        ['BTC-PERP', 1_000_000_000n],
        ['ETH-PERP', 100_000_000n],
        ['SOL-PERP', 10_000_000n],
        ['APT-PERP', 1_000_000n],
      ]),
    );
  });

  it('decodes index prices by token', () => {
    $priceIndexes.setValue(PRICE_INDEXES);
    expect($indexPrices.get().get('BTC')).toBe(97_123_450_000_000n);
    expect($indexPrices.get().get('SOL')).toBe(187_315_000_000n);
  });

  it('passes loading and error through, and decodes ready market rows with their tick', () => {
    const stop = $marketStats.listen(() => undefined);
    $perpMarkets.setResource({ status: 'loading' });
    expect($marketStats.get()).toEqual({ status: 'loading' });
    const error = new Error('down');
    $perpMarkets.setResource({ status: 'error', error });
    expect($marketStats.get()).toEqual({ status: 'error', error });
    $config.setValue(CONFIG);
    $perpMarkets.setValue(PERP_MARKETS);
    const stats = $marketStats.get();
    expect(stats.status === 'ready' && stats.value[1]).toEqual({
      name: 'ETH-PERP',
      price: 3_412_800_000_000n,
      tickSize: 100_000_000n,
      change24h: -11_200_000n,
      high24h: 3_501_300_000_000n,
      low24h: 3_388_100_000_000n,
      volume24hUsd: 98_765_430_000_000n,
    });
    stop();
  });

  it('shows every decimal for a market the configuration does not list (tick 0)', () => {
    const [row] = PERP_MARKETS.perpMarkets;
    expect(row && decodeMarketStats(row, undefined).tickSize).toBe(0n);
  });
});
