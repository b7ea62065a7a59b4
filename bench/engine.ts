/**
 * Engine benchmark: orders/s on one core against a book of 10k resting orders, with a mix of resting limits,
 * crossing limits and cancels; once on the bare OrderBook (matching only) and once through Engine.apply
 * (validation, margin, fees, events). Also memory per resting order. Run: `npx node --expose-gc bench/engine.ts`.
 */
import { Engine } from '../server/engine/engine.ts';
import { OrderBook } from '../server/engine/orderbook.ts';
import { mulberry32 } from '../server/engine/prng.ts';
import { defaultSeed } from '../server/engine/seed.ts';
import type { Command } from '../server/engine/commands.ts';

const RESTING = 10_000;
const OPS = 300_000;
const rng = mulberry32(7);
const gc = (globalThis as { gc?: () => void }).gc;

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
  const start = performance.now();
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
  const secs = (performance.now() - start) / 1000;
  console.log(`orderbook: ${Math.round(OPS / secs).toLocaleString('en')} ops/s (40% limits, 40% cancels, 20% crossing), ${book.size} resting at end`);
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
  const ids: number[] = [];
  const place = (isBid: boolean, ticks: number, reduce = false): void => {
    const userId = users[rng.int(0, users.length - 1)]!;
    const r = engine.apply({ type: 'placeLimitOrder', ts, userId, market: 'BTC-PERP', isBid, price: BigInt(97_000 + ticks) * P, size: lot * BigInt(rng.int(1, 20)), reduceOnly: reduce });
    if (!(r instanceof Error)) for (const e of r) if (e.type === 'PlacePerpLimitOrder') ids.push(e.orderId);
  };
  for (let i = 0; i < RESTING; i++) place(i % 2 === 0, i % 2 === 0 ? -rng.int(1, 500) : rng.int(1, 500));
  const ops = 50_000;
  const start = performance.now();
  for (let i = 0; i < ops; i++) {
    ts++;
    const r = rng.next();
    if (r < 0.5) {
      const isBid = rng.next() < 0.5;
      place(isBid, isBid ? -rng.int(1, 500) : rng.int(1, 500));
    } else if (r < 0.8 && ids.length > 0) {
      const j = rng.int(0, ids.length - 1);
      const id = ids[j]!;
      ids[j] = ids[ids.length - 1]!;
      ids.pop();
      const owner = users.find((u) => engine.account(u)?.orders.has(id));
      if (owner !== undefined) apply({ type: 'cancelOrders', ts, userId: owner, market: 'BTC-PERP', orderIds: [id] });
    } else {
      const isBid = rng.next() < 0.5;
      place(isBid, isBid ? 5 : -5);
    }
  }
  const secs = (performance.now() - start) / 1000;
  console.log(`engine.apply: ${Math.round(ops / secs).toLocaleString('en')} commands/s (same mix, with margin checks, fees and events)`);
}

benchBook();
benchMemory();
benchEngine();
