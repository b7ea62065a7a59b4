import { atom } from 'nanostores';
import type { CallResponse } from '#lib/api/contract.ts';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { marketClosePrice, limitCloseSide } from '#lib/domain/close.ts';
import { averageFillPrice } from '#lib/domain/fill-average.ts';
import { absBig, formatDecimal, parseDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import { formatPrice, formatSize } from '#lib/domain/format.ts';
import type { TradeSide } from '#lib/domain/order-preview.ts';
import type { MessageKey, MessageParams } from '#lib/i18n/index.ts';
import { exchangeAction, refusalDescription, reportRefusal } from './exchange-action.ts';
import { notify } from './toasts.ts';

/** What a notice needs to write a market's sizes and prices. */
export interface NoticeGrid {
  readonly baseToken: string;
  readonly baseDecimals: number;
  readonly lotSize: bigint;
  /** USD x 10^9. */
  readonly tickSize: bigint;
}

/** An order as the exchange takes it: price USD x 10^9, size base units. */
export interface OrderRequest {
  readonly grid: NoticeGrid;
  readonly userId: string;
  readonly market: string;
  readonly side: TradeSide;
  readonly type: 'market' | 'limit';
  readonly price: bigint;
  readonly size: bigint;
  readonly reduceOnly: boolean;
  /** A limit order refused rather than filled when it would cross (post-only). */
  readonly postOnly?: boolean;
  /** A limit order whose unfilled rest is dropped instead of resting (immediate-or-cancel). */
  readonly ioc?: boolean;
  /** Take profit and / or stop loss triggers (USD x 10^9) set on what fills at once. */
  readonly tpsl?: { readonly takeProfit?: bigint; readonly stopLoss?: bigint };
}

type PlaceResult = CallResponse<'placeLimitOrder'>;

/** True while an order of the form is on its way (the submit is disabled: no double orders). */
export const $orderPending = atom(false);
/** The markets whose position has a close on its way (Close buttons disabled: no double closes, dYdX #577). */
export const $closesPending = atom<ReadonlySet<string>>(new Set());

const priceText = (price: bigint) => formatDecimal(price, PRICE_DECIMALS);

/** SPEC 4's order notices: filled; otherwise it joined open orders, placed or partially filled. */
function orderNotice(result: PlaceResult, type: 'market' | 'limit'): MessageKey {
  if (result.status === 'filled') return 'sonnerMessages.order.filled';
  if (result.status === 'partiallyFilled') return 'sonnerMessages.order.partiallyFilled';
  if (result.status === 'canceled')
    return BigInt(result.filledSize) > 0n ? 'sonnerMessages.order.partiallyFilled' : 'sonnerMessages.order.notFilled';
  return type === 'market' ? 'sonnerMessages.order.partiallyFilled' : 'sonnerMessages.order.placed';
}

/**
 * What a notice says of an order beyond its title: side, size and average price of what filled ("Buy 0.0100 BTC at
 * 96,352 on average"), or side, size and price of what rests; the average rounds to the tick like every price.
 */
export function orderDetail(
  result: Pick<PlaceResult, 'filledSize' | 'fills'>,
  order: Pick<OrderRequest, 'grid' | 'side' | 'price' | 'size'>,
): { description: MessageKey; params: MessageParams } {
  const { grid } = order;
  const side = order.side === 'buy' ? 'Buy' : 'Sell';
  const filled = BigInt(result.filledSize);
  const value = result.fills.reduce((sum, f) => sum + parseDecimal(f.price, PRICE_DECIMALS) * BigInt(f.size), 0n);
  const average = averageFillPrice(value, filled);
  if (average === null) {
    return {
      description: 'sonnerMessages.order.restingDetail',
      params: {
        side,
        size: formatSize(order.size, grid.baseDecimals, grid.lotSize),
        token: grid.baseToken,
        price: formatPrice(order.price, grid.tickSize),
      },
    };
  }
  return {
    description: 'sonnerMessages.order.filledDetail',
    params: {
      side,
      size: formatSize(filled, grid.baseDecimals, grid.lotSize),
      token: grid.baseToken,
      price: formatPrice(average, grid.tickSize),
    },
  };
}

/** Sends one order (the session already in). */
async function send(api: ExchangeClient, order: OrderRequest): Promise<PlaceResult> {
  const body = {
    userId: order.userId,
    market: order.market,
    side: order.side === 'buy' ? ('Bid' as const) : ('Ask' as const),
    price: priceText(order.price),
    size: order.size.toString(),
    reduceOnly: order.reduceOnly,
  };
  return order.type === 'limit'
    ? api.placeLimitOrder({ ...body, postOnly: order.postOnly === true, ioc: order.ioc === true })
    : api.placePerpMarketOrder(body);
}

/** Sets the TP/SL asked for on entry on what filled at once (reduce-only, one cancels the other). */
async function attachTpSl(api: ExchangeClient, order: OrderRequest, filled: bigint): Promise<void> {
  const tpsl = order.tpsl;
  if (tpsl === undefined || (tpsl.takeProfit === undefined && tpsl.stopLoss === undefined)) return;
  if (filled === 0n) {
    notify({
      kind: 'info',
      title: 'sonnerMessages.tpsl.notAttached',
      description: 'sonnerMessages.tpsl.notAttachedDetail',
    });
    return;
  }
  const leg = (price: bigint | undefined) => (price === undefined ? undefined : { triggerPrice: priceText(price) });
  try {
    await api.placeTpSl({
      userId: order.userId,
      market: order.market,
      size: filled.toString(),
      takeProfit: leg(tpsl.takeProfit),
      stopLoss: leg(tpsl.stopLoss),
    });
    notify({
      kind: 'success',
      title: 'sonnerMessages.tpsl.placed',
      description: 'sonnerMessages.tpsl.placedDetail',
      params: {
        market: order.market,
        tp: tpsl.takeProfit === undefined ? '–' : formatPrice(tpsl.takeProfit, order.grid.tickSize),
        sl: tpsl.stopLoss === undefined ? '–' : formatPrice(tpsl.stopLoss, order.grid.tickSize),
      },
    });
  } catch (error) {
    reportRefusal('tpsl', 'sonnerMessages.tpsl.error', error, refusalDescription(error, 'errors.api.generic'));
  }
}

/** Places the order form's order with its notices; resolves true when the exchange took it. */
export const placeOrder = exchangeAction({
  name: 'order',
  userId: (order: OrderRequest) => order.userId,
  pending: { atom: $orderPending, dropped: false },
  errorTitle: 'sonnerMessages.order.error',
  fallback: 'sonnerMessages.order.description',
  failed: () => false,
  run: async (api, order) => {
    const result = await send(api, order);
    const title = orderNotice(result, order.type);
    if (title === 'sonnerMessages.order.notFilled') notify({ kind: 'error', title });
    else notify({ kind: 'success', title, ...orderDetail(result, order) });
    await attachTpSl(api, order, BigInt(result.filledSize));
    return true;
  },
});

/** Cancels one resting order. */
export const cancelOrder = exchangeAction({
  name: 'cancel',
  userId: (userId: string, _market: string, _orderId: number) => userId,
  errorTitle: 'sonnerMessages.cancel.error',
  fallback: 'sonnerMessages.cancel.description',
  ignoreReason: true,
  failed: () => undefined,
  run: async (api, userId, market, orderId): Promise<void> => {
    await api.cancelOrders({ userId, market, orderIds: [orderId] });
    notify({ kind: 'success', title: 'sonnerMessages.order.canceled' });
  },
});

async function whileClosing<T>(market: string, run: () => Promise<T>): Promise<T | undefined> {
  if ($closesPending.get().has(market)) return undefined;
  $closesPending.set(new Set([...$closesPending.get(), market]));
  try {
    return await run();
  } finally {
    const next = new Set($closesPending.get());
    next.delete(market);
    $closesPending.set(next);
  }
}

/** What a close needs: the live position's signed size and the requested quantity (clamped to it, base units). */
export interface CloseRequest {
  readonly grid: NoticeGrid;
  readonly userId: string;
  readonly market: string;
  /** The live position's signed size. */
  readonly positionSize: bigint;
  readonly quantity: bigint;
  readonly lotSize: bigint;
  readonly tickSize: bigint;
}

/** The quantity actually sent: at most |position| and rounded down to whole lots (MetaMask core #9719). */
export function closeQuantity(request: Pick<CloseRequest, 'positionSize' | 'quantity' | 'lotSize'>): bigint {
  const max = absBig(request.positionSize);
  const clamped = request.quantity > max ? max : request.quantity;
  return clamped - (clamped % request.lotSize);
}

/** Market close (SPEC 7): a reduce-only order at 1.05 x index for a short, 0.95 x for a long. */
export function closeAtMarket(request: CloseRequest, indexPrice: bigint): Promise<boolean> {
  return close(request, 'market', marketClosePrice(request.positionSize, indexPrice, request.tickSize));
}

/** Limit close (SPEC 5): a reduce-only limit order on the closing side (Bid for a short, otherwise Ask). */
export function closeAtLimit(request: CloseRequest, price: bigint): Promise<boolean> {
  return close(request, 'limit', price);
}

/**
 * Sends a close: a reduce-only order on the closing side for the clamped, rounded-down quantity, one per market at a
 * time, with the close's success or failure notice. Resolves true when the exchange took it.
 */
async function close(request: CloseRequest, type: 'market' | 'limit', price: bigint): Promise<boolean> {
  const size = closeQuantity(request);
  if (size === 0n) return false;
  const ok = await whileClosing(request.market, () => sendClose[type](request, price, size));
  return ok === true;
}

/** A close's order and its notice, per type (its error notice says what to do, whatever the exchange said). */
const sendClose: Record<'market' | 'limit', ReturnType<typeof closeAction>> = {
  market: closeAction('market'),
  limit: closeAction('limit'),
};

function closeAction(type: 'market' | 'limit') {
  const kind = type === 'market' ? 'marketClose' : 'limitClose';
  return exchangeAction({
    name: `${type} close`,
    userId: (request: CloseRequest, _price: bigint, _size: bigint) => request.userId,
    errorTitle: `sonnerMessages.${kind}.error`,
    fallback: `sonnerMessages.${kind}.description`,
    ignoreReason: true,
    failed: () => false,
    run: async (api, request, price, size) => {
      const side = limitCloseSide(request.positionSize) === 'Bid' ? 'buy' : 'sell';
      const result = await send(api, {
        grid: request.grid,
        userId: request.userId,
        market: request.market,
        side,
        type,
        price,
        size,
        reduceOnly: true,
      });
      // a limit close priced through the book fills at once: it says so, as a market close does
      const closed = result.status === 'filled';
      notify({
        kind: 'success',
        title: closed ? 'sonnerMessages.close.filled' : `sonnerMessages.${kind}.success`,
        ...orderDetail(result, { grid: request.grid, side, price, size }),
      });
      return true;
    },
  });
}
