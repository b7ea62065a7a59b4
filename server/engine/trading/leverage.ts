/**
 * Leverage per market (cross margin): an account picks a leverage from 1 to the market's maximum, the inverse of
 * the smallest initial margin ratio of its margin steps (rounded down). From then on its initial requirement in
 * that market, for new orders and every other initial-margin check, is at least notional / leverage
 * (accounts/valuation.ts). Raising it is always accepted; lowering it is refused when the open position and
 * resting orders would then need more initial margin than the account's collateral ('leverage_needs_margin').
 */
import { RATE_ONE } from '#lib/domain/fixed.ts';
import type { SetLeverageCommand } from '#server/engine/model/commands.ts';
import type { MarketConfig } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import { reject, rejectMargin } from '#server/engine/model/errors.ts';
import type { Account } from '#server/engine/model/state.ts';
import { health } from '#server/engine/accounts/valuation.ts';

/** The largest leverage a market allows: 1 / its smallest initial margin ratio, rounded down (at least 1). */
export function maxLeverage(market: MarketConfig): number {
  let smallest = RATE_ONE;
  for (const step of market.marginSteps)
    if (step.initialMarginRatio > 0n && step.initialMarginRatio < smallest) smallest = step.initialMarginRatio;
  // a leverage is a small whole multiple (a count, not money): at most 10^9 for the smallest positive ratio
  const multiple = RATE_ONE / smallest;
  return Number(multiple);
}

/** The leverage in force for an account in a market: its chosen one, else the market's maximum. */
export function leverageIn(acc: Account, market: MarketConfig): number {
  return acc.leverage.get(market.name) ?? maxLeverage(market);
}

/** Sets an account's leverage in a market. */
export function setLeverage(core: Core, cmd: SetLeverageCommand): void {
  const market = core.market(cmd.market);
  const acc = core.account(cmd.userId);
  const max = maxLeverage(market);
  if (!Number.isSafeInteger(cmd.leverage) || cmd.leverage < 1 || cmd.leverage > max)
    reject('bad_leverage', `leverage in ${market.name} must be a whole number from 1 to ${max}`);
  if (cmd.leverage < leverageIn(acc, market)) {
    const h = health(core, acc, 'initial', undefined, { leverage: { market: market.name, leverage: cmd.leverage } });
    if (h.collateral < h.required) rejectMargin('leverage_needs_margin', h.collateral, h.required);
  }
  // commit phase
  const prev = acc.leverage.get(market.name);
  acc.leverage.set(market.name, cmd.leverage);
  core.onUndo(() => (prev === undefined ? acc.leverage.delete(market.name) : acc.leverage.set(market.name, prev)));
  core.events.push({ type: 'SetLeverage', userId: acc.id, ts: core.now, market: market.name, leverage: cmd.leverage });
}
