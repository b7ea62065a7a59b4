/**
 * Where the labels of marked points of a chart go (the rate curve's "Now" and "Kink"): lightweight-charts' markers
 * wrote their text centred on the point whatever was there, so a label at either end of the curve (0 % or 100 %
 * utilization) was drawn half off the plot or over the axis, one under the curve's floor was cut at the bottom, and
 * two points close together wrote one label over the other. The rule, as for the trade chart's price labels
 * (placeAxisLabels): labels claim room in rank order, each lies whole inside the plot and clear of every label placed
 * before it, and one that finds no such room leaves the plot (its text is written beside the chart instead). A label
 * tries its preferred side of the point (above or below, centred on it and slid along to stay inside), then the other
 * side, then right and left of the point. Coordinates are the chart's drawing pixels (display only).
 */

/** One label to place, in CSS pixels from the plot's top-left; `x`/`y` is the point it names. */
export interface PointLabel {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly prefer: 'above' | 'below';
}

/**
 * The plot the labels sit in (CSS pixels), the room kept between a label and its point (`gap`, more than `dot`), and
 * the radius of a point's mark (`dot`): no label covers any point's mark, its own or another's.
 */
export interface PlotArea {
  readonly width: number;
  readonly height: number;
  readonly gap: number;
  readonly dot: number;
}

/** A placed label's top-left corner. */
export interface PlacedLabel {
  readonly key: string;
  readonly left: number;
  readonly top: number;
}

/** Where the labels went: placed ones with their corner, and the keys of those that found no room. */
export interface PointLabelPlacement {
  readonly placed: readonly PlacedLabel[];
  readonly dropped: readonly string[];
}

/** Space kept between two labels, so their boxes never touch. */
const LABEL_GAP_PX = 2;

interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The boxes a label may take, in the order it tries them. */
function candidates(label: PointLabel, area: PlotArea): Box[] {
  const { x, y, width, height } = label;
  const centredLeft = clamp(x - width / 2, 0, area.width - width);
  const above = { left: centredLeft, top: y - area.gap - height, width, height };
  const below = { left: centredLeft, top: y + area.gap, width, height };
  const middle = clamp(y - height / 2, 0, area.height - height);
  const right = { left: x + area.gap, top: middle, width, height };
  const left = { left: x - area.gap - width, top: middle, width, height };
  return label.prefer === 'above' ? [above, below, right, left] : [below, above, right, left];
}

/** Whether a box lies whole inside the plot. */
const inside = (box: Box, area: PlotArea) =>
  box.left >= 0 && box.top >= 0 && box.left + box.width <= area.width && box.top + box.height <= area.height;

/** Whether two boxes come closer than `spacing`. */
const overlaps = (a: Box, b: Box, spacing: number) =>
  a.left < b.left + b.width + spacing &&
  b.left < a.left + a.width + spacing &&
  a.top < b.top + b.height + spacing &&
  b.top < a.top + a.height + spacing;

/**
 * Places the labels in the order given (the first ranks highest): each takes the first of its candidate boxes that
 * lies whole inside the plot, clear of every label placed before it and of every point's mark, or is dropped (also
 * when its point has no coordinate, NaN or infinite).
 */
export function placePointLabels(labels: readonly PointLabel[], area: PlotArea): PointLabelPlacement {
  const boxes: Box[] = [];
  const dots: Box[] = labels
    .filter((l) => Number.isFinite(l.x) && Number.isFinite(l.y))
    .map((l) => ({ left: l.x - area.dot, top: l.y - area.dot, width: 2 * area.dot, height: 2 * area.dot }));
  const placed: PlacedLabel[] = [];
  const dropped: string[] = [];
  const free = (box: Box) =>
    inside(box, area) &&
    boxes.every((other) => !overlaps(box, other, LABEL_GAP_PX)) &&
    dots.every((dot) => !overlaps(box, dot, 0));
  for (const label of labels) {
    const known = Number.isFinite(label.x) && Number.isFinite(label.y);
    const box = known ? candidates(label, area).find(free) : undefined;
    if (box) {
      boxes.push(box);
      placed.push({ key: label.key, left: box.left, top: box.top });
    } else {
      dropped.push(label.key);
    }
  }
  return { placed, dropped };
}
