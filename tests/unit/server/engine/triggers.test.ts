/**
 * Trigger orders (trading/triggers.ts): stops and TP/SL fire once on the crossing index update, in crossing order,
 * execute as market orders with the 5 % slack or as limits, respect reduce-only, one leg cancels the other, legs
 * are canceled when their position closes or flips; placement refuses a trigger on the wrong side of the index and
 * a stop loss past the liquidation price; open triggers survive a snapshot and restore.
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '#server/engine/engine.ts';
import type { EngineEvent } from '#server/engine/model/events.ts';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

const M = 'BTC-PERP';
const LOT = 10_000n;

type Of<T extends EngineEvent['type']> = Extract<EngineEvent, { type: T }>;
function ofType<T extends EngineEvent['type']>(events: readonly EngineEvent[], type: T): Of<T>[] {
  return events.filter((e): e is Of<T> => e.type === type);
}

/** A maker quoting deep on both sides around 97,000 and a trader long 0.01 BTC at 97,000. */
function longTrader(): { h: Harness; maker: string; trader: string } {
  const h = new Harness();
  const maker = h.user('maker', 10_000_000n * USDC);
  const trader = h.user('trader', 10_000n * USDC);
  h.limit(maker, false, 97_000n, BTC / 100n);
  h.ok({
    type: 'placeMarketOrder',
    userId: trader,
    market: M,
    isBid: true,
    price: 98_000n * USD_P,
    size: BTC / 100n,
    reduceOnly: false,
  });
  expect(h.btcPos(trader)).toBe(BTC / 100n);
  for (const dollars of [96_000n, 94_000n, 92_000n]) h.limit(maker, true, dollars, BTC);
  for (const dollars of [99_000n, 101_000n, 103_000n]) h.limit(maker, false, dollars, BTC);
  return { h, maker, trader };
}

const price = (h: Harness, dollars: bigint) =>
  h.ok({ type: 'setIndexPrice', prices: [{ token: 'BTC', price: dollars * USD_P }] });

describe('placement rules', () => {
  it.each([
    ['a buy stop at the index', true, 97_000n],
    ['a buy stop below the index', true, 96_000n],
    ['a sell stop above the index', false, 98_000n],
  ])('refuses %s as trigger_wrong_side', (_name, isBid, dollars) => {
    const { h, trader } = longTrader();
    const code = h.err({
      type: 'placeTriggerOrder',
      userId: trader,
      market: M,
      isBid,
      triggerPrice: dollars * USD_P,
      size: LOT,
      reduceOnly: false,
    });
    expect(code).toBe('trigger_wrong_side');
  });

  it.each([
    ['a long’s take profit below the index', { takeProfit: { triggerPrice: 96_000n * USD_P } }],
    ['a long’s stop loss above the index', { stopLoss: { triggerPrice: 98_000n * USD_P } }],
  ])('refuses %s as trigger_wrong_side', (_name, legs) => {
    const { h, trader } = longTrader();
    expect(h.err({ type: 'placeTpSl', userId: trader, market: M, ...legs })).toBe('trigger_wrong_side');
  });

  it('refuses a TP/SL without a position, without legs, or larger than the position', () => {
    const { h, trader, maker } = longTrader();
    const other = h.user('flat', 1_000n * USDC);
    const sl = { stopLoss: { triggerPrice: 90_000n * USD_P } };
    expect(h.err({ type: 'placeTpSl', userId: other, market: M, ...sl })).toBe('no_position');
    expect(h.err({ type: 'placeTpSl', userId: trader, market: M })).toBe('bad_order');
    expect(h.err({ type: 'placeTpSl', userId: trader, market: M, size: BTC, ...sl })).toBe('reduce_only');
    expect(maker).not.toBe(trader);
  });

  it('refuses a stop loss at or past the estimated liquidation price and accepts one just inside it', () => {
    const h = new Harness();
    const maker = h.user('maker', 10_000_000n * USDC);
    const trader = h.user('trader', 500n * USDC);
    h.limit(maker, false, 97_000n, BTC / 10n);
    // 0.1 BTC (9,700 USD) on 495.15 USDC after the fee: liquidated where 495.15 + 0.1 (P - 97,000) = 0.001 P, P = 92,978.28
    h.ok({
      type: 'placeMarketOrder',
      userId: trader,
      market: M,
      isBid: true,
      price: 98_000n * USD_P,
      size: BTC / 10n,
      reduceOnly: false,
    });
    const sl = (dollars: bigint) => ({
      type: 'placeTpSl' as const,
      userId: trader,
      market: M,
      stopLoss: { triggerPrice: dollars * USD_P },
    });
    expect(h.err(sl(92_000n))).toBe('stop_beyond_liquidation');
    expect(h.err(sl(92_978n))).toBe('stop_beyond_liquidation');
    expect(ofType(h.ok(sl(92_979n)), 'PlaceTriggerOrder')).toHaveLength(1);
  });
});

