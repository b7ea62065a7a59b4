/**
 * The depth chart without React: a FrameLoop widget that repaints the canvas when the live book's version moves
 * (the same book the order book draws: no second subscription) or the hover moves, and writes the drawn series'
 * totals on the canvas (data-ask-total, data-bid-total in base units) for tests.
 */
import { placeMidLabel } from '#lib/market/axis-labels.ts';
import { fitCanvas } from '#lib/market/canvas-book.ts';
import {
  depthExtent,
  depthPointAt,
  depthSeries,
  depthX,
  depthY,
  type DepthExtent,
  type DepthFrame,
  type DepthPoint,
  type DepthSeries,
} from '#lib/market/depth.ts';
import type { Drawable } from '#lib/market/frame-loop.ts';
import type { BookSource } from '../book/book-surface.ts';

/** Space between the price axis's end labels and the canvas's edges (CSS pixels). */
const AXIS_INSET = 4;

/** The chart's colours and fonts from the design tokens. */
export interface DepthStyle {
  readonly font: string;
  readonly muted: string;
  readonly grid: string;
  readonly buy: string;
  readonly sell: string;
  readonly buyFill: string;
  readonly sellFill: string;
}

/** What the hover shows: a step's side, tick, lots and cumulative lots, and its index on its side. */
export interface DepthHover {
  readonly isBid: boolean;
  readonly point: DepthPoint;
  /** The points from the best level to this one (for the cumulative USD). */
  readonly through: readonly DepthPoint[];
  /** Where the marker sits, CSS pixels. */
  readonly x: number;
  readonly y: number;
}

/** Options of a depth surface. */
export interface DepthSurfaceOptions {
  readonly canvas: HTMLCanvasElement;
  readonly style: DepthStyle;
  /** Lot size in base units (the totals written for tests). */
  readonly lotSize: bigint;
  /** Axis texts of a tick and of a lot count. */
  readonly priceText: (tick: number) => string;
  readonly sizeText: (lots: number) => string;
  readonly onHover: (hover: DepthHover | null) => void;
}

const AXIS = 18;

