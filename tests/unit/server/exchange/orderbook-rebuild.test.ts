/**
 * A client rebuilds the order book from one snapshot and the stream's OrderbookUpdate diffs (finding 6): after
 * random limit orders, market orders and cancels from several accounts over the real HTTP API, snapshot + the
 * diffs numbered after its seq equals a later snapshot, level for level, on both sides. The book is deep (well
 * over 50 levels per side), so a snapshot that stops at a fixed depth cannot pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '#lib/api/contract.ts';
import { mulberry32 } from '#server/engine/sim/prng.ts';
import { Harness, type TestUser } from './harness.ts';
import { Peer } from './ws-peer.ts';

const USDC = 1_000_000n;
const MARKET = 'BTC-PERP';
const CHANNEL = `market:${MARKET}`;
let h: Harness;
let traders: TestUser[];
let peer: Peer;
const resting = new Map<string, number[]>(); // userId -> ids of orders that may still rest

type Book = { asks: Map<string, string>; bids: Map<string, string> };
type Levels = { price: string; size: string }[];

const toBook = (data: { asks: Levels; bids: Levels }): Book => ({
  asks: new Map(data.asks.map((l) => [l.price, l.size])),
  bids: new Map(data.bids.map((l) => [l.price, l.size])),
});
/** Levels best first, as the snapshot lists them: asks by rising price, bids by falling price. */
const sorted = (book: Book) => {
  const order = (m: Map<string, string>, dir: number) =>
    [...m].map(([price, size]) => ({ price, size })).sort((a, b) => dir * cmpDecimal(a.price, b.price));
  return { asks: order(book.asks, 1), bids: order(book.bids, -1) };
};
function cmpDecimal(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  if (ai.length !== bi.length) return ai.length - bi.length;
  const x = ai + af.padEnd(18, '0');
  const y = bi + bf.padEnd(18, '0');
  return x < y ? -1 : x > y ? 1 : 0;
}
/** Applies one diff: a size of zero removes the level. */
function apply(book: Book, event: StreamEvent): void {
  if (event.type !== 'OrderbookUpdate') return;
  for (const [side, updates] of [
    [book.asks, event.asksUpdates],
    [book.bids, event.bidsUpdates],
  ] as const)
    for (const l of updates) {
      if (/^0(\.0*)?$/.test(l.size)) side.delete(l.price);
      else side.set(l.price, l.size);
    }
}

async function randomActions(rand: () => number, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const t = traders[Math.floor(rand() * traders.length)]!;
    const roll = rand();
    const size = String((1 + Math.floor(rand() * 50)) * 10_000); // 1..50 lots of 0.0001 BTC
    if (roll < 0.8) {
      const isBid = rand() < 0.5;
      // bids 94,000-96,999 and asks 96,900-99,899: a wide, deep book whose edges overlap so some orders match
      const price = String(isBid ? 94_000 + Math.floor(rand() * 3000) : 96_900 + Math.floor(rand() * 3000));
      const placed = await t.client.placeLimitOrder({
        userId: t.userId,
        market: MARKET,
        side: isBid ? 'Bid' : 'Ask',
        price,
        size,
      });
      if (placed.status === 'open' || placed.status === 'partiallyFilled')
        resting.set(t.userId, [...(resting.get(t.userId) ?? []), placed.orderId]);
    } else if (roll < 0.87) {
      const isBid = rand() < 0.5;
      await t.client.placePerpMarketOrder({
        userId: t.userId,
        market: MARKET,
        side: isBid ? 'Bid' : 'Ask',
        price: isBid ? '99000' : '95000',
        size,
      });
    } else {
      const ids = resting.get(t.userId) ?? [];
      if (ids.length === 0) continue;
      const pick = ids.splice(Math.floor(rand() * ids.length), 1);
      // the order may have been filled meanwhile: the exchange says so, and the book is unchanged
      await t.client.cancelOrders({ userId: t.userId, market: MARKET, orderIds: pick }).catch((e: unknown) => {
        if ((e as { code?: string }).code !== 'not_found') throw e;
      });
    }
  }
}

beforeAll(async () => {
  h = await new Harness().start();
  traders = [];
  for (const name of ['ann', 'ben', 'cat', 'dan']) {
    const t = await h.user(name);
    await h.fund(t, 'USDC', 1_000_000n * USDC);
    traders.push(t);
  }
  peer = await Peer.open(h.wsUrl);
  await peer.subscribe(CHANNEL);
});
afterAll(async () => {
  peer.close();
  await h.stop();
});

describe('order book snapshot + stream diffs', () => {
  it.each([1, 2, 3])('rebuilds a later snapshot exactly (random sequence %i)', async (seed) => {
    const rand = mulberry32(seed).next;
    await randomActions(rand, 200);
    const first = await h.client().getPerpOrderBookData({ market: MARKET });
    expect(Math.min(first.data.asks.length, first.data.bids.length)).toBeGreaterThan(50);
    await randomActions(rand, 120);
    await peer.barrier();
    const later = await h.client().getPerpOrderBookData({ market: MARKET });

    const book = toBook(first.data);
    const diffs = peer.received.flatMap((m) =>
      m.type === 'event' && m.channel === CHANNEL && m.seq > first.seq ? [m] : [],
    );
    expect(diffs.map((m) => m.seq)).toEqual(Array.from({ length: later.seq - first.seq }, (_, i) => first.seq + 1 + i));
    for (const m of diffs) apply(book, m.event);
    expect(sorted(book)).toEqual(later.data);
  });

  it('caps each side at the requested depth, best levels first', async () => {
    const full = await h.client().getPerpOrderBookData({ market: MARKET });
    const top = await h.client().getPerpOrderBookData({ market: MARKET, depth: 5 });
    expect(top).toEqual({
      data: { asks: full.data.asks.slice(0, 5), bids: full.data.bids.slice(0, 5) },
      seq: full.seq,
    });
  });

  it.each([0, -1, 1.5])('refuses depth %s as an invalid request', async (depth) => {
    const res = await h.raw('getPerpOrderBookData', JSON.stringify({ market: MARKET, depth }));
    expect([res.status, res.json.error?.code]).toEqual([400, 'invalid_request']);
  });
});
