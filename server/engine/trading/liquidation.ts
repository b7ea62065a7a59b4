/**
 * Liquidation: an account whose maintenance collateral (positive net values x collateralFactor, debts x
 * borrowMaintenanceFactor, plus unrealized PnL) falls below its maintenance margin loses its resting orders,
 * and the operator takes over every position at the index price; the liquidationPenalty of each market on the
 * closed notional is paid to the operator.
 */
import { OPERATOR_ID } from '#server/engine/model/config.ts';
import { health } from '#server/engine/accounts/valuation.ts';
import type { Core } from '#server/engine/model/core.ts';
import { emitDepth } from './market-data.ts';
import { clearOpen } from './exposure.ts';
import type { Account } from '#server/engine/model/state.ts';
import { transferPosition } from './orders.ts';

/** True when the account has positions and its maintenance collateral is below the requirement. */
function isLiquidatable(core: Core, acc: Account): boolean {
  if (acc.positions.size === 0) return false;
  const h = health(core, acc, 'maintenance');
  return h.collateral < h.required;
}

/** Liquidates one account: cancels its orders and moves its positions to the operator at index. */
function liquidate(core: Core, acc: Account): void {
  const operator = core.account(OPERATOR_ID);
  const byMarket = new Map<string, number[]>();
  for (const o of acc.orders.values()) {
    core.books.get(o.market)?.cancel(o.id);
    o.status = 'canceled';
    byMarket.set(o.market, [...(byMarket.get(o.market) ?? []), o.id]);
  }
  acc.orders.clear();
  clearOpen(core, acc);
  for (const [market, ids] of byMarket)
    core.events.push({ type: 'CanceledPerpOrders', userId: acc.id, ts: core.now, market, ordersIds: ids });
  for (const name of [...acc.positions.keys()]) {
    const market = core.market(name);
    const price = core.price(market.baseToken);
    const size = acc.positions.get(name)!.size;
    const penalty = transferPosition(core, acc, operator, market, price);
    core.credit(acc, 'USDC', -penalty, 'liquidation');
    core.credit(operator, 'USDC', penalty, 'liquidation');
    core.events.push({ type: 'Liquidation', userId: acc.id, ts: core.now, market: name, size, price, penalty });
  }
  for (const name of byMarket.keys()) emitDepth(core, core.market(name));
}

/** Scans every account (except the operator) and liquidates those below maintenance. */
export function liquidateScan(core: Core): void {
  for (const acc of core.accounts.values()) {
    if (acc.id !== OPERATOR_ID && isLiquidatable(core, acc)) liquidate(core, acc);
  }
}
