/**
 * Engine benchmark: orders/s on one core against a book of 10k resting orders; once on the bare OrderBook
 * (matching only) and once through Engine.apply (validation, margin, fees, events). Also memory per resting order.
 * Run: `npx node --expose-gc bench/engine.ts`. The engine mix is 20% crossing limit orders; every other command
 * adds a resting limit or cancels one, with the add chance steered by the engine's resting count (1/2 at 10k) so
 * the book stays near 10k throughout, which each round prints. Rates are per second of the main thread's CPU time
 * (process.threadCpuUsage), so other processes on a busy machine do not count against the engine, with the
 * wall-clock rate next to them. The headline is the median of the measured rounds; warm-up rounds (JIT) are
 * printed but not counted. Last, the liquidation check on index updates (liquidation-check.ts).
 */
import { Engine } from '#server/engine/engine.ts';
import { OrderBook } from '#server/engine/trading/orderbook.ts';
import { mulberry32 } from '#server/engine/sim/prng.ts';
import { defaultSeed } from '#server/engine/model/seed.ts';
import type { Command } from '#server/engine/model/commands.ts';
import { reportFigure } from './figure.ts';
import { benchPriceChecks } from './liquidation-check.ts';

const RESTING = 10_000;
/** How far the engine book may stray from RESTING: the add/cancel choice is steered within this band. */
const BAND = 500;
/** Share of engine commands that are crossing limit orders. */
const CROSSING = 0.2;
/** Operations of the bare order-book run. */
const BOOK_OPS = 300_000;
/** Commands per engine round. */
const OPS = 100_000;
/** The target: orders per second through the engine alone, one core, 10k resting orders. */
const TARGET = 200_000;
const WARMUP = 2;
const ROUNDS = 7;
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
  for (let i = 0; i < BOOK_OPS; i++) {
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
  const rate = Math.round(BOOK_OPS / t.cpu);
  console.log(
    `orderbook: ${rate.toLocaleString('en')} ops/s (${ratio(rate)} target; bare book: 40% limits, 40% cancels, 20% crossing; wall ${Math.round(BOOK_OPS / t.wall).toLocaleString('en')}/s), ${book.size} resting at end`,
  );
}