describe('placement rules on a short', () => {
  it('mirrors the long: take profit below, stop loss above and short of the liquidation price', () => {
    const h = new Harness();
    const maker = h.user('maker', 10_000_000n * USDC);
    const trader = h.user('trader', 500n * USDC);
    h.limit(maker, true, 97_000n, BTC / 10n);
    const sell = { type: 'placeMarketOrder', userId: trader, market: M, isBid: false, reduceOnly: false } as const;
    h.ok({ ...sell, price: 96_000n * USD_P, size: BTC / 10n });
    // liquidated where 495.15 - 0.1 (P - 97,000) = 0.001 P: P = 100,942.07...
    const tpsl = (legs: object) => ({ type: 'placeTpSl' as const, userId: trader, market: M, ...legs });
    expect(h.err(tpsl({ takeProfit: { triggerPrice: 98_000n * USD_P } }))).toBe('trigger_wrong_side');
    expect(h.err(tpsl({ stopLoss: { triggerPrice: 96_000n * USD_P } }))).toBe('trigger_wrong_side');
    expect(h.err(tpsl({ stopLoss: { triggerPrice: 100_943n * USD_P } }))).toBe('stop_beyond_liquidation');
    const placed = h.ok(
      tpsl({ takeProfit: { triggerPrice: 90_000n * USD_P }, stopLoss: { triggerPrice: 100_942n * USD_P } }),
    );
    expect(ofType(placed, 'PlaceTriggerOrder').map((e) => [e.kind, e.isBid, e.above])).toEqual([
      ['takeProfit', true, false],
      ['stopLoss', true, true],
    ]);
  });
});

