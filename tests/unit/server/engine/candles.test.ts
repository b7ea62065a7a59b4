import { describe, expect, it } from 'vitest';
import type { CandlePeriod } from '#server/engine/trading/market-data.ts';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

const MIN = 60_000;
const HOUR = 3_600_000;

/** Trades at [ts, price in dollars, size in 0.1 BTC], each a resting ask (at ts - 1) hit by a bid at exactly ts. */
const TRADES = [
  [2 * MIN, 97_000n, 1n],
  [2.5 * MIN, 97_500n, 2n],
  [3 * MIN - 10, 96_800n, 1n], // last ms but 9 of the 2-minute bucket
  [3 * MIN, 97_200n, 3n], // first ms of the next 1m bucket, same 5m bucket
  [5 * MIN, 97_100n, 1n], // first ms of the second 5m bucket, same 1h bucket
  [HOUR, 98_000n, 1n], // first ms of the second hour, same day
] as const;

function traded(): Harness {
  const h = new Harness();
  const [maker, taker] = [h.user('maker', 1_000_000n * USDC), h.user('taker', 1_000_000n * USDC)];
  for (const [ts, price, tenths] of TRADES) {
    h.ts = ts - 1;
    h.limit(maker, false, price, (tenths * BTC) / 10n);
    h.limit(taker, true, price, (tenths * BTC) / 10n);
  }
  return h;
}

/** A candle: [start, open, high, low, close] in dollars, base volume in 0.1 BTC, quote volume in USD. */
type Row = readonly [number, bigint, bigint, bigint, bigint, bigint, bigint];
const candle = ([start, o, hi, lo, c, tenths, usd]: Row) => ({
  start,
  open: o * USD_P,
  high: hi * USD_P,
  low: lo * USD_P,
  close: c * USD_P,
  baseVolume: (tenths * BTC) / 10n,
  quoteVolume: usd * USDC,
});

describe('candles per period', () => {
  // Quote volume is size x price: 0.1 x 97000 = 9700, 0.2 x 97500 = 19500, 0.1 x 96800 = 9680, 0.3 x 97200 = 29160,
  // 0.1 x 97100 = 9710, 0.1 x 98000 = 9800.
  it.each([
    [
      '1m',
      [
        [2 * MIN, 97_000n, 97_500n, 96_800n, 96_800n, 4n, 38_880n],
        [3 * MIN, 97_200n, 97_200n, 97_200n, 97_200n, 3n, 29_160n],
        [5 * MIN, 97_100n, 97_100n, 97_100n, 97_100n, 1n, 9_710n],
        [HOUR, 98_000n, 98_000n, 98_000n, 98_000n, 1n, 9_800n],
      ],
    ],
    [
      '5m',
      [
        [0, 97_000n, 97_500n, 96_800n, 97_200n, 7n, 68_040n],
        [5 * MIN, 97_100n, 97_100n, 97_100n, 97_100n, 1n, 9_710n],
        [HOUR, 98_000n, 98_000n, 98_000n, 98_000n, 1n, 9_800n],
      ],
    ],
    [
      '15m',
      [
        [0, 97_000n, 97_500n, 96_800n, 97_100n, 8n, 77_750n],
        [HOUR, 98_000n, 98_000n, 98_000n, 98_000n, 1n, 9_800n],
      ],
    ],
    [
      '1h',
      [
        [0, 97_000n, 97_500n, 96_800n, 97_100n, 8n, 77_750n],
        [HOUR, 98_000n, 98_000n, 98_000n, 98_000n, 1n, 9_800n],
      ],
    ],
    ['4h', [[0, 97_000n, 98_000n, 96_800n, 98_000n, 9n, 87_550n]]],
    ['1d', [[0, 97_000n, 98_000n, 96_800n, 98_000n, 9n, 87_550n]]],
  ] as const)('%s', (period, rows) => {
    const h = traded();
    expect(h.engine.candles('BTC-PERP', period as CandlePeriod)).toEqual(rows.map(candle));
  });

  it.each([
    // fromMs keeps candles starting at or after it
    ['1m', 3 * MIN, [3 * MIN, 5 * MIN, HOUR]],
    ['1m', 3 * MIN + 1, [5 * MIN, HOUR]],
    ['5m', 1, [5 * MIN, HOUR]],
  ] as const)('%s from %s', (period, from, starts) => {
    const h = traded();
    expect(h.engine.candles('BTC-PERP', period, from).map((c) => c.start)).toEqual(starts);
  });

  it('has none for an unknown period or a market without trades', () => {
    const h = traded();
    expect(h.engine.candles('BTC-PERP', '2m' as CandlePeriod)).toEqual([]);
    expect(h.engine.candles('ETH-PERP', '1m')).toEqual([]);
  });
});
