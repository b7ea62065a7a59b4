import { describe, expect, it } from 'vitest';
import { limitCloseSide, marketClosePrice, marketCloseSide, roundToTick, type OrderSide } from '../../../../src/lib/domain/close.ts';
import { feeTierFor, referralKickbacks, tradeFee, type FeeTier } from '../../../../src/lib/domain/fees.ts';
import { clampBig, fundingPayment, hourlyFundingRate, type FundingRateConfig } from '../../../../src/lib/domain/funding.ts';
import type { Rounding } from '../../../../src/lib/domain/fixed.ts';

const USD = 1_000_000n;
const PRICE = 1_000_000_000n;

const funding: FundingRateConfig = {
  enabled: true,
  interestRateHourly: 12_500n, // 0.00125 %
  clampMin: -50_000n,
  clampMax: 50_000n,
  maxFundingRate: 1_000_000n,
  minFundingRate: -1_000_000n,
};

describe.each<[string, FundingRateConfig, bigint, bigint]>([
  ['no premium: the interest rate', funding, 0n, 12_500n],
  ['small negative premium: still the interest rate', funding, -20_000n, 12_500n],
  ['premium above interest: interest part clamped at -0.005 %', funding, 100_000n, 50_000n],
  ['huge premium: capped at max', funding, 5_000_000n, 1_000_000n],
  ['huge discount: floored at min', funding, -5_000_000n, -1_000_000n],
  ['disabled', { ...funding, enabled: false }, 100_000n, 0n],
])('hourlyFundingRate: %s', (_label, config, premium, expected) => {
  it(`is ${expected}`, () => expect(hourlyFundingRate(config, premium)).toBe(expected));
});

describe.each<[bigint, bigint, bigint, bigint]>([
  [5n, 1n, 3n, 3n],
  [0n, 1n, 3n, 1n],
  [2n, 1n, 3n, 2n],
])('clampBig(%s, %s, %s)', (v, min, max, expected) => {
  it(`is ${expected}`, () => expect(clampBig(v, min, max)).toBe(expected));
});

describe.each<[string, bigint, bigint, bigint]>([
  ['long 1 BTC pays', 100_000_000n, 12_500n, 1_250_000n], // 100000 x 0.0000125 = 1.25 USD
  ['short 1 BTC receives', -100_000_000n, 12_500n, -1_250_000n],
  ['long receives on a negative rate', 100_000_000n, -12_500n, -1_250_000n],
  ['1 sat long pays the fraction', 1n, 12_500n, 1n],
  ['1 sat short receives nothing', -1n, 12_500n, 0n],
  ['flat', 0n, 12_500n, 0n],
])('fundingPayment: %s', (_label, size, rate, expected) => {
  it(`is ${expected}`, () => expect(fundingPayment(size, 8, 100_000n * PRICE, rate)).toBe(expected));
});

const tiers: FeeTier[] = [
  { tier: 2, minVolumeUsd: 10_000_000n * USD, perpTakerFee: 300_000n, perpMakerFee: -50_000n },
  { tier: 0, minVolumeUsd: 0n, perpTakerFee: 500_000n, perpMakerFee: 200_000n },
  { tier: 1, minVolumeUsd: 1_000_000n * USD, perpTakerFee: 400_000n, perpMakerFee: 100_000n },
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
  it(`gives ${master} and ${slave}`, () => expect(referralKickbacks(fee, { masterKickback, slaveKickback })).toEqual({ master, slave }));
});

describe.each<[bigint, bigint]>([
  [600_000_000n, 500_000_000n],
  [-1n, 0n],
])('referralKickbacks with invalid rates %s + %s', (masterKickback, slaveKickback) => {
  it('throws', () => expect(() => referralKickbacks(100n, { masterKickback, slaveKickback })).toThrow(RangeError));
});

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
