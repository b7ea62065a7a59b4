/**
 * Order placement and cancellation. Check phase: market status, tick, lot, reduce-only, post-only, margin.
 * Commit phase (nothing rejects from the match on): matching through the order book, booking fills on both
 * sides (positions, realized PnL, fees, volume) and the user and market events, every write journaled.
 */
import { PRICE_DECIMALS, absBig, formatDecimal } from '#lib/domain/fixed.ts';
import { usdValue } from '#lib/domain/value.ts';
import type {
  CancelOrdersCommand,
  PlaceLimitOrderCommand,
  PlaceMarketOrderCommand,
} from '#server/engine/model/commands.ts';
import type { MarketConfig } from '#server/engine/model/config.ts';
import { health, worstExposure } from '#server/engine/accounts/valuation.ts';
import type { Core } from '#server/engine/model/core.ts';
import { reject, rejectMargin } from '#server/engine/model/errors.ts';
import type { Fill } from '#server/engine/model/events.ts';
import { feeFor } from './fees.ts';
import { bookMatches, dropOrders, trimAfterMatch } from './fills.ts';
import type { BookOrder } from './orderbook.ts';
import { marginNotional } from './positions.ts';
import type { Account, OrderRecord } from '#server/engine/model/state.ts';
import { emitDepth } from './market-data.ts';
import { shiftOpen } from './exposure.ts';
import { matchOrder, takeOrder } from './book-ops.ts';

type PlaceCommand = PlaceLimitOrderCommand | PlaceMarketOrderCommand;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Converts a price to a safe-integer tick index, rejecting off-tick or non-positive prices. */
export function toTick(market: MarketConfig, price: bigint): number {
  if (price <= 0n || price % market.tickSize !== 0n)
    reject(
      'bad_tick',
      `price ${formatDecimal(price, PRICE_DECIMALS)} is not a positive multiple of the tick ${formatDecimal(market.tickSize, PRICE_DECIMALS)}`,
    );
  const tick = price / market.tickSize;
  if (tick > MAX_SAFE) reject('bad_tick', 'price too large');
  return Number(tick);
}

/** Converts a size to a safe-integer lot count, rejecting off-lot or non-positive sizes. */
export function toLots(market: MarketConfig, size: bigint): number {
  if (size <= 0n || size % market.lotSize !== 0n)
    reject('bad_lot', `the size is not a positive multiple of the lot size of ${market.name}`);
  const lots = size / market.lotSize;
  if (lots > MAX_SAFE) reject('bad_lot', 'size too large');
  return Number(lots);
}