function benchMemory(): void {
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const book = new OrderBook();
  for (let i = 0; i < 100_000; i++)
    book.add({
      id: i + 1,
      owner: String(i % 50),
      isBid: i % 2 === 0,
      tick: 100_000 + (i % 2 === 0 ? -1 : 1) * (1 + (i % 2000)),
      lots: 5,
      ts: i,
      reduceOnly: false,
    });
  gc?.();
  const after = process.memoryUsage().heapUsed;
  console.log(
    `memory: ${Math.round((after - before) / 100_000)} bytes per resting order (book only${gc ? '' : ', run with --expose-gc for a stable figure'})`,
  );
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
  // Orders placed with a resting remainder and their owners (parallel arrays: the bench's own bookkeeping stays cheap).
  const ids: number[] = [];
  const owners: string[] = [];
  // Commands reach the engine already parsed, so their bigint prices and sizes are not the engine's work.
  const prices = Array.from({ length: 1_001 }, (_, i) => BigInt(97_000 + i - 500) * P);
  const sizes = Array.from({ length: 21 }, (_, i) => lot * BigInt(i));
  let trades = 0;
  const place = (isBid: boolean, ticks: number): void => {
    const userId = users[rng.int(0, users.length - 1)]!;
    const r = engine.apply({
      type: 'placeLimitOrder',
      ts,
      userId,
      market: 'BTC-PERP',
      isBid,
      price: prices[ticks + 500]!,
      size: sizes[rng.int(1, 20)]!,
      reduceOnly: false,
    });
    if (r instanceof Error) return;
    for (const e of r) {
      if (e.type !== 'PlacePerpLimitOrder') continue;
      trades += e.fills.length;
      if (e.filledSize < e.size) {
        ids.push(e.orderId);
        owners.push(userId);
      }
    }
  };
  /** Cancels a random order that is still resting (clients cancel open orders); filled ones are forgotten. */
  const cancel = (): boolean => {
    while (ids.length > 0) {
      const j = rng.int(0, ids.length - 1);
      const id = ids[j]!;
      const owner = owners[j]!;
      ids[j] = ids[ids.length - 1]!;
      owners[j] = owners[owners.length - 1]!;
      ids.pop();
      owners.pop();
      if (engine.account(owner)?.orders.has(id) !== true) continue;
      return !(
        engine.apply({ type: 'cancelOrders', ts, userId: owner, market: 'BTC-PERP', orderIds: [id] }) instanceof Error
      );
    }
    return false;
  };
  for (let i = 0; i < RESTING; i++) place(i % 2 === 0, i % 2 === 0 ? -rng.int(1, 500) : rng.int(1, 500));
  const resting = (): number => engine.restingOrders('BTC-PERP');
  const rounds: Round[] = [];
  let rejected = 0;
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    const startResting = resting();
    let [min, max, adds, cancels, crosses] = [startResting, startResting, 0, 0, 0];
    trades = 0;
    const start = clock();
    for (let i = 0; i < OPS; i++) {
      ts++;
      const n = resting();
      if (n < min) min = n;
      if (n > max) max = n;
      if (rng.next() < CROSSING) {
        // A limit order 5 ticks through the mid: it usually trades against the best level (and rests if it does not).
        const isBid = rng.next() < 0.5;
        place(isBid, isBid ? 5 : -5);
        crosses++;
      } else if (rng.next() < addChance(n)) {
        const isBid = rng.next() < 0.5;
        place(isBid, isBid ? -rng.int(1, 500) : rng.int(1, 500));
        adds++;
      } else {
        if (!cancel()) rejected++;
        cancels++;
      }
    }
    const t = clock(start);
    rounds.push({
      cpu: Math.round(OPS / t.cpu),
      wall: Math.round(OPS / t.wall),
      startResting,
      endResting: resting(),
      min,
      max,
      adds,
      cancels,
      crosses,
      trades,
    });
  }
  const measured = rounds.slice(WARMUP);
  const [cpu, wall] = [median(measured.map((r) => r.cpu)), median(measured.map((r) => r.wall))];
  const [bestCpu, bestWall] = [Math.max(...measured.map((r) => r.cpu)), Math.max(...measured.map((r) => r.wall))];
  const n = (x: number): string => x.toLocaleString('en');
  console.log(
    `engine: median ${n(cpu)} orders/s per CPU-second (${ratio(cpu)} target), wall-clock median ${n(wall)}/s (${ratio(wall)}); best round ${n(bestCpu)} CPU (${ratio(bestCpu)}), ${n(bestWall)} wall (${ratio(bestWall)})`,
  );
  console.log(
    `  Engine.apply on BTC-PERP (margin checks, fees, events), ${ROUNDS} rounds of ${n(OPS)} commands after ${WARMUP} warm-up rounds: ${CROSSING * 100}% crossing limits, the rest resting limits or cancels, steered to ${n(RESTING)} resting orders; ${rejected} cancels found nothing`,
  );
  reportFigure({
    figure: 'engine orders/s on one core (Engine.apply, 10k resting)',
    target: TARGET,
    measured: cpu,
    unit: 'orders/s',
    better: 'higher',
  });
  rounds.forEach((r, i) => {
    const label = i < WARMUP ? `warm-up ${i + 1}` : `round ${i - WARMUP + 1}`;
    console.log(
      `  ${label}: resting ${n(r.startResting)} -> ${n(r.endResting)} (min ${n(r.min)}, max ${n(r.max)}); ${n(r.adds)} adds, ${n(r.cancels)} cancels, ${n(r.crosses)} crossing (${n(r.trades)} trades); ${n(r.cpu)}/s CPU, ${n(r.wall)}/s wall`,
    );
  });
}

/** One measured round of the engine bench. */
interface Round {
  cpu: number;
  wall: number;
  startResting: number;
  endResting: number;
  min: number;
  max: number;
  adds: number;
  cancels: number;
  crosses: number;
  trades: number;
}

/** Chance that a non-crossing command adds an order: 1/2 at RESTING, falling linearly to 0 at RESTING + BAND (1 at RESTING - BAND). */
function addChance(resting: number): number {
  const p = 0.5 + (RESTING - resting) / (2 * BAND);
  return p < 0 ? 0 : p > 1 ? 1 : p;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

function ratio(rate: number): string {
  return `${(rate / TARGET).toFixed(2)}x`;
}

benchBook();
benchMemory();
benchEngine();
benchPriceChecks();
