/**
 * Which price-line labels the chart's price axis shows. lightweight-charts draws each line's label (its title box and
 * its price) at the line's height with no regard for the others (the chart runs with alignLabels off, since a label
 * pushed away from its line reads as another price), so an entry a few dollars from the mark hid the mark's label. The
 * rule here decides it instead: labels are placed in rank order (Mark first, always), a label that would overlap one
 * already placed, or be cut at the pane's top or bottom, or sits off the pane, leaves the axis and goes to the chart's
 * legend, where it is written in full. Pixel coordinates are the chart's drawing coordinates (display only); prices
 * stay exact and are only carried through.
 */

/** What a price line marks ('last' is the candles' own last-trade label). */
export type PriceLineKind = 'mark' | 'last' | 'entry' | 'liquidation' | 'takeProfit' | 'stopLoss' | 'buy' | 'sell';

/**
 * The order in which labels claim the axis: the mark (the price the exchange margins on) always, then what the
 * position risks (liquidation), where it stands (entry), the last trade, its triggers, and the open orders.
 */
const RANK: Readonly<Record<PriceLineKind, number>> = {
  mark: 0,
  liquidation: 1,
  entry: 2,
  last: 3,
  stopLoss: 4,
  takeProfit: 5,
  buy: 6,
  sell: 6,
};

/** One label to place: `y` is its centre in CSS pixels from the pane's top, null when the chart cannot place it. */
export interface AxisLabel {
  readonly key: string;
  readonly kind: PriceLineKind;
  readonly price: bigint;
  readonly y: number | null;
}

/** The pane the labels sit beside, and the height of one label (see axisLabelHeight). */
export interface AxisLabelSpace {
  readonly paneHeight: number;
  readonly labelHeight: number;
}

/** Where each label goes: keys on the axis, and keys moved to the legend (in rank order, then input order). */
export interface AxisLabelPlacement {
  readonly onAxis: readonly string[];
  readonly inLegend: readonly string[];
}

/** Space kept between two labels on the axis, so their boxes never touch. */
const LABEL_GAP_PX = 1;

/**
 * The height of a price-line label for the chart's font size: lightweight-charts pads its text by 2.5/12 of the font
 * size above and below (PriceAxisWidget's renderer options), so 11 px text makes a label of about 15.6 px.
 */
export function axisLabelHeight(fontSize: number): number {
  return fontSize * (1 + 5 / 12);
}

/**
 * Places the labels: in rank order (equal ranks keep their input order), each goes on the axis when it lies whole
 * inside the pane and clear of every label placed before it; otherwise it goes to the legend. The mark is placed
 * first, so no other label ever hides it; of two lines at the same price the lower-ranked one moves to the legend.
 */
export function placeAxisLabels(labels: readonly AxisLabel[], space: AxisLabelSpace): AxisLabelPlacement {
  const half = space.labelHeight / 2;
  const ordered = labels.map((label, index) => ({ label, index }));
  ordered.sort((a, b) => RANK[a.label.kind] - RANK[b.label.kind] || a.index - b.index);
  const placed: number[] = [];
  const onAxis: string[] = [];
  const inLegend: string[] = [];
  for (const { label } of ordered) {
    const y = label.y;
    const whole = y !== null && Number.isFinite(y) && y - half >= 0 && y + half <= space.paneHeight;
    const clear = whole && placed.every((other) => Math.abs(other - y) >= space.labelHeight + LABEL_GAP_PX);
    if (whole && clear) {
      placed.push(y);
      onAxis.push(label.key);
    } else {
      inLegend.push(label.key);
    }
  }
  return { onAxis, inLegend };
}

/** The horizontal room of an axis with labels at both ends: its width and the end labels' widths (CSS pixels). */
export interface EndLabels {
  readonly width: number;
  /** Space between a label and the axis's edge. */
  readonly inset: number;
  readonly startWidth: number;
  readonly endWidth: number;
}

/**
 * Where a label centred on `x` (the depth chart's mid price) goes on an axis whose ends are labelled (the lowest and
 * highest price): its left edge, kept inside the axis (a mid near an edge was drawn half off the canvas), or null when
 * it would overlap an end label, which then wins (the ends frame the axis; the mid is read from the hover as well).
 */
export function placeMidLabel(axis: EndLabels, x: number, labelWidth: number): number | null {
  const gap = axis.inset;
  const left = Math.min(Math.max(x - labelWidth / 2, axis.inset), axis.width - axis.inset - labelWidth);
  const clearOfStart = left >= axis.inset + axis.startWidth + gap;
  const clearOfEnd = left + labelWidth <= axis.width - axis.inset - axis.endWidth - gap;
  return Number.isFinite(left) && clearOfStart && clearOfEnd ? left : null;
}
