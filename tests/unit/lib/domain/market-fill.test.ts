import { describe, expect, it } from 'vitest';
import { estimateMarketFill, slippageOf } from '#lib/domain/market-fill.ts';

const P = 1_000_000_000n; // USD x 10^9
const BTC = 100_000_000n; // base units
// asks of a thin BTC book, best first: 0.01 at 96,500, 0.01 at 96,600, 0.02 at 97,000
const ASKS = [
  { price: 96_500n * P, size: BTC / 100n },
  { price: 96_600n * P, size: BTC / 100n },
  { price: 97_000n * P, size: BTC / 50n },
];

describe('estimateMarketFill', () => {
  it.each([
    ['inside the best level', BTC / 200n, BTC / 200n, 96_500n * P, 96_500n * P],
    // (96,500 + 96,600) / 2
    ['through two levels', BTC / 50n, BTC / 50n, 96_550n * P, 96_600n * P],
    // (96,500 x 1 + 96,600 x 1 + 97,000 x 1) / 3 = 96,700
    ['into the third', (3n * BTC) / 100n, (3n * BTC) / 100n, 96_700n * P, 97_000n * P],
    // all 0.04: (96,500 + 96,600 + 2 x 97,000) / 4 = 96,775
    ['past the book: only what it holds', BTC, (4n * BTC) / 100n, 96_775n * P, 97_000n * P],
  ] as const)('%s', (_name, size, filled, average, worst) => {
    expect(estimateMarketFill(ASKS, size)).toEqual({ filled, averagePrice: average, worstPrice: worst });
  });

  it('fills nothing on an empty side', () => {
    expect(estimateMarketFill([], BTC)).toEqual({ filled: 0n, averagePrice: null, worstPrice: null });
  });
});

describe('slippageOf', () => {
  it.each([
    ['none at the best price', 96_500n * P, 96_500n * P, 0n],
    // 200 / 96,500 = 0.0020725...: rounded up at the ninth decimal
    ['a buy 200 over the best ask', 96_700n * P, 96_500n * P, 2_072_539n],
    ['a sell under the best bid counts the same', 96_300n * P, 96_500n * P, 2_072_539n],
    ['no best price', 96_300n * P, 0n, 0n],
  ] as const)('%s', (_name, average, best, expected) => {
    expect(slippageOf(average, best)).toBe(expected);
  });
});
