import { atom } from 'nanostores';
import { PRICE_DECIMALS, formatDecimal } from '#lib/domain/fixed.ts';
import { formatPrice, formatSize } from '#lib/domain/format.ts';
import type { TradeSide } from '#lib/domain/order-preview.ts';
import { exchangeAction, type Refusal } from './exchange-action.ts';
import { notify } from './toasts.ts';
import { $orderPending, type NoticeGrid } from './trade-actions.ts';

const priceText = (price: bigint) => formatDecimal(price, PRICE_DECIMALS);

/** A stop-market (no limit price) or stop-limit order as the exchange takes it (prices USD x 10^9). */
export interface StopOrderRequest {
  readonly grid: NoticeGrid;
  readonly userId: string;
  readonly market: string;
  readonly side: TradeSide;
  readonly triggerPrice: bigint;
  readonly limitPrice?: bigint;
  readonly size: bigint;
  readonly reduceOnly: boolean;
}

/**
 * Places the order form's stop order with its notice (refused with the exchange's reason, e.g. a trigger the mark
 * has already reached); resolves true when the exchange took it.
 */
export const placeStopOrder = exchangeAction({
  name: 'stop order',
  userId: (order: StopOrderRequest) => order.userId,
  pending: { atom: $orderPending, dropped: false },
  errorTitle: 'sonnerMessages.stop.error',
  fallback: 'sonnerMessages.order.description',
  failed: () => false,
  run: async (api, order) => {
    await api.placeTriggerOrder({
      userId: order.userId,
      market: order.market,
      side: order.side === 'buy' ? 'Bid' : 'Ask',
      triggerPrice: priceText(order.triggerPrice),
      limitPrice: order.limitPrice === undefined ? undefined : priceText(order.limitPrice),
      size: order.size.toString(),
      reduceOnly: order.reduceOnly,
    });
    notify({
      kind: 'success',
      title: 'sonnerMessages.stop.placed',
      description: 'sonnerMessages.stop.placedDetail',
      params: {
        side: order.side === 'buy' ? 'Buy' : 'Sell',
        size: formatSize(order.size, order.grid.baseDecimals, order.grid.lotSize),
        token: order.grid.baseToken,
        condition: order.side === 'buy' ? '≥' : '≤',
        trigger: formatPrice(order.triggerPrice, order.grid.tickSize),
      },
    });
    return true;
  },
});

/** A position's TP/SL as the modal sends it: the legs' triggers (USD x 10^9), replacing the current ones. */
export interface TpSlRequest {
  readonly grid: NoticeGrid;
  readonly userId: string;
  readonly market: string;
  readonly takeProfit: bigint | null;
  readonly stopLoss: bigint | null;
}

/**
 * Sets (replaces) a position's take profit and stop loss for the whole position; with neither it cancels the
 * current legs (`currentIds`). Resolves true when the exchange took it; a refusal says why (stop past liquidation...).
 */
export const setPositionTpSl = exchangeAction({
  name: 'tpsl',
  userId: (request: TpSlRequest, _currentIds: readonly number[]) => request.userId,
  errorTitle: 'sonnerMessages.tpsl.error',
  fallback: 'errors.api.generic',
  failed: () => false,
  run: async (api, request, currentIds) => {
    if (request.takeProfit === null && request.stopLoss === null) {
      if (currentIds.length > 0)
        await api.cancelTriggerOrders({ userId: request.userId, market: request.market, triggerIds: [...currentIds] });
      return true;
    }
    const leg = (price: bigint | null) => (price === null ? undefined : { triggerPrice: priceText(price) });
    await api.placeTpSl({
      userId: request.userId,
      market: request.market,
      takeProfit: leg(request.takeProfit),
      stopLoss: leg(request.stopLoss),
      replace: true,
    });
    notify({
      kind: 'success',
      title: 'sonnerMessages.tpsl.placed',
      description: 'sonnerMessages.tpsl.placedDetail',
      params: {
        market: request.market,
        tp: request.takeProfit === null ? '–' : formatPrice(request.takeProfit, request.grid.tickSize),
        sl: request.stopLoss === null ? '–' : formatPrice(request.stopLoss, request.grid.tickSize),
      },
    });
    return true;
  },
});

/** Cancels one trigger order (the stream's CanceledTriggerOrders event gives its notice). */
export const cancelTrigger = exchangeAction({
  name: 'cancel trigger',
  userId: (userId: string, _market: string, _triggerId: number) => userId,
  errorTitle: 'sonnerMessages.trigger.cancelError',
  fallback: 'sonnerMessages.cancel.description',
  failed: () => undefined,
  run: async (api, userId, market, triggerId): Promise<void> => {
    await api.cancelTriggerOrders({ userId, market, triggerIds: [triggerId] });
  },
});

/** True while a leverage change is on its way. */
export const $leveragePending = atom(false);

/**
 * Sets the account's leverage in a market; resolves null when the exchange took it, else the refusal's message
 * (leverage_needs_margin: the open position would need more margin), which the dialog shows in place.
 */
export const setMarketLeverage = exchangeAction({
  name: 'leverage',
  userId: (userId: string, _market: string, _leverage: number) => userId,
  pending: { atom: $leveragePending },
  errorTitle: 'sonnerMessages.leverage.error',
  fallback: 'errors.api.generic',
  failed: (refusal: Refusal): Refusal | null => refusal,
  run: async (api, userId, market, leverage) => {
    await api.setLeverage({ userId, market, leverage });
    notify({
      kind: 'success',
      title: 'sonnerMessages.leverage.set',
      description: 'sonnerMessages.leverage.setDetail',
      params: { market, leverage },
    });
    return null;
  },
});
