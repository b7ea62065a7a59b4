import { describe, expect, it } from 'vitest';
import { depthExtent, depthPointAt, depthSeries, depthX, depthY } from '#lib/market/depth.ts';
import { OrderBook } from '#lib/market/order-book.ts';
import { MarketScale } from '#lib/market/scale.ts';

// APT below a dollar: tick 0.0001 (price 0.8125 is tick 8125), lot 0.01 APT
const apt = new MarketScale({ name: 'APT-PERP', tickSize: '0.0001', lotSize: '1000000', baseDecimals: 8 });
const lv = (price: string, size: string) => ({ price, size });

function book(): OrderBook {
  const b = new OrderBook(apt);
  b.reset({
    // 5, 2 and 1 APT asks; 3 and 4 APT bids
    asks: [lv('0.8125', '500000000'), lv('0.8127', '200000000'), lv('0.8131', '100000000')],
    bids: [lv('0.8121', '300000000'), lv('0.8119', '400000000')],
  });
  return b;
}

describe('depthSeries', () => {
  it('accumulates each side from its best level outward, in ticks and lots', () => {
    const series = depthSeries(book());
    // lots of 0.01 APT: 5 APT = 500 lots
    expect(series.asks).toEqual([
      { tick: 8125, lots: 500, cumLots: 500 },
      { tick: 8127, lots: 200, cumLots: 700 },
      { tick: 8131, lots: 100, cumLots: 800 },
    ]);
    expect(series.bids).toEqual([
      { tick: 8121, lots: 300, cumLots: 300 },
      { tick: 8119, lots: 400, cumLots: 700 },
    ]);
  });

  it('stops at the level cap', () => {
    expect(depthSeries(book(), 2).asks.at(-1)?.cumLots).toBe(700);
  });
});

describe('depthExtent and coordinates', () => {
  const series = depthSeries(book());
  const extent = depthExtent(series)!;
  const frame = { left: 0, top: 0, width: 120, height: 80 };

  it('spans the lowest bid to the highest ask and the larger total', () =>
    expect(extent).toEqual({ minTick: 8119, maxTick: 8131, maxLots: 800 }));
  it('maps the ends of the price span to the frame edges (12 ticks over 120 px)', () => {
    expect(depthX(8119, extent, frame)).toBe(0);
    expect(depthX(8125, extent, frame)).toBe(60);
    expect(depthX(8131, extent, frame)).toBe(120);
  });
  it('puts the largest total at the top and none at the bottom', () => {
    expect(depthY(800, extent, frame)).toBe(0);
    expect(depthY(0, extent, frame)).toBe(80);
  });
  it('hits the nearest step of the side under the pointer', () => {
    expect(depthPointAt(119, series, extent, frame)).toEqual({ isBid: false, index: 2 });
    expect(depthPointAt(1, series, extent, frame)).toEqual({ isBid: true, index: 1 });
  });
  it('has no extent for an empty book', () => expect(depthExtent({ bids: [], asks: [] })).toBeNull());
});
