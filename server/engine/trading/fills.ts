/**
 * Booking the outcome of matching: both sides of every trade (position, realized PnL, fee, volume, history,
 * OrderFills), the maker orders' records and running totals, orders leaving the book (CanceledPerpOrders) and
 * the trimming of reduce-only orders that no longer reduce. Commit phase of a placement: every write is
 * journaled and nothing here rejects (a realized loss or fee beyond the balance is a borrow, settlement.ts).
 */
import { absBig } from '#lib/domain/fixed.ts';
import type { MarketConfig, MarketName } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import type { Fill, OrderFillsEvent } from '#server/engine/model/events.ts';
import { shiftOpen } from './exposure.ts';
import { addVolume, chargeFee } from './fees.ts';
import { recordTradeStats } from '#server/engine/accounts/history.ts';
import { recordTrade } from './market-data.ts';
import type { BookOrder, Match } from './orderbook.ts';
import { applyFill, fillNotional } from './positions.ts';
import { newPosition, type Account, type OrderRecord } from '#server/engine/model/state.ts';
import { charge, receive } from '#server/engine/accounts/settlement.ts';
import { takeOrder } from './book-ops.ts';
import { cancelOrphans } from './trigger-records.ts';

/**
 * Books every match of a taker order (`fills` receives the taker's side, in match order) and emits one
 * OrderFills per maker order after the balance events.
 */
export function bookMatches(
  core: Core,
  taker: Account,
  market: MarketConfig,
  orderId: number,
  isBid: boolean,
  matches: readonly Match[],
  fills: Fill[],
): void {
  if (matches.length === 0) return;
  // A maker order is visited at most once per match, so each match is its own OrderFills event.
  const makerEvents: OrderFillsEvent[] = [];
  for (const m of matches) {
    const price = BigInt(m.tick) * market.tickSize;
    const size = BigInt(m.lots) * market.lotSize;
    const tradeId = core.nextTradeId++;
    const maker = core.accounts.get(m.maker.owner)!;
    fills.push(bookFill(core, taker, market, tradeId, orderId, isBid, false, price, size));
    const mf = bookFill(core, maker, market, tradeId, m.maker.id, !isBid, true, price, size);
    makerEvents.push({
      type: 'OrderFills',
      userId: maker.id,
      ts: core.now,
      market: market.name,
      orderId: m.maker.id,
      fills: [mf],
    });
    const rec = maker.orders.get(m.maker.id);
    if (rec !== undefined) {
      const [filled, value, status, done] = [rec.filled, rec.filledValue, rec.status, m.maker.lotsLeft === 0];
      rec.filled = filled + size;
      if (value !== null) rec.filledValue = value + price * size;
      shiftOpen(maker, rec, -size, done ? -1 : 0);
      const undo = () => {
        shiftOpen(maker, rec, size, done ? 1 : 0);
        rec.filled = filled;
        rec.filledValue = value;
        rec.status = status;
      };
      if (done) {
        rec.status = 'filled';
        core.dropOrderRecord(maker, rec.id, undo);
      } else core.onUndo(undo);
    }
    recordTrade(core, market.name, { tradeId, price, size, isBid, timestamp: core.now });
  }
  for (const e of makerEvents) core.events.push(e);
}

/** Trims reduce-only orders of the taker, then of each maker in match order (trimming twice is a no-op). */
export function trimAfterMatch(core: Core, taker: Account, market: MarketConfig, matches: readonly Match[]): void {
  trimReduceOnly(core, taker, market);
  for (const m of matches) {
    const maker = core.accounts.get(m.maker.owner);
    if (maker !== undefined && maker !== taker) trimReduceOnly(core, maker, market);
  }
}

/** Applies one side of a trade to an account: position, realized PnL, fee, volume, history. */
function bookFill(
  core: Core,
  acc: Account,
  market: MarketConfig,
  tradeId: number,
  orderId: number,
  isBid: boolean,
  isMaker: boolean,
  price: bigint,
  size: bigint,
): Fill {
  const decimals = core.tokens.get(market.baseToken)!.tokenDecimals;
  const notional = fillNotional(size, price, decimals);
  const realizedPnl = fillPosition(core, acc, market.name, isBid ? size : -size, notional, decimals);
  if (realizedPnl > 0n) receive(core, acc, 'USDC', realizedPnl, 'trade');
  else charge(core, acc, 'USDC', -realizedPnl, 'trade');
  const fee = chargeFee(core, acc, notional, isMaker, core.now).paid;
  addVolume(core, acc.volume, notional, core.now);
  recordTradeStats(core, acc, notional, fee, realizedPnl);
  const fill: Fill = {
    tradeId,
    orderId,
    isBid,
    isMaker,
    price,
    size,
    market: market.name,
    fee,
    realizedPnl,
    timestamp: core.now,
  };
  core.push(acc.history.fills, fill);
  return fill;
}

/** Applies a fill of signed `delta` with `notional` to an account's position (journaled); returns realized PnL. */
export function fillPosition(
  core: Core,
  acc: Account,
  market: MarketName,
  delta: bigint,
  notional: bigint,
  decimals: number,
): bigint {
  let pos = acc.positions.get(market);
  if (pos === undefined) {
    const ms = core.marketState.get(market)!;
    core.setPosition(acc, market, (pos = newPosition(ms.fundingPerLot, ms.fundingIndex)));
  } else core.savePosition(pos);
  const before = pos.size;
  const realized = applyFill(pos, delta, notional, decimals);
  if (pos.size === 0n) core.setPosition(acc, market, undefined);
  cancelOrphans(core, acc, market, before, pos.size);
  return realized;
}

/** Removes orders from their owners' records and emits CanceledPerpOrders for `acc` (the book already dropped them). */
export function dropOrders(core: Core, acc: Account, market: string, orders: readonly BookOrder[]): void {
  const ids: number[] = [];
  for (const o of orders) {
    const owner = o.owner === acc.id ? acc : core.accounts.get(o.owner);
    const rec = owner?.orders.get(o.id);
    if (owner !== undefined && rec !== undefined) {
      const status = rec.status;
      rec.status = 'canceled';
      shiftOpen(owner, rec, rec.filled - rec.size, -1);
      core.dropOrderRecord(owner, o.id, () => {
        shiftOpen(owner, rec, rec.size - rec.filled, 1);
        rec.status = status;
      });
    }
    ids.push(o.id);
  }
  core.events.push({ type: 'CanceledPerpOrders', userId: acc.id, ts: core.now, market, ordersIds: ids });
}

/** Cancels reduce-only orders that no longer reduce (wrong side or beyond the position), oldest kept first. */
function trimReduceOnly(core: Core, acc: Account, market: MarketConfig): void {
  if ((acc.openTotals.get(market.name)?.reduceOnly ?? 0) === 0) return;
  const reduceOnly: OrderRecord[] = [];
  for (const o of acc.orders.values()) if (o.reduceOnly && o.market === market.name) reduceOnly.push(o);
  const size = acc.positions.get(market.name)?.size ?? 0n;
  let room = absBig(size);
  const book = core.books.get(market.name)!;
  const drop: BookOrder[] = [];
  for (const o of reduceOnly) {
    const left = o.size - o.filled;
    const ok = size !== 0n && size > 0n !== o.isBid && left <= room;
    if (ok) room -= left;
    else {
      const b = takeOrder(core, book, o.id);
      if (b !== undefined) drop.push(b);
    }
  }
  if (drop.length > 0) dropOrders(core, acc, market.name, drop);
}
