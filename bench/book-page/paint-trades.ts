/** The bench page's recent-trades painter: newest first, price coloured by the taker's side, size, time. */
import type { BookPaintStyle, CanvasSize } from '#lib/market/canvas-book.ts';
import type { MarketScale } from '#lib/market/scale.ts';
import type { TapeTrade } from '#lib/market/trade-tape.ts';

/** Paints the tape into a canvas of `size`. */
export function paintTrades(
  ctx: CanvasRenderingContext2D,
  trades: readonly TapeTrade[],
  scale: MarketScale,
  size: CanvasSize,
  style: BookPaintStyle,
): void {
  ctx.setTransform(size.dpr, 0, 0, size.dpr, 0, 0);
  ctx.fillStyle = style.background;
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.font = style.font;
  ctx.textBaseline = 'middle';
  const rows = Math.min(trades.length, Math.floor(size.height / style.rowHeight));
  for (let i = 0; i < rows; i++) {
    const t = trades[i]!;
    const y = i * style.rowHeight + style.rowHeight / 2;
    ctx.textAlign = 'left';
    ctx.fillStyle = t.isBid ? style.buy : style.sell;
    ctx.fillText(scale.priceText(scale.priceToTick(t.price)), 8, y);
    ctx.textAlign = 'right';
    ctx.fillStyle = style.text;
    ctx.fillText(scale.sizeText(scale.sizeToLots(t.size)), 200, y);
    ctx.fillStyle = style.muted;
    ctx.fillText(new Date(t.timestamp).toISOString().slice(11, 19), size.width - 8, y);
  }
}
