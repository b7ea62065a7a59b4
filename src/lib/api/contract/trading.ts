/** Order calls (session-signed by userId) and the fill shape shared with the streams. */
import * as v from 'valibot';
import {
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
