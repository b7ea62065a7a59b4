import { describe, expect, it } from 'vitest';
import { readOrder, sizeAtPercent } from '#lib/domain/validation/order.ts';

// BTC-PERP-like grid: tick $0.1, lot 0.0001 BTC (10_000 base units of 8 decimals)
const grid = { tickSize: 100_000_000n, lotSize: 10_000n, baseDecimals: 8, priceDecimals: 1 };
const limit = (priceText: string, sizeText: string, sizeUnit: 'base' | 'usd' = 'base') =>
  readOrder({ type: 'limit', priceText, sizeText, sizeUnit }, grid, 100_000n * 1_000_000_000n);

describe('readOrder', () => {
  it('a limit order in base units keeps the typed size', () => {
    expect(limit('50000.5', '0.25')).toEqual({
      ok: true,
      price: 50_000_500_000_000n,
      size: 25_000_000n,
      trigger: null,
    });
  });

  it('a USD size of a limit order is priced at the limit price, not the reference, and rounded down to lots', () => {
    // $1,000 at $50,000 = 0.02 BTC (at the $100,000 reference it would be 0.01)
    expect(limit('50000', '1000', 'usd')).toEqual({
      ok: true,
      price: 50_000_000_000_000n,
      size: 2_000_000n,
      trigger: null,
    });
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
      trigger: null,
    });
    expect(readOrder(input, grid, null).ok).toBe(false);
  });

  it('rounds a base size down to the lot grid', () => {
    expect(limit('100', '0.12345')).toMatchObject({ ok: true, size: 12_340_000n });
  });
});

describe('readOrder of stop orders (mark 100,000)', () => {
  const P = (n: bigint) => n * 1_000_000_000n;
  const stop = (type: 'stopMarket' | 'stopLimit', trigger: string, isBuy: boolean, price = '') =>
    readOrder({ type, priceText: price, triggerText: trigger, sizeText: '0.5', sizeUnit: 'base' }, grid, P(99_990n), {
      isBuy,
      mark: P(100_000n),
    });

  it('a buy stop-market above the mark is sized at its trigger', () =>
    expect(stop('stopMarket', '101000', true)).toEqual({
      ok: true,
      price: P(101_000n),
      size: 50_000_000n,
      trigger: P(101_000n),
    }));
  it('a sell stop-limit below the mark trades at its limit price', () =>
    expect(stop('stopLimit', '99000', false, '98900')).toEqual({
      ok: true,
      price: P(98_900n),
      size: 50_000_000n,
      trigger: P(99_000n),
    }));
  it.each<[string, boolean, string]>([
    ['100000', true, 'order.errors.triggerBuySide'],
    ['99000', true, 'order.errors.triggerBuySide'],
    ['100000', false, 'order.errors.triggerSellSide'],
    ['', true, 'order.errors.triggerRequired'],
  ])('trigger %j (buy %s) -> %s', (trigger, isBuy, key) => {
    const result = stop('stopMarket', trigger, isBuy);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ field: 'trigger', key });
  });
  it('a stop-limit needs its limit price', () => {
    const result = stop('stopLimit', '101000', true);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ field: 'price', key: 'order.errors.priceRequired' });
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
