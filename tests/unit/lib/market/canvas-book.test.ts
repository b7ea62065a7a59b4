import { describe, expect, it } from 'vitest';
import { bookView, mineTicks } from '#lib/market/book-view.ts';
import { BookFormat } from '#lib/market/book-format.ts';
import { EMPTY_SLOT, levelStrip, paintBook, rowsPerSide } from '#lib/market/canvas-book.ts';
import { OrderBook } from '#lib/market/order-book.ts';
import { MarketScale } from '#lib/market/scale.ts';

/** A 2D context that records what was drawn. */
function recorder() {
  const texts: [string, string, number][] = [];
  const bars: [string, number, number][] = [];
  /** Every bar as [colour, top, bottom]. */
  const spans: [string, number, number][] = [];
  const flashes: [number, number][] = [];
  let dots = 0;
  const ctx = {
    globalAlpha: 1,
    fillStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    setTransform: () => {},
    fillRect(_x: number, y: number, w: number, h: number) {
      if (this.fillStyle === 'flash') flashes.push([y, this.globalAlpha]);
      else if (this.fillStyle !== 'bg') {
        bars.push([String(this.fillStyle), Math.round(y), Math.round(w)]);
        spans.push([String(this.fillStyle), y, y + h]);
      }
    },
    fillText(text: string, _x: number, y: number) {
      texts.push([text, String(this.fillStyle), y]);
    },
    beginPath: () => {},
    moveTo: () => {},
    lineTo: () => {},
    fill: () => dots++,
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, texts, bars, spans, flashes, dots: () => dots };
}
const style = {
  font: '12px mono',
  rowHeight: 20,
  spreadHeight: 20,
  background: 'bg',
  text: 'text',
  muted: 'muted',
  faint: 'faint',
  buy: 'buy',
  sell: 'sell',
  buyBar: 'buyBar',
  sellBar: 'sellBar',
  buyLevel: 'buyLevel',
  sellLevel: 'sellLevel',
  mine: 'mine',
  flash: 'flash',
};

/** ETH-PERP's grid (tick 0.1, lot 0.001 ETH) with two levels a side; our bid rests at 99.9. */
function ethBook() {
  const scale = new MarketScale({ name: 'ETH-PERP', tickSize: '0.1', lotSize: '100000', baseDecimals: 8 });
  const book = new OrderBook(scale);
  const lv = (price: string, lots: number) => ({ price, size: String(lots * 100000) });
  book.reset({ bids: [lv('100', 1), lv('99.9', 3)], asks: [lv('100.2', 2), lv('100.3', 2)] });
  const view = bookView(book, { depth: 5, group: 1, mine: mineTicks([{ isBid: true, price: '99.9' }], scale) });
  return { scale, view, format: new BookFormat(scale) };
}

describe('paintBook', () => {
  it('draws asks above the spread gap and bids below: exact prices, lot-decimal sizes and totals, bars, our mark', () => {
    const { view, format } = ethBook();
    const r = recorder();
    paintBook(r.ctx, view, format, { width: 300, height: 100, dpr: 2 }, style);
    // 100 px with a 20 px spread row: two rows per side, asks 0..40, spread 40..60, bids 60..100
    // painted layer by layer: every price, then every size, then every total (asks from the best, then bids)
    expect(r.texts).toEqual([
      ['100.2', 'sell', 30],
      ['100.3', 'sell', 10],
      ['100.0', 'buy', 70],
      ['99.9', 'buy', 90],
      ['0.002', 'text', 30],
      ['0.002', 'text', 10],
      ['0.001', 'text', 70],
      ['0.003', 'text', 90],
      ['0.002', 'muted', 30],
      ['0.004', 'muted', 10],
      ['0.001', 'muted', 70],
      ['0.004', 'muted', 90],
    ]);
    // the cumulative bars, then the levels' own sizes as strips at the rows' feet, over the deepest total
    // (4 lots) = 300 px
    expect(r.bars).toEqual([
      ['sellBar', 21, 150],
      ['sellBar', 1, 300],
      ['buyBar', 61, 75],
      ['buyBar', 81, 300],
      ['sellLevel', 36, 150],
      ['sellLevel', 16, 150],
      ['buyLevel', 76, 75],
      ['buyLevel', 96, 225],
    ]);
    expect(r.dots()).toBe(1);
  });

  it('lights a changed row with the flash colour at the strength it is given', () => {
    const { view, format } = ethBook();
    const r = recorder();
    paintBook(r.ctx, view, format, { width: 300, height: 100, dpr: 1 }, style, (isBid, tick) =>
      isBid && tick === 1000 ? 0.5 : 0,
    );
    expect(r.flashes).toEqual([[60, 0.5]]);
  });

  it.each([
    ['20 px rows, 12 px digits', 20, 12],
    ['24 px rows, 12 px digits', 24, 12],
    ['28 px rows, 12 px digits', 28, 12],
  ])('keeps the strong level strip off the digits (%s), so no bar edge cuts a Total', (_, rowHeight, digits) => {
    const { view, format } = ethBook();
    const r = recorder();
    const tall = { ...style, rowHeight, spreadHeight: rowHeight };
    paintBook(r.ctx, view, format, { width: 300, height: rowHeight * 5, dpr: 1 }, tall);
    const levels = r.spans.filter(([colour]) => colour.endsWith('Level'));
    expect(levels).toHaveLength(4);
    for (const [, top, bottom] of levels) {
      const mid = r.texts.find(([, , y]) => y > top - rowHeight && y < bottom)![2];
      // the digits fill mid ± digits / 2; the strip starts below that and stays inside its own row
      expect(top).toBeGreaterThanOrEqual(mid + digits / 2);
      expect(bottom).toBeLessThanOrEqual(mid + rowHeight / 2);
    }
    expect(levelStrip(0, rowHeight).height).toBeGreaterThan(0);
  });

  it('marks every row without a level with faint dashes in all three columns, on both sides', () => {
    const scale = new MarketScale({ name: 'ETH-PERP', tickSize: '0.1', lotSize: '100000', baseDecimals: 8 });
    const book = new OrderBook(scale);
    book.reset({ bids: [], asks: [{ price: '100.2', size: '200000' }] });
    const r = recorder();
    paintBook(
      r.ctx,
      bookView(book, { depth: 3, group: 1 }),
      new BookFormat(scale),
      { width: 300, height: 140, dpr: 1 },
      style,
    );
    // three rows a side: one ask drawn (row 0 at 50), the two asks above it and all three bids are dashes
    const dashes = r.texts.filter(([text]) => text === EMPTY_SLOT);
    expect(dashes.every(([, colour]) => colour === 'faint')).toBe(true);
    expect([...new Set(dashes.map(([, , y]) => y))].sort((a, b) => a - b)).toEqual([10, 30, 90, 110, 130]);
    expect(dashes).toHaveLength(15);
    expect(r.texts.filter(([text]) => text === '100.2')).toEqual([['100.2', 'sell', 50]]);
  });

  it('fits as many rows per side as the height allows around the spread row', () => {
    expect(rowsPerSide(100, style)).toBe(2);
    expect(rowsPerSide(19, style)).toBe(0);
    expect(rowsPerSide(20 + 30 * 40, style)).toBe(30);
  });
});
