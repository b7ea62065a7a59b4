/**
 * Trigger orders: stops (stop-market, stop-limit) and the take-profit / stop-loss legs attached to a position.
 * They wait off the book and fire on the index (mark) price as setIndexPrice moves it, once each: a fired or
 * canceled trigger leaves the open set in the same command.
 *
 * Firing order (deterministic): after setIndexPrice has set the new prices and before its liquidation check (a
 * stop that protects a position gets the first chance to close it), market by market in configuration order; in a
 * market, the open triggers the new index has reached, in the order the move crossed them (nearest the previous
 * index first), ties by ascending id. A trigger then executes as a market order at the index with the SPEC 7 slack
 * (1.05 x for a buy, 0.95 x for a sell) or as a limit order at its limit price (which may rest), under the order
 * rules of orders.ts. A reduce-only trigger (every TP/SL leg) is sized to what is left of the position on its side
 * when it fires, and canceled ('reduceOnly') when nothing is; an order the rules refuse cancels its trigger
 * ('refused', with the code). When a leg fires, its other leg is canceled (one cancels the other).
 *
 * Placement rules: a trigger the index has already reached is refused ('trigger_wrong_side': a buy stop and a
 * short's stop loss or a long's take profit must lie above the index, the others below). A stop loss at or past
 * the position's estimated liquidation price (cross margin, the other holdings at their current value) is refused
 * ('stop_beyond_liquidation'): it could never fire before the liquidation.
 */
