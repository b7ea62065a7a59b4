import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BookSide } from '#lib/market/book-side.ts';
import { OrderBook } from '#lib/market/order-book.ts';
import { MarketScale, OffGridError } from '#lib/market/scale.ts';
import { parseDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import { bookLevels, ReferenceBook, referenceLevels } from './reference.ts';

const scale = () => new MarketScale({ name: 'ETH-PERP', tickSize: '0.1', lotSize: '100000', baseDecimals: 8 });
const lv = (price: string, size: string) => ({ price, size });

describe('BookSide keeps the touch last', () => {
  it.each([
    ['bids, best is highest', true, [5, 9, 1, 7], [9, 7, 5, 1]],
    ['asks, best is lowest', false, [5, 9, 1, 7], [1, 5, 7, 9]],
  ])('%s', (_name, isBid, ticks, order) => {
    const side = new BookSide(isBid);
    for (const t of ticks) side.set(t, t * 10, 1);
    expect(side.entries().map(([t]) => t)).toEqual(order);
    expect(side.best()).toBe(order[0]);
    expect(side.tickAt(order.length)).toBeUndefined();
  });

  it.each([
    [
      'a new level',
      3,
      4,
      true,
      [
        [5, 1],
        [3, 4],
        [1, 1],
      ],
    ],
    [
      'a changed size',
      5,
      9,
      true,
      [
        [5, 9],
        [1, 1],
      ],
    ],
    [
      'the same size',
      5,
      1,
      false,
      [
        [5, 1],
        [1, 1],
      ],
    ],
    ['a removal', 5, 0, true, [[1, 1]]],
    [
      'removing a missing level',
      4,
      0,
      false,
      [
        [5, 1],
        [1, 1],
      ],
    ],
  ])('setting %s reports whether it changed', (_name, tick, lots, changed, entries) => {
    const side = new BookSide(true);
    side.set(5, 1, 1);
    side.set(1, 1, 1);
    expect(side.set(tick, lots, 2)).toBe(changed);
    expect(side.entries()).toEqual(entries);
  });
});

describe('OrderBook', () => {
  it('loads a snapshot, applies diffs with absolute sizes and counts versions', () => {
    const book = new OrderBook(scale());
    book.reset({ bids: [lv('100', '200000'), lv('99.9', '100000')], asks: [lv('100.2', '300000')] });
    expect(book.version).toBe(1);
    expect(book.apply({ bidsUpdates: [lv('100', '0'), lv('100.1', '500000')], asksUpdates: [] })).toBe(true);
    expect(book.apply({ bidsUpdates: [lv('100.1', '500000')], asksUpdates: [] })).toBe(false);
    expect(book.version).toBe(2);
    expect(book.bids.entries()).toEqual([
      [1001, 5],
      [999, 1],
    ]);
    expect(book.asks.entries()).toEqual([[1002, 3]]);
  });

  it.each([
    ['an off-tick price', [lv('100.05', '100000')]],
    ['an off-lot size', [lv('100.1', '150000')]],
  ])('rejects a diff with %s and leaves the book as it was', (_name, bad) => {
    const book = new OrderBook(scale());
    book.reset({ bids: [lv('100', '200000')], asks: [] });
    expect(() => book.apply({ bidsUpdates: [lv('99', '100000'), ...bad], asksUpdates: [] })).toThrow(OffGridError);
    expect(() => book.reset({ bids: bad, asks: [] })).toThrow(OffGridError);
    expect([book.bids.entries(), book.version]).toEqual([[[1000, 2]], 1]);
  });

  it('clears every level (reconnect, market switch) and moves the version', () => {
    const book = new OrderBook(scale());
    book.reset({ bids: [lv('100', '200000')], asks: [lv('101', '100000')] });
    book.clear();
    expect([book.levelCount, book.version]).toEqual([0, 2]);
    book.clear();
    expect(book.version).toBe(2);
  });

  it('ends equal to a naive reference after any stream of diffs', () => {
    const price = fc.integer({ min: 9990, max: 10010 }).map((t) => `${Math.floor(t / 10)}.${t % 10}`);
    const size = fc.oneof(
      fc.constant('0'),
      fc.integer({ min: 1, max: 50 }).map((n) => `${n * 100000}`),
    );
    const side = fc.array(fc.record({ price, size }), { maxLength: 6 });
    const update = fc.record({ bidsUpdates: side, asksUpdates: side });
    fc.assert(
      fc.property(fc.array(update, { maxLength: 60 }), (updates) => {
        const book = new OrderBook(scale());
        const ref = new ReferenceBook();
        for (const u of updates) {
          book.apply(u);
          ref.apply(u);
        }
        expect(bookLevels(book)).toEqual(referenceLevels(ref, (p) => parseDecimal(p, PRICE_DECIMALS)));
      }),
    );
  });
});
