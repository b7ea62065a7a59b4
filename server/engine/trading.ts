/**
 * Order placement and cancellation: validation (market status, tick, lot, reduce-only, post-only, margin),
 * matching through the order book, booking fills on both sides (positions, realized PnL, fees, volume) and the
 * user and market events. Everything that can reject runs before the book or any balance is touched.
 */
import { absBig, mulDiv, RATE_ONE } from '../../src/lib/domain/fixed.ts';
import { usdValue } from '../../src/lib/domain/value.ts';
import type { CancelOrdersCommand, PlaceLimitOrderCommand, PlaceMarketOrderCommand } from './commands.ts';
import type { MarketConfig } from './config.ts';
import { health, worstExposure } from './accounts.ts';
import type { Core } from './core.ts';
import { reject } from './errors.ts';
import type { Fill } from './events.ts';
import { addVolume, chargeFee, feeFor } from './fees.ts';
import type { BookOrder } from './orderbook.ts';
import { applyFill, marginNotional } from './positions.ts';
import { newPosition, pushCapped, type Account, type OrderRecord } from './state.ts';
import { emitDepth, recordTrade } from './market-data.ts';

type PlaceCommand = PlaceLimitOrderCommand | PlaceMarketOrderCommand;

/** Converts a price to a safe-integer tick index, rejecting off-tick or non-positive prices. */
export function toTick(market: MarketConfig, price: bigint): number {
  if (price <= 0n || price % market.tickSize !== 0n) reject('bad_tick', `price ${price} not a positive multiple of ${market.tickSize}`);
  const tick = price / market.tickSize;
  if (tick > BigInt(Number.MAX_SAFE_INTEGER)) reject('bad_tick', 'price too large');
  return Number(tick);
}

/** Converts a size to a safe-integer lot count, rejecting off-lot or non-positive sizes. */
export function toLots(market: MarketConfig, size: bigint): number {
  if (size <= 0n || size % market.lotSize !== 0n) reject('bad_lot', `size ${size} not a positive multiple of ${market.lotSize}`);
  const lots = size / market.lotSize;
  if (lots > BigInt(Number.MAX_SAFE_INTEGER)) reject('bad_lot', 'size too large');
  return Number(lots);
}

/** Places a limit or market order; returns nothing, emits events through core. */
export function placeOrder(core: Core, cmd: PlaceCommand): void {
  const market = core.market(cmd.market);
  const acc = core.account(cmd.userId);
  const isMarket = cmd.type === 'placeMarketOrder';
  const tick = toTick(market, cmd.price);
  const lots = toLots(market, cmd.size);
  const pos = acc.positions.get(market.name);
  const posSize = pos?.size ?? 0n;
  const reduces = posSize !== 0n && (posSize > 0n) !== cmd.isBid && cmd.size <= absBig(posSize);
  if (market.status === 'halted') reject('market_closed', `${market.name} is halted`);
  if ((cmd.reduceOnly || market.status === 'reduceOnly') && !reduces) reject('reduce_only', 'order would not reduce the position');
  const book = core.books.get(market.name)!;
  if (!isMarket && cmd.postOnly === true && book.wouldCross(cmd.isBid, tick)) reject('post_only_would_cross');
  if (!cmd.reduceOnly) checkMargin(core, acc, market, cmd);

  const orderId = core.nextOrderId++;
  const result = book.match(cmd.isBid, tick, lots, acc.id);
  if (result.selfCanceled.length > 0) dropOrders(core, acc, market.name, result.selfCanceled);
  const fills: Fill[] = [];
  const makerFills = new Map<number, { owner: string; fills: Fill[] }>();
  const touched = new Set<Account>([acc]);
  for (const m of result.matches) {
    const price = BigInt(m.tick) * market.tickSize;
    const size = BigInt(m.lots) * market.lotSize;
    const tradeId = core.nextTradeId++;
    const maker = core.accounts.get(m.maker.owner)!;
    touched.add(maker);
    fills.push(bookFill(core, acc, market, { tradeId, orderId, isBid: cmd.isBid, isMaker: false, price, size }));
    const mf = bookFill(core, maker, market, { tradeId, orderId: m.maker.id, isBid: !cmd.isBid, isMaker: true, price, size });
    const entry = makerFills.get(m.maker.id);
    if (entry === undefined) makerFills.set(m.maker.id, { owner: maker.id, fills: [mf] });
    else entry.fills.push(mf);
    const rec = maker.orders.get(m.maker.id);
    if (rec !== undefined) {
      rec.filled += size;
      if (m.maker.lotsLeft === 0) {
        rec.status = 'filled';
        maker.orders.delete(rec.id);
      }
    }
    recordTrade(core, market.name, { tradeId, price, size, isBid: cmd.isBid, timestamp: core.now });
  }
  for (const [makerOrderId, { owner, fills: list }] of makerFills) {
    core.events.push({ type: 'OrderFills', userId: owner, ts: core.now, market: market.name, orderId: makerOrderId, fills: list });
  }
  const filledSize = BigInt(lots - result.lotsLeft) * market.lotSize;
  const record: OrderRecord = {
    id: orderId,
    market: market.name,
    isBid: cmd.isBid,
    price: cmd.price,
    size: cmd.size,
    filled: filledSize,
    reduceOnly: cmd.reduceOnly,
    timestamp: core.now,
    status: result.lotsLeft === 0 ? 'filled' : isMarket ? 'expired' : 'open',
  };
  if (!isMarket && result.lotsLeft > 0) {
    book.add({ id: orderId, owner: acc.id, isBid: cmd.isBid, tick, lots: result.lotsLeft, ts: core.now, reduceOnly: cmd.reduceOnly });
    acc.orders.set(orderId, record);
  }
  pushCapped(acc.history.orders, record);
  const base = { userId: acc.id, ts: core.now, market: market.name, orderId, isBid: cmd.isBid, size: cmd.size, filledSize, fills };
  core.events.push(isMarket ? { type: 'PlacePerpMarketOrder', ...base } : { type: 'PlacePerpLimitOrder', ...base, price: cmd.price });
  for (const a of touched) trimReduceOnly(core, a, market);
  emitDepth(core, market);
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
  if (h.collateral - fee - slippage < h.required) reject('insufficient_margin', `collateral ${h.collateral} < required ${h.required}`);
}

