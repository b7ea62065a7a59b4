/**
 * The depth chart's model: cumulative bids and asks of the live book, in the book's own integers (ticks of the
 * tick size, lots of the lot size; safe integers, exact), and where each lands on a canvas. Prices below 1 (APT)
 * are ticks like any other: the axis texts come from formatPrice at the market's tick, never from a float.
 */
import type { OrderBook } from './order-book.ts';

/** One step of a side: a level's tick and the lots from the best level down to it (inclusive). */
export interface DepthPoint {
  readonly tick: number;
  readonly lots: number;
  readonly cumLots: number;
}

/** Both sides, best level first: bids by falling price, asks by rising price. */
export interface DepthSeries {
  readonly bids: readonly DepthPoint[];
  readonly asks: readonly DepthPoint[];
}

/** Levels per side the chart draws at most (the local books hold far fewer). */
const DEPTH_MAX_LEVELS = 500;

/** The cumulative series of one side, best first. */
function side(book: OrderBook, isBid: boolean, maxLevels: number): DepthPoint[] {
  const levels = isBid ? book.bids : book.asks;
  const out: DepthPoint[] = [];
  let cum = 0;
  for (let depth = 0; depth < maxLevels; depth++) {
    const tick = levels.tickAt(depth);
    if (tick === undefined) break;
    const lots = levels.lotsAt(depth);
    cum += lots;
    out.push({ tick, lots, cumLots: cum });
  }
  return out;
}

/** The book's cumulative series (every level up to DEPTH_MAX_LEVELS per side). */
export function depthSeries(book: OrderBook, maxLevels: number = DEPTH_MAX_LEVELS): DepthSeries {
  return { bids: side(book, true, maxLevels), asks: side(book, false, maxLevels) };
}

/** The ticks and lots the chart spans: lowest bid to highest ask, and the larger side's total. */
export interface DepthExtent {
  readonly minTick: number;
  readonly maxTick: number;
  readonly maxLots: number;
}

/** The extent of a series; null when both sides are empty. */
export function depthExtent(series: DepthSeries): DepthExtent | null {
  const lowBid = series.bids.at(-1);
  const highAsk = series.asks.at(-1);
  const bestBid = series.bids[0];
  const bestAsk = series.asks[0];
  if (bestBid === undefined && bestAsk === undefined) return null;
  const minTick = lowBid?.tick ?? bestAsk!.tick;
  const maxTick = highAsk?.tick ?? bestBid!.tick;
  const maxLots = Math.max(lowBid?.cumLots ?? 0, highAsk?.cumLots ?? 0);
  return { minTick, maxTick, maxLots };
}

/** A canvas area in CSS pixels. */
export interface DepthFrame {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The x of a tick in the frame (display only: a pixel, never an amount). */
export function depthX(tick: number, extent: DepthExtent, frame: DepthFrame): number {
  const span = extent.maxTick - extent.minTick;
  return span === 0 ? frame.left + frame.width / 2 : frame.left + ((tick - extent.minTick) / span) * frame.width;
}

/** The y of a cumulative lot count in the frame (display only), 0 at the bottom. */
export function depthY(lots: number, extent: DepthExtent, frame: DepthFrame): number {
  return extent.maxLots === 0
    ? frame.top + frame.height
    : frame.top + frame.height - (lots / extent.maxLots) * frame.height;
}

/**
 * The point under an x: bids left of the mid, asks right of it; the step whose tick is nearest the x's tick.
 * Null over an empty side.
 */
export function depthPointAt(
  x: number,
  series: DepthSeries,
  extent: DepthExtent,
  frame: DepthFrame,
): { readonly isBid: boolean; readonly index: number } | null {
  const span = extent.maxTick - extent.minTick;
  const tick = extent.minTick + ((x - frame.left) / Math.max(1, frame.width)) * span;
  const bestBid = series.bids[0]?.tick;
  const bestAsk = series.asks[0]?.tick;
  const isBid = bestAsk === undefined ? true : bestBid === undefined ? false : tick <= (bestBid + bestAsk) / 2;
  const points = isBid ? series.bids : series.asks;
  if (points.length === 0) return null;
  let best = 0;
  for (let i = 1; i < points.length; i++) {
    if (Math.abs(points[i]!.tick - tick) < Math.abs(points[best]!.tick - tick)) best = i;
  }
  return { isBid, index: best };
}
