import { describe, expect, it } from 'vitest';
import { amountAtBps, amountAtPercent, percentChange, percentToBps, shareInBps } from '#lib/domain/percent.ts';

describe.each<[number, bigint]>([
  [0, 0n],
  [25, 2500n],
  [50, 5000n],
  [75, 7500n],
  [100, 10_000n],
])('percentToBps(%i)', (percent, bps) => {
  it(`is ${bps}`, () => expect(percentToBps(percent)).toBe(bps));
});

describe.each([[-1], [101], [12.5], [Number.NaN]])('percentToBps(%d) rejects', (percent) => {
  it('throws', () => expect(() => percentToBps(percent)).toThrow(RangeError));
});

describe.each<[bigint, number, bigint]>([
  [1001n, 25, 250n],
  [1001n, 50, 500n],
  [1001n, 75, 750n],
  [1001n, 100, 1001n],
  [0n, 50, 0n],
  [-1000n, 25, -250n],
])('amountAtPercent(%s, %i)', (total, percent, expected) => {
  it(`is ${expected}`, () => expect(amountAtPercent(total, percent)).toBe(expected));
});

describe.each([[-1n], [10_001n]])('amountAtBps(100n, %s) rejects', (bps) => {
  it('throws', () => expect(() => amountAtBps(100n, bps)).toThrow(RangeError));
});

describe.each<[bigint, bigint, bigint]>([
  [1n, 3n, 3333n],
  [2n, 3n, 6666n],
  [3n, 3n, 10_000n],
  [5n, 3n, 10_000n],
  [-150n, 300n, 5000n],
  [150n, -300n, 5000n],
  [1n, 0n, 0n],
])('shareInBps(%s, %s)', (part, whole, expected) => {
  it(`is ${expected}`, () => expect(shareInBps(part, whole)).toBe(expected));
});

describe.each<[bigint, bigint, bigint]>([
  [110n, 100n, 100_000_000n],
  [90n, 100n, -100_000_000n],
  [100n, 100n, 0n],
  [5n, 0n, 0n],
  [0n, 0n, 0n],
  [1n, 3n, -666_666_667n],
  [-50n, -100n, 500_000_000n],
])('percentChange(%s, base %s)', (current, base, expected) => {
  it(`is ${expected}`, () => expect(percentChange(current, base)).toBe(expected));
});