describe('a stop loss and a take profit on a long', () => {
  it('the stop loss fires once on the crossing update as a market sell, the take profit is canceled', () => {
    const { h, trader } = longTrader();
    const placed = h.ok({
      type: 'placeTpSl',
      userId: trader,
      market: M,
      takeProfit: { triggerPrice: 100_000n * USD_P },
      stopLoss: { triggerPrice: 95_000n * USD_P },
    });
    const [tp, sl] = ofType(placed, 'PlaceTriggerOrder');
    expect(tp).toMatchObject({
      kind: 'takeProfit',
      isBid: false,
      above: true,
      size: null,
      reduceOnly: true,
      ocoId: sl!.triggerId,
    });
    expect(sl).toMatchObject({ kind: 'stopLoss', isBid: false, above: false, ocoId: tp!.triggerId });
    expect(ofType(price(h, 95_001n), 'TriggerOrderTriggered')).toHaveLength(0);
    const fired = price(h, 95_000n);
    const [trig] = ofType(fired, 'TriggerOrderTriggered');
    expect(trig).toMatchObject({ triggerId: sl!.triggerId, size: BTC / 100n, indexPrice: 95_000n * USD_P });
    const order = ofType(fired, 'PlacePerpMarketOrder')[0]!;
    expect(order.orderId).toBe(trig!.orderId);
    expect(order.fills[0]!.price).toBe(96_000n * USD_P);
    expect(fired.indexOf(trig!)).toBeLessThan(fired.indexOf(order));
    const canceled = ofType(fired, 'CanceledTriggerOrders');
    expect(canceled.flatMap((c) => c.triggerIds)).toEqual([tp!.triggerId]);
    expect(h.btcPos(trader)).toBe(0n);
    expect(h.engine.account(trader)!.triggers.size).toBe(0);
    for (const p of [94_000n, 96_000n, 101_000n, 90_000n])
      expect(ofType(price(h, p), 'TriggerOrderTriggered')).toHaveLength(0);
    const history = h.engine.history(trader, 'triggers')!;
    expect(history.map((t) => [t.kind, t.status, t.closeReason])).toEqual([
      ['stopLoss', 'triggered', 'triggered'],
      ['takeProfit', 'canceled', 'positionClosed'],
    ]);
  });

  it('a partial take profit fires for its size, then its stop loss leg is canceled (one cancels the other)', () => {
    const { h, trader } = longTrader();
    const placed = h.ok({
      type: 'placeTpSl',
      userId: trader,
      market: M,
      size: BTC / 200n,
      takeProfit: { triggerPrice: 98_500n * USD_P },
      stopLoss: { triggerPrice: 95_000n * USD_P },
    });
    const [, sl] = ofType(placed, 'PlaceTriggerOrder');
    const fired = price(h, 98_600n);
    expect(ofType(fired, 'TriggerOrderTriggered')[0]!.size).toBe(BTC / 200n);
    expect(ofType(fired, 'CanceledTriggerOrders')).toMatchObject([{ triggerIds: [sl!.triggerId], reason: 'oco' }]);
    expect(h.btcPos(trader)).toBe(BTC / 200n);
  });

  it('replace cancels the current legs in the same command, so an edit never leaves two pairs or none', () => {
    const { h, trader } = longTrader();
    const tpsl = { type: 'placeTpSl', userId: trader, market: M } as const;
    h.ok({ ...tpsl, takeProfit: { triggerPrice: 100_000n * USD_P }, stopLoss: { triggerPrice: 95_000n * USD_P } });
    h.ok({
      type: 'placeTriggerOrder',
      userId: trader,
      market: M,
      isBid: false,
      triggerPrice: 90_000n * USD_P,
      size: LOT,
      reduceOnly: false,
    });
    expect(h.err({ ...tpsl, replace: true, stopLoss: { triggerPrice: 98_000n * USD_P } })).toBe('trigger_wrong_side');
    expect(h.engine.account(trader)!.triggers.size).toBe(3);
    const edited = h.ok({ ...tpsl, replace: true, stopLoss: { triggerPrice: 96_000n * USD_P } });
    expect(ofType(edited, 'CanceledTriggerOrders')).toMatchObject([{ reason: 'user' }]);
    expect(ofType(edited, 'CanceledTriggerOrders')[0]!.triggerIds).toHaveLength(2);
    const open = [...h.engine.account(trader)!.triggers.values()].map((t) => [t.kind, t.triggerPrice]);
    expect(open).toEqual([
      ['stop', 90_000n * USD_P],
      ['stopLoss', 96_000n * USD_P],
    ]);
  });

  it('a whole-position leg is sized to what is left when it fires', () => {
    const { h, trader } = longTrader();
    h.ok({ type: 'placeTpSl', userId: trader, market: M, stopLoss: { triggerPrice: 95_000n * USD_P } });
    h.ok({
      type: 'placeMarketOrder',
      userId: trader,
      market: M,
      isBid: false,
      price: 90_000n * USD_P,
      size: BTC / 400n,
      reduceOnly: true,
    });
    const fired = price(h, 94_000n);
    expect(ofType(fired, 'TriggerOrderTriggered')[0]!.size).toBe((BTC * 3n) / 400n);
    expect(h.btcPos(trader)).toBe(0n);
  });

  it('a leg that an earlier trigger of the same update orphaned does not fire or cancel twice', () => {
    const { h, trader } = longTrader();
    const sl = (dollars: bigint) =>
      ofType(
        h.ok({ type: 'placeTpSl', userId: trader, market: M, stopLoss: { triggerPrice: dollars * USD_P } }),
        'PlaceTriggerOrder',
      )[0]!.triggerId;
    const [first, second] = [sl(95_000n), sl(94_500n)];
    const fired = price(h, 94_000n);
    expect(ofType(fired, 'TriggerOrderTriggered').map((e) => e.triggerId)).toEqual([first]);
    expect(ofType(fired, 'CanceledTriggerOrders')).toMatchObject([{ triggerIds: [second], reason: 'positionClosed' }]);
  });

  it('closing the position by hand cancels both legs (positionClosed)', () => {
    const { h, trader } = longTrader();
    h.ok({
      type: 'placeTpSl',
      userId: trader,
      market: M,
      takeProfit: { triggerPrice: 100_000n * USD_P },
      stopLoss: { triggerPrice: 95_000n * USD_P },
    });
    const closed = h.ok({
      type: 'placeMarketOrder',
      userId: trader,
      market: M,
      isBid: false,
      price: 90_000n * USD_P,
      size: BTC / 100n,
      reduceOnly: true,
    });
    expect(ofType(closed, 'CanceledTriggerOrders')).toMatchObject([{ reason: 'positionClosed' }]);
    expect(ofType(closed, 'CanceledTriggerOrders')[0]!.triggerIds).toHaveLength(2);
    expect(h.engine.account(trader)!.triggers.size).toBe(0);
  });

  it('flipping the position to a short cancels the legs of the long', () => {
    const { h, trader } = longTrader();
    h.ok({ type: 'placeTpSl', userId: trader, market: M, stopLoss: { triggerPrice: 95_000n * USD_P } });
    const flipped = h.ok({
      type: 'placeMarketOrder',
      userId: trader,
      market: M,
      isBid: false,
      price: 90_000n * USD_P,
      size: BTC / 50n,
      reduceOnly: false,
    });
    expect(h.btcPos(trader)).toBe(-BTC / 100n);
    expect(ofType(flipped, 'CanceledTriggerOrders')).toMatchObject([{ reason: 'positionClosed' }]);
    expect(ofType(price(h, 90_000n), 'TriggerOrderTriggered')).toHaveLength(0);
  });

  it('adding to the position keeps the legs', () => {
    const { h, trader } = longTrader();
    h.ok({ type: 'placeTpSl', userId: trader, market: M, stopLoss: { triggerPrice: 95_000n * USD_P } });
    const more = h.ok({
      type: 'placeMarketOrder',
      userId: trader,
      market: M,
      isBid: true,
      price: 100_000n * USD_P,
      size: BTC / 100n,
      reduceOnly: false,
    });
    expect(ofType(more, 'CanceledTriggerOrders')).toHaveLength(0);
    expect(ofType(price(h, 94_000n), 'TriggerOrderTriggered')[0]!.size).toBe(BTC / 50n);
  });
});

