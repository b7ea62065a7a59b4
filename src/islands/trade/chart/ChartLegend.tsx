import type { PriceLineKind } from '#lib/market/axis-labels.ts';

/** A price line whose label left the axis: its title and price as text. */
export interface LegendEntry {
  readonly key: string;
  readonly kind: PriceLineKind;
  readonly title: string;
  readonly price: string;
}

/**
 * The chart's legend of the price labels that did not fit on the axis (too close to a stronger label, cut at the
 * pane's edge or off the pane), each in its line's colour. Visual only: the chart's list of lines already reads every
 * line to screen readers.
 */
export function ChartLegend({ entries }: { readonly entries: readonly LegendEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="chart-legend" aria-hidden="true">
      {entries.map((entry) => (
        <li key={entry.key} data-kind={entry.kind}>
          <span className="chart-legend-swatch" />
          {entry.title} <span className="num">{entry.price}</span>
        </li>
      ))}
    </ul>
  );
}
