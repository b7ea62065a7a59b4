/**
 * Perpetual margin math: margin steps, initial/maintenance requirements, unrealized PnL, account leverage,
 * margin usage and the liquidation price of a single position.
 * Units: sizes are signed base units of the market's token (negative = short), prices USD x 10^9,
 * USD amounts USD x 10^6, ratios x 10^9. Requirements round up and PnL rounds down (toward the exchange).
 */
import { RATE_ONE, absBig, divRound, mulDiv, pow10 } from './fixed.ts';
import { usdValue } from './value.ts';

/** One step of a market's margin table (SPEC entity "Margin step"); amounts are USD x 10^6, ratios x 10^9. */
export interface MarginStep {
  readonly initialMarginRatio: bigint;
  readonly initialAmount: bigint;
  readonly maintenanceMarginRatio: bigint;
  readonly maintenanceAmount: bigint;
  /** Largest absolute notional (USD x 10^6) this step covers. */
  readonly maxPositionInUsd: bigint;
}

// Margin tables are configuration, read on every order: sort each table once (they are never mutated).
const SORTED_STEPS = new WeakMap<readonly MarginStep[], readonly MarginStep[]>();

/** The steps by ascending maxPositionInUsd, cached per table. */
function sortedSteps(steps: readonly MarginStep[]): readonly MarginStep[] {
  let sorted = SORTED_STEPS.get(steps);
  if (sorted === undefined) {
    sorted = [...steps].sort((a, b) =>
      a.maxPositionInUsd < b.maxPositionInUsd ? -1 : a.maxPositionInUsd > b.maxPositionInUsd ? 1 : 0,
    );
    SORTED_STEPS.set(steps, sorted);
  }
  return sorted;
}

/**
 * The step for a position notional: the first step, by ascending maxPositionInUsd, whose cap covers |notional|;
 * beyond every cap the last (strictest) step applies. Throws RangeError for an empty table.
 */
export function pickMarginStep(steps: readonly MarginStep[], notionalUsd: bigint): MarginStep {
  const sorted = sortedSteps(steps);
  const last = sorted[sorted.length - 1];
  if (last === undefined) throw new RangeError('market has no margin steps');
  const notional = absBig(notionalUsd);
  return sorted.find((step) => notional <= step.maxPositionInUsd) ?? last;
}

/** Initial margin (USD x 10^6) = |notional| x initialMarginRatio + initialAmount of the notional's step, rounded up. */
export function initialMargin(steps: readonly MarginStep[], notionalUsd: bigint): bigint {
  if (notionalUsd === 0n) return 0n;
  const step = pickMarginStep(steps, notionalUsd);
  return mulDiv(absBig(notionalUsd), step.initialMarginRatio, RATE_ONE, 'ceil') + step.initialAmount;
}

/** Maintenance margin (USD x 10^6) = |notional| x maintenanceMarginRatio + maintenanceAmount, rounded up. */
export function maintenanceMargin(steps: readonly MarginStep[], notionalUsd: bigint): bigint {
  if (notionalUsd === 0n) return 0n;
  const step = pickMarginStep(steps, notionalUsd);
  return mulDiv(absBig(notionalUsd), step.maintenanceMarginRatio, RATE_ONE, 'ceil') + step.maintenanceAmount;
}

/** A position for PnL and liquidation math. */
export interface PositionInput {
  /** Signed size in base units; negative means short. */
  readonly size: bigint;
  /** Average entry price (USD x 10^9). */
  readonly entryPrice: bigint;
  /** Decimals of the size's base units. */
  readonly sizeDecimals: number;
}

/**
 * Unrealized PnL (USD x 10^6) = size x (mark - entry); positive for a long when the price rose and for a short
 * when it fell. Rounded down (a fractional gain is cut, a fractional loss is counted whole).
 */
export function unrealizedPnl(position: PositionInput, markPrice: bigint): bigint {
  return usdValue(position.size, position.sizeDecimals, markPrice - position.entryPrice, 'floor');
}

/**
 * Account leverage (ratio x 10^9) = total |notional| / equity, where equity = collateral + unrealized PnL
 * (USD x 10^6). 0 without positions; null when equity is not positive (leverage is unbounded).
 */
export function accountLeverage(totalAbsNotionalUsd: bigint, equityUsd: bigint): bigint | null {
  if (totalAbsNotionalUsd === 0n) return 0n;
  if (equityUsd <= 0n) return null;
  return mulDiv(totalAbsNotionalUsd, RATE_ONE, equityUsd, 'ceil');
}

/**
 * Margin usage (ratio x 10^9) = maintenance margin required / equity: 1.0 means the account is at its
 * liquidation point. 0 without a requirement; null when equity is not positive.
 */
export function marginUsage(maintenanceRequiredUsd: bigint, equityUsd: bigint): bigint | null {
  if (maintenanceRequiredUsd === 0n) return 0n;
  if (equityUsd <= 0n) return null;
  return mulDiv(maintenanceRequiredUsd, RATE_ONE, equityUsd, 'ceil');
}

/**
 * Liquidation price (USD x 10^9) of a single isolated position backed by `collateralUsd` (USD x 10^6, not counting
 * this position's PnL): the price P where collateral + s(P - E) = |s| P mmr + A, i.e.
 * P = (s E + A - C) / (s - |s| mmr), with mmr and A from the step of the entry notional. A long's price rounds
 * up and a short's down (the warning comes early). Null for a flat position or when no positive price liquidates.
 */
export function liquidationPrice(position: PositionInput, collateralUsd: bigint, step: MarginStep): bigint | null {
  const s = position.size;
  if (s === 0n) return null;
  // Scale: numerator x 10^(d+18), denominator x 10^(d+9), so the quotient lands at price scale 10^9.
  const numerator =
    s * position.entryPrice * RATE_ONE + (step.maintenanceAmount - collateralUsd) * pow10(position.sizeDecimals + 12);
  const denominator = s * RATE_ONE - absBig(s) * step.maintenanceMarginRatio;
  if (denominator === 0n) return null;
  const price = divRound(numerator, denominator, s > 0n ? 'ceil' : 'floor');
  return price > 0n ? price : null;
}
