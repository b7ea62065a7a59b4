import { describe, expect, it } from 'vitest';
import { buyingPower, initialRatioAt, leveragedInitialMargin } from '#lib/domain/leverage.ts';

// one step: 2 % initial margin, no fixed amount
const STEPS = [
  {
    initialMarginRatio: 20_000_000n,
    initialAmount: 0n,
    maintenanceMarginRatio: 10_000_000n,
    maintenanceAmount: 0n,
    maxPositionInUsd: 10n ** 15n,
  },
];
const USD = (n: bigint) => n * 1_000_000n;

describe('leveragedInitialMargin of a $10,000 notional', () => {
  it('at 10x needs $1,000 (more than the steps’ $200)', () =>
    expect(leveragedInitialMargin(STEPS, USD(10_000n), 10)).toBe(USD(1_000n)));
  it('at 50x needs the steps’ $200 ($10,000 / 50 = $200, equal)', () =>
    expect(leveragedInitialMargin(STEPS, USD(10_000n), 50)).toBe(USD(200n)));
  it('without a leverage needs the steps’ $200', () =>
    expect(leveragedInitialMargin(STEPS, USD(10_000n), undefined)).toBe(USD(200n)));
  it('at 3x rounds up: $3,333.333334', () =>
    expect(leveragedInitialMargin(STEPS, -USD(10_000n), 3)).toBe(3_333_333_334n));
});

describe('initialRatioAt and buyingPower', () => {
  it('10x is a 10 % ratio', () => expect(initialRatioAt(20_000_000n, 10)).toBe(100_000_000n));
  it('100x is held to the step’s 2 %', () => expect(initialRatioAt(20_000_000n, 100)).toBe(20_000_000n));
  it('3x rounds the ratio up', () => expect(initialRatioAt(20_000_000n, 3)).toBe(333_333_334n));
  // $1,000 free at 10 % backs $10,000
  it('$1,000 free at 10x buys $10,000', () => expect(buyingPower(USD(1_000n), 100_000_000n)).toBe(USD(10_000n)));
  it('nothing free buys nothing', () => expect(buyingPower(-1n, 100_000_000n)).toBe(0n));
});
