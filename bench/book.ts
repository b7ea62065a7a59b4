/**
 * Order-book model benchmark (lib/market, Node): a BTC-like book (tick $1, lot 0.0001) 3,000 levels deep per side,
 * fed wire-format OrderbookUpdate diffs (strings parsed, as from the stream) clustered near the touch. Each
 * 16.7 ms frame's diffs are applied as one batch, then the top-30 view per side is computed (uncross, depth, group)
 * at a grouping that changes every second (1, 10, 100, 1000 ticks). Figures: time per frame batch (apply + view),
 * p50/p95/max, at 2,000 and 20,000 level updates per second; and heap bytes per resting level.
 * Run: `npx node --expose-gc bench/book.ts`.
 */
import { bookView } from '#lib/market/book-view.ts';
import { GROUPINGS } from '#lib/market/grouping.ts';
import { OrderBook, type WireLevel } from '#lib/market/order-book.ts';
import { MarketScale } from '#lib/market/scale.ts';
import { mulberry32 } from '#server/engine/sim/prng.ts';
import { reportFigure } from './figure.ts';

/** The budget for applying a frame's diffs and drawing the book (here: apply + view, no canvas). */
const TARGET_MS = 1.5;
const DEPTH = 3000;
const MID = 97_000;
const FRAME_MS = 1000 / 60;
const SECONDS = 10;
const scale = new MarketScale({ name: 'BTC-PERP', tickSize: '1', lotSize: '10000', baseDecimals: 8 });
const gc = (globalThis as { gc?: () => void }).gc;

const level = (tick: number, lots: number): WireLevel => ({ price: String(tick), size: String(lots * 10_000) });

/** A full book snapshot around MID. */
function snapshot(depth: number) {
  const bids: WireLevel[] = [];
  const asks: WireLevel[] = [];
  for (let i = 0; i < depth; i++) {
    bids.push(level(MID - 1 - i, 1 + (i % 50)));
    asks.push(level(MID + 1 + i, 1 + (i % 50)));
  }
  return { bids, asks };
}

/** Diff events of one frame at `rate` level updates per second: 1 to 4 levels each, mostly within 30 ticks of the mid. */
function frameEvents(rng: ReturnType<typeof mulberry32>, rate: number) {
  const events: { bidsUpdates: WireLevel[]; asksUpdates: WireLevel[] }[] = [];
  let budget = Math.round(rate / 60);
  while (budget > 0) {
    const n = Math.min(budget, rng.int(1, 4));
    budget -= n;
    const bidsUpdates: WireLevel[] = [];
    const asksUpdates: WireLevel[] = [];
    for (let i = 0; i < n; i++) {
      const near = rng.next() < 0.8;
      const distance = near ? rng.int(1, 30) : rng.int(31, DEPTH);
      const lots = rng.next() < 0.25 ? 0 : rng.int(1, 80); // a quarter of updates empty a level
      if (rng.next() < 0.5) bidsUpdates.push(level(MID - distance, lots));
      else asksUpdates.push(level(MID + distance, lots));
    }
    events.push({ bidsUpdates, asksUpdates });
  }
  return events;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

function run(rate: number): void {
  const rng = mulberry32(rate);
  const book = new OrderBook(scale);
  book.reset(snapshot(DEPTH));
  const frames = Math.round((SECONDS * 1000) / FRAME_MS);
  // generated ahead so only the model's work is timed
  const input = Array.from({ length: frames }, () => frameEvents(rng, rate));
  const times: number[] = [];
  let rows = 0;
  for (let f = 0; f < frames; f++) {
    const group = GROUPINGS[Math.floor((f * FRAME_MS) / 1000) % GROUPINGS.length]!;
    const t0 = performance.now();
    for (const event of input[f]!) book.apply(event);
    const view = bookView(book, { depth: 30, group });
    times.push(performance.now() - t0);
    rows += view.bids.length + view.asks.length;
  }
  const warm = times.slice(60).sort((a, b) => a - b); // the first second is JIT warm-up
  const p95 = percentile(warm, 95);
  console.log(
    `book ${rate.toLocaleString('en')} level updates/s: apply + top-30 view per frame p50 ${percentile(warm, 50).toFixed(3)} ms, ` +
      `p95 ${p95.toFixed(3)} ms, max ${warm.at(-1)!.toFixed(3)} ms (target p95 <= ${TARGET_MS} ms for apply + draw: ` +
      `${(p95 / TARGET_MS).toFixed(2)}x of budget); ${book.levelCount} levels at end, ${Math.round(rows / frames)} rows/frame`,
  );
  reportFigure({
    figure: `book model in Node at ${rate.toLocaleString('en')} updates/s: p95 apply + top-30 view per frame`,
    target: TARGET_MS,
    measured: p95,
    unit: 'ms',
    better: 'lower',
  });
}

function memory(): void {
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const book = new OrderBook(scale);
  book.reset(snapshot(50_000));
  gc?.();
  const after = process.memoryUsage().heapUsed;
  console.log(
    `book memory: ${Math.round((after - before) / book.levelCount)} bytes per level (${book.levelCount.toLocaleString('en')} levels` +
      `${gc ? '' : '; run with --expose-gc for a stable figure'})`,
  );
}

run(2_000);
run(20_000);
memory();
