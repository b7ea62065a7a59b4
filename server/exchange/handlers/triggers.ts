/** Trigger orders (stops, TP/SL) and leverage per market. */
import { parseDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import type { Handlers } from '#server/exchange/service.ts';

type TriggerCall = 'placeTriggerOrder' | 'placeTpSl' | 'cancelTriggerOrders' | 'setLeverage';

const price = (text: string) => parseDecimal(text, PRICE_DECIMALS);
const leg = (l: { triggerPrice: string; limitPrice?: string | undefined } | undefined) =>
  l === undefined
    ? undefined
    : {
        triggerPrice: price(l.triggerPrice),
        ...(l.limitPrice === undefined ? {} : { limitPrice: price(l.limitPrice) }),
      };

/** Handlers of the trigger-order and leverage calls. */
export const TRIGGER_HANDLERS: Handlers<TriggerCall> = {
  placeTriggerOrder: (s, r) => {
    const done = s.execute({
      type: 'placeTriggerOrder',
      ts: s.stamp(),
      userId: r.userId,
      market: r.market,
      isBid: r.side === 'Bid',
      triggerPrice: price(r.triggerPrice),
      ...(r.limitPrice === undefined ? {} : { limitPrice: price(r.limitPrice) }),
      size: BigInt(r.size),
      reduceOnly: r.reduceOnly,
    });
    const placed = done.events.find((e) => e.type === 'PlaceTriggerOrder' && e.userId === r.userId);
    if (placed?.type !== 'PlaceTriggerOrder') throw new Error('engine accepted a trigger order without its event');
    return { triggerId: placed.triggerId, txHash: done.txHash };
  },
  placeTpSl: (s, r) => {
    const takeProfit = leg(r.takeProfit);
    const stopLoss = leg(r.stopLoss);
    const done = s.execute({
      type: 'placeTpSl',
      ts: s.stamp(),
      userId: r.userId,
      market: r.market,
      ...(r.size === undefined ? {} : { size: BigInt(r.size) }),
      ...(takeProfit === undefined ? {} : { takeProfit }),
      ...(stopLoss === undefined ? {} : { stopLoss }),
      replace: r.replace,
    });
    const idOf = (kind: 'takeProfit' | 'stopLoss') => {
      const e = done.events.find((x) => x.type === 'PlaceTriggerOrder' && x.userId === r.userId && x.kind === kind);
      return e?.type === 'PlaceTriggerOrder' ? e.triggerId : null;
    };
    return { takeProfitId: idOf('takeProfit'), stopLossId: idOf('stopLoss'), txHash: done.txHash };
  },
  cancelTriggerOrders: (s, r) => {
    const done = s.execute({
      type: 'cancelTriggerOrders',
      ts: s.stamp(),
      userId: r.userId,
      market: r.market,
      triggerIds: r.triggerIds,
    });
    const canceled = done.events.flatMap((e) =>
      e.type === 'CanceledTriggerOrders' && e.userId === r.userId ? e.triggerIds : [],
    );
    return { canceled };
  },
  setLeverage: (s, r) => {
    const done = s.execute({
      type: 'setLeverage',
      ts: s.stamp(),
      userId: r.userId,
      market: r.market,
      leverage: r.leverage,
    });
    return { leverage: r.leverage, txHash: done.txHash };
  },
};
