/**
 * The history calls page by keyset over the wire: a market buy through 30 asks leaves 30 fills in one millisecond
 * (the harness clock stands still), and paging them 7 at a time gives each fill once, in the order of one big read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness, type TestUser } from './harness.ts';

const USDC = 1_000_000n;
const LEVELS = 30;
let h: Harness;
let taker: TestUser;

beforeAll(async () => {
  h = await new Harness().start();
  taker = await h.user('taker');
  const maker = await h.user('maker');
  await h.fund(taker, 'USDC', 100_000n * USDC);
  await h.fund(maker, 'USDC', 100_000n * USDC);
  for (let i = 0; i < LEVELS; i++) {
    const price = String(97_100 + i);
    await maker.client.placeLimitOrder({ userId: maker.userId, market: 'BTC-PERP', side: 'Ask', price, size: '10000' });
  }
  await taker.client.placePerpMarketOrder({
    userId: taker.userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: '101000',
    size: String(10_000 * LEVELS),
  });
});
afterAll(() => h.stop());

describe('getUserPerpFills pages by keyset', () => {
  it('gives the 30 same-millisecond fills once each across pages of 7, as one read of all orders them', async () => {
    const all = await h.client().getUserPerpFills({ userId: taker.userId, limit: 1000 });
    expect(all.fills).toHaveLength(LEVELS);
    expect(new Set(all.fills.map((f) => f.timestamp)).size).toBe(1);
    expect(all.nextCursor).toBeNull();
    const paged = [];
    const sizes = [];
    let cursor: string | undefined;
    do {
      const page = await h.client().getUserPerpFills({ userId: taker.userId, limit: 7, cursor });
      paged.push(...page.fills);
      sizes.push(page.fills.length);
      expect(page.total).toBe(LEVELS);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    expect(sizes).toEqual([7, 7, 7, 7, 2]);
    expect(paged).toEqual(all.fills);
  });

  it('filters by market and time before paging', async () => {
    const eth = await h.client().getUserPerpFills({ userId: taker.userId, market: 'ETH-PERP' });
    expect(eth).toEqual({ fills: [], nextCursor: null, total: 0 });
    const later = await h.client().getUserPerpFills({ userId: taker.userId, from: h.now + 1 });
    expect(later.fills).toEqual([]);
  });

  it('refuses a malformed cursor as an invalid request', async () => {
    await expect(h.client().getUserPerpFills({ userId: taker.userId, cursor: 'x' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
  });
});

describe('getUserTriggerOrders pages by keyset, like the other lists', () => {
  it('gives 5 same-millisecond trigger orders once each across pages of 2, filtered by market', async () => {
    // sell stops under the index (BTC about 97,000, ETH about 3,400 in the harness): they rest, none fires
    const place = (market: string, triggerPrice: string) =>
      taker.client.placeTriggerOrder({
        userId: taker.userId,
        market,
        side: 'Ask',
        triggerPrice,
        size: market === 'ETH-PERP' ? '100000' : '10000', // one lot of each
      });
    const ids: number[] = [];
    for (const price of ['50000', '50001', '50002', '50003']) ids.push((await place('BTC-PERP', price)).triggerId);
    const eth = (await place('ETH-PERP', '1000')).triggerId;
    await taker.client.cancelTriggerOrders({ userId: taker.userId, market: 'BTC-PERP', triggerIds: [ids[1]!] });

    const all = await h.client().getUserTriggerOrders({ userId: taker.userId, limit: 1000 });
    expect(all.triggers.map((o) => o.triggerId).sort()).toEqual([...ids, eth].sort());
    expect(new Set(all.triggers.map((o) => o.timestamp)).size).toBe(1);
    expect(all.triggers.find((o) => o.triggerId === ids[1])).toMatchObject({ status: 'canceled', closeReason: 'user' });
    const paged = [];
    let cursor: string | undefined;
    do {
      const page = await h.client().getUserTriggerOrders({ userId: taker.userId, limit: 2, cursor });
      expect(page.total).toBe(5);
      paged.push(...page.triggers);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    expect(paged).toEqual(all.triggers);

    const onEth = await h.client().getUserTriggerOrders({ userId: taker.userId, market: 'ETH-PERP' });
    expect(onEth.triggers.map((o) => o.triggerId)).toEqual([eth]);
    expect(onEth.total).toBe(1);
    const later = await h.client().getUserTriggerOrders({ userId: taker.userId, from: h.now + 1 });
    expect(later).toEqual({ triggers: [], nextCursor: null, total: 0 });
  });
});