describe('stops', () => {
  it('a buy stop-market fires at or above its trigger with the 5 % slack; a sell stop-limit rests after firing', () => {
    const { h, trader } = longTrader();
    h.ok({
      type: 'placeTriggerOrder',
      userId: trader,
      market: M,
      isBid: true,
      triggerPrice: 98_000n * USD_P,
      size: LOT,
      reduceOnly: false,
    });
    const up = price(h, 98_000n);
    const order = ofType(up, 'PlacePerpMarketOrder')[0]!;
    expect(order.filledSize).toBe(LOT);
    expect(order.fills[0]!.price).toBe(99_000n * USD_P);
    h.ok({
      type: 'placeTriggerOrder',
      userId: trader,
      market: M,
      isBid: false,
      triggerPrice: 97_000n * USD_P,
      limitPrice: 97_500n * USD_P,
      size: LOT,
      reduceOnly: false,
    });
    const down = price(h, 96_500n);
    const limit = ofType(down, 'PlacePerpLimitOrder')[0]!;
    expect(limit).toMatchObject({ price: 97_500n * USD_P, filledSize: 0n });
    expect(h.engine.account(trader)!.orders.has(limit.orderId)).toBe(true);
  });

  it('several stops crossed by one update fire nearest the previous index first, ties by id', () => {
    const { h, trader } = longTrader();
    const place = (dollars: bigint) =>
      ofType(
        h.ok({
          type: 'placeTriggerOrder',
          userId: trader,
          market: M,
          isBid: false,
          triggerPrice: dollars * USD_P,
          size: LOT,
          reduceOnly: false,
        }),
        'PlaceTriggerOrder',
      )[0]!.triggerId;
    const ids = [place(95_000n), place(96_500n), place(96_000n), place(96_500n)];
    const fired = ofType(price(h, 94_000n), 'TriggerOrderTriggered').map((e) => e.triggerId);
    expect(fired).toEqual([ids[1], ids[3], ids[2], ids[0]]);
  });

  it('a reduce-only stop is clamped to the position, and canceled when there is nothing left to reduce', () => {
    const { h, trader } = longTrader();
    h.ok({
      type: 'placeTriggerOrder',
      userId: trader,
      market: M,
      isBid: false,
      triggerPrice: 96_500n * USD_P,
      size: BTC,
      reduceOnly: true,
    });
    expect(ofType(price(h, 96_400n), 'TriggerOrderTriggered')[0]!.size).toBe(BTC / 100n);
    expect(h.btcPos(trader)).toBe(0n);
    h.ok({
      type: 'placeTriggerOrder',
      userId: trader,
      market: M,
      isBid: false,
      triggerPrice: 96_000n * USD_P,
      size: LOT,
      reduceOnly: true,
    });
    expect(ofType(price(h, 95_000n), 'CanceledTriggerOrders')).toMatchObject([{ reason: 'reduceOnly' }]);
    expect(h.btcPos(trader)).toBe(0n);
  });

  it('a stop whose order the margin check refuses when it fires is canceled with the code', () => {
    const { h, trader } = longTrader();
    h.ok({
      type: 'placeTriggerOrder',
      userId: trader,
      market: M,
      isBid: true,
      triggerPrice: 98_000n * USD_P,
      size: 5n * BTC,
      reduceOnly: false,
    });
    const fired = price(h, 98_500n);
    expect(ofType(fired, 'CanceledTriggerOrders')).toMatchObject([{ reason: 'refused', code: 'insufficient_margin' }]);
    expect(ofType(fired, 'PlacePerpMarketOrder')).toHaveLength(0);
    expect(h.engine.history(trader, 'triggers')![0]).toMatchObject({ status: 'canceled', closeReason: 'refused' });
  });

  it('cancelTriggerOrders cancels by id or all of a market, and refuses an unknown id', () => {
    const { h, trader } = longTrader();
    const stop = (dollars: bigint) =>
      ofType(
        h.ok({
          type: 'placeTriggerOrder',
          userId: trader,
          market: M,
          isBid: false,
          triggerPrice: dollars * USD_P,
          size: LOT,
          reduceOnly: false,
        }),
        'PlaceTriggerOrder',
      )[0]!.triggerId;
    const [a, b, c] = [stop(90_000n), stop(91_000n), stop(92_000n)];
    expect(h.err({ type: 'cancelTriggerOrders', userId: trader, market: M, triggerIds: [a, 999_999] })).toBe(
      'not_found',
    );
    const one = h.ok({ type: 'cancelTriggerOrders', userId: trader, market: M, triggerIds: [b] });
    expect(ofType(one, 'CanceledTriggerOrders')).toMatchObject([{ triggerIds: [b], reason: 'user' }]);
    const all = h.ok({ type: 'cancelTriggerOrders', userId: trader, market: M, triggerIds: [] });
    expect(ofType(all, 'CanceledTriggerOrders')[0]!.triggerIds).toEqual([a, c]);
    expect(ofType(price(h, 85_000n), 'TriggerOrderTriggered')).toHaveLength(0);
  });
});

