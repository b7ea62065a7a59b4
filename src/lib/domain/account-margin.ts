/**
 * Account-level (cross) margin: every open position summed into equity, total notional and the initial and
 * maintenance requirements, with the account leverage and margin usage those give. Same units and rounding as
 * margin.ts: USD x 10^6, prices USD x 10^9, ratios x 10^9; each position rounds on its own, then they are summed.
 */
import { absBig } from './fixed.ts';
import {
  accountLeverage,
  initialMargin,
  maintenanceMargin,
  marginUsage,
  unrealizedPnl,
  type MarginStep,
  type PositionInput,
} from './margin.ts';
import { notionalUsd } from './value.ts';

/** One open position with what account margin needs: its mark price and its market's margin table. */
export interface AccountPosition extends PositionInput {
  /** Mark (index) price, USD x 10^9. */
  readonly markPrice: bigint;
  readonly marginSteps: readonly MarginStep[];
}

/** An account's margin totals (USD x 10^6 unless noted). */
export interface AccountMargin {
  /** Sum of the positions' unrealized PnL (each rounded down). */
  readonly unrealizedPnlUsd: bigint;
  /** Collateral plus unrealized PnL. */
  readonly equityUsd: bigint;
  /** Sum of |notional| at the mark price (each rounded toward zero). */
  readonly totalNotionalUsd: bigint;
  /** Sum of each position's initial margin (its own step, rounded up). */
  readonly initialMarginUsd: bigint;
  /** Sum of each position's maintenance margin (its own step, rounded up). */
  readonly maintenanceMarginUsd: bigint;
  /** Total notional / equity (ratio x 10^9); 0 without positions, null when equity is not positive. */
  readonly leverage: bigint | null;
  /** Maintenance margin / equity (ratio x 10^9); 1.0 is the liquidation point; null when equity is not positive. */
  readonly marginUsage: bigint | null;
}

/** Sums every position of an account backed by `collateralUsd` (USD x 10^6) into its margin totals. */
export function accountMargin(collateralUsd: bigint, positions: readonly AccountPosition[]): AccountMargin {
  let pnl = 0n;
  let notional = 0n;
  let initial = 0n;
  let maintenance = 0n;
  for (const position of positions) {
    if (position.size === 0n) continue;
    const signedNotional = notionalUsd(position.size, position.sizeDecimals, position.markPrice);
    pnl += unrealizedPnl(position, position.markPrice);
    notional += absBig(signedNotional);
    initial += initialMargin(position.marginSteps, signedNotional);
    maintenance += maintenanceMargin(position.marginSteps, signedNotional);
  }
  const equity = collateralUsd + pnl;
  return {
    unrealizedPnlUsd: pnl,
    equityUsd: equity,
    totalNotionalUsd: notional,
    initialMarginUsd: initial,
    maintenanceMarginUsd: maintenance,
    leverage: accountLeverage(notional, equity),
    marginUsage: marginUsage(maintenance, equity),
  };
}