interface FillInput {
  readonly tradeId: number;
  readonly orderId: number;
  readonly isBid: boolean;
  readonly isMaker: boolean;
  readonly price: bigint;
  readonly size: bigint;
}

/** Applies one side of a trade to an account: position, realized PnL, fee, volume, history. */
function bookFill(core: Core, acc: Account, market: MarketConfig, f: FillInput): Fill {
  const ms = core.marketState.get(market.name)!;
  let pos = acc.positions.get(market.name);
  if (pos === undefined) acc.positions.set(market.name, (pos = newPosition(ms.fundingPerLot, ms.fundingIndex)));
  const decimals = core.tokens.get(market.baseToken)!.tokenDecimals;
  const realizedPnl = applyFill(pos, f.isBid ? f.size : -f.size, f.price, decimals);
  if (pos.size === 0n) acc.positions.delete(market.name);
  core.credit(acc, 'USDC', realizedPnl, 'trade');
  const notional = usdValue(f.size, decimals, f.price, 'trunc');
  const fee = chargeFee(core, acc, notional, f.isMaker, core.now).paid;
  addVolume(core, acc.volume, notional, core.now);
  const fill: Fill = { ...f, market: market.name, fee, realizedPnl, timestamp: core.now };
  pushCapped(acc.history.fills, fill);
  return fill;
}

/** Removes orders from an account's records and emits CanceledPerpOrders (the book already dropped them). */
function dropOrders(core: Core, acc: Account, market: string, orders: readonly BookOrder[]): void {
  const ids: number[] = [];
  for (const o of orders) {
    const owner = o.owner === acc.id ? acc : core.accounts.get(o.owner);
    const rec = owner?.orders.get(o.id);
    if (rec !== undefined) {
      rec.status = 'canceled';
      owner!.orders.delete(o.id);
    }
    ids.push(o.id);
  }
  core.events.push({ type: 'CanceledPerpOrders', userId: acc.id, ts: core.now, market, ordersIds: ids });
}

/** Cancels reduce-only orders that no longer reduce (wrong side or beyond the position), newest first. */
function trimReduceOnly(core: Core, acc: Account, market: MarketConfig): void {
  let reduceOnly: OrderRecord[] | undefined;
  for (const o of acc.orders.values()) if (o.reduceOnly && o.market === market.name) (reduceOnly ??= []).push(o);
  if (reduceOnly === undefined) return;
  const size = acc.positions.get(market.name)?.size ?? 0n;
  let room = absBig(size);
  const book = core.books.get(market.name)!;
  const drop: BookOrder[] = [];
  for (const o of reduceOnly) {
    const left = o.size - o.filled;
    const ok = size !== 0n && (size > 0n) !== o.isBid && left <= room;
    if (ok) room -= left;
    else {
      const b = book.cancel(o.id);
      if (b !== undefined) drop.push(b);
    }
  }
  if (drop.length > 0) dropOrders(core, acc, market.name, drop);
}

/** Cancels listed (or, for an empty list, all) resting orders of an account in one market. */
export function cancelOrders(core: Core, cmd: CancelOrdersCommand): void {
  const market = core.market(cmd.market);
  const acc = core.account(cmd.userId);
  const book = core.books.get(market.name)!;
  const ids = cmd.orderIds.length > 0 ? cmd.orderIds : [...acc.orders.values()].filter((o) => o.market === market.name).map((o) => o.id);
  for (const id of ids) {
    const rec = acc.orders.get(id);
    if (rec === undefined || rec.market !== market.name) reject('not_found', `order ${id} not open`);
  }
  const removed: BookOrder[] = [];
  for (const id of ids) {
    const b = book.cancel(id);
    if (b !== undefined) removed.push(b);
  }
  if (removed.length > 0) dropOrders(core, acc, market.name, removed);
  emitDepth(core, market);
}

/** Fee-free helper for liquidation: the operator takes over `size` at `price` (realized PnL booked). */
export function transferPosition(core: Core, from: Account, to: Account, market: MarketConfig, price: bigint): bigint {
  const pos = from.positions.get(market.name);
  if (pos === undefined) return 0n;
  const size = pos.size;
  const decimals = core.tokens.get(market.baseToken)!.tokenDecimals;
  const ms = core.marketState.get(market.name)!;
  const realized = applyFill(pos, -size, price, decimals);
  from.positions.delete(market.name);
  core.credit(from, 'USDC', realized, 'liquidation');
  let other = to.positions.get(market.name);
  if (other === undefined) to.positions.set(market.name, (other = newPosition(ms.fundingPerLot, ms.fundingIndex)));
  core.credit(to, 'USDC', applyFill(other, size, price, decimals), 'liquidation');
  if (other.size === 0n) to.positions.delete(market.name);
  return mulDiv(marginNotional(size, price, decimals), market.liquidationPenalty, RATE_ONE, 'ceil');
}
