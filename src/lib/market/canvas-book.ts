/**
 * The order book's canvas painter: asks above (best ask nearest the middle), a gap for the spread row (the DOM draws
 * it), bids below; per row a faint cumulative-depth bar behind the text and a darker strip for the level's own size
 * along the row's foot, both growing from the right, the price in its side's colour, size and running total, a mark
 * on rows holding our orders, and a short flash where a size just changed. A row with no level shows a faint dash in
 * each column, so a thin side reads as empty on purpose, not as rows that failed to load. It draws one frame from a BookView and keeps no state, so the frame loop calls it only
 * when something changed. Text comes from BookFormat's caches: a busy book repeats the same few hundred strings.
 */
import type { BookView } from './book-view.ts';
import type { BookFormat } from './book-format.ts';

/** Colours and type (the caller reads them from the design tokens). */
export interface BookPaintStyle {
  readonly font: string;
  readonly rowHeight: number;
  /** Height of the spread row between the sides. */
  readonly spreadHeight: number;
  readonly background: string;
  readonly text: string;
  readonly muted: string;
  /** The dashes of a row with no level. */
  readonly faint: string;
  readonly buy: string;
  readonly sell: string;
  /** Cumulative depth bars. */
  readonly buyBar: string;
  readonly sellBar: string;
  /** The level's own size, drawn over the depth bar. */
  readonly buyLevel: string;
  readonly sellLevel: string;
  readonly mine: string;
  /** A row whose size just changed, at full strength (it fades out). */
  readonly flash: string;
}
/** Size of the canvas in CSS pixels and the device pixel ratio. */
export interface CanvasSize {
  readonly width: number;
  readonly height: number;
  readonly dpr: number;
}
/** How strongly a row flashes now (0 = not at all, 1 = just changed). */
export type FlashAlpha = (isBid: boolean, tick: number) => number;

/** Sizes the canvas backing store for the device pixel ratio (sharp text); returns whether it changed. */
export function fitCanvas(canvas: HTMLCanvasElement, size: CanvasSize): boolean {
  const w = Math.round(size.width * size.dpr);
  const h = Math.round(size.height * size.dpr);
  if (canvas.width === w && canvas.height === h) return false;
  canvas.width = w;
  canvas.height = h;
  return true;
}

/** Rows per side that fit a canvas of `height` around the spread row. */
export function rowsPerSide(height: number, style: Pick<BookPaintStyle, 'rowHeight' | 'spreadHeight'>): number {
  return Math.max(0, Math.floor((height - style.spreadHeight) / 2 / style.rowHeight));
}

/** Where a side's row `index` (0 = best) sits: the top of its box in CSS pixels. */
export function rowTop(isBid: boolean, index: number, height: number, style: BookPaintStyle): number {
  const asksBottom = rowsPerSide(height, style) * style.rowHeight;
  return isBid ? asksBottom + style.spreadHeight + index * style.rowHeight : asksBottom - (index + 1) * style.rowHeight;
}

/** The x positions of the three text columns (price left-aligned, size and total right-aligned). */
function bookColumns(width: number): { price: number; size: number; total: number } {
  return { price: 12, size: Math.round(width * 0.64), total: width - 10 };
}

/** Height of the level's own-size strip at the foot of a row. */
const LEVEL_STRIP = 3;

/**
 * Where a row's level strip sits: below the digits (12 px digits centred in a 20 px row end 4 px above its foot), so
 * the strip's edge never crosses a digit; a full-height strong bar cut the Total column's digits in two shades.
 */
export function levelStrip(top: number, rowHeight: number): { readonly y: number; readonly height: number } {
  return { y: top + rowHeight - 1 - LEVEL_STRIP, height: LEVEL_STRIP };
}

/**
 * Paints one book view into a canvas of `size`; rows per side are as many as fit (rowsPerSide). It paints layer by
 * layer (flashes, depth bars, level strips, prices, sizes, totals, marks, empty rows) rather than row by row: rows
 * never overlap, so the pixels are the same, but the context's colour and alignment change about ten times a frame
 * instead of eight times a row (each fillStyle set parses a CSS colour, and a busy book paints 60 rows a frame).
 */
