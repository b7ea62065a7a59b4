/**
 * The live book against the real exchange on loopback (port 0): orders stream in, the server is killed and
 * restarted mid-stream on the same port while orders keep coming, and after recovery the client's book equals a
 * fresh snapshot, level for level.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { StreamClient, type WebSocketFactory } from '#lib/api/stream-client.ts';
import { LiveBook } from '#lib/market/live-book.ts';
import { LiveTrades } from '#lib/market/live-trades.ts';
import { CandleFeed } from '#lib/market/candle-feed.ts';
import { barFromWire } from '#lib/market/candles.ts';
import { parseDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import { Harness, type TestUser } from '#tests/unit/server/exchange/harness.ts';
import { bookLevels } from './reference.ts';

const USDC = 1_000_000n;
let h: Harness;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  h = await new Harness().start();
  alice = await h.user('alice');
  bob = await h.user('bob');
  await h.fund(alice, 'USDC', 1_000_000n * USDC);
  await h.fund(bob, 'USDC', 1_000_000n * USDC);
});
afterAll(() => h.stop());

/** The server's book as bookLevels shows a client book: fresh from the snapshot call. */
async function serverLevels() {
  const { data } = await h.client().getPerpOrderBookData({ market: 'BTC-PERP' });
  const side = (levels: { price: string; size: string }[]) =>
    levels.map((l) => [parseDecimal(l.price, PRICE_DECIMALS).toString(), l.size]);
  return { bids: side(data.bids), asks: side(data.asks) };
}

/**
 * Places resting orders around 97,000 on both sides until stopped, every fourth one a bid through the asks (a
 * trade), moving the clock 7 s per order so trades span several candles; calls made while the server is down fail.
 */
function feed() {
  let running = true;
  let placed = 0;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const user = i % 2 === 0 ? alice : bob;
      const offset = i % 4 === 0 ? -60 : 1 + ((i * 7) % 40);
      h.now += 7_000;
      try {
        await user.client.placeLimitOrder({
          userId: user.userId,
          market: 'BTC-PERP',
          side: user === alice ? 'Bid' : 'Ask',
          price: String(user === alice ? 97_000 - offset : 97_000 + offset),
          size: String(10_000 * (1 + (i % 5))),
        });
        placed++;
        if (i % 3 === 0) await user.client.cancelOrders({ userId: user.userId, market: 'BTC-PERP', orderIds: [] });
      } catch {
        await new Promise((r) => setTimeout(r, 20)); // the server is down: try again shortly
      }
    }
  })();
  return {
    placed: () => placed,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/**
 * Waits until `check` passes, as long as the test itself may run (the unit project's 20 s): these wait for the
 * feeder's HTTP orders and the stream to make progress, which goes at the machine's pace. vi.waitFor's default 1 s
 * was a rate, not a condition: with two test workers sharing the cores, 20 events took longer and the test failed.
 */
const settled = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 19_000, interval: 20 });

describe('LiveBook over the real exchange', () => {
  it('recovers from a server kill and restart mid-stream: book, trades and candles equal the server', async () => {
    const stream = new StreamClient({
      url: h.wsUrl,
      WebSocket: WebSocket as unknown as WebSocketFactory,
      backoff: { initialMs: 20, maxMs: 200, factor: 2 },
    });
    const statuses: string[] = [];
    stream.onStatus((s) => statuses.push(s));
    const live = new LiveBook({
      stream,
      loadSnapshot: (market) => h.client().getPerpOrderBookData({ market }),
    });
    const trades = new LiveTrades({
      stream,
      loadRecent: (market) => h.client().getPerpRecentTrades({ marketName: market }),
    });
    const candles = new CandleFeed({
      stream,
      trades,
      loadCandles: (market, period) => h.client().candles({ market, period }),
    });
    live.setMarket({ name: 'BTC-PERP', tickSize: '1', lotSize: '10000', baseDecimals: 8 });
    trades.setMarket('BTC-PERP');
    candles.set('BTC-PERP', '1m');
    stream.connect();
    await settled(() => expect(live.state).toBe('live'));

    const feeder = feed();
    await settled(() => expect(live.seq).toBeGreaterThan(20));
    await h.restart({ samePort: true });
    const placedAtRestart = feeder.placed();
    // the restarted hub numbers from 0 again; the stream carries on after the resync
    await settled(() => expect(feeder.placed()).toBeGreaterThan(placedAtRestart + 20));
    await feeder.stop();
    // the feeder's cancels may have emptied the book: two resting orders make the last diffs non-trivial
    for (const [user, side, price] of [
      [alice, 'Bid', '96000'],
      [bob, 'Ask', '98000'],
    ] as const) {
      await user.client.placeLimitOrder({ userId: user.userId, market: 'BTC-PERP', side, price, size: '10000' });
    }

    await settled(async () => {
      expect(live.state).toBe('live');
      expect(bookLevels(live.book!)).toEqual(await serverLevels());
    });
    expect(live.book!.levelCount).toBeGreaterThan(0);
    // the client follows the restarted hub's numbering, which started again from 0
    expect(live.seq).toBe(h.exchange.service.hub.seq('market:BTC-PERP'));
    expect(statuses).toEqual(expect.arrayContaining(['operational', 'reconnecting']));
    expect(statuses.at(-1)).toBe('operational');

    // the tape lists exactly the server's recent trades, and the candles equal the server's, volume included
    const recent = await h.client().getPerpRecentTrades({ marketName: 'BTC-PERP' });
    expect(recent.trades.length).toBeGreaterThan(5);
    await settled(() => expect(trades.tape.list().map((t) => t.tradeId)).toEqual(recent.trades.map((t) => t.tradeId)));
    const server = await h.client().candles({ market: 'BTC-PERP', period: '1m' });
    expect(server.candles.length).toBeGreaterThan(1);
    const bar = (b: { open: bigint; high: bigint; low: bigint; close: bigint; volume: bigint; start: number }) =>
      [b.start, b.open, b.high, b.low, b.close, b.volume].join(' ');
    expect(candles.series!.bars.map(bar)).toEqual(server.candles.map((c) => bar(barFromWire(c))));
    live.stop();
    trades.stop();
    candles.stop();
    stream.close();
  }, 30_000);

  it('loads the whole book, not its top 50 levels: grouping by 1000 ticks needs every level', async () => {
    const carol = await h.user('carol');
    await h.fund(carol, 'USDC', 1_000_000n * USDC);
    for (let i = 0; i < 60; i++) {
      await carol.client.placeLimitOrder({
        userId: carol.userId,
        market: 'ETH-PERP',
        side: 'Bid',
        price: String(3000 - i),
        size: '100000',
      });
    }
    const stream = new StreamClient({ url: h.wsUrl, WebSocket: WebSocket as unknown as WebSocketFactory });
    const live = new LiveBook({ stream, loadSnapshot: (market) => h.client().getPerpOrderBookData({ market }) });
    live.setMarket({ name: 'ETH-PERP', tickSize: '0.1', lotSize: '100000', baseDecimals: 8 });
    stream.connect();
    await settled(() => expect(live.state).toBe('live'));
    const full = h.exchange.service.engine.orderBook('ETH-PERP', Number.POSITIVE_INFINITY)!;
    expect(live.book!.bids.size).toBe(60);
    expect(bookLevels(live.book!).bids).toEqual(full.bids.map((l) => [l.price.toString(), l.size.toString()]));
    live.stop();
    stream.close();
  });
});
