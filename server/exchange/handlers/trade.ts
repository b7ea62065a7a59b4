/** Trading, lending and vault mutations. */
import type { CallResponse } from '#lib/api/contract/calls.ts';
import { parseDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import type { EngineEvent } from '#server/engine/model/events.ts';
import { ApiFailure } from '#server/exchange/api/failure.ts';
import type { Executed, ExchangeService, Handlers } from '#server/exchange/service.ts';
import { wireFill } from '#server/exchange/api/wire.ts';

type TradeCall =
  | 'placeLimitOrder'
  | 'placePerpMarketOrder'
  | 'cancelOrders'
  | 'lend'
  | 'withdrawLend'
  | 'borrow'
  | 'repayBorrow'
  | 'setAutoLend'
  | 'vaultDeposit'
  | 'vaultWithdraw';

function orderAnswer(s: ExchangeService, done: Executed, userId: string): CallResponse<'placeLimitOrder'> {
  const e = done.events.find(
    (x) => (x.type === 'PlacePerpLimitOrder' || x.type === 'PlacePerpMarketOrder') && x.userId === userId,
  );
  if (!e || (e.type !== 'PlacePerpLimitOrder' && e.type !== 'PlacePerpMarketOrder'))
    throw new Error('engine accepted an order without its event');
  const resting = s.engine.account(userId)?.orders.has(e.orderId) ?? false;
  const status =
    e.filledSize === e.size ? 'filled' : resting ? (e.filledSize > 0n ? 'partiallyFilled' : 'open') : 'canceled';
  return {
    orderId: e.orderId,
    status,
    filledSize: e.filledSize.toString(),
    fills: e.fills.map(wireFill),
    txHash: done.txHash,
  };
}

function event<T extends EngineEvent['type']>(
  done: Executed,
  type: T,
  userId: string,
): Extract<EngineEvent, { type: T }> {
  const e = done.events.find((x) => x.type === type && 'userId' in x && x.userId === userId);
  if (!e) throw new Error(`engine accepted the command without a ${type} event`);
  return e as Extract<EngineEvent, { type: T }>;
}

function vaultShares(s: ExchangeService, userId: string, vaultId: string): bigint {
  return s.engine.account(userId)?.vaultInvestments.get(vaultId)?.shares ?? 0n;
}

function usdcChange(done: Executed, userId: string): bigint {
  let sum = 0n;
  for (const e of done.events)
    if (e.type === 'BalanceChange' && e.userId === userId && e.token === 'USDC') sum += e.changeAmount;
  return sum;
}

const price = (text: string) => parseDecimal(text, PRICE_DECIMALS);
const abs = (x: bigint) => (x < 0n ? -x : x);

/** Trading, lending and vault handlers. */
export const TRADE_HANDLERS: Handlers<TradeCall> = {
  placeLimitOrder: (s, r) => {
    const done = s.execute({
      type: 'placeLimitOrder',
      ts: s.stamp(),
      userId: r.userId,
      market: r.market,
      isBid: r.side === 'Bid',
      price: price(r.price),
      size: BigInt(r.size),
      reduceOnly: r.reduceOnly,
      postOnly: r.postOnly,
      ioc: r.ioc,
    });
    return orderAnswer(s, done, r.userId);
  },
  placePerpMarketOrder: (s, r) => {
    const done = s.execute({
      type: 'placeMarketOrder',
      ts: s.stamp(),
      userId: r.userId,
      market: r.market,
      isBid: r.side === 'Bid',
      price: price(r.price),
      size: BigInt(r.size),
      reduceOnly: r.reduceOnly,
    });
    return orderAnswer(s, done, r.userId);
  },
  cancelOrders: (s, r) => {
    const done = s.execute({
      type: 'cancelOrders',
      ts: s.stamp(),
      userId: r.userId,
      market: r.market,
      orderIds: r.orderIds,
    });
    const canceled = done.events.flatMap((e) =>
      e.type === 'CanceledPerpOrders' && e.userId === r.userId ? e.ordersIds : [],
    );
    return { canceled };
  },
  lend: (s, r) => {
    const done = s.execute({
      type: 'lend',
      ts: s.stamp(),
      userId: r.userId,
      token: s.tokens.name(r.tokenAddress),
      amount: BigInt(r.amount),
    });
    const e = event(done, 'Lend', r.userId);
    return { txHash: done.txHash, amount: e.amount.toString(), shares: e.sharesReceived.toString() };
  },
  withdrawLend: (s, r) => {
    const token = s.tokens.name(r.tokenAddress);
    const done = s.execute({
      type: 'withdrawLend',
      ts: s.stamp(),
      userId: r.userId,
      token,
      ...(r.amount ? { amount: BigInt(r.amount) } : {}),
    });
    const e = event(done, 'WithdrawLend', r.userId);
    return { txHash: done.txHash, amount: e.amount.toString(), shares: e.sharesAmount.toString() };
  },
  borrow: (s, r) => {
    const done = s.execute({
      type: 'borrow',
      ts: s.stamp(),
      userId: r.userId,
      token: s.tokens.name(r.tokenAddress),
      amount: BigInt(r.amount),
    });
    const e = event(done, 'Borrow', r.userId);
    return { txHash: done.txHash, amount: e.amount.toString(), shares: e.sharesReceived.toString() };
  },
  repayBorrow: (s, r) => {
    const token = s.tokens.name(r.tokenAddress);
    const done = s.execute({
      type: 'repayBorrow',
      ts: s.stamp(),
      userId: r.userId,
      token,
      ...(r.amount ? { amount: BigInt(r.amount) } : {}),
    });
    const e = event(done, 'RepayBorrow', r.userId);
    return { txHash: done.txHash, amount: e.amount.toString(), shares: e.sharesRepaid.toString() };
  },
  setAutoLend: (s, r) => ({
    txHash: s.execute({ type: 'setAutoLend', ts: s.stamp(), userId: r.userId, enabled: r.enabled }).txHash,
  }),
  vaultDeposit: (s, r) => {
    if (r.vaultId === r.userId) throw new ApiFailure('invalid_request', 'a vault cannot invest in itself');
    const before = vaultShares(s, r.userId, r.vaultId);
    const done = s.execute({
      type: 'vaultDeposit',
      ts: s.stamp(),
      userId: r.userId,
      vaultId: r.vaultId,
      amount: BigInt(r.amount),
    });
    return { txHash: done.txHash, amount: r.amount, shares: (vaultShares(s, r.userId, r.vaultId) - before).toString() };
  },
  vaultWithdraw: (s, r) => {
    const done = s.execute({
      type: 'vaultWithdraw',
      ts: s.stamp(),
      userId: r.userId,
      vaultId: r.vaultId,
      shares: BigInt(r.shares),
    });
    return { txHash: done.txHash, amount: abs(usdcChange(done, r.userId)).toString(), shares: r.shares };
  },
};
