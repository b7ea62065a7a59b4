import { describe, expect, it } from 'vitest';
import { OrderBook, type NewOrder } from '#server/engine/trading/orderbook.ts';

const order = (id: number, owner: string, isBid: boolean, tick: number, lots: number): NewOrder => ({
  id,
  owner,
  isBid,
  tick,
  lots,
  ts: id,
  reduceOnly: false,
});

/** A book with asks 101x5 (id1,a) 101x3 (id2,b) 102x4 (id3,a) and bids 99x2 (id4,b) 98x6 (id5,a). */
function book(): OrderBook {
  const b = new OrderBook();
  for (const o of [
    order(1, 'a', false, 101, 5),
    order(2, 'b', false, 101, 3),
    order(3, 'a', false, 102, 4),
    order(4, 'b', true, 99, 2),
    order(5, 'a', true, 98, 6),
  ])
    b.add(o);
  b.takeDeltas();
  return b;
}

describe('OrderBook matching', () => {
  it.each([
    // [name, isBid, limit, lots, expected [makerId, tick, lots][], lotsLeft]
    [
      'buy inside first level fills oldest first',
      true,
      101,
      6,
      [
        [1, 101, 5],
        [2, 101, 1],
      ],
      0,
    ],
    [
      'buy sweeps two levels',
      true,
      102,
      10,
      [
        [1, 101, 5],
        [2, 101, 3],
        [3, 102, 2],
      ],
      0,
    ],
    [
      'buy limit stops at price',
      true,
      101,
      10,
      [
        [1, 101, 5],
        [2, 101, 3],
      ],
      2,
    ],
    ['buy below best ask does not trade', true, 100, 4, [], 4],
    [
      'sell hits bids best first',
      false,
      98,
      5,
      [
        [4, 99, 2],
        [5, 98, 3],
      ],
      0,
    ],
    ['sell limit 99 only touches 99', false, 99, 5, [[4, 99, 2]], 3],
  ] as const)('%s', (_name, isBid, limit, lots, expected, left) => {
    const b = book();
    const r = b.match(isBid, limit, lots, 'taker');
    expect(r.matches.map((m) => [m.maker.id, m.tick, m.lots])).toEqual(expected);
    expect(r.lotsLeft).toBe(left);
  });

  it('self-trade prevention cancels own resting orders and trades with others', () => {
    const b = book();
    const r = b.match(true, 102, 4, 'a');
    expect(r.selfCanceled.map((o) => o.id)).toEqual([1, 3]);
    expect(r.matches.map((m) => [m.maker.id, m.lots])).toEqual([[2, 3]]);
    expect(r.lotsLeft).toBe(1);
    expect(b.bestAsk()).toBeUndefined();
  });

  it('partial fill leaves the remainder at the front of the queue', () => {
    const b = book();
    b.match(true, 101, 2, 't');
    expect(b.get(1)?.lotsLeft).toBe(3);
    const r = b.match(true, 101, 4, 't');
    expect(r.matches.map((m) => [m.maker.id, m.lots])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });
});

describe('OrderBook depth and deltas', () => {
  it('aggregates levels best first', () => {
    expect(book().depth(10)).toEqual({
      bids: [
        { tick: 99, lots: 2 },
        { tick: 98, lots: 6 },
      ],
      asks: [
        { tick: 101, lots: 8 },
        { tick: 102, lots: 4 },
      ],
    });
    expect(book().depth(1).asks).toEqual([{ tick: 101, lots: 8 }]);
  });

  it.each([
    ['cancel middle order', (b: OrderBook): void => void b.cancel(2), { bids: [], asks: [{ tick: 101, lots: 5 }] }],
    [
      'cancel last order of level',
      (b: OrderBook): void => void b.cancel(3),
      { bids: [], asks: [{ tick: 102, lots: 0 }] },
    ],
    [
      'new level',
      (b: OrderBook): void => void b.add(order(9, 'c', true, 100, 7)),
      { bids: [{ tick: 100, lots: 7 }], asks: [] },
    ],
    [
      'sweep',
      (b: OrderBook): void => void b.match(true, 102, 9, 't'),
      {
        bids: [],
        asks: [
          { tick: 101, lots: 0 },
          { tick: 102, lots: 3 },
        ],
      },
    ],
    // a level emptied and reopened before the read is reported once, where it was first touched, with its lots now
    [
      'emptied then reopened',
      (b: OrderBook): void => {
        b.match(true, 101, 8, 't');
        b.cancel(3);
        b.add(order(9, 'c', false, 101, 2));
      },
      {
        bids: [],
        asks: [
          { tick: 101, lots: 2 },
          { tick: 102, lots: 0 },
        ],
      },
    ],
    [
      'reopened then emptied again',
      (b: OrderBook): void => {
        b.cancel(4);
        b.add(order(9, 'c', true, 99, 1));
        b.add(order(10, 'c', true, 97, 1));
        b.cancel(9);
      },
      {
        bids: [
          { tick: 99, lots: 0 },
          { tick: 97, lots: 1 },
        ],
        asks: [],
      },
    ],
  ] as const)('%s', (_n, act, expected) => {
    const b = book();
    act(b);
    expect(b.takeDeltas()).toEqual(expected);
    expect(b.takeDeltas()).toEqual({ bids: [], asks: [] });
  });

  it('starts each read afresh, also at a tick emptied during the previous one', () => {
    const b = book();
    b.cancel(3);
    b.add(order(9, 'c', false, 103, 1));
    expect(b.takeDeltas().asks).toEqual([
      { tick: 102, lots: 0 },
      { tick: 103, lots: 1 },
    ]);
    b.add(order(10, 'c', false, 102, 4));
    expect(b.takeDeltas().asks).toEqual([{ tick: 102, lots: 4 }]);
    expect(b.depth(10).asks).toEqual([
      { tick: 101, lots: 8 },
      { tick: 102, lots: 4 },
      { tick: 103, lots: 1 },
    ]);
  });

  it('cancel by id removes the order once', () => {
    const b = book();
    expect(b.cancel(1)?.id).toBe(1);
    expect(b.cancel(1)).toBeUndefined();
    expect(b.size).toBe(4);
    expect(b.match(true, 101, 1, 't').matches[0]?.maker.id).toBe(2);
  });

  it.each([
    [true, 101, true],
    [true, 100, false],
    [false, 99, true],
    [false, 100, false],
  ] as const)('wouldCross(isBid=%s, tick=%s) = %s', (isBid, tick, expected) => {
    expect(book().wouldCross(isBid, tick)).toBe(expected);
  });

  it('keeps many levels sorted when inserted out of order', () => {
    const b = new OrderBook();
    const ticks = [50, 10, 70, 30, 60, 20, 40];
    ticks.forEach((t, i) => b.add(order(i + 1, 'x', true, t, 1)));
    ticks.forEach((t, i) => b.add(order(i + 100, 'y', false, t + 100, 1)));
    expect(b.depth(10).bids.map((l) => l.tick)).toEqual([70, 60, 50, 40, 30, 20, 10]);
    expect(b.depth(10).asks.map((l) => l.tick)).toEqual([110, 120, 130, 140, 150, 160, 170]);
    b.cancel(4); // tick 30 bid, a middle level
    expect(b.depth(10).bids.map((l) => l.tick)).toEqual([70, 60, 50, 40, 20, 10]);
  });
});
