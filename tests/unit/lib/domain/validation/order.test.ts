import { describe, expect, it } from 'vitest';
import { readOrder, sizeAtPercent } from '#lib/domain/validation/order.ts';

// BTC-PERP-like grid: tick $0.1, lot 0.0001 BTC (10_000 base units of 8 decimals)
const grid = { tickSize: 100_000_000n, lotSize: 10_000n, baseDecimals: 8, priceDecimals: 1 };
const limit = (priceText: string, sizeText: string, sizeUnit: 'base' | 'usd' = 'base') =>
  readOrder({ type: 'limit', priceText, sizeText, sizeUnit }, grid, 100_000n * 1_000_000_000n);

describe('readOrder', () => {
  it('a limit order in base units keeps the typed size', () => {
    expect(limit('50000.5', '0.25')).toEqual({ ok: true, price: 50_000_500_000_000n, size: 25_000_000n });
  });

  it('a USD size of a limit order is priced at the limit price, not the reference, and rounded down to lots', () => {
    // $1,000 at $50,000 = 0.02 BTC (at the $100,000 reference it would be 0.01)
    expect(limit('50000', '1000', 'usd')).toEqual({ ok: true, price: 50_000_000_000_000n, size: 2_000_000n });
    // $1 at $30,000 = 0.0000333.. BTC -> below one lot
    expect(limit('30000', '1', 'usd')).toEqual({
      ok: false,
      issues: [{ field: 'size', key: 'order.errors.sizeBelowLot' }],
    });
    // $10 at $30,000 = 0.000333.. -> 0.0003
    expect(limit('30000', '10', 'usd')).toMatchObject({ ok: true, size: 30_000n });
  });

  it.each([
    ['', '1', 'price', 'order.errors.priceRequired'],
    ['0', '1', 'price', 'order.errors.priceRequired'],
    ['1.23', '1', 'price', 'order.errors.priceRequired'],
    ['100', '', 'size', 'order.errors.sizeRequired'],
    ['100', '0.00001', 'size', 'order.errors.sizeBelowLot'],
  ])('limit price %j size %j -> %s %s', (price, size, field, key) => {
    const result = limit(price, size);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ field, key });
  });

  it('a market order trades at the reference and needs one', () => {
    const input = { type: 'market', priceText: '', sizeText: '1000', sizeUnit: 'usd' } as const;
    expect(readOrder(input, grid, 100_000n * 1_000_000_000n)).toEqual({
      ok: true,
      price: 100_000n * 1_000_000_000n,
      size: 1_000_000n,
    });
    expect(readOrder(input, grid, null).ok).toBe(false);
  });

  it('rounds a base size down to the lot grid', () => {
    expect(limit('100', '0.12345')).toMatchObject({ ok: true, size: 12_340_000n });
  });
});

describe('sizeAtPercent', () => {
  it.each([
    [100_000_000n, 25, 25_000_000n],
    [12_345_678n, 50, 6_170_000n],
    [12_345_678n, 100, 12_340_000n],
  ])('%s at %s%% -> %s', (max, percent, expected) => {
    expect(sizeAtPercent(max, percent, 10_000n)).toBe(expected);
  });
});
