/**
 * Liquidation (docs/LIQUIDATION.md). An account is liquidatable when its maintenance collateral (positive net
 * values x collateralFactor, debts x borrowMaintenanceFactor, plus unrealized PnL) is below its maintenance
 * requirement, with or without positions (a borrower's requirement is zero, so its debt outgrowing its
 * collateral is enough). It is checked on every index price update, for the accounts that price can move
 * (positionIndex by market, holders by token), and by the periodic scan. Liquidating cancels the account's
 * resting orders, closes positions (partially when enough: takeover.ts) and, with no position left, takes over
 * debt with collateral (seizure.ts); what nothing covers is bad debt (bankruptcy.ts).
 */
import { OPERATOR_ID, type TokenName, type UserId } from '#server/engine/model/config.ts';
import { health } from '#server/engine/accounts/valuation.ts';
import type { Core } from '#server/engine/model/core.ts';
import { emitDepth } from './market-data.ts';
import type { Account, TriggerOrder } from '#server/engine/model/state.ts';
import { cancelTriggers } from './trigger-records.ts';
import type { BookOrder } from './orderbook.ts';
import { takeOrder } from './book-ops.ts';
import { dropOrders } from './fills.ts';
import { closePositions } from './takeover.ts';
import { seizeCollateral } from '#server/engine/accounts/seizure.ts';

/** True when the account carries risk (positions or debts) and its maintenance collateral is below the requirement. */
function isLiquidatable(core: Core, acc: Account): boolean {
  if (acc.id === OPERATOR_ID || !atRisk(acc)) return false;
  const h = health(core, acc, 'maintenance');
  return h.collateral < h.required;
}

function atRisk(acc: Account): boolean {
  return acc.positions.size > 0 || acc.borrowShares.size > 0 || acc.owed.size > 0;
}

/** Cancels every open trigger order of the account, market by market in id order ('liquidation'). */
function cancelAllTriggers(core: Core, acc: Account): void {
  if (acc.triggers.size === 0) return;
  const byMarket = new Map<string, TriggerOrder[]>();
  for (const t of acc.triggers.values()) byMarket.set(t.market, [...(byMarket.get(t.market) ?? []), t]);
  for (const [market, triggers] of byMarket) cancelTriggers(core, acc, market, triggers, 'liquidation');
}

/**
 * Liquidates one account: cancels its orders and trigger orders (a stop must not reopen risk the liquidation
 * closes), closes positions, then takes over debt with collateral.
 */
function liquidate(core: Core, acc: Account): void {
  const byMarket = new Map<string, BookOrder[]>();
  for (const o of [...acc.orders.values()]) {
    const book = core.books.get(o.market)!;
    const taken = takeOrder(core, book, o.id);
    if (taken === undefined) continue;
    let list = byMarket.get(o.market);
    if (list === undefined) byMarket.set(o.market, (list = []));
    list.push(taken);
  }
  for (const [market, orders] of byMarket) dropOrders(core, acc, market, orders);
  cancelAllTriggers(core, acc);
  closePositions(core, acc);
  if (acc.positions.size === 0) {
    const h = health(core, acc, 'maintenance');
    if (h.collateral < h.required) seizeCollateral(core, acc);
  }
  for (const name of byMarket.keys()) emitDepth(core, core.market(name));
}

/** Scans every account that carries risk and liquidates those below maintenance. */
export function liquidateScan(core: Core): void {
  for (const acc of core.accounts.values()) if (isLiquidatable(core, acc)) liquidate(core, acc);
}

/**
 * After index prices of `tokens` changed: checks the accounts those prices can move (a position in a market on
 * one of the tokens, or a holding of one while carrying risk). The checks only read, so they run in index order;
 * the accounts found below maintenance are then liquidated in ascending id order, so replay is stable.
 */
export function liquidateOnPrices(core: Core, tokens: readonly TokenName[]): void {
  const ids = new Set<UserId>();
  for (const token of tokens) {
    for (const market of core.markets.values())
      if (market.baseToken === token) for (const id of core.positionIndex.get(market.name) ?? []) ids.add(id);
    for (const id of core.holders.get(token) ?? []) if (atRisk(core.accounts.get(id)!)) ids.add(id);
  }
  const due: UserId[] = [];
  for (const id of ids) if (isLiquidatable(core, core.accounts.get(id)!)) due.push(id);
  if (due.length === 0) return;
  for (const id of due.sort((a, b) => Number(a) - Number(b))) {
    const acc = core.accounts.get(id)!;
    // an earlier liquidation of this update may have changed it (a socialised loss, a pool write-off)
    if (isLiquidatable(core, acc)) liquidate(core, acc);
  }
}
