/**
 * The horizontal price lines of the chart: the mark price (so the header's figure and the candles' last-trade
 * prices can be compared, GMX #543), the position's entry and liquidation prices, its take profit and stop loss
 * triggers, and each open order. Keys are
 * stable per line, so the chart updates a moved line in place instead of recreating it.
 */

import type { PriceLineKind } from '#lib/market/axis-labels.ts';

/** What a line marks (the candles' last-trade label is the chart's own, not a line). */
export type ChartLineKind = Exclude<PriceLineKind, 'last'>;

/** One price line (price USD x 10^9). */
export interface ChartLine {
  readonly key: string;
  readonly kind: ChartLineKind;
  readonly price: bigint;
  readonly title: string;
}

/** An open order as the chart needs it. */
export interface ChartOrder {
  readonly id: string;
  readonly isBid: boolean;
  readonly price: bigint;
}

/** Inputs of the line set; each is optional (no position, no orders, a one-sided book). */
export interface ChartLineInputs {
  readonly mark: bigint | null;
  readonly entry: bigint | null;
  readonly liquidation: bigint | null;
  /** The position's take profit and stop loss triggers (absent or null: none). */
  readonly takeProfit?: bigint | null;
  readonly stopLoss?: bigint | null;
  readonly orders: readonly ChartOrder[];
  readonly titles: Readonly<Record<ChartLineKind, string>>;
}

/** The lines to draw, one per key. */
export function chartLines({
  mark,
  entry,
  liquidation,
  takeProfit,
  stopLoss,
  orders,
  titles,
}: ChartLineInputs): ChartLine[] {
  const lines: ChartLine[] = [];
  if (mark !== null) lines.push({ key: 'mark', kind: 'mark', price: mark, title: titles.mark });
  if (entry !== null) lines.push({ key: 'entry', kind: 'entry', price: entry, title: titles.entry });
  if (liquidation !== null) {
    lines.push({ key: 'liquidation', kind: 'liquidation', price: liquidation, title: titles.liquidation });
  }
  if (takeProfit != null) {
    lines.push({ key: 'takeProfit', kind: 'takeProfit', price: takeProfit, title: titles.takeProfit });
  }
  if (stopLoss != null) lines.push({ key: 'stopLoss', kind: 'stopLoss', price: stopLoss, title: titles.stopLoss });
  for (const order of orders) {
    const kind = order.isBid ? 'buy' : 'sell';
    lines.push({ key: `order:${order.id}`, kind, price: order.price, title: titles[kind] });
  }
  return lines;
}
