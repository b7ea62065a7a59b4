import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StreamClient } from '#lib/api/stream-client.ts';
import { LiveBook } from '#lib/market/live-book.ts';
import { parseDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import { FakeExchange } from './fake-exchange.ts';
import { ManualClock } from './manual-clock.ts';
import { bookLevels, referenceLevels } from './reference.ts';

const ETH = { name: 'ETH-PERP', tickSize: '0.1', lotSize: '100000', baseDecimals: 8 };
const SOL = { name: 'SOL-PERP', tickSize: '0.01', lotSize: '10000000', baseDecimals: 9 };
const lv = (price: string, lots: number) => ({ price, size: String(lots * 100000) });
const bid = (price: string, lots: number) => ({ bidsUpdates: [lv(price, lots)], asksUpdates: [] });
const ask = (price: string, lots: number) => ({ bidsUpdates: [], asksUpdates: [lv(price, lots)] });

function setup() {
  const server = new FakeExchange('ETH-PERP');
  const clock = new ManualClock();
  const stream = new StreamClient({
    url: 'ws://fake/ws',
    WebSocket: server.WebSocket,
    timers: clock.timers,
    random: () => 0,
    now: () => clock.now,
    connectivity: { listen: () => () => {} },
  });
  const errors: unknown[] = [];
  const live = new LiveBook({ stream, loadSnapshot: server.load, onError: (e) => errors.push(e) });
  live.setMarket(ETH);
  stream.connect();
  /** Lets time pass so the client reconnects, and delivers what is queued. */
  const tick = (ms = 0) => {
    clock.advance(ms);
    server.flush();
  };
  /** Answers every snapshot call with the state now. */
  const serve = async () => {
    while (server.pending.length > 0) {
      server.capture();
      await server.answer();
      server.flush();
    }
  };
  const levels = () => bookLevels(live.book!);
  const truth = () => referenceLevels(server.ref, (p) => parseDecimal(p, PRICE_DECIMALS));
  return { server, clock, stream, live, tick, serve, levels, truth, errors };
}

describe('LiveBook', () => {
  it('holds diffs that arrive before the snapshot and applies the newer ones after it', async () => {
    const t = setup();
    t.server.publish(bid('100', 1));
    t.tick();
    expect(t.live.state).toBe('loading');
    t.server.capture(); // the snapshot is taken at seq 1 ...
    t.server.publish(bid('100.1', 2)); // ... and these arrive before it does
    t.server.publish(ask('100.5', 3));
    t.tick();
    expect(t.live.book!.levelCount).toBe(0);
    await t.server.answer();
    expect([t.live.state, t.live.seq]).toEqual(['live', 3]);
    expect(t.levels()).toEqual(t.truth());
  });

  it('resyncs on a gap and keeps showing the stale book until the snapshot is in', async () => {
    const t = setup();
    t.server.publish(bid('100', 1));
    t.tick();
    await t.serve();
    t.server.publish(bid('100', 0), true); // lost
    t.server.publish(ask('101', 2));
    t.tick();
    expect(t.live.state).toBe('stale');
    expect(t.live.book!.bids.entries()).toEqual([[1000, 1]]);
    await t.serve();
    expect(t.live.state).toBe('live');
    expect(t.levels()).toEqual(t.truth());
  });

  it('keeps the stale book through a second gap before the resync lands', async () => {
    const t = setup();
    t.server.publish(bid('100', 1));
    t.tick();
    await t.serve();
    t.server.publish(bid('100', 2), true);
    t.server.publish(bid('99', 1));
    t.tick();
    t.server.publish(bid('98', 1), true);
    t.server.publish(bid('97', 1));
    t.tick(); // the held event 99 and the new 97 show another missing number while the first resync is out
    expect([t.live.state, t.live.book!.bids.entries()]).toEqual(['stale', [[1000, 1]]]);
    await t.serve();
    expect(t.live.state).toBe('live');
    expect(t.levels()).toEqual(t.truth());
  });

  it('clears the book on a reconnect: a level removed while the client was away never reappears (ccxt #29210)', async () => {
    const t = setup();
    t.server.publish(bid('100', 1));
    t.server.publish(bid('99', 4));
    t.tick();
    await t.serve();
    t.server.kill(true);
    t.tick();
    t.server.publish(bid('100', 0), true); // removed while the client is disconnected
    t.server.up = true;
    t.tick(500);
    expect(t.live.state).toBe('loading');
    expect(t.live.book!.levelCount).toBe(0);
    const version = t.live.version;
    await t.serve();
    expect(t.live.version).toBeGreaterThan(version);
    expect(t.levels()).toEqual(t.truth());
    expect(t.live.book!.bids.lots(1000)).toBe(0);
  });

  it('drops the old market at once on a market switch and follows the new channel', async () => {
    const t = setup();
    t.server.publish(bid('100', 1));
    t.tick();
    await t.serve();
    t.live.setMarket(SOL);
    expect([t.live.book!.levelCount, t.live.book!.scale.market, t.live.state]).toEqual([0, 'SOL-PERP', 'idle']);
    t.tick();
    // the fake only knows ETH-PERP: the SOL snapshot call fails, and the ETH stream no longer reaches the book
    t.server.publish(bid('100.2', 1));
    t.tick();
    await new Promise((r) => setTimeout(r, 0));
    expect([t.live.state, t.live.book!.levelCount, t.errors.length]).toEqual(['error', 0, 1]);
    t.live.stop();
    expect(t.live.book).toBeNull();
  });

  it('resyncs when a diff is off the market grid instead of applying part of it', async () => {
    const t = setup();
    t.tick();
    await t.serve();
    t.server.publish({ bidsUpdates: [lv('100', 1), lv('100.05', 1)], asksUpdates: [] });
    t.tick();
    expect(t.live.state).toBe('stale');
    expect(t.server.pending).toHaveLength(1);
  });

  type Op =
    | { op: 'diff'; bids: [number, number][]; asks: [number, number][]; drop: boolean }
    | { op: 'capture' }
    | { op: 'answer'; fail: boolean }
    | { op: 'kill'; renumber: boolean }
    | { op: 'revive' }
    | { op: 'wait'; ms: number };
  const level = fc.tuple(fc.integer({ min: 990, max: 1010 }), fc.integer({ min: 0, max: 9 }));
  const op: fc.Arbitrary<Op> = fc.oneof(
    {
      weight: 10,
      arbitrary: fc.record({
        op: fc.constant('diff' as const),
        bids: fc.array(level, { maxLength: 3 }),
        asks: fc.array(level, { maxLength: 3 }),
        drop: fc.integer({ min: 0, max: 9 }).map((n) => n < 3),
      }),
    },
    { weight: 3, arbitrary: fc.constant({ op: 'capture' as const }) },
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant('answer' as const),
        fail: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('kill' as const), renumber: fc.boolean() }) },
    { weight: 2, arbitrary: fc.constant({ op: 'revive' as const }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 20_000 }) }) },
  );
  const price = (tick: number) => `${Math.floor(tick / 10)}.${tick % 10}`;

  it('ends equal to the server after any mix of diffs, drops, slow or failed snapshots and restarts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 50 }), async (ops) => {
        const t = setup();
        for (const o of ops) {
          if (o.op === 'diff') {
            const side = (l: [number, number][]) => l.map(([tick, lots]) => lv(price(tick), lots));
            t.server.publish({ bidsUpdates: side(o.bids), asksUpdates: side(o.asks) }, o.drop);
          } else if (o.op === 'capture') t.server.capture();
          else if (o.op === 'answer') await t.server.answer(o.fail);
          else if (o.op === 'kill') t.server.kill(o.renumber);
          else if (o.op === 'revive') t.server.up = true;
          t.tick(o.op === 'wait' ? o.ms : 0);
          // never a ghost: right after a reconnect the shown book is empty until its snapshot is in
          if (t.live.state === 'loading') expect(t.live.book!.levelCount).toBe(0);
        }
        // settle: the server comes back, a last diff exposes any trailing gap, every snapshot is answered
        t.server.up = true;
        t.tick(60_000);
        await t.serve();
        t.server.publish(bid('99.0', 1));
        t.tick();
        await t.serve();
        t.tick();
        expect(t.live.state).toBe('live');
        expect(t.levels()).toEqual(t.truth());
      }),
      { numRuns: 200 },
    );
  });
});
