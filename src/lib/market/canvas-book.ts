/**
 * The order book's canvas painter: asks above (best ask nearest the middle), a gap for the spread row (the DOM draws
 * it), bids below; per row a faint cumulative-depth bar behind the text and a darker strip for the level's own size
 * along the row's foot, both growing from the right, the price in its side's colour, size and running total, a mark
 * on rows holding our orders, and a short flash where a size just changed. A row with no level shows a faint dash in
 * each column, so a thin side reads as empty on purpose, not as rows that failed to load. It draws one frame from a BookView and keeps no state, so the frame loop calls it only
 * when something changed. Text comes from BookFormat's caches: a busy book repeats the same few hundred strings.
 */
import type { BookRow, BookView } from './book-view.ts';
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

/** Paints one book view into a canvas of `size`; rows per side are as many as fit (rowsPerSide). */
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
  ctx.globalAlpha = 1;
  ctx.fillStyle = style.background;
  ctx.fillRect(0, 0, width, height);
  ctx.font = style.font;
  ctx.textBaseline = 'middle';
  const perSide = rowsPerSide(height, style);
  const max = view.maxCumulative || 1;
  const cols = bookColumns(width);
  const row = (r: BookRow, index: number, isBid: boolean) => {
    const y = rowTop(isBid, index, height, style);
    const alpha = flash?.(isBid, r.tick) ?? 0;
    if (alpha > 0) {
      ctx.globalAlpha = alpha;
      ctx.fillStyle = style.flash;
      ctx.fillRect(0, y, width, rowH);
      ctx.globalAlpha = 1;
    }
    const depth = (width * r.cumulative) / max;
    ctx.fillStyle = isBid ? style.buyBar : style.sellBar;
    ctx.fillRect(width - depth, y + 1, depth, rowH - 2);
    const own = (width * r.lots) / max;
    const strip = levelStrip(y, rowH);
    ctx.fillStyle = isBid ? style.buyLevel : style.sellLevel;
    ctx.fillRect(width - own, strip.y, own, strip.height);
    const mid = y + rowH / 2;
    ctx.textAlign = 'left';
    ctx.fillStyle = isBid ? style.buy : style.sell;
    ctx.fillText(format.price(r.tick), cols.price, mid);
    ctx.textAlign = 'right';
    ctx.fillStyle = style.text;
    ctx.fillText(format.size(r.lots), cols.size, mid);
    ctx.fillStyle = style.muted;
    ctx.fillText(format.size(r.cumulative), cols.total, mid);
    if (r.mine) {
      ctx.fillStyle = style.mine;
      ctx.beginPath();
      ctx.moveTo(2, y + 5);
      ctx.lineTo(7, mid);
      ctx.lineTo(2, y + rowH - 5);
      ctx.fill();
    }
  };
  const empty = (index: number, isBid: boolean) => {
    const mid = rowTop(isBid, index, height, style) + rowH / 2;
    ctx.fillStyle = style.faint;
    ctx.textAlign = 'left';
    ctx.fillText(EMPTY_SLOT, cols.price, mid);
    ctx.textAlign = 'right';
    ctx.fillText(EMPTY_SLOT, cols.size, mid);
    ctx.fillText(EMPTY_SLOT, cols.total, mid);
  };
  for (const [rows, isBid] of [
    [view.asks, false],
    [view.bids, true],
  ] as const) {
    for (let i = 0; i < perSide; i++) {
      const r = rows[i];
      if (r) row(r, i, isBid);
      else empty(i, isBid);
    }
  }
}

/** What each column of a row with no level shows. */
export const EMPTY_SLOT = '–';