import { absBig, formatDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import { liquidationPrice, maintenanceMargin, pickMarginStep } from '#lib/domain/margin.ts';
import { marketOrderPrice } from '#lib/domain/order-preview.ts';
import type { MarketConfig, TokenName } from '#server/engine/model/config.ts';
import type {
  CancelTriggerOrdersCommand,
  PlaceTpSlCommand,
  PlaceTriggerOrderCommand,
  TpSlLeg,
} from '#server/engine/model/commands.ts';
import type { Core } from '#server/engine/model/core.ts';
import { EngineError, reject } from '#server/engine/model/errors.ts';
import type { Account, Position, TriggerKind, TriggerOrder } from '#server/engine/model/state.ts';
import { health } from '#server/engine/accounts/valuation.ts';
import { placeOrder, toLots, toTick } from './orders.ts';
import { marginNotional, unrealizedPnl } from './positions.ts';
import { addTrigger, cancelTriggers, markClosed, takeTrigger } from './trigger-records.ts';

/** Places a stop-market or stop-limit order. */
export function placeTriggerOrder(core: Core, cmd: PlaceTriggerOrderCommand): void {
  const market = core.market(cmd.market);
  const acc = core.account(cmd.userId);
  if (market.status === 'halted') reject('market_closed', `${market.name} is halted`);
  toLots(market, cmd.size);
  if (cmd.limitPrice !== undefined) toTick(market, cmd.limitPrice);
  checkSide(core, market, cmd.isBid, cmd.triggerPrice, cmd.isBid ? 'a buy stop' : 'a sell stop');
  const id = core.nextOrderId++;
  const above = cmd.isBid;
  open(
    core,
    acc,
    market,
    { id, kind: 'stop', isBid: cmd.isBid, above, leg: cmd, size: cmd.size, reduceOnly: cmd.reduceOnly },
    null,
  );
}

/** Attaches a take profit and / or a stop loss to the account's position (one cancels the other). */
export function placeTpSl(core: Core, cmd: PlaceTpSlCommand): void {
  const market = core.market(cmd.market);
  const acc = core.account(cmd.userId);
  if (market.status === 'halted') reject('market_closed', `${market.name} is halted`);
  const pos = acc.positions.get(market.name);
  if (pos === undefined || pos.size === 0n) reject('no_position', `no position in ${market.name} to protect`);
  if (cmd.takeProfit === undefined && cmd.stopLoss === undefined)
    reject('bad_order', 'a TP/SL needs a take profit, a stop loss or both');
  if (cmd.size !== undefined) {
    toLots(market, cmd.size);
    if (cmd.size > absBig(pos.size)) reject('reduce_only', 'a TP/SL cannot close more than the position');
  }
  const long = pos.size > 0n;
  const isBid = !long;
  const legs: { kind: TriggerKind; leg: TpSlLeg; above: boolean }[] = [];
  if (cmd.takeProfit !== undefined) legs.push({ kind: 'takeProfit', leg: cmd.takeProfit, above: long });
  if (cmd.stopLoss !== undefined) legs.push({ kind: 'stopLoss', leg: cmd.stopLoss, above: !long });
  for (const l of legs) {
    if (l.leg.limitPrice !== undefined) toTick(market, l.leg.limitPrice);
    checkSide(core, market, l.above, l.leg.triggerPrice, l.kind === 'takeProfit' ? 'a take profit' : 'a stop loss');
  }
  const sl = cmd.stopLoss;
  if (sl !== undefined) {
    const liq = estimatedLiquidationPrice(core, acc, market, pos);
    if (liq !== null && (long ? sl.triggerPrice <= liq : sl.triggerPrice >= liq))
      reject(
        'stop_beyond_liquidation',
        `a stop loss at or past the estimated liquidation price ${formatDecimal(liq, PRICE_DECIMALS)} never fires`,
      );
  }
  // commit phase
  if (cmd.replace === true) {
    const current = [...acc.triggers.values()].filter((t) => t.market === market.name && t.kind !== 'stop');
    cancelTriggers(core, acc, market.name, current, 'user');
  }
  const ids = legs.map(() => core.nextOrderId++);
  legs.forEach((l, i) => {
    const other = legs.length === 2 ? ids[1 - i]! : null;
    const n = { id: ids[i]!, kind: l.kind, isBid, above: l.above, leg: l.leg, size: cmd.size, reduceOnly: true };
    open(core, acc, market, n, other);
  });
}

/** Cancels listed (or, for an empty list, all) open triggers of an account in one market. */
export function cancelTriggerOrders(core: Core, cmd: CancelTriggerOrdersCommand): void {
  const market = core.market(cmd.market);
  const acc = core.account(cmd.userId);
  const ids =
    cmd.triggerIds.length > 0
      ? cmd.triggerIds
      : [...acc.triggers.values()].filter((t) => t.market === market.name).map((t) => t.id);
  const found: TriggerOrder[] = [];
  for (const id of ids) {
    const t = acc.triggers.get(id);
    if (t === undefined || t.market !== market.name) reject('not_found', `trigger order ${id} not open`);
    if (!found.includes(t)) found.push(t);
  }
  cancelTriggers(core, acc, market.name, found, 'user');
}

/** Fires the triggers the new prices of `previous`'s tokens reached (order in the file comment). */
export function fireTriggers(core: Core, previous: ReadonlyMap<TokenName, bigint>): void {
  for (const market of core.markets.values()) {
    const before = previous.get(market.baseToken);
    if (before === undefined) continue;
    const index = core.price(market.baseToken);
    const due: { acc: Account; t: TriggerOrder; distance: bigint }[] = [];
    for (const acc of core.accounts.values()) {
      if (acc.triggers.size === 0) continue;
      for (const t of acc.triggers.values())
        if (t.market === market.name && reached(t, index))
          due.push({ acc, t, distance: absBig(t.triggerPrice - before) });
    }
    due.sort((a, b) => (a.distance < b.distance ? -1 : a.distance > b.distance ? 1 : a.t.id - b.t.id));
    // an earlier trigger of this update may have canceled a later one (OCO, its position closed)
    for (const { acc, t } of due) if (acc.triggers.get(t.id) === t) fire(core, acc, market, t, index);
  }
}

/** True when the index has reached the trigger from its side. */
function reached(t: TriggerOrder, index: bigint): boolean {
  return t.above ? index >= t.triggerPrice : index <= t.triggerPrice;
}

function fire(core: Core, acc: Account, market: MarketConfig, t: TriggerOrder, index: bigint): void {
  let size = t.size ?? 0n;
  if (t.reduceOnly) {
    const pos = acc.positions.get(market.name)?.size ?? 0n;
    const room = pos !== 0n && pos > 0n !== t.isBid ? absBig(pos) : 0n;
    size = t.size === null || t.size > room ? room : t.size;
    size -= size % market.lotSize;
    if (size === 0n) return cancelTriggers(core, acc, market.name, [t], 'reduceOnly');
  }
  // out of the open set before its order runs, so the orphan rule of that order's fills does not cancel it
  takeTrigger(core, acc, t.id);
  const common = { ts: core.now, userId: acc.id, market: market.name, isBid: t.isBid, size, reduceOnly: t.reduceOnly };
  const at = core.events.length;
  const before = core.undo.length;
  let orderId: number;
  try {
    orderId =
      t.limitPrice === null
        ? placeOrder(core, {
            ...common,
            type: 'placeMarketOrder',
            price: marketOrderPrice(t.isBid ? 'buy' : 'sell', index, market.tickSize),
          })
        : placeOrder(core, { ...common, type: 'placeLimitOrder', price: t.limitPrice });
  } catch (err) {
    // a refusal from the order's check phase (nothing written by it) cancels the trigger; anything else is a bug
    if (!(err instanceof EngineError) || core.undo.length !== before) throw err;
    markClosed(core, acc, t, 'canceled', 'refused');
    core.events.push({
      type: 'CanceledTriggerOrders',
      userId: acc.id,
      ts: core.now,
      market: market.name,
      triggerIds: [t.id],
      reason: 'refused',
      code: err.code,
    });
    return;
  }
  markClosed(core, acc, t, 'triggered', 'triggered');
  core.assign(t, 'orderId', orderId);
  core.events.splice(at, 0, {
    type: 'TriggerOrderTriggered',
    userId: acc.id,
    ts: core.now,
    market: market.name,
    triggerId: t.id,
    orderId,
    indexPrice: index,
    size,
  });
  const other = t.ocoId === null ? undefined : acc.triggers.get(t.ocoId);
  if (other !== undefined) cancelTriggers(core, acc, market.name, [other], 'oco');
}

/** Refuses a trigger the index has already reached (or sits on). */
function checkSide(core: Core, market: MarketConfig, above: boolean, trigger: bigint, what: string): void {
  toTick(market, trigger);
  const index = core.price(market.baseToken);
  if (above ? trigger <= index : trigger >= index)
    reject(
      'trigger_wrong_side',
      `${what} must trigger ${above ? 'above' : 'below'} the index price ${formatDecimal(index, PRICE_DECIMALS)}`,
    );
}

/**
 * The price of this market's index at which the account reaches its maintenance margin, the other holdings and
 * positions held at their current value: the position's collateral is the account's maintenance collateral less
 * this position's PnL and the other positions' requirements. Null when no positive price liquidates.
 */
function estimatedLiquidationPrice(core: Core, acc: Account, market: MarketConfig, pos: Position): bigint | null {
  const decimals = core.token(market.baseToken).tokenDecimals;
  const index = core.price(market.baseToken);
  const h = health(core, acc, 'maintenance');
  const notional = marginNotional(pos.size, index, decimals);
  const own = maintenanceMargin(market.marginSteps, notional);
  const collateral = h.collateral - unrealizedPnl(pos, index, decimals) - (h.required - own);
  const input = { size: pos.size, entryPrice: pos.entryPrice, sizeDecimals: decimals };
  return liquidationPrice(input, collateral, pickMarginStep(market.marginSteps, notional));
}

interface NewTrigger {
  readonly id: number;
  readonly kind: TriggerKind;
  readonly isBid: boolean;
  readonly above: boolean;
  readonly leg: TpSlLeg;
  readonly size: bigint | undefined;
  readonly reduceOnly: boolean;
}

/** Opens a trigger (commit phase) and emits PlaceTriggerOrder. */
function open(core: Core, acc: Account, market: MarketConfig, n: NewTrigger, ocoId: number | null): void {
  const t: TriggerOrder = {
    id: n.id,
    market: market.name,
    kind: n.kind,
    isBid: n.isBid,
    above: n.above,
    triggerPrice: n.leg.triggerPrice,
    limitPrice: n.leg.limitPrice ?? null,
    size: n.size ?? null,
    reduceOnly: n.reduceOnly,
    ocoId,
    timestamp: core.now,
    status: 'open',
    closeReason: null,
    orderId: null,
    closedAt: null,
  };
  addTrigger(core, acc, t);
  core.events.push({
    type: 'PlaceTriggerOrder',
    userId: acc.id,
    ts: core.now,
    market: market.name,
    triggerId: t.id,
    kind: t.kind,
    isBid: t.isBid,
    above: t.above,
    triggerPrice: t.triggerPrice,
    limitPrice: t.limitPrice,
    size: t.size,
    reduceOnly: t.reduceOnly,
    ocoId,
  });
}
