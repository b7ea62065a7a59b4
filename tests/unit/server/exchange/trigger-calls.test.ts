/**
 * The trigger-order and leverage calls over signed HTTP on a real exchange: setLeverage, placeTpSl,
 * placeTriggerOrder, cancelTriggerOrders, getUserTriggerOrders and IOC limits; their refusals with the error
 * catalogue's codes; the user stream's PlaceTriggerOrder, TriggerOrderTriggered, CanceledTriggerOrders and
 * SetLeverage events (the stream client validates every message against the contract); open triggers and the
 * leverage kept over a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { StreamEvent } from '#lib/api/contract.ts';
import { ApiError } from '#lib/api/errors.ts';
import { StreamClient, type WebSocketFactory } from '#lib/api/stream-client.ts';
import { Harness, type TestUser } from './harness.ts';

let h: Harness;
let alice: TestUser;
let bob: TestUser;
let stream: StreamClient;
const events: StreamEvent[] = [];
const M = 'BTC-PERP';

beforeAll(async () => {
  h = await new Harness().start();
  alice = await h.user('alice');
  bob = await h.user('bob');
  // 100 USDC behind a 0.01 BTC long: it has a liquidation price (about 87,928) a stop loss can lie past
  await h.fund(alice, 'USDC', 100_000_000n);
  await h.fund(bob, 'USDC', 1_000_000_000_000n);
  stream = new StreamClient({ url: h.wsUrl, WebSocket: WebSocket as unknown as WebSocketFactory });
  await new Promise<void>((resolve) => {
    stream.subscribe(`user:${alice.userId}`, { onEvent: (e) => events.push(e), onResync: () => resolve() });
    stream.connect();
  });
  // alice goes long 0.01 BTC at 97,000 against bob, who then quotes 96,000 / 99,000
  await bob.client.placeLimitOrder({ userId: bob.userId, market: M, side: 'Ask', price: '97000', size: '1000000' });
  await alice.client.placePerpMarketOrder({
    userId: alice.userId,
    market: M,
    side: 'Bid',
    price: '98000',
    size: '1000000',
  });
  await bob.client.placeLimitOrder({ userId: bob.userId, market: M, side: 'Bid', price: '96000', size: '100000000' });
  await bob.client.placeLimitOrder({ userId: bob.userId, market: M, side: 'Ask', price: '99000', size: '100000000' });
});
afterAll(async () => {
  stream.close();
  await h.stop();
});

/** Waits until the stream has delivered an event of `type` matching `pick`. */
async function streamed<T extends StreamEvent['type']>(
  type: T,
  pick: (e: Extract<StreamEvent, { type: T }>) => boolean = () => true,
): Promise<Extract<StreamEvent, { type: T }>> {
  for (let i = 0; i < 200; i++) {
    const e = events.find((x): x is Extract<StreamEvent, { type: T }> => x.type === type && pick(x as never));
    if (e) return e;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no ${type} event arrived`);
}

async function refusal(call: Promise<unknown>): Promise<{ code: string; status: number }> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return { code: err.code, status: err.status };
}

const setIndex = (dollars: bigint) =>
  h.exchange.service.execute({
    type: 'setIndexPrice',
    ts: h.exchange.service.stamp(),
    prices: [{ token: 'BTC', price: dollars * 1_000_000_000n }],
  });

describe('leverage per market', () => {
  it('sets the leverage, shows it in the account data and streams SetLeverage; refuses one past the maximum', async () => {
    const set = await alice.client.setLeverage({ userId: alice.userId, market: M, leverage: 20 });
    expect(set.leverage).toBe(20);
    const { userData } = await alice.client.getUserData({ userId: alice.userId });
    expect(userData.leverage).toMatchObject({ 'BTC-PERP': 20, 'SOL-PERP': 20, 'ETH-PERP': 50 });
    const markets = (await alice.client.getConfig()).perpetualsMarkets;
    expect([markets[M]!.maxLeverage, markets['APT-PERP']!.maxLeverage]).toEqual([50, 20]);
    expect(await streamed('SetLeverage')).toMatchObject({ market: M, leverage: 20 });
    expect(await refusal(alice.client.setLeverage({ userId: alice.userId, market: M, leverage: 51 }))).toEqual({
      code: 'bad_leverage',
      status: 400,
    });
    expect(await refusal(bob.client.setLeverage({ userId: alice.userId, market: M, leverage: 5 }))).toMatchObject({
      code: 'forbidden',
    });
  });
});

describe('take profit and stop loss', () => {
  let tp: number;
  let sl: number;

  it('refuses a stop loss on the wrong side of the index and one past the liquidation price', async () => {
    const wrong = alice.client.placeTpSl({ userId: alice.userId, market: M, stopLoss: { triggerPrice: '98000' } });
    expect(await refusal(wrong)).toEqual({ code: 'trigger_wrong_side', status: 422 });
    const past = alice.client.placeTpSl({ userId: alice.userId, market: M, stopLoss: { triggerPrice: '1' } });
    expect(await refusal(past)).toEqual({ code: 'stop_beyond_liquidation', status: 422 });
    const none = bob.client.placeTpSl({ userId: bob.userId, market: 'ETH-PERP', stopLoss: { triggerPrice: '1' } });
    expect(await refusal(none)).toEqual({ code: 'no_position', status: 422 });
  });

  it('places both legs, shown in the account data and streamed as PlaceTriggerOrder', async () => {
    const placed = await alice.client.placeTpSl({
      userId: alice.userId,
      market: M,
      takeProfit: { triggerPrice: '100000' },
      stopLoss: { triggerPrice: '95000' },
    });
    tp = placed.takeProfitId!;
    sl = placed.stopLossId!;
    const { userData } = await alice.client.getUserData({ userId: alice.userId });
    expect(userData.triggerOrders).toEqual([
      expect.objectContaining({ triggerId: tp, kind: 'takeProfit', condition: 'above', triggerPrice: '100000' }),
      expect.objectContaining({ triggerId: sl, kind: 'stopLoss', condition: 'below', size: null, ocoId: tp }),
    ]);
    expect(await streamed('PlaceTriggerOrder', (e) => e.triggerId === sl)).toMatchObject({
      isBid: false,
      reduceOnly: true,
      limitPrice: null,
    });
  });

  it('the stop loss fires on the index update, closes the position and cancels the take profit', async () => {
    setIndex(94_500n);
    const fired = await streamed('TriggerOrderTriggered', (e) => e.triggerId === sl);
    expect(fired).toMatchObject({ indexPrice: '94500', size: '1000000' });
    expect(await streamed('PlacePerpMarketOrder', (e) => e.orderId === fired.orderId)).toMatchObject({
      filledSize: '1000000',
    });
    expect((await streamed('CanceledTriggerOrders', (e) => e.triggerIds.includes(tp))).reason).toBe('positionClosed');
    const { userData } = await alice.client.getUserData({ userId: alice.userId });
    expect(userData.perpPositions[M]?.size ?? '0').toBe('0');
    expect(userData.triggerOrders).toEqual([]);
    const history = await alice.client.getUserTriggerOrders({ userId: alice.userId });
    expect(history.triggers.map((t) => [t.triggerId, t.status, t.closeReason])).toEqual([
      [sl, 'triggered', 'triggered'],
      [tp, 'canceled', 'positionClosed'],
    ]);
    expect(history.triggers[0]!.orderId).toBe(fired.orderId);
  });
});

describe('stops, cancel, IOC and restart', () => {
  it('a stop-limit is placed, canceled through cancelTriggerOrders, and a wrong-side stop is refused', async () => {
    const { triggerId } = await alice.client.placeTriggerOrder({
      userId: alice.userId,
      market: M,
      side: 'Bid',
      triggerPrice: '97000',
      limitPrice: '97100',
      size: '10000',
    });
    const below = alice.client.placeTriggerOrder({
      userId: alice.userId,
      market: M,
      side: 'Bid',
      triggerPrice: '90000',
      size: '10000',
    });
    expect(await refusal(below)).toEqual({ code: 'trigger_wrong_side', status: 422 });
    const { canceled } = await alice.client.cancelTriggerOrders({
      userId: alice.userId,
      market: M,
      triggerIds: [triggerId],
    });
    expect(canceled).toEqual([triggerId]);
    expect(await streamed('CanceledTriggerOrders', (e) => e.triggerIds.includes(triggerId))).toMatchObject({
      reason: 'user',
      code: null,
    });
    const again = alice.client.cancelTriggerOrders({ userId: alice.userId, market: M, triggerIds: [triggerId] });
    expect(await refusal(again)).toMatchObject({ code: 'not_found' });
  });

  it('an IOC limit never rests, and post-only with IOC is an invalid request', async () => {
    const ioc = await alice.client.placeLimitOrder({
      userId: alice.userId,
      market: M,
      side: 'Bid',
      price: '90000',
      size: '10000',
      ioc: true,
    });
    expect(ioc).toMatchObject({ status: 'canceled', filledSize: '0' });
    const both = alice.client.placeLimitOrder({
      userId: alice.userId,
      market: M,
      side: 'Bid',
      price: '90000',
      size: '10000',
      ioc: true,
      postOnly: true,
    });
    expect(await refusal(both)).toEqual({ code: 'invalid_request', status: 400 });
    const { userData } = await alice.client.getUserData({ userId: alice.userId });
    expect(userData.perpPositions[M]?.bids ?? {}).toEqual({});
  });

  it('open triggers and the leverage survive a restart, from the snapshot and from the journal after it', async () => {
    const stop = { userId: alice.userId, market: M, side: 'Ask', size: '10000', reduceOnly: true } as const;
    const first = (await alice.client.placeTriggerOrder({ ...stop, triggerPrice: '90000' })).triggerId;
    h.exchange.service.snapshot();
    const second = (await alice.client.placeTriggerOrder({ ...stop, triggerPrice: '89000' })).triggerId;
    await h.restart({ samePort: true });
    const { userData } = await h.client().getUserData({ userId: alice.userId });
    expect(userData.triggerOrders!.map((t) => [t.triggerId, t.triggerPrice, t.reduceOnly, t.status])).toEqual([
      [first, '90000', true, 'open'],
      [second, '89000', true, 'open'],
    ]);
    expect(userData.leverage!['BTC-PERP']).toBe(20);
  });
});
