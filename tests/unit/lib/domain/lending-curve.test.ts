import { describe, expect, it } from 'vitest';
import {
  borrowedAtUtilization,
  curveAt,
  curvePoints,
  moveToUtilization,
  type UtilizationMove,
} from '#lib/domain/lending-curve.ts';
import { utilization, type LendingPool, type UtilizationCurve } from '#lib/domain/lending.ts';

// the seed's SOL curve: base 1 %, multiplier 8 %, kink 70 %, jump 200 %
const sol: UtilizationCurve = { base: 10_000_000n, multiplier: 80_000_000n, kink: 700_000_000n, jump: 2_000_000_000n };

describe.each<[string, bigint, bigint, bigint]>([
  ['nothing borrowed: the base, nothing to lenders', 0n, 10_000_000n, 0n],
  // 0.01 + 0.35 x 0.08 = 0.038; supply 0.038 x 0.35 = 0.0133
  ['35 %, below the kink', 350_000_000n, 38_000_000n, 13_300_000n],
  // 0.01 + 1/3 x 0.08 = 0.0366666666 (rounded down); supply 0.036666666 x 0.333333333 = 0.01222222198 -> down
  ['a third, rounded down twice', 333_333_333n, 36_666_666n, 12_222_221n],
  // 0.01 + 0.7 x 0.08 = 0.066; supply 0.066 x 0.7 = 0.0462
  ['at the kink', 700_000_000n, 66_000_000n, 46_200_000n],
  // one unit past the kink adds the jump slope: 0.066 + 10^-9 x 2
  ['one unit past the kink', 700_000_001n, 66_000_002n, 46_200_001n],
  // 0.066 + 0.15 x 2 = 0.366; supply 0.366 x 0.85 = 0.3111
  ['85 %, on the jump', 850_000_000n, 366_000_000n, 311_100_000n],
  // 0.066 + 0.3 x 2 = 0.666, all of it to lenders
  ['fully borrowed', 1_000_000_000n, 666_000_000n, 666_000_000n],
  ['above 100 % clamps to 100 %', 1_500_000_000n, 666_000_000n, 666_000_000n],
  ['below 0 clamps to 0', -5n, 10_000_000n, 0n],
])('curveAt: %s', (_label, u, borrow, supply) => {
  it(`borrow APR ${borrow}, supply APR ${supply}`, () => {
    const p = curveAt(sol, u);
    expect([p.borrowApr, p.supplyApr]).toEqual([borrow, supply]);
  });
});

describe('curvePoints', () => {
  it('adds the kink between two steps, in ascending order', () => {
    expect(curvePoints(sol, 3).map((p) => p.utilization)).toEqual([
      0n,
      333_333_333n,
      666_666_666n,
      700_000_000n,
      1_000_000_000n,
    ]);
  });
  it('does not repeat a kink that falls on a step', () => {
    const points = curvePoints({ ...sol, kink: 800_000_000n }, 100);
    expect(points).toHaveLength(101);
    expect(points[80]?.utilization).toBe(800_000_000n);
  });
  it('gives every point the rate of curveAt, bending at the kink', () => {
    const points = curvePoints(sol, 10);
    for (const p of points) expect(p).toEqual(curveAt(sol, p.utilization));
    const kink = points.find((p) => p.utilization === sol.kink);
    expect(kink?.borrowApr).toBe(66_000_000n);
  });
  it.each([0, -1, 1.5])('refuses %s steps', (steps) => expect(() => curvePoints(sol, steps)).toThrow(RangeError));
});

describe.each<[bigint, bigint, bigint]>([
  [1_000_000_000n, 800_000_000n, 800_000_000n],
  // half of 1_000_000_001 is 500_000_000.5: rounded up so the utilization really reaches 50 %
  [1_000_000_001n, 500_000_000n, 500_000_001n],
  [1_000_000_000n, 2_000_000_000n, 1_000_000_000n],
  [1_000_000_000n, -1n, 0n],
])('borrowedAtUtilization(lent %s, target %s)', (lent, target, expected) => {
  it(`is ${expected} and reaches the target`, () => {
    expect(borrowedAtUtilization(lent, target)).toBe(expected);
    const clamped = target < 0n ? 0n : target > 1_000_000_000n ? 1_000_000_000n : target;
    expect(utilization(expected, lent)).toBe(clamped);
  });
});

const pool = (lendAmount: bigint, borrowAmount: bigint): LendingPool => ({
  lendShares: lendAmount,
  lendAmount,
  borrowShares: borrowAmount,
  borrowAmount,
  lastUpdateTimestampSec: 0,
  utilizationCurve: sol,
});

describe.each<[string, LendingPool, bigint, UtilizationMove]>([
  [
    'up to the kink: borrow 200',
    pool(1_000_000_000n, 500_000_000n),
    700_000_000n,
    { kind: 'borrow', amount: 200_000_000n },
  ],
  [
    'down to 25 %: repay 250',
    pool(1_000_000_000n, 500_000_000n),
    250_000_000n,
    { kind: 'repay', amount: 250_000_000n },
  ],
  ['to zero: repay everything', pool(1_000_000_000n, 500_000_000n), 0n, { kind: 'repay', amount: 500_000_000n }],
  [
    'to 100 %: borrow all the cash',
    pool(1_000_000_000n, 500_000_000n),
    1_000_000_000n,
    { kind: 'borrow', amount: 500_000_000n },
  ],
  ['already there', pool(1_000_000_000n, 500_000_000n), 500_000_000n, { kind: 'none' }],
  ['nothing lent', pool(0n, 0n), 500_000_000n, { kind: 'none' }],
  [
    'an odd total, rounded to reach it',
    pool(1_000_000_001n, 0n),
    500_000_000n,
    { kind: 'borrow', amount: 500_000_001n },
  ],
])('moveToUtilization: %s', (_label, p, target, expected) => {
  it('gives the move', () => expect(moveToUtilization(p, target)).toEqual(expected));
});
