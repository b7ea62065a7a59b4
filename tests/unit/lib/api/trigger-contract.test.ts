/**
 * The contract of trigger orders and leverage: the requests refuse malformed input (floats, negative or zero
 * prices, unknown fields, a leverage that is not a whole multiple), the rows and stream events accept what the
 * server's wire functions write from real engine records and refuse a price written as a number or an unknown kind.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CancelTriggerOrdersRequest,
  PlaceLimitOrderRequest,
  PlaceTpSlRequest,
  PlaceTriggerOrderRequest,
  SetLeverageRequest,
  StreamEvent,
  TriggerOrder,
  TriggerOrdersResponse,
} from '#lib/api/contract.ts';
import { streamEvent, wireTrigger } from '#server/exchange/api/wire.ts';
import { BTC, Harness, USD_P, USDC } from '#tests/unit/server/engine/harness.ts';

const base = { userId: '3', market: 'BTC-PERP' };

describe.each([
  [
    'PlaceTriggerOrderRequest',
    PlaceTriggerOrderRequest,
    [
      { ...base, side: 'Bid', triggerPrice: '98000', size: '10000' },
      { ...base, side: 'Ask', triggerPrice: '96000.5', limitPrice: '95900', size: '10000', reduceOnly: true },
    ],
    [
      { ...base, side: 'Bid', triggerPrice: 98000, size: '10000' },
      { ...base, side: 'Bid', triggerPrice: '0', size: '10000' },
      { ...base, side: 'Bid', triggerPrice: '98000', size: '0' },
      { ...base, side: 'Buy', triggerPrice: '98000', size: '10000' },
      { ...base, side: 'Bid', triggerPrice: '98000', size: '10000', postOnly: true },
    ],
  ],
  [
    'PlaceTpSlRequest',
    PlaceTpSlRequest,
    [
      { ...base, takeProfit: { triggerPrice: '100000' } },
      { ...base, size: '10000', stopLoss: { triggerPrice: '95000', limitPrice: '94900' } },
      { ...base, replace: true, stopLoss: { triggerPrice: '95000' } },
    ],
    [
      { ...base, takeProfit: { triggerPrice: '-1' } },
      { ...base, stopLoss: { triggerPrice: '95000', percent: 5 } },
      { ...base, size: '1.5', stopLoss: { triggerPrice: '95000' } },
      { ...base, replace: 'yes', stopLoss: { triggerPrice: '95000' } },
    ],
  ],
  [
    'SetLeverageRequest',
    SetLeverageRequest,
    [
      { ...base, leverage: 1 },
      { ...base, leverage: 50 },
    ],
    [
      { ...base, leverage: 0 },
      { ...base, leverage: 2.5 },
      { ...base, leverage: '10' },
    ],
  ],
  [
    'CancelTriggerOrdersRequest',
    CancelTriggerOrdersRequest,
    [
      { ...base, triggerIds: [] },
      { ...base, triggerIds: [7, 8] },
    ],
    [
      { ...base, triggerIds: ['7'] },
      { ...base, triggerIds: Array.from({ length: 101 }, (_, i) => i) },
    ],
  ],
  [
    'PlaceLimitOrderRequest with ioc',
    PlaceLimitOrderRequest,
    [{ ...base, side: 'Bid', price: '97000', size: '10000', ioc: true }],
    [{ ...base, side: 'Bid', price: '97000', size: '10000', ioc: 'yes' }],
  ],
] as const)('%s', (_name, schema, good, bad) => {
  it.each(good.map((g) => [g]))('accepts %j', (value) => expect(v.safeParse(schema, value).success).toBe(true));
  it.each(bad.map((b) => [b]))('rejects %j', (value) => expect(v.safeParse(schema, value).success).toBe(false));
});

describe('what the server writes', () => {
  /** A long with a TP/SL pair, a stop-limit, then a fall that fires the stop loss. */
  function engineRun() {
    const h = new Harness();
    const maker = h.user('maker', 1_000_000n * USDC);
    const trader = h.user('trader', 10_000n * USDC);
    h.limit(maker, false, 97_000n, BTC / 100n);
    h.limit(maker, true, 96_000n, BTC);
    const buy = { type: 'placeMarketOrder', userId: trader, market: 'BTC-PERP', isBid: true } as const;
    h.ok({ ...buy, price: 98_000n * USD_P, size: BTC / 100n, reduceOnly: false });
    const events = [
      ...h.ok({ type: 'setLeverage', userId: trader, market: 'BTC-PERP', leverage: 7 }),
      ...h.ok({
        type: 'placeTpSl',
        userId: trader,
        market: 'BTC-PERP',
        takeProfit: { triggerPrice: 100_000n * USD_P },
        stopLoss: { triggerPrice: 95_000n * USD_P, limitPrice: 94_000n * USD_P },
      }),
      ...h.ok({
        type: 'placeTriggerOrder',
        userId: trader,
        market: 'BTC-PERP',
        isBid: true,
        triggerPrice: 98_500n * USD_P,
        limitPrice: 98_600n * USD_P,
        size: BTC / 1000n,
        reduceOnly: false,
      }),
      ...h.ok({ type: 'setIndexPrice', prices: [{ token: 'BTC', price: 94_500n * USD_P }] }),
    ];
    return { h, trader, events };
  }

  it('every trigger row of the history passes TriggerOrder, and a malformed one does not', () => {
    const { h, trader } = engineRun();
    const rows = h.engine.history(trader, 'triggers')!.map(wireTrigger);
    expect(rows.map((r) => r.status)).toEqual(['open', 'triggered', 'canceled']);
    expect(v.safeParse(TriggerOrdersResponse, { triggers: rows }).success).toBe(true);
    expect(v.safeParse(TriggerOrder, { ...rows[0], triggerPrice: 98500 }).success).toBe(false);
    expect(v.safeParse(TriggerOrder, { ...rows[0], kind: 'trailingStop' }).success).toBe(false);
    expect(v.safeParse(TriggerOrder, { ...rows[1], closeReason: 'whim' }).success).toBe(false);
  });

  it('every trigger and leverage event streams in a form StreamEvent accepts', () => {
    const { events } = engineRun();
    const wire = events.flatMap((e) => {
      const w = streamEvent(e, (t) => t);
      return w === null ? [] : [w.event];
    });
    const types = new Set(wire.map((e) => e.type));
    for (const t of ['SetLeverage', 'PlaceTriggerOrder', 'TriggerOrderTriggered', 'CanceledTriggerOrders'])
      expect(types).toContain(t);
    for (const e of wire) expect(v.safeParse(StreamEvent, e).success, e.type).toBe(true);
    const fired = wire.find((e) => e.type === 'TriggerOrderTriggered')!;
    expect(v.safeParse(StreamEvent, { ...fired, size: -1 }).success).toBe(false);
    const canceled = wire.find((e) => e.type === 'CanceledTriggerOrders')!;
    expect(v.safeParse(StreamEvent, { ...canceled, reason: 'bored' }).success).toBe(false);
  });
});
