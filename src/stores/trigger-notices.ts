import type { StreamEvent } from '#lib/api/contract.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatPrice, formatSize } from '#lib/domain/format.ts';
import { $config } from './config.ts';
import { readyValue } from './resource.ts';
import { notify } from './toasts.ts';

/** A trigger order's kind by its id (the fired event names only the id). */
export type TriggerKindOf = (triggerId: number) => 'stop' | 'takeProfit' | 'stopLoss' | undefined;

/**
 * The notices of the user stream's trigger events: a trigger fired (its kind, the mark it fired at, the size sent)
 * or trigger orders were canceled (how many and why: the other leg fired, the position closed...). Other events
 * are not its business.
 */
export function notifyTriggerEvent(event: StreamEvent, kindOf: TriggerKindOf): void {
  if (event.type === 'CanceledTriggerOrders') {
    notify({
      kind: 'info',
      title: 'sonnerMessages.trigger.canceled',
      description: `sonnerMessages.trigger.canceled.${event.reason}`,
      params: { count: event.triggerIds.length, market: event.market },
    });
    return;
  }
  if (event.type !== 'TriggerOrderTriggered') return;
  const market = readyValue($config.get())?.perpetualsMarkets[event.market];
  const tick = market ? parseDecimal(market.tickSize, PRICE_DECIMALS) : 1n;
  notify({
    kind: 'success',
    title: `sonnerMessages.trigger.triggered.${kindOf(event.triggerId) ?? 'stop'}`,
    description: 'sonnerMessages.trigger.triggeredDetail',
    params: {
      market: event.market,
      price: formatPrice(parseDecimal(event.indexPrice, PRICE_DECIMALS), tick),
      size: market ? formatSize(BigInt(event.size), market.baseDecimals, BigInt(market.lotSize)) : event.size,
      token: market?.baseToken ?? '',
    },
  });
}