describe('liquidation', () => {
  it('cancels every trigger order of the liquidated account', () => {
    const h = new Harness();
    const maker = h.user('maker', 10_000_000n * USDC);
    const trader = h.user('trader', 500n * USDC);
    h.limit(maker, false, 97_000n, BTC / 10n);
    const buy = { type: 'placeMarketOrder', userId: trader, market: M, isBid: true, reduceOnly: false } as const;
    h.ok({ ...buy, price: 98_000n * USD_P, size: BTC / 10n });
    const stop = { type: 'placeTriggerOrder', userId: trader, market: M, size: LOT, reduceOnly: false } as const;
    h.ok({ ...stop, isBid: true, triggerPrice: 99_000n * USD_P });
    h.ok({ ...stop, isBid: false, triggerPrice: 80_000n * USD_P });
    h.ok({ type: 'placeTpSl', userId: trader, market: M, takeProfit: { triggerPrice: 105_000n * USD_P } });
    // liquidated near 92,978: the fall to 92,000 reaches none of the triggers
    const fell = price(h, 92_000n);
    expect(ofType(fell, 'Liquidation')).toHaveLength(1);
    expect(ofType(fell, 'TriggerOrderTriggered')).toHaveLength(0);
    const canceled = ofType(fell, 'CanceledTriggerOrders');
    expect(canceled.map((c) => c.reason)).toEqual(['liquidation']);
    expect(canceled[0]!.triggerIds).toHaveLength(3);
    expect(h.engine.account(trader)!.triggers.size).toBe(0);
  });
});

