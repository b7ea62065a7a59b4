import { describe, expect, it } from 'vitest';
import { PriceIndexesResponse } from '#lib/api/contract.ts';
import { fromWire } from '#stories/support/fixtures/wire.ts';
import { CONFIG, MARKET_STATS, PERP_MARKETS } from '#stories/support/fixtures/markets.ts';

describe('story fixtures come from the wire contract', () => {
  it('parses a fixture that matches the schema', () => {
    expect(fromWire(PriceIndexesResponse, { prices: { BTC: { price: '97123.45' } }, seq: 3 })).toEqual({
      prices: { BTC: { price: '97123.45' } },
      seq: 3,
    });
  });

  it.each([
    ['a float where the wire has decimal strings', { prices: { BTC: { price: 97123.45 } }, seq: 0 }],
    ['scientific notation', { prices: { BTC: { price: '9.7e4' } }, seq: 0 }],
    ['a missing seq', { prices: {} }],
  ])('refuses a fixture with %s', (_, value) => {
    // @ts-expect-error: the fixture's type is the wire input type, so a drifted one does not even compile
    expect(() => fromWire(PriceIndexesResponse, value)).toThrow();
  });

  it('decodes the shared market rows with the configured ticks', () => {
    expect(Object.keys(CONFIG.perpetualsMarkets)).toEqual(PERP_MARKETS.perpMarkets.map((m) => m.name));
    expect(MARKET_STATS.map((m) => m.tickSize)).toEqual([1_000_000_000n, 100_000_000n, 10_000_000n, 1_000_000n]);
  });
});
