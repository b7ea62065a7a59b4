/**
 * The live simulator over a bare engine: a book like a small real venue's (at least 20 levels a side at uneven
 * prices, sizes growing away from a touch a few ticks wide that follows the price), a realistic per-second walk
 * that continues from whatever index the engine holds, and a bounded answer to a clock jump.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { Engine } from '#server/engine/engine.ts';
import type { Command } from '#server/engine/model/commands.ts';
import { EngineError } from '#server/engine/model/errors.ts';
import { defaultSeed } from '#server/engine/model/seed.ts';
import { Simulator } from '#server/engine/sim/simulator.ts';

const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
const SEED = defaultSeed(Date.UTC(2025, 0, 1));

let engine: Engine;
let sim: Simulator;
let now: number;

/** Runs the simulator `seconds` ticks a second apart; every command must be accepted. Returns each tick's. */
function run(seconds: number, step = 1000): Command[][] {
  const ticks: Command[][] = [];
  for (let i = 0; i < seconds; i++) {
    now += step;
    const commands = sim.nextCommands(now);
    for (const c of commands) {
      const out = engine.apply(c);
      expect(out instanceof EngineError ? `${c.type}: ${out.code} ${out.message}` : 'ok').toBe('ok');
    }
    ticks.push(commands);
  }
  return ticks;
}

beforeEach(() => {
  engine = new Engine(SEED);
  sim = new Simulator(SEED, engine, { seed: 3 });
  now = T0;
});

describe.each(SEED.markets.map((m) => [m.name, m] as const))('the %s book', (name, market) => {
  it('holds 20+ levels a side at uneven prices, growing away from a touch a few ticks wide', () => {
    run(60);
    const book = engine.orderBook(name)!;
    expect(book.bids.length).toBeGreaterThanOrEqual(20);
    expect(book.asks.length).toBeGreaterThanOrEqual(20);
    const spreadTicks = (book.asks[0]!.price - book.bids[0]!.price) / market.tickSize;
    expect(spreadTicks).toBeGreaterThanOrEqual(1n);
    expect(spreadTicks).toBeLessThanOrEqual(12n);
    const gaps = book.bids.slice(1, 20).map((l, i) => book.bids[i]!.price - l.price);
    expect(new Set(gaps).size).toBeGreaterThanOrEqual(3); // APT's levels are only 1-3 ticks apart
    const sum = (levels: { size: bigint }[]) => levels.reduce((a, l) => a + l.size, 0n);
    for (const side of [book.bids, book.asks]) expect(sum(side.slice(15, 20))).toBeGreaterThan(sum(side.slice(0, 5)));
    // the touch sits around the engine's index
    const index = engine.priceIndexes()[market.baseToken]!;
    expect(book.bids[0]!.price).toBeLessThan(index + market.tickSize);
    expect(book.asks[0]!.price).toBeGreaterThan(index - market.tickSize);
  });
});

describe('the live walk', () => {
  it('moves BTC by a realistic step a second and continues from a price set on the engine', () => {
    run(5);
    const set = 80_000n * 1_000_000_000n;
    expect(engine.apply({ type: 'setIndexPrice', ts: now, prices: [{ token: 'BTC', price: set }] })).not.toBeInstanceOf(
      EngineError,
    );
    const [tick] = run(1);
    const btc = tick!.find((c) => c.type === 'setIndexPrice')!.prices.find((p) => p.token === 'BTC')!.price;
    // one second at 50 % a year: about 0.009 %; ten standard deviations is under 0.1 %
    expect(btc).not.toBe(set);
    expect((btc > set ? btc - set : set - btc) * 1000n).toBeLessThan(set);
    const book = engine.orderBook('BTC-PERP')!;
    expect(book.bids[0]!.price).toBeLessThan(btc);
    expect(book.asks[0]!.price).toBeGreaterThan(btc);
  });

  it('answers a clock jump of a day with one bounded tick, a small step and no maintenance burst', () => {
    run(30);
    const before = engine.priceIndexes().BTC!;
    const [jump] = run(1, 86_400_000);
    expect(jump!.length).toBeLessThan(250);
    expect(jump!.filter((c) => c.type === 'applyFunding' || c.type === 'accrueInterest')).toEqual([]);
    const after = engine.priceIndexes().BTC!;
    expect((after > before ? after - before : before - after) * 200n).toBeLessThan(before); // under 0.5 %
    // and the book is whole again around the price
    expect(engine.orderBook('BTC-PERP')!.bids.length).toBeGreaterThanOrEqual(20);
  });

  it('settles funding on each new hour and costs a handful of commands a second once the book stands', () => {
    now = T0 - 30_000;
    const ticks = run(60);
    expect(ticks.flat().filter((c) => c.type === 'applyFunding')).toHaveLength(1);
    const steady = ticks.slice(30).map((t) => t.length);
    expect(steady.reduce((a, b) => a + b, 0) / steady.length).toBeLessThan(40);
  });
});