export function paintBook(
  ctx: CanvasRenderingContext2D,
  view: BookView,
  format: BookFormat,
  size: CanvasSize,
  style: BookPaintStyle,
  flash?: FlashAlpha,
): void {
  const { width, height, dpr } = size;
  const rowH = style.rowHeight;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  // colour and alignment are set only when they change (reading them back from the context costs as much)
  let textColour = '';
  let textAlign = '';
  const text = (s: string, colour: string, align: 'left' | 'right', x: number, y: number) => {
    if (colour !== textColour) ctx.fillStyle = textColour = colour;
    if (align !== textAlign) ctx.textAlign = textAlign = align;
    ctx.fillText(s, x, y);
  };
  ctx.globalAlpha = 1;
  ctx.fillStyle = style.background;
  ctx.fillRect(0, 0, width, height);
  ctx.font = style.font;
  ctx.textBaseline = 'middle';
  const perSide = rowsPerSide(height, style);
  const max = view.maxCumulative || 1;
  const cols = bookColumns(width);
  const asks = view.asks.length > perSide ? view.asks.slice(0, perSide) : view.asks;
  const bids = view.bids.length > perSide ? view.bids.slice(0, perSide) : view.bids;
  const sides = [
    [asks, false],
    [bids, true],
  ] as const;
  const top = (isBid: boolean, index: number) => rowTop(isBid, index, height, style);
  if (flash) {
    ctx.fillStyle = style.flash;
    for (const [rows, isBid] of sides) {
      for (let i = 0; i < rows.length; i++) {
        const alpha = flash(isBid, rows[i]!.tick);
        if (!(alpha > 0)) continue;
        ctx.globalAlpha = alpha;
        ctx.fillRect(0, top(isBid, i), width, rowH);
      }
    }
    ctx.globalAlpha = 1;
  }
  for (const [rows, isBid] of sides) {
    ctx.fillStyle = isBid ? style.buyBar : style.sellBar;
    for (let i = 0; i < rows.length; i++) {
      const depth = (width * rows[i]!.cumulative) / max;
      ctx.fillRect(width - depth, top(isBid, i) + 1, depth, rowH - 2);
    }
  }
  for (const [rows, isBid] of sides) {
    ctx.fillStyle = isBid ? style.buyLevel : style.sellLevel;
    for (let i = 0; i < rows.length; i++) {
      const own = (width * rows[i]!.lots) / max;
      const strip = levelStrip(top(isBid, i), rowH);
      ctx.fillRect(width - own, strip.y, own, strip.height);
    }
  }
  for (const [rows, isBid] of sides) {
    const colour = isBid ? style.buy : style.sell;
    for (let i = 0; i < rows.length; i++) {
      text(format.price(rows[i]!.tick), colour, 'left', cols.price, top(isBid, i) + rowH / 2);
    }
  }
  for (const [rows, isBid] of sides) {
    for (let i = 0; i < rows.length; i++) {
      text(format.size(rows[i]!.lots), style.text, 'right', cols.size, top(isBid, i) + rowH / 2);
    }
  }
  for (const [rows, isBid] of sides) {
    for (let i = 0; i < rows.length; i++) {
      text(format.size(rows[i]!.cumulative), style.muted, 'right', cols.total, top(isBid, i) + rowH / 2);
    }
  }
  ctx.fillStyle = style.mine;
  for (const [rows, isBid] of sides) {
    for (let i = 0; i < rows.length; i++) {
      if (!rows[i]!.mine) continue;
      const y = top(isBid, i);
      ctx.beginPath();
      ctx.moveTo(2, y + 5);
      ctx.lineTo(7, y + rowH / 2);
      ctx.lineTo(2, y + rowH - 5);
      ctx.fill();
    }
  }
  ctx.fillStyle = style.faint;
  for (const [rows, isBid] of sides) {
    for (let i = rows.length; i < perSide; i++) {
      const mid = top(isBid, i) + rowH / 2;
      ctx.textAlign = 'left';
      ctx.fillText(EMPTY_SLOT, cols.price, mid);
      ctx.textAlign = 'right';
      ctx.fillText(EMPTY_SLOT, cols.size, mid);
      ctx.fillText(EMPTY_SLOT, cols.total, mid);
    }
  }
}

/** What each column of a row with no level shows. */
export const EMPTY_SLOT = '–';
