/**
 * WebSocket stream protocol at `/ws`. The client subscribes to channels; the server answers `subscribed` with
 * the channel's current sequence number, then sends `event` messages numbered seq+1, seq+2, ... per channel.
 * A client that sees a number other than last+1 (a gap, or a restarted server) resyncs from the snapshot call
 * (getPerpOrderBookData, getUserData, getPriceIndexes, getBorrowLendingData), whose answer carries the channel's
 * `seq` at snapshot time: events up to it are in the snapshot, later ones apply on top (channel-sync.ts).
 * Channels: `market:<MARKET>` (OrderbookUpdate, TradesUpdate), `indexPrices` (IndexPriceUpdate),
 * `borrowLend` (BorrowLendUpdate), `user:<userId>` (the user events; public, like the account reads).
 */
import * as v from 'valibot';
import { BookLevel, TradeId } from './market.ts';
import { Fill, TriggerCancelReason, TriggerCondition, TriggerKind } from './trading.ts';
import {
  Address,
  Amount,
  MarketName,
  OrderId,
  Price,
  SignedAmount,
  StreamSeq,
  TimestampMs,
  TokenName,
  UserId,
} from './primitives.ts';

/** What a channel name looks like. */
export const CHANNEL_NAME = /^(market:[A-Z0-9]{1,12}-PERP|indexPrices|borrowLend|user:(0|[1-9][0-9]{0,15}))$/;
/** A channel name. */
export const Channel = v.pipe(v.string(), v.regex(CHANNEL_NAME, 'unknown channel'));
/** Channel as a TS type. */
export type Channel = v.InferOutput<typeof Channel>;

/** Messages the client sends. */
export const ClientMessage = v.variant('op', [
  v.strictObject({ op: v.literal('subscribe'), channel: Channel }),
  v.strictObject({ op: v.literal('unsubscribe'), channel: Channel }),
  v.strictObject({ op: v.literal('ping'), id: v.pipe(v.number(), v.safeInteger()) }),
]);
/** ClientMessage as a TS type. */
export type ClientMessage = v.InferOutput<typeof ClientMessage>;

const Token = { token: TokenName, tokenAddress: Address };
const user = <K extends string, T extends v.ObjectEntries>(type: K, entries: T) =>
  v.object({ type: v.literal(type), userId: UserId, timestamp: TimestampMs, ...entries });

/** Every event a channel carries. */
export const StreamEvent = v.variant('type', [
  v.object({
    type: v.literal('OrderbookUpdate'),
    market: MarketName,
    asksUpdates: v.array(BookLevel),
    bidsUpdates: v.array(BookLevel),
  }),
  v.object({
    type: v.literal('TradesUpdate'),
    market: MarketName,
    updates: v.array(
      v.object({ tradeId: TradeId, price: Price, size: Amount, timestamp: TimestampMs, isBid: v.boolean() }),
    ),
  }),
  v.object({
    type: v.literal('BorrowLendUpdate'),
    updates: v.array(
      v.object({
        token: TokenName,
        lendShares: Amount,
        lendAmount: Amount,
        borrowShares: Amount,
        borrowAmount: Amount,
        borrowEnabled: v.boolean(),
        lastUpdateTimestampSec: v.pipe(v.number(), v.safeInteger()),
      }),
    ),
  }),
  v.object({ type: v.literal('IndexPriceUpdate'), updates: v.array(v.object({ name: TokenName, price: Price })) }),
  user('BalanceChange', { ...Token, changeAmount: SignedAmount, reason: v.string() }),
  user('Deposit', { ...Token, amount: Amount }),
  user('Withdraw', { ...Token, amount: Amount, address: v.string() }),
  user('Lend', { ...Token, amount: Amount, sharesReceived: Amount }),
  user('WithdrawLend', { ...Token, amount: Amount, sharesAmount: Amount }),
  user('Borrow', { ...Token, amount: Amount, sharesReceived: Amount }),
  user('RepayBorrow', { ...Token, amount: Amount, sharesRepaid: Amount }),
  user('SetAutoLend', { enabled: v.boolean() }),
  user('PlacePerpLimitOrder', {
    market: MarketName,
    orderId: OrderId,
    isBid: v.boolean(),
    price: Price,
    size: Amount,
    filledSize: Amount,
    fills: v.array(Fill),
  }),
  user('PlacePerpMarketOrder', {
    market: MarketName,
    orderId: OrderId,
    isBid: v.boolean(),
    size: Amount,
    filledSize: Amount,
    fills: v.array(Fill),
  }),
  user('CanceledPerpOrders', { market: MarketName, ordersIds: v.array(OrderId) }),
  user('OrderFills', { market: MarketName, orderId: OrderId, fills: v.array(Fill) }),
  user('SetAlias', { newAlias: v.string() }),
  user('AddApiKey', { apiKey: v.string(), expirationTimestamp: TimestampMs }),
  user('RemoveApiKey', { apiKey: v.string() }),
  user('PlaceTriggerOrder', {
    market: MarketName,
    triggerId: OrderId,
    kind: TriggerKind,
    isBid: v.boolean(),
    condition: TriggerCondition,
    triggerPrice: Price,
    limitPrice: v.nullable(Price),
    size: v.nullable(Amount),
    reduceOnly: v.boolean(),
    ocoId: v.nullable(OrderId),
  }),
  /** The index reached the trigger: it placed order orderId (whose PlacePerp*Order event follows) for size. */
  user('TriggerOrderTriggered', {
    market: MarketName,
    triggerId: OrderId,
    orderId: OrderId,
    indexPrice: Price,
    size: Amount,
  }),
  user('CanceledTriggerOrders', {
    market: MarketName,
    triggerIds: v.array(OrderId),
    reason: TriggerCancelReason,
    code: v.nullable(v.string()),
  }),
  user('SetLeverage', { market: MarketName, leverage: v.pipe(v.number(), v.safeInteger(), v.minValue(1)) }),
  /** The account invested amount USDC in vault vaultId for shares at sharePrice (USDC per share). */
  user('VaultDeposit', { vaultId: UserId, amount: Amount, shares: Amount, sharePrice: Price }),
  /** The account redeemed shares of vaultId: amount USDC received after withdrawalFee and profitShare. */
  user('VaultWithdraw', {
    vaultId: UserId,
    amount: Amount,
    shares: Amount,
    sharePrice: Price,
    withdrawalFee: Amount,
    profitShare: Amount,
  }),
]);
/** StreamEvent as a TS type. */
export type StreamEvent = v.InferOutput<typeof StreamEvent>;
/** Messages the server sends. */
export const ServerMessage = v.variant('type', [
  v.object({ type: v.literal('subscribed'), channel: Channel, seq: StreamSeq }),
  v.object({ type: v.literal('unsubscribed'), channel: Channel }),
  v.object({ type: v.literal('event'), channel: Channel, seq: StreamSeq, event: StreamEvent }),
  v.object({ type: v.literal('pong'), id: v.number(), time: TimestampMs }),
  v.object({ type: v.literal('error'), error: v.object({ code: v.string(), message: v.string() }) }),
]);
/** ServerMessage as a TS type. */
export type ServerMessage = v.InferOutput<typeof ServerMessage>;
