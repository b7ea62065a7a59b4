/**
 * Fee tiers by 30-day volume and referral kickbacks. The spec leaves the tier structure open; this is the shape
 * the local network uses: fee rates x 10^9 (a negative maker fee is a rebate), volumes USD x 10^6.
 */
import { RATE_ONE, absBig, mulDiv } from './fixed.ts';

/** Taker and maker fee rates (x 10^9) of perpetual and spot trades, as a fee tier and a user's fee terms carry them. */
export interface FeeRates {
  readonly perpTakerFee: bigint;
  readonly perpMakerFee: bigint;
  readonly spotTakerFee: bigint;
  readonly spotMakerFee: bigint;
}

/** One fee tier: applies from `minVolumeUsd` of 30-day volume upward. */
export interface FeeTier extends FeeRates {
  readonly tier: number;
  readonly minVolumeUsd: bigint;
}

/** Which book a fill happened on. */
export type FeeMarket = 'perp' | 'spot';

/** Whether the fill took liquidity (taker, crossed the book) or had rested on it (maker). */
export type FillLiquidity = 'taker' | 'maker';

/** The fee rate that applies to a fill: the perp or spot rate, maker or taker, of the given fee terms. */
export function feeRateForFill(rates: FeeRates, market: FeeMarket, liquidity: FillLiquidity): bigint {
  if (market === 'perp') return liquidity === 'maker' ? rates.perpMakerFee : rates.perpTakerFee;
  return liquidity === 'maker' ? rates.spotMakerFee : rates.spotTakerFee;
}

/**
 * The tier for a 30-day volume: the one with the highest minVolumeUsd not above the volume. Throws RangeError
 * for an empty table or when the volume is below every tier (a table should start at 0).
 */
export function feeTierFor(tiers: readonly FeeTier[], volume30dUsd: bigint): FeeTier {
  let best: FeeTier | undefined;
  for (const tier of tiers) {
    if (tier.minVolumeUsd <= volume30dUsd && (best === undefined || tier.minVolumeUsd > best.minVolumeUsd)) best = tier;
  }
  if (best === undefined) throw new RangeError('no fee tier covers this volume');
  return best;
}

/** Fee (USD x 10^6) on a trade of `notionalUsd` at `feeRate`: |notional| x rate, rounded up (a rebate rounds toward zero). */
export function tradeFee(notionalUsd: bigint, feeRate: bigint): bigint {
  return mulDiv(absBig(notionalUsd), feeRate, RATE_ONE, 'ceil');
}

/** Kickback rates of a referral (ratio x 10^9 of the fee): to the referrer (master) and to the referred (slave). */
export interface ReferralKickbacks {
  readonly masterKickback: bigint;
  readonly slaveKickback: bigint;
}

/** Splits a paid fee into kickbacks, each rounded down so together they never exceed the fee. */
export function referralKickbacks(feeUsd: bigint, rates: ReferralKickbacks): { master: bigint; slave: bigint } {
  if (feeUsd <= 0n) return { master: 0n, slave: 0n };
  if (rates.masterKickback < 0n || rates.slaveKickback < 0n || rates.masterKickback + rates.slaveKickback > RATE_ONE) {
    throw new RangeError('kickback rates must be non-negative and sum to at most 1.0');
  }
  return {
    master: mulDiv(feeUsd, rates.masterKickback, RATE_ONE, 'floor'),
    slave: mulDiv(feeUsd, rates.slaveKickback, RATE_ONE, 'floor'),
  };
}
