import { describe, expect, it } from 'vitest';
import { bookView, mineTicks } from '#lib/market/book-view.ts';
import { paintBook } from '#lib/market/canvas-book.ts';
import { OrderBook } from '#lib/market/order-book.ts';
import { MarketScale } from '#lib/market/scale.ts';

/** A 2D context that records what was drawn. */
function recorder() {
  const texts: [string, string, number][] = [];
  const bars: [string, number, number][] = [];
  let dots = 0;
  const ctx = {
    fillStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    setTransform: () => {},
    fillRect(_x: number, y: number, w: number) {
      if (this.fillStyle !== 'bg') bars.push([String(this.fillStyle), Math.round(y), Math.round(w)]);
    },
    fillText(text: string, _x: number, y: number) {
      texts.push([text, String(this.fillStyle), y]);
    },
    beginPath: () => {},
    arc: () => {},
    fill: () => dots++,
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, texts, bars, dots: () => dots };
}
const style = {
  font: '12px mono',
  rowHeight: 20,
  background: 'bg',
  text: 'text',
  muted: 'muted',
  buy: 'buy',
  sell: 'sell',
  buyBar: 'buyBar',
  sellBar: 'sellBar',
  mine: 'mine',
};

describe('paintBook', () => {
  it('draws asks above the spread row and bids below, with exact prices, depth bars and mine dots', () => {
    const scale = new MarketScale({ name: 'ETH-PERP', tickSize: '0.1', lotSize: '100000', baseDecimals: 8 });
    const book = new OrderBook(scale);
    const lv = (price: string, lots: number) => ({ price, size: String(lots * 100000) });
    book.reset({ bids: [lv('100', 1), lv('99.9', 3)], asks: [lv('100.2', 2), lv('100.3', 2)] });
    const view = bookView(book, { depth: 5, group: 1, mine: mineTicks([{ isBid: true, price: '99.9' }], scale) });
    const r = recorder();
    paintBook(r.ctx, view, scale, { width: 300, height: 100, dpr: 2 }, style);
    // 100 px: two rows per side around the spread row at 40..60
    expect(r.texts).toEqual([
      ['100.2', 'sell', 30],
      ['0.002', 'text', 30],
      ['100.3', 'sell', 10],
      ['0.002', 'text', 10],
      ['100.0', 'buy', 50 + 20],
      ['0.001', 'text', 70],
      ['99.9', 'buy', 90],
      ['0.003', 'text', 90],
      ['100.1  ·  0.2', 'muted', 50],
    ]);
    // bars: cumulative over the deepest side's total (4 lots), full width = 300 px
    expect(r.bars).toEqual([
      ['sellBar', 21, 150],
      ['sellBar', 1, 300],
      ['buyBar', 61, 75],
      ['buyBar', 81, 300],
    ]);
    expect(r.dots()).toBe(1);
  });
});
