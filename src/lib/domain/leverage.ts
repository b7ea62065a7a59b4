/**
 * Leverage per market (cross margin), as the exchange applies it (server/engine/trading/leverage.ts): the account's
 * leverage L in a market makes the initial margin of a position there at least |notional| / L, rounded up, on top
 * of the margin steps' own requirement (the larger applies). Units: ratios x 10^9, USD x 10^6.
 */
import { RATE_ONE, divRound } from './fixed.ts';
import { initialMargin, type MarginStep } from './margin.ts';

/** Initial margin (USD x 10^6) of a notional under a leverage: max(the steps', ceil(|notional| / leverage)). */
export function leveragedInitialMargin(
  steps: readonly MarginStep[],
  notionalUsd: bigint,
  leverage: number | undefined,
): bigint {
  const bySteps = initialMargin(steps, notionalUsd);
  if (leverage === undefined || notionalUsd === 0n) return bySteps;
  const abs = notionalUsd < 0n ? -notionalUsd : notionalUsd;
  const byLeverage = divRound(abs, BigInt(leverage), 'ceil');
  return byLeverage > bySteps ? byLeverage : bySteps;
}

/**
 * The initial margin ratio (x 10^9) new orders pay at a leverage: the larger of the first step's ratio and
 * 1 / leverage (rounded up).
 */
export function initialRatioAt(firstStepRatio: bigint, leverage: number | undefined): bigint {
  if (leverage === undefined) return firstStepRatio;
  const byLeverage = divRound(RATE_ONE, BigInt(leverage), 'ceil');
  return byLeverage > firstStepRatio ? byLeverage : firstStepRatio;
}

/**
 * Buying power (USD x 10^6): the notional the free collateral backs at that initial margin ratio, rounded down;
 * 0 without free collateral.
 */
export function buyingPower(freeCollateralUsd: bigint, initialRatio: bigint): bigint {
  if (freeCollateralUsd <= 0n || initialRatio <= 0n) return 0n;
  return divRound(freeCollateralUsd * RATE_ONE, initialRatio, 'floor');
}