/** Paints one side's stepped area from its best level outward. */
function paintSide(
  ctx: CanvasRenderingContext2D,
  points: readonly DepthPoint[],
  extent: DepthExtent,
  frame: DepthFrame,
  isBid: boolean,
  stroke: string,
  fill: string,
) {
  if (points.length === 0) return;
  const bottom = frame.top + frame.height;
  ctx.beginPath();
  ctx.moveTo(depthX(points[0]!.tick, extent, frame), bottom);
  let previous = 0;
  for (const p of points) {
    const x = depthX(p.tick, extent, frame);
    ctx.lineTo(x, depthY(previous, extent, frame));
    ctx.lineTo(x, depthY(p.cumLots, extent, frame));
    previous = p.cumLots;
  }
  const edge = isBid ? frame.left : frame.left + frame.width;
  ctx.lineTo(edge, depthY(previous, extent, frame));
  ctx.strokeStyle = stroke;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.lineTo(edge, bottom);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

/** The depth chart's painter and hit-tester. */
export class DepthSurface implements Drawable {
  readonly #opts: DepthSurfaceOptions;
  #source: BookSource | null = null;
  #size = { width: 0, height: 0, dpr: 1 };
  #hoverX: number | null = null;
  #extra = 0;
  #series: DepthSeries = { bids: [], asks: [] };

  /** A surface painting on `opts.canvas`. */
  constructor(opts: DepthSurfaceOptions) {
    this.#opts = opts;
  }

  /** Moves when the book changed, or the size or hover did. */
  version(): number {
    return (this.#source?.version ?? 0) + this.#extra;
  }

  /** Follows another book (a market switch). */
  setSource(source: BookSource | null): void {
    this.#source = source;
    this.#extra++;
  }

  /** The canvas's CSS size and the device pixel ratio. */
  resize(width: number, height: number, dpr: number): void {
    this.#size = { width, height, dpr };
    this.#extra++;
  }

  /** The pointer's x over the canvas (CSS pixels), or null when it left. */
  hover(x: number | null): void {
    this.#hoverX = x;
    this.#extra++;
  }

  /** Forces a redraw (fonts loaded). */
  invalidate(): void {
    this.#extra++;
  }

  #frame(): DepthFrame {
    return { left: 0, top: 8, width: this.#size.width, height: Math.max(0, this.#size.height - AXIS - 8) };
  }

  /** Paints the current book. */
  draw(): void {
    const { canvas, style } = this.#opts;
    const { width, height, dpr } = this.#size;
    fitCanvas(canvas, this.#size);
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const book = this.#source?.book ?? null;
    const series = book ? depthSeries(book) : { bids: [], asks: [] };
    const extent = depthExtent(series);
    this.#series = series;
    const lot = this.#opts.lotSize;
    canvas.dataset.bidTotal = String(BigInt(series.bids.at(-1)?.cumLots ?? 0) * lot);
    canvas.dataset.askTotal = String(BigInt(series.asks.at(-1)?.cumLots ?? 0) * lot);
    canvas.dataset.askLevels = String(series.asks.length);
    if (extent === null || width === 0) {
      this.#opts.onHover(null);
      return;
    }
    const frame = this.#frame();
    paintSide(ctx, series.bids, extent, frame, true, style.buy, style.buyFill);
    paintSide(ctx, series.asks, extent, frame, false, style.sell, style.sellFill);
    // the price axis: both ends and the mid, at the market's tick (0.812 for APT, never an exponent)
    ctx.font = style.font;
    ctx.fillStyle = style.muted;
    ctx.textBaseline = 'bottom';
    const axisY = height - 2;
    ctx.textAlign = 'left';
    const low = this.#opts.priceText(extent.minTick);
    const high = this.#opts.priceText(extent.maxTick);
    ctx.fillText(low, AXIS_INSET, axisY);
    ctx.textAlign = 'right';
    ctx.fillText(high, width - AXIS_INSET, axisY);
    ctx.textAlign = 'left';
    const bestBid = series.bids[0]?.tick;
    const bestAsk = series.asks[0]?.tick;
    if (bestBid !== undefined && bestAsk !== undefined) {
      // the mid stays whole inside the canvas and clear of the end labels (a one-sided spread put it over one)
      const mid = Math.round((bestBid + bestAsk) / 2);
      const text = this.#opts.priceText(mid);
      const axis = {
        width,
        inset: AXIS_INSET,
        startWidth: ctx.measureText(low).width,
        endWidth: ctx.measureText(high).width,
      };
      const left = placeMidLabel(axis, depthX(mid, extent, frame), ctx.measureText(text).width);
      if (left !== null) ctx.fillText(text, left, axisY);
    }
    ctx.textBaseline = 'top';
    ctx.fillText(this.#opts.sizeText(extent.maxLots), 4, 2);
    this.#paintHover(ctx, frame, extent);
  }

  #paintHover(ctx: CanvasRenderingContext2D, frame: DepthFrame, extent: DepthExtent): void {
    const x = this.#hoverX;
    const hit = x === null ? null : depthPointAt(x, this.#series, extent, frame);
    if (hit === null) {
      this.#opts.onHover(null);
      return;
    }
    const points = hit.isBid ? this.#series.bids : this.#series.asks;
    const point = points[hit.index]!;
    const px = depthX(point.tick, extent, frame);
    const py = depthY(point.cumLots, extent, frame);
    ctx.strokeStyle = this.#opts.style.grid;
    ctx.lineWidth = 1;
    ctx.setLineDash([3, 3]);
    ctx.beginPath();
    ctx.moveTo(px, frame.top);
    ctx.lineTo(px, frame.top + frame.height);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = hit.isBid ? this.#opts.style.buy : this.#opts.style.sell;
    ctx.beginPath();
    ctx.arc(px, py, 3.5, 0, 2 * Math.PI);
    ctx.fill();
    this.#opts.onHover({ isBid: hit.isBid, point, through: points.slice(0, hit.index + 1), x: px, y: py });
  }
}
