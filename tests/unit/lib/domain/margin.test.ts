import { describe, expect, it } from 'vitest';
import {
  accountLeverage,
  initialMargin,
  liquidationPrice,
  maintenanceMargin,
  marginUsage,
  pickMarginStep,
  unrealizedPnl,
  type MarginStep,
  type PositionInput,
} from '#lib/domain/margin.ts';
import { large, small, USD } from './margin-steps.ts';

const steps = [large, small]; // deliberately unsorted

describe.each<[string, bigint, MarginStep]>([
  ['zero', 0n, small],
  ['at the first cap', 100_000n * USD, small],
  ['just above the first cap', 100_000n * USD + 1n, large],
  ['a short above the first cap', -150_000n * USD, large],
  ['at the last cap', 1_000_000n * USD, large],
  ['beyond every cap', 2_000_000n * USD, large],
])('pickMarginStep: %s', (_label, notional, expected) => {
  it('picks the covering step', () => expect(pickMarginStep(steps, notional)).toBe(expected));
});

describe('an empty margin table', () => {
  it('throws', () => expect(() => pickMarginStep([], 1n)).toThrow(RangeError));
});

describe.each<[bigint, bigint, bigint]>([
  [0n, 0n, 0n],
  [50_000n * USD, 5_000n * USD, 2_500n * USD],
  [-50_000n * USD, 5_000n * USD, 2_500n * USD],
  [200_000n * USD, 50_000n * USD, 25_000n * USD], // 40k + 10k, 20k + 5k
  [-200_000n * USD, 50_000n * USD, 25_000n * USD],
  [1n, 1n, 1n], // 0.1 and 0.05 micro-USD round up
])('margins at notional %s', (notional, im, mm) => {
  it(`initial ${im}, maintenance ${mm}`, () => {
    expect(initialMargin(steps, notional)).toBe(im);
    expect(maintenanceMargin(steps, notional)).toBe(mm);
  });
});

const BTC = 100_000_000n;
const PRICE = 1_000_000_000n;
const long: PositionInput = { size: BTC, entryPrice: 100_000n * PRICE, sizeDecimals: 8 };
const short: PositionInput = { ...long, size: -BTC };

describe.each<[string, PositionInput, bigint, bigint]>([
  ['long, price up', long, 101_000n * PRICE, 1_000n * USD],
  ['long, price down', long, 99_000n * PRICE, -1_000n * USD],
  ['short, price down', short, 99_000n * PRICE, 1_000n * USD],
  ['short, price up', short, 101_000n * PRICE, -1_000n * USD],
  ['unchanged', long, 100_000n * PRICE, 0n],
  ['flat', { ...long, size: 0n }, 1n, 0n],
  ['tiny gain is cut', { ...long, size: 1n }, 100_000n * PRICE + PRICE / 2n, 0n],
  ['tiny loss counts', { ...long, size: 1n }, 100_000n * PRICE - PRICE / 2n, -1n],
])('unrealizedPnl: %s', (_label, position, mark, expected) => {
  it(`is ${expected}`, () => expect(unrealizedPnl(position, mark)).toBe(expected));
});

describe.each<[bigint, bigint, bigint | null]>([
  [300n * USD, 100n * USD, 3_000_000_000n],
  [0n, 100n * USD, 0n],
  [0n, 0n, 0n],
  [1n, 0n, null],
  [1n, -5n, null],
  [1n, 3n, 333_333_334n],
])('accountLeverage(%s, equity %s)', (notional, equity, expected) => {
  it(`is ${expected}`, () => expect(accountLeverage(notional, equity)).toBe(expected));
});

describe.each<[bigint, bigint, bigint | null]>([
  [25n * USD, 100n * USD, 250_000_000n],
  [100n * USD, 100n * USD, 1_000_000_000n],
  [150n * USD, 100n * USD, 1_500_000_000n],
  [0n, 100n * USD, 0n],
  [5n, 0n, null],
])('marginUsage(%s, equity %s)', (required, equity, expected) => {
  it(`is ${expected}`, () => expect(marginUsage(required, equity)).toBe(expected));
});

const halfPercent: MarginStep = { ...small, maintenanceMarginRatio: 5_000_000n };

describe.each<[string, PositionInput, bigint, MarginStep, bigint | null]>([
  // (100000 - 10000) / 0.995 = 90452.2613065326...
  ['long, 10k collateral', long, 10_000n * USD, halfPercent, 90_452_261_306_533n],
  // (100000 + 10000) / 1.005 = 109452.7363184079...
  ['short, 10k collateral', short, 10_000n * USD, halfPercent, 109_452_736_318_407n],
  // (100000 + 1000 - 10000) / 0.995 = 91457.2864321608...
  [
    'long with a maintenance amount',
    long,
    10_000n * USD,
    { ...halfPercent, maintenanceAmount: 1_000n * USD },
    91_457_286_432_161n,
  ],
  // 0 collateral, 5 %: long 100000/0.95, short 100000/1.05
  ['long, no collateral', long, 0n, small, 105_263_157_894_737n],
  ['short, no collateral', short, 0n, small, 95_238_095_238_095n],
  ['long, over-collateralized', long, 200_000n * USD, halfPercent, null],
  ['flat', { ...long, size: 0n }, 10_000n * USD, halfPercent, null],
  ['long with 100 % maintenance', long, 10_000n * USD, { ...small, maintenanceMarginRatio: 1_000_000_000n }, null],
])('liquidationPrice: %s', (_label, position, collateral, step, expected) => {
  it(`is ${expected}`, () => expect(liquidationPrice(position, collateral, step)).toBe(expected));
});
