/**
 * Price grouping on integer ticks: a group of g ticks is keyed by the tick of its edge, asks rounding UP and bids
 * rounding DOWN, so the best ask group stays above the best bid group and the two never meet at the touch.
 * Integer remainders only (a float quotient of a large tick could land on the wrong side of a boundary).
 */

/** The grouping choices of the book: 1, 10, 100 or 1000 ticks per row. */
export const GROUPINGS = [1, 10, 100, 1000] as const;
/** One grouping choice. @public */
export type Grouping = (typeof GROUPINGS)[number];

/** The group tick of a level: bids round down to a multiple of `group`, asks round up. */
export function groupTick(tick: number, group: number, isBid: boolean): number {
  const rest = tick % group;
  if (rest === 0) return tick;
  return isBid ? tick - rest : tick - rest + group;
}
