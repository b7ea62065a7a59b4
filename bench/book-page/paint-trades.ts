/** The bench page's recent-trades painter: newest first, price coloured by the taker's side, size, time. */
import type { BookFormat } from '#lib/market/book-format.ts';
import type { BookPaintStyle, CanvasSize } from '#lib/market/canvas-book.ts';
import type { TapeTrade } from '#lib/market/trade-tape.ts';

/** Time of day texts by whole second (a tape shows a few distinct seconds at a time). */
const times = new Map<number, string>();
function timeText(timestamp: number): string {
  const second = Math.floor(timestamp / 1000);
  let text = times.get(second);
  if (text === undefined) {
    if (times.size > 4096) times.clear();
    text = new Date(second * 1000).toISOString().slice(11, 19);
    times.set(second, text);
  }
  return text;
}

/** Each trade's three texts, made once (a trade stays on the tape for many frames). */
const rowTexts = new WeakMap<TapeTrade, readonly [string, string, string]>();

/** Paints the tape into a canvas of `size`. */
export function paintTrades(
  ctx: CanvasRenderingContext2D,
  trades: readonly TapeTrade[],
  format: BookFormat,
  size: CanvasSize,
  style: BookPaintStyle,
): void {
  const { scale } = format;
  ctx.setTransform(size.dpr, 0, 0, size.dpr, 0, 0);
  ctx.fillStyle = style.background;
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.font = style.font;
  ctx.textBaseline = 'middle';
  const text = (s: string, colour: string, align: 'left' | 'right', x: number, top: number) => {
    ctx.fillStyle = colour;
    ctx.textAlign = align;
    ctx.fillText(s, x, top + style.rowHeight / 2);
  };
  const rows = Math.min(trades.length, Math.floor(size.height / style.rowHeight));
  for (let i = 0; i < rows; i++) {
    const t = trades[i]!;
    const top = i * style.rowHeight;
    let row = rowTexts.get(t);
    if (row === undefined) {
      row = [format.price(scale.priceToTick(t.price)), format.size(scale.sizeToLots(t.size)), timeText(t.timestamp)];
      rowTexts.set(t, row);
    }
    text(row[0], t.isBid ? style.buy : style.sell, 'left', 8, top);
    text(row[1], style.text, 'right', 200, top);
    text(row[2], style.muted, 'right', size.width - 8, top);
  }
}
