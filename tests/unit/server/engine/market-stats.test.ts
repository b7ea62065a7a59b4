import { describe, expect, it } from 'vitest';
import { BTC, Harness, USDC } from './harness.ts';

/** Trades 0.1 BTC at each price in turn (a maker rests, a taker crosses) and returns the BTC-PERP market row. */
function afterTrades(prices: bigint[]) {
  const h = new Harness();
  const [maker, taker] = [h.user('maker', 1_000_000n * USDC), h.user('taker', 1_000_000n * USDC)];
  for (const p of prices) {
    h.limit(maker, false, p, BTC / 10n);
    h.limit(taker, true, p, BTC / 10n);
  }
  const row = h.engine.marketsData(['BTC-PERP'])[0];
  if (!row) throw new Error('no BTC-PERP row');
  return row;
}

describe('24 h market statistics', () => {
  it.each([
    // [trade prices in order, change24h as a rate (ratio x 1e9): (last - open) / open]
    ['up 10 %', [100_000n, 110_000n], 100_000_000n],
    ['down 3 %', [100_000n, 97_000n], -30_000_000n],
    ['flat', [97_000n, 97_000n], 0n],
    ['up 50 % from the first trade of the window', [80_000n, 100_000n, 120_000n], 500_000_000n],
  ])('%s', (_name, prices, expected) => {
    const row = afterTrades(prices);
    expect(row.change24h).toBe(expected);
    expect(row.price).toBe(prices[prices.length - 1]! * 1_000_000_000n);
  });

  it('reports high and low of the window', () => {
    const row = afterTrades([100_000n, 120_000n, 90_000n, 110_000n]);
    expect(row.high24h).toBe(120_000n * 1_000_000_000n);
    expect(row.low24h).toBe(90_000n * 1_000_000_000n);
  });
});
