/**
 * Hourly funding: the rate from a market's funding config and the payment of a position.
 * Rates are hourly ratios x 10^9 (signed); a positive rate means longs pay shorts.
 */
import { PRICE_DECIMALS, RATE_DECIMALS, USD_DECIMALS, divRound, pow10 } from './fixed.ts';

/** A market's funding configuration (SPEC entity "Perpetual market config".fundingRate); rates x 10^9. */
export interface FundingRateConfig {
  readonly enabled: boolean;
  readonly interestRateHourly: bigint;
  readonly clampMin: bigint;
  readonly clampMax: bigint;
  readonly maxFundingRate: bigint;
  readonly minFundingRate: bigint;
}

/** Clamps a value into [min, max]. */
export function clampBig(value: bigint, min: bigint, max: bigint): bigint {
  if (value < min) return min;
  if (value > max) return max;
  return value;
}

/**
 * Hourly funding rate = clamp(premium + clamp(interestRateHourly - premium, clampMin, clampMax),
 * minFundingRate, maxFundingRate), the usual perpetual formula; 0 when funding is disabled.
 * `premiumRate` is the hourly premium of mark over index (ratio x 10^9).
 */
export function hourlyFundingRate(config: FundingRateConfig, premiumRate: bigint): bigint {
  if (!config.enabled) return 0n;
  const interestPart = clampBig(config.interestRateHourly - premiumRate, config.clampMin, config.clampMax);
  return clampBig(premiumRate + interestPart, config.minFundingRate, config.maxFundingRate);
}

/**
 * Funding paid by a position for one hour (USD x 10^6) = size x price x rate; positive = the position pays,
 * negative = it receives. Rounded up: a payer pays the fraction, a receiver does not receive it.
 */
export function fundingPayment(size: bigint, sizeDecimals: number, price: bigint, hourlyRate: bigint): bigint {
  const scale = pow10(sizeDecimals + PRICE_DECIMALS + RATE_DECIMALS - USD_DECIMALS);
  return divRound(size * price * hourlyRate, scale, 'ceil');
}