/** Places a limit or market order; emits events through core and returns the order's id. */
export function placeOrder(core: Core, cmd: PlaceCommand): number {
  const market = core.market(cmd.market);
  const acc = core.account(cmd.userId);
  const isMarket = cmd.type === 'placeMarketOrder';
  // an IOC limit is a market order with a limit price: what does not fill at once is dropped, never rests
  const ioc = !isMarket && cmd.ioc === true;
  if (ioc && cmd.postOnly === true) reject('bad_order', 'an order cannot be both post-only and immediate-or-cancel');
  const tick = toTick(market, cmd.price);
  const lots = toLots(market, cmd.size);
  const pos = acc.positions.get(market.name);
  const posSize = pos?.size ?? 0n;
  const reduces = posSize !== 0n && posSize > 0n !== cmd.isBid && cmd.size <= absBig(posSize);
  if (market.status === 'halted') reject('market_closed', `${market.name} is halted`);
  if ((cmd.reduceOnly || market.status === 'reduceOnly') && !reduces)
    reject('reduce_only', 'order would not reduce the position');
  const book = core.books.get(market.name)!;
  if (!isMarket && cmd.postOnly === true && book.wouldCross(cmd.isBid, tick)) reject('post_only_would_cross');
  if (!cmd.reduceOnly) checkMargin(core, acc, market, cmd);

  // commit phase
  const orderId = core.nextOrderId++;
  const result = matchOrder(core, book, cmd.isBid, tick, lots, acc.id);
  if (result.selfCanceled.length > 0) dropOrders(core, acc, market.name, result.selfCanceled);
  const fills: Fill[] = [];
  bookMatches(core, acc, market, orderId, cmd.isBid, result.matches, fills);
  const filledSize = BigInt(lots - result.lotsLeft) * market.lotSize;
  const record: OrderRecord = {
    id: orderId,
    market: market.name,
    isBid: cmd.isBid,
    price: cmd.price,
    size: cmd.size,
    filled: filledSize,
    type: isMarket ? 'market' : 'limit',
    filledValue: fills.reduce((sum, f) => sum + f.price * f.size, 0n),
    reduceOnly: cmd.reduceOnly,
    timestamp: core.now,
    status: result.lotsLeft === 0 ? 'filled' : isMarket || ioc ? 'expired' : 'open',
  };
  if (!isMarket && !ioc && result.lotsLeft > 0) {
    book.add({
      id: orderId,
      owner: acc.id,
      isBid: cmd.isBid,
      tick,
      lots: result.lotsLeft,
      ts: core.now,
      reduceOnly: cmd.reduceOnly,
    });
    acc.orders.set(orderId, record);
    const left = record.size - record.filled;
    shiftOpen(acc, record, left, 1);
    // one journal step for the three writes of a resting order (the hot path of the engine)
    core.onUndo(() => {
      shiftOpen(acc, record, -left, -1);
      acc.orders.delete(orderId);
      book.cancel(orderId);
    });
  }
  core.push(acc.history.orders, record);
  core.events.push(
    isMarket
      ? {
          type: 'PlacePerpMarketOrder',
          userId: acc.id,
          ts: core.now,
          market: market.name,
          orderId,
          isBid: cmd.isBid,
          size: cmd.size,
          filledSize,
          fills,
        }
      : {
          type: 'PlacePerpLimitOrder',
          userId: acc.id,
          ts: core.now,
          market: market.name,
          orderId,
          isBid: cmd.isBid,
          size: cmd.size,
          filledSize,
          fills,
          price: cmd.price,
        },
  );
  trimAfterMatch(core, acc, market, result.matches);
  emitDepth(core, market);
  return orderId;
}

/** Rejects with 'insufficient_margin' or 'position_limit' unless the account can carry the order. */
function checkMargin(core: Core, acc: Account, market: MarketConfig, cmd: PlaceCommand): void {
  const decimals = core.token(market.baseToken).tokenDecimals;
  const index = core.price(market.baseToken);
  const pending = { market: market.name, isBid: cmd.isBid, size: cmd.size };
  const last = market.marginSteps[market.marginSteps.length - 1];
  const exposure = marginNotional(worstExposure(acc, market.name, pending), index, decimals);
  if (last !== undefined && exposure > last.maxPositionInUsd) reject('position_limit');
  const h = health(core, acc, 'initial', pending);
  // Worst case cost of the order: a taker fee at the limit price plus buying above / selling below the index.
  const notional = marginNotional(cmd.size, cmd.price, decimals);
  const fee = feeFor(core, acc, notional, false, core.now).paid;
  const edge = cmd.isBid ? cmd.price - index : index - cmd.price;
  const slippage = edge > 0n ? usdValue(cmd.size, decimals, edge, 'ceil') : 0n;
  // the collateral the order leaves to stand against the requirement: after its fee and its edge over the index
  const left = h.collateral - fee - slippage;
  if (left < h.required) rejectMargin('insufficient_margin', left, h.required);
}

/** Cancels listed (or, for an empty list, all) resting orders of an account in one market. */
export function cancelOrders(core: Core, cmd: CancelOrdersCommand): void {
  const market = core.market(cmd.market);
  const acc = core.account(cmd.userId);
  const book = core.books.get(market.name)!;
  const ids =
    cmd.orderIds.length > 0
      ? cmd.orderIds
      : [...acc.orders.values()].filter((o) => o.market === market.name).map((o) => o.id);
  for (const id of ids) {
    const rec = acc.orders.get(id);
    if (rec === undefined || rec.market !== market.name) reject('not_found', `order ${id} not open`);
  }
  const removed: BookOrder[] = [];
  for (const id of ids) {
    const b = takeOrder(core, book, id);
    if (b !== undefined) removed.push(b);
  }
  if (removed.length > 0) dropOrders(core, acc, market.name, removed);
  emitDepth(core, market);
}
