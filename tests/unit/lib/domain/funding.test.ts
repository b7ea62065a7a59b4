import { describe, expect, it } from 'vitest';
import { clampBig, fundingPayment, hourlyFundingRate, type FundingRateConfig } from '#lib/domain/funding.ts';

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
