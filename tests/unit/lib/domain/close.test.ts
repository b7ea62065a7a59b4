import { describe, expect, it } from 'vitest';
import { limitCloseSide, marketClosePrice, marketCloseSide, roundToTick, type OrderSide } from '#lib/domain/close.ts';
import type { Rounding } from '#lib/domain/fixed.ts';

const PRICE = 1_000_000_000n;

describe.each<[bigint, OrderSide]>([
  [-1n, 'Bid'],
  [-100_000_000n, 'Bid'],
  [0n, 'Ask'],
  [1n, 'Ask'],
])('close side for size %s', (size, side) => {
  it(`is ${side}`, () => {
    expect(limitCloseSide(size)).toBe(side);
    expect(marketCloseSide(size)).toBe(side);
  });
});

describe.each<[string, bigint, bigint, bigint | undefined, bigint]>([
  ['short buys at 105 %', -1n, 100n * PRICE, undefined, 105n * PRICE],
  ['long sells at 95 %', 1n, 100n * PRICE, undefined, 95n * PRICE],
  ['short rounds up', -1n, 33n, undefined, 35n], // 34.65
  ['long rounds down', 1n, 33n, undefined, 31n], // 31.35
  ['short on a tick of 10', -1n, 33n, 10n, 40n],
  ['long on a tick of 10', 1n, 33n, 10n, 30n],
  ['short BTC on a 0.01 tick', -5n, 97_123_450_000_000n, 10_000_000n, 101_979_630_000_000n],
  ['long BTC on a 0.01 tick', 5n, 97_123_450_000_000n, 10_000_000n, 92_267_270_000_000n],
])('marketClosePrice: %s', (_label, size, index, tick, expected) => {
  it(`is ${expected}`, () => expect(marketClosePrice(size, index, tick)).toBe(expected));
});

describe.each<[bigint, bigint, Rounding, bigint]>([
  [123n, 10n, 'floor', 120n],
  [123n, 10n, 'ceil', 130n],
  [125n, 10n, 'halfUp', 130n],
  [120n, 10n, 'ceil', 120n],
])('roundToTick(%s, %s, %s)', (price, tick, rounding, expected) => {
  it(`is ${expected}`, () => expect(roundToTick(price, tick, rounding)).toBe(expected));
});

describe('roundToTick with a zero tick', () => {
  it('throws', () => expect(() => roundToTick(1n, 0n, 'floor')).toThrow(RangeError));
});
