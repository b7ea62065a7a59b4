/**
 * What a market order would do to the book before it is sent: the average price it would fill at, level by level
 * from the touch, and how far that is from the best price (the slippage the order form warns about).
 */
import { averageFillPrice } from './fill-average.ts';
import { divRound } from './rounding.ts';

/** One level of a side of the book, best first: price USD x 10^9, size in base units. */
export interface BookLevel {
  readonly price: bigint;
  readonly size: bigint;
}

/** A market order's fill as the book stands: what fills, its average and worst price (null when nothing fills). */
export interface FillEstimate {
  readonly filled: bigint;
  readonly averagePrice: bigint | null;
  readonly worstPrice: bigint | null;
}

/** The slippage the form tolerates before it warns: 0.5 % (ratio x 10^9). */
export const SLIPPAGE_WARNING = 5_000_000n;

/** Walks `levels` (best first) for `size` base units: the part the book holds, its average and its last price. */
export function estimateMarketFill(levels: Iterable<BookLevel>, size: bigint): FillEstimate {
  let filled = 0n;
  let value = 0n;
  let worstPrice: bigint | null = null;
  for (const level of levels) {
    if (filled >= size) break;
    const take = level.size < size - filled ? level.size : size - filled;
    if (take <= 0n) continue;
    filled += take;
    value += level.price * take;
    worstPrice = level.price;
  }
  return { filled, averagePrice: averageFillPrice(value, filled), worstPrice };
}

/** How far `average` is from `best`, as a ratio x 10^9 rounded up (a warning is never understated); 0 for no best. */
export function slippageOf(average: bigint, best: bigint): bigint {
  if (best <= 0n) return 0n;
  const gap = average > best ? average - best : best - average;
  return divRound(gap * 1_000_000_000n, best, 'ceil');
}
