import { describe, expect, it } from 'vitest';
import {
  feeRateForFill,
  feeTierFor,
  referralKickbacks,
  tradeFee,
  type FeeMarket,
  type FeeRates,
  type FeeTier,
  type FillLiquidity,
} from '#lib/domain/fees.ts';

const USD = 1_000_000n;

const tiers: FeeTier[] = [
  {
    tier: 2,
    minVolumeUsd: 10_000_000n * USD,
    perpTakerFee: 300_000n,
    perpMakerFee: -50_000n,
    spotTakerFee: 600_000n,
    spotMakerFee: 0n,
  },
  {
    tier: 0,
    minVolumeUsd: 0n,
    perpTakerFee: 500_000n,
    perpMakerFee: 200_000n,
    spotTakerFee: 1_000_000n,
    spotMakerFee: 400_000n,
  },
  {
    tier: 1,
    minVolumeUsd: 1_000_000n * USD,
    perpTakerFee: 400_000n,
    perpMakerFee: 100_000n,
    spotTakerFee: 800_000n,
    spotMakerFee: 200_000n,
  },
];

describe.each<[bigint, number]>([
  [0n, 0],
  [1_000_000n * USD - 1n, 0],
  [1_000_000n * USD, 1],
  [10_000_000n * USD - 1n, 1],
  [10_000_000n * USD, 2],
  [10n ** 30n, 2],
])('feeTierFor(volume %s)', (volume, expected) => {
  it(`is tier ${expected}`, () => expect(feeTierFor(tiers, volume).tier).toBe(expected));
});

describe.each<[string, FeeTier[], bigint]>([
  ['empty table', [], 0n],
  ['negative volume', tiers, -1n],
])('feeTierFor: %s', (_label, table, volume) => {
  it('throws', () => expect(() => feeTierFor(table, volume)).toThrow(RangeError));
});

describe.each<[bigint, bigint, bigint]>([
  [10_000n * USD, 500_000n, 5n * USD],
  [-10_000n * USD, 500_000n, 5n * USD],
  [1n, 500_000n, 1n],
  [10_000n * USD, -50_000n, -500_000n],
  [1n, -50_000n, 0n],
  [0n, 500_000n, 0n],
])('tradeFee(%s, rate %s)', (notional, rate, expected) => {
  it(`is ${expected}`, () => expect(tradeFee(notional, rate)).toBe(expected));
});

describe.each<[bigint, bigint, bigint, bigint, bigint]>([
  [1_000_001n, 200_000_000n, 100_000_000n, 200_000n, 100_000n],
  [0n, 200_000_000n, 100_000_000n, 0n, 0n],
  [-5n, 200_000_000n, 100_000_000n, 0n, 0n],
  [999n, 1_000_000_000n, 0n, 999n, 0n],
])('referralKickbacks(fee %s, master %s, slave %s)', (fee, masterKickback, slaveKickback, master, slave) => {
  it(`gives ${master} and ${slave}`, () =>
    expect(referralKickbacks(fee, { masterKickback, slaveKickback })).toEqual({ master, slave }));
});

describe.each<[bigint, bigint]>([
  [600_000_000n, 500_000_000n],
  [-1n, 0n],
])('referralKickbacks with invalid rates %s + %s', (masterKickback, slaveKickback) => {
  it('throws', () => expect(() => referralKickbacks(100n, { masterKickback, slaveKickback })).toThrow(RangeError));
});

// Four distinct rates, so picking any wrong one fails a row.
const rates: FeeRates = {
  perpTakerFee: 500_000n,
  perpMakerFee: -50_000n,
  spotTakerFee: 1_000_000n,
  spotMakerFee: 200_000n,
};

describe.each<[FeeMarket, FillLiquidity, bigint]>([
  ['perp', 'taker', 500_000n],
  ['perp', 'maker', -50_000n],
  ['spot', 'taker', 1_000_000n],
  ['spot', 'maker', 200_000n],
])('feeRateForFill(%s, %s)', (market, liquidity, expected) => {
  it(`is ${expected}`, () => expect(feeRateForFill(rates, market, liquidity)).toBe(expected));
});

describe('a fill at the tier for its volume', () => {
  it('pays the tier rate: 10,000 USD spot taker at tier 1 (0.08 %) is 8 USD', () => {
    const tier = feeTierFor(tiers, 2_000_000n * USD);
    expect(tradeFee(10_000n * USD, feeRateForFill(tier, 'spot', 'taker'))).toBe(8n * USD);
  });
  it('earns the maker rebate: 10,000 USD perp maker at tier 2 (-0.005 %) is -0.5 USD', () => {
    const tier = feeTierFor(tiers, 10_000_000n * USD);
    expect(tradeFee(10_000n * USD, feeRateForFill(tier, 'perp', 'maker'))).toBe(-500_000n);
  });
});