describe('post-only and IOC limits', () => {
  it('a post-only that would cross is refused and takes nothing; an IOC fills what crosses and drops the rest', () => {
    const { h, trader } = longTrader();
    const base = { type: 'placeLimitOrder' as const, userId: trader, market: M, isBid: true, reduceOnly: false };
    expect(h.err({ ...base, price: 99_000n * USD_P, size: LOT, postOnly: true })).toBe('post_only_would_cross');
    expect(h.err({ ...base, price: 99_000n * USD_P, size: LOT, postOnly: true, ioc: true })).toBe('bad_order');
    const ioc = h.ok({ ...base, price: 99_000n * USD_P, size: 2n * BTC, ioc: true });
    expect(ofType(ioc, 'PlacePerpLimitOrder')[0]!.filledSize).toBe(BTC);
    expect(h.engine.account(trader)!.orders.size).toBe(0);
    const none = h.ok({ ...base, price: 90_000n * USD_P, size: LOT, ioc: true });
    expect(ofType(none, 'PlacePerpLimitOrder')[0]!.filledSize).toBe(0n);
    expect(h.engine.account(trader)!.orders.size).toBe(0);
    expect(h.engine.history(trader, 'orders')![0]!.status).toBe('expired');
  });
});

describe('durability', () => {
  it('open triggers survive a snapshot and restore and fire the same afterwards', () => {
    const { h, trader } = longTrader();
    h.ok({
      type: 'placeTpSl',
      userId: trader,
      market: M,
      takeProfit: { triggerPrice: 100_000n * USD_P },
      stopLoss: { triggerPrice: 95_000n * USD_P },
    });
    h.ok({
      type: 'placeTriggerOrder',
      userId: trader,
      market: M,
      isBid: true,
      triggerPrice: 98_000n * USD_P,
      limitPrice: 98_000n * USD_P,
      size: LOT,
      reduceOnly: false,
    });
    h.ok({ type: 'setLeverage', userId: trader, market: M, leverage: 10 });
    const restored = Engine.restore(h.seed, h.engine.snapshot());
    expect(restored.snapshot()).toBe(h.engine.snapshot());
    expect([...restored.account(trader)!.triggers.keys()]).toEqual([...h.engine.account(trader)!.triggers.keys()]);
    const cmd = { type: 'setIndexPrice' as const, ts: h.ts, prices: [{ token: 'BTC', price: 94_000n * USD_P }] };
    expect(restored.apply(cmd)).toEqual(h.engine.apply(cmd));
    expect(restored.snapshot()).toBe(h.engine.snapshot());
    // the restored engine shares history and open records, as the live one does
    expect(restored.history(trader, 'triggers')!.map((t) => t.status)).toEqual(['open', 'triggered', 'canceled']);
  });

  it('a snapshot written before trigger orders and leverage existed still loads', () => {
    const { h, trader } = longTrader();
    const old = JSON.parse(h.engine.snapshot()) as { accounts: { $map: [string, Record<string, unknown>][] } };
    for (const [, acc] of old.accounts.$map) {
      delete acc['triggers'];
      delete acc['leverage'];
      delete (acc['history'] as Record<string, unknown>)['triggers'];
    }
    const restored = Engine.restore(h.seed, JSON.stringify(old));
    expect(restored.userData(trader)).toEqual(h.engine.userData(trader));
    const cmd = {
      type: 'placeTpSl' as const,
      ts: h.ts,
      userId: trader,
      market: M,
      stopLoss: { triggerPrice: 95_000n * USD_P },
    };
    expect(restored.apply(cmd)).toEqual(h.engine.apply(cmd));
    expect(restored.userData(trader)!.triggerOrders).toHaveLength(1);
  });
});
