/** Order calls (session-signed by userId) and the fill shape shared with the streams. */
import * as v from 'valibot';
import {
  TxHash,
  MarketName,
  OrderId,
  PositiveAmount,
  PositivePrice,
  Price,
  SignedAmount,
  Amount,
  Side,
  TimestampMs,
  UserId,
} from './primitives.ts';

/** One fill as seen by one side; fee and realizedPnl are signed USDC base units (negative fee = rebate). */
export const Fill = v.object({
  tradeId: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  orderId: OrderId,
  market: MarketName,
  isBid: v.boolean(),
  isMaker: v.boolean(),
  price: Price,
  size: Amount,
  fee: SignedAmount,
  realizedPnl: SignedAmount,
  timestamp: TimestampMs,
});
/** Fill as a TS type. */
export type Fill = v.InferOutput<typeof Fill>;

/** placeLimitOrder: size in base units of the market's base token, a multiple of lotSize; price on the tick. */
export const PlaceLimitOrderRequest = v.strictObject({
  userId: UserId,
  market: MarketName,
  side: Side,
  price: PositivePrice,
  size: PositiveAmount,
  reduceOnly: v.optional(v.boolean(), false),
  postOnly: v.optional(v.boolean(), false),
  /** Immediate-or-cancel: what does not fill at once is dropped (status 'canceled'), never rests; not with postOnly. */
  ioc: v.optional(v.boolean(), false),
});
/** placePerpMarketOrder: price is the worst acceptable price (market close uses index x 1.05 / x 0.95). */
export const PlaceMarketOrderRequest = v.strictObject({
  userId: UserId,
  market: MarketName,
  side: Side,
  price: PositivePrice,
  size: PositiveAmount,
  reduceOnly: v.optional(v.boolean(), false),
});
/** Answer of both order calls: what filled at once and whether a remainder rests on the book. */
export const PlaceOrderResponse = v.object({
  orderId: OrderId,
  status: v.picklist(['open', 'partiallyFilled', 'filled', 'canceled']),
  filledSize: Amount,
  fills: v.array(Fill),
  txHash: v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/)),
});
/** cancelOrders: an empty orderIds cancels every resting order of the account in the market. */
export const CancelOrdersRequest = v.strictObject({
  userId: UserId,
  market: MarketName,
  orderIds: v.pipe(v.array(OrderId), v.maxLength(100)),
});
/** cancelOrders answer: the ids that left the book. */
export const CancelOrdersResponse = v.object({ canceled: v.array(OrderId) });

/** A leverage: a whole multiple from 1 (the market's maximum comes from its margin steps). */
const Leverage = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(1000));
/**
 * placeTriggerOrder: a stop-market (no limitPrice) or stop-limit order. A buy stop fires when the index (mark)
 * price reaches triggerPrice from below, a sell stop from above; it then executes as a market order with the 5 %
 * slack, or as a limit order at limitPrice. A trigger the index has already reached is refused (trigger_wrong_side).
 */
export const PlaceTriggerOrderRequest = v.strictObject({
  userId: UserId,
  market: MarketName,
  side: Side,
  triggerPrice: PositivePrice,
  limitPrice: v.optional(PositivePrice),
  size: PositiveAmount,
  reduceOnly: v.optional(v.boolean(), false),
});
/** placeTriggerOrder answer: the trigger's id (the same id space as orders). */
export const PlaceTriggerOrderResponse = v.object({ triggerId: OrderId, txHash: TxHash });
/** One leg of a TP/SL: its trigger and, for a limit execution, its limit price. */
const TpSlLeg = v.strictObject({ triggerPrice: PositivePrice, limitPrice: v.optional(PositivePrice) });
/**
 * placeTpSl: a take profit and / or a stop loss on the position in `market` (reduce-only, one cancels the other),
 * for `size` or, absent, the whole position when it fires; canceled when the position closes or flips. Refused:
 * no_position, trigger_wrong_side, stop_beyond_liquidation (a stop loss at or past the estimated liquidation price).
 */
export const PlaceTpSlRequest = v.strictObject({
  userId: UserId,
  market: MarketName,
  size: v.optional(PositiveAmount),
  takeProfit: v.optional(TpSlLeg),
  stopLoss: v.optional(TpSlLeg),
  /** Cancel the position's current TP/SL legs in the same step (editing the TP/SL of a position). */
  replace: v.optional(v.boolean(), false),
});
/** placeTpSl answer: the ids of the legs placed (null for a leg not asked for). */
export const PlaceTpSlResponse = v.object({
  takeProfitId: v.nullable(OrderId),
  stopLossId: v.nullable(OrderId),
  txHash: TxHash,
});
/** cancelTriggerOrders: an empty triggerIds cancels every open trigger order of the account in the market. */
export const CancelTriggerOrdersRequest = v.strictObject({
  userId: UserId,
  market: MarketName,
  triggerIds: v.pipe(v.array(OrderId), v.maxLength(100)),
});
/** cancelTriggerOrders answer: the ids canceled. */
export const CancelTriggerOrdersResponse = v.object({ canceled: v.array(OrderId) });
/** setLeverage: the account's leverage in a market (cross margin), 1 to the market's maximum. */
export const SetLeverageRequest = v.strictObject({ userId: UserId, market: MarketName, leverage: Leverage });
/** setLeverage answer. */
export const SetLeverageResponse = v.object({ leverage: Leverage, txHash: TxHash });

/** What a trigger order is: a stop (stop-market / stop-limit) or a leg attached to the position. */
export const TriggerKind = v.picklist(['stop', 'takeProfit', 'stopLoss']);
/** When it fires: index >= triggerPrice ('above') or index <= triggerPrice ('below'). */
export const TriggerCondition = v.picklist(['above', 'below']);
/**
 * Why trigger orders were canceled: the cancel call, the other leg fired, the position closed or flipped, nothing
 * left to reduce, its order refused when it fired (code says why), or the account was liquidated.
 */
export const TriggerCancelReason = v.picklist([
  'user',
  'oco',
  'positionClosed',
  'reduceOnly',
  'refused',
  'liquidation',
]);
/** A trigger order as it stands: open ones in getUserData, every one in getUserTriggerOrders (newest first). */
export const TriggerOrder = v.object({
  triggerId: OrderId,
  market: MarketName,
  kind: TriggerKind,
  isBid: v.boolean(),
  condition: TriggerCondition,
  triggerPrice: Price,
  /** null: executes as a market order with the 5 % slack. */
  limitPrice: v.nullable(Price),
  /** null: the whole position when it fires. */
  size: v.nullable(Amount),
  reduceOnly: v.boolean(),
  /** The other leg of a TP/SL pair. */
  ocoId: v.nullable(OrderId),
  timestamp: TimestampMs,
  status: v.picklist(['open', 'triggered', 'canceled']),
  /** 'triggered' or a cancel reason; null while open. */
  closeReason: v.nullable(v.union([v.literal('triggered'), TriggerCancelReason])),
  /** The order it placed when it fired. */
  orderId: v.nullable(OrderId),
  closedAt: v.nullable(TimestampMs),
});
/** TriggerOrder as a TS type. */
export type TriggerOrder = v.InferOutput<typeof TriggerOrder>;
