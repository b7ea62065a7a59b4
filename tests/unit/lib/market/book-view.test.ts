import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookView, mineTicks } from '#lib/market/book-view.ts';
import { groupTick, GROUPINGS } from '#lib/market/grouping.ts';
import { OrderBook } from '#lib/market/order-book.ts';
import { MarketScale } from '#lib/market/scale.ts';
import { naiveView, type NaiveLevel } from './reference.ts';

// BTC-like grid: tick $1, lot 0.0001 BTC
const scale = new MarketScale({ name: 'BTC-PERP', tickSize: '1', lotSize: '10000', baseDecimals: 8 });
const lv = (tick: number, lots: number) => ({ price: String(tick), size: String(lots * 10000) });

/** A book with bids 1009, 1001, 995, 990 and asks 1011, 1019, 1020, 1101. */
function sample(): OrderBook {
  const book = new OrderBook(scale);
  book.reset({
    bids: [lv(1009, 1), lv(1001, 2), lv(995, 3), lv(990, 4)],
    asks: [lv(1011, 5), lv(1019, 6), lv(1020, 7), lv(1101, 8)],
  });
  return book;
}
const rows = (r: readonly { tick: number; lots: number; cumulative: number }[]) =>
  r.map((x) => [x.tick, x.lots, x.cumulative]);

describe('groupTick', () => {
  it.each([
    [1001, 10, true, 1000],
    [1001, 10, false, 1010],
    [1000, 10, true, 1000],
    [1000, 10, false, 1000],
    [999, 1000, false, 1000],
    [999, 1000, true, 0],
    [9_007_199_254_740_991, 1000, true, 9_007_199_254_740_000],
  ])('tick %i in groups of %i (bid %s) -> %i', (tick, group, isBid, key) => {
    expect(groupTick(tick, group, isBid)).toBe(key);
  });
});

describe('bookView', () => {
  it.each([
    [
      1,
      [
        [1009, 1, 1],
        [1001, 2, 3],
        [995, 3, 6],
      ],
      [
        [1011, 5, 5],
        [1019, 6, 11],
        [1020, 7, 18],
      ],
    ],
    [
      10,
      [
        [1000, 3, 3],
        [990, 7, 10],
      ],
      [
        [1020, 18, 18],
        [1110, 8, 26],
      ],
    ],
    [
      100,
      [
        [1000, 3, 3],
        [900, 7, 10],
      ],
      [
        [1100, 18, 18],
        [1200, 8, 26],
      ],
    ],
  ])('groups of %i: bids round down, asks round up, depth accumulates from the touch', (group, bids, asks) => {
    const view = bookView(sample(), { depth: 3, group });
    expect([rows(view.bids), rows(view.asks)]).toEqual([bids, asks]);
  });

  it('gives spread and mid from the ungrouped touch, exact at price scale', () => {
    const view = bookView(sample(), { depth: 3, group: 100 });
    expect([view.bestBid, view.bestAsk, view.spread, view.mid]).toEqual([
      1009,
      1011,
      2_000_000_000n,
      1010_000_000_000n,
    ]);
    expect(view.maxCumulative).toBe(26);
  });

  it('an empty or one-sided book has no spread or mid', () => {
    const book = new OrderBook(scale);
    expect(bookView(book, { depth: 5, group: 1 })).toMatchObject({ bids: [], asks: [], spread: null, mid: null });
    book.reset({ bids: [lv(5, 1)], asks: [] });
    expect(bookView(book, { depth: 5, group: 1 })).toMatchObject({ bestBid: 5, spread: null, maxCumulative: 1 });
  });

  it('uncrosses before depth: the level changed longer ago is the stale one (dYdX #1474)', () => {
    const book = sample();
    // a bid at 1015 arrives later than the ask at 1011 was set: the ask at 1011 is the stale level
    book.apply({ bidsUpdates: [lv(1015, 2)], asksUpdates: [] });
    const view = bookView(book, { depth: 2, group: 1 });
    expect([rows(view.bids), rows(view.asks)]).toEqual([
      [
        [1015, 2, 2],
        [1009, 1, 3],
      ],
      [
        [1019, 6, 6],
        [1020, 7, 13],
      ],
    ]);
    // the ask side's depth starts after the hidden level, not with it
    expect(view.spread).toBe(4_000_000_000n);
  });

  it('marks the grouped rows that hold our open orders', () => {
    const mine = mineTicks(
      [
        { isBid: true, price: '1001' },
        { isBid: false, price: '1019' },
        { isBid: false, price: '1019.5' }, // off the grid: ignored
      ],
      scale,
    );
    const marks = (group: number) => {
      const v = bookView(sample(), { depth: 3, group, mine });
      return [v.bids.filter((r) => r.mine).map((r) => r.tick), v.asks.filter((r) => r.mine).map((r) => r.tick)];
    };
    expect(marks(1)).toEqual([[1001], [1019]]);
    expect(marks(10)).toEqual([[1000], [1020]]);
  });

  it('groups the full book and truncates only the view', () => {
    // 200 one-tick levels: in groups of 100 the second row must hold all of its 100 levels
    const book = new OrderBook(scale);
    book.reset({ bids: Array.from({ length: 200 }, (_, i) => lv(1000 - i, 1)), asks: [] });
    expect(rows(bookView(book, { depth: 2, group: 100 }).bids)).toEqual([
      [1000, 1, 1],
      [900, 100, 101],
    ]);
  });

  const level = fc.record({ tick: fc.integer({ min: 1, max: 3000 }), lots: fc.integer({ min: 0, max: 40 }) });
  const diff = fc.record({ bids: fc.array(level, { maxLength: 5 }), asks: fc.array(level, { maxLength: 5 }) });

  it('equals a naive sort -> uncross -> depth -> group of the same book', () => {
    fc.assert(
      fc.property(
        fc.array(diff, { maxLength: 40 }),
        fc.constantFrom(...GROUPINGS),
        fc.integer({ min: 1, max: 30 }),
        (diffs, group, depth) => {
          const book = new OrderBook(scale);
          for (const d of diffs) {
            book.apply({
              bidsUpdates: d.bids.map((l) => lv(l.tick, l.lots)),
              asksUpdates: d.asks.map((l) => lv(l.tick, l.lots)),
            });
          }
          const levels = (side: typeof book.bids): NaiveLevel[] =>
            side.entries().map(([tick, lots]) => ({ tick, lots, stamp: side.level(tick)!.stamp }));
          const view = bookView(book, { depth, group });
          const naive = naiveView(levels(book.bids), levels(book.asks), depth, group);
          expect([rows(view.bids), rows(view.asks), view.bestBid, view.bestAsk]).toEqual([
            rows(naive.bids),
            rows(naive.asks),
            naive.bestBid,
            naive.bestAsk,
          ]);
          // grouping never overlaps at the touch
          if (view.bids[0] && view.asks[0]) expect(view.asks[0].tick).toBeGreaterThan(view.bids[0].tick);
        },
      ),
      { numRuns: 300 },
    );
  });
});
