/**
 * getUserPerpOrders carries each order's type and the average price of its fills (what a market order paid, not its
 * protection bound), for the taker and for the resting maker orders it filled, whole or in part.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness, type TestUser } from './harness.ts';

const USDC = 1_000_000n;
let h: Harness;
let taker: TestUser;
let maker: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  h = await new Harness().start();
  taker = await h.user('taker');
  maker = await h.user('maker');
  await h.fund(taker, 'USDC', 10_000n * USDC);
  await h.fund(maker, 'USDC', 10_000n * USDC);
  const ask = (price: string, size: string) =>
    maker.client.placeLimitOrder({ userId: maker.userId, market: 'BTC-PERP', side: 'Ask', price, size });
  ids['a1'] = (await ask('97100', '10000')).orderId; // 0.0001 BTC
  ids['a2'] = (await ask('97103', '30000')).orderId; // 0.0003 BTC
  const buy = (size: string) =>
    taker.client.placePerpMarketOrder({ userId: taker.userId, market: 'BTC-PERP', side: 'Bid', price: '101000', size });
  // 0.0005 wanted, 0.0004 on the book: both asks fill, the rest expires
  ids['m1'] = (await buy('50000')).orderId;
  ids['a3'] = (await ask('97110', '20000')).orderId;
  // half of the new ask fills; it stays open
  ids['m2'] = (await buy('10000')).orderId;
});
afterAll(() => h.stop());

const orders = async (user: TestUser) =>
  new Map((await h.client().getUserPerpOrders({ userId: user.userId })).orders.map((o) => [o.orderId, o]));

describe('order history: type, average fill price, filled size and status', () => {
  // (97,100 x 1 + 97,103 x 3) / 4 = 97,102.25
  it.each([
    ['m1', 'a market buy through two levels', 'market', '101000', '97102.25', '50000', '10000', 'expired'],
    ['m2', 'a market buy of part of a level', 'market', '101000', '97110', '10000', '0', 'filled'],
  ] as const)('%s: %s', async (key, _what, type, price, averagePrice, size, sizeLeft, status) => {
    const order = (await orders(taker)).get(ids[key]!);
    expect(order).toMatchObject({ type, price, averagePrice, size, sizeLeft, status });
  });

  it.each([
    ['a1', 'filled whole at its price', '97100', '0', 'filled'],
    ['a2', 'filled whole at its price', '97103', '0', 'filled'],
    ['a3', 'filled in part, still resting', '97110', '10000', 'open'],
  ] as const)('maker %s: %s', async (key, _what, averagePrice, sizeLeft, status) => {
    const order = (await orders(maker)).get(ids[key]!);
    expect(order).toMatchObject({ type: 'limit', averagePrice, sizeLeft, status });
  });

  it('a resting order nothing filled has no average', async () => {
    const { orderId } = await maker.client.placeLimitOrder({
      userId: maker.userId,
      market: 'BTC-PERP',
      side: 'Ask',
      price: '99000',
      size: '10000',
    });
    expect((await orders(maker)).get(orderId)).toMatchObject({ type: 'limit', averagePrice: null, sizeLeft: '10000' });
  });
});
