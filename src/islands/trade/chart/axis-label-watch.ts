import type { IChartApi, IPriceLine, ISeriesApi } from 'lightweight-charts';
import { axisLabelHeight, placeAxisLabels, type AxisLabel, type PriceLineKind } from '#lib/market/axis-labels.ts';
import { chartPrice } from '#lib/market/chart-format.ts';
import type { Drawable } from '#lib/market/frame-loop.ts';

/** A labelled price on the chart: a price line (`line`), or the candles' last-trade label (no line). */
export interface LabelledPrice {
  readonly key: string;
  readonly kind: PriceLineKind;
  readonly price: bigint;
  readonly line: IPriceLine | null;
}

/** A price moved off the axis into the legend. */
export type LegendPrice = Pick<LabelledPrice, 'key' | 'kind' | 'price'>;

/** What the watch reads each frame and where it reports the legend. */
export interface AxisLabelWatchOptions {
  readonly chart: IChartApi;
  readonly candles: ISeriesApi<'Candlestick'>;
  readonly fontSize: number;
  /** The labelled prices as they are now (read each frame). */
  readonly prices: () => readonly LabelledPrice[];
  /** Called with the prices that left the axis (in placement order) whenever they or their prices change. */
  readonly onLegend: (entries: readonly LegendPrice[]) => void;
}

/**
 * A frame-loop widget that keeps the price axis's labels apart: each frame it reads where the chart puts every
 * labelled price (the scale moves with new bars, autoscale, a drag or a resize), and when the placement changes it
 * shows the labels placeAxisLabels keeps on the axis, hides the others (axisLabelVisible / lastValueVisible; their
 * lines stay drawn) and hands their keys to the legend.
 */
export function axisLabelWatch(options: AxisLabelWatchOptions): Drawable {
  const labelHeight = axisLabelHeight(options.fontSize);
  let signature = '';
  let version = 0;
  let shown = new Map<string, boolean>();
  let current: readonly LabelledPrice[] = [];
  let pending: ReturnType<typeof placeAxisLabels> = { onAxis: [], inLegend: [] };
  return {
    version() {
      current = options.prices();
      const paneHeight = options.chart.paneSize(0).height;
      const labels: AxisLabel[] = current.map((p) => ({
        key: p.key,
        kind: p.kind,
        price: p.price,
        y: options.candles.priceToCoordinate(chartPrice(p.price)),
      }));
      const placement = placeAxisLabels(labels, { paneHeight, labelHeight });
      // a legend entry's price is part of it: the legend rewrites a moved price even when no label changed place
      const priceOf = new Map(current.map((p) => [p.key, p.price]));
      const legendText = placement.inLegend.map((key) => `${key}=${priceOf.get(key)}`).join('|');
      const next = `${placement.onAxis.join('|')}/${legendText}`;
      if (next !== signature) {
        signature = next;
        pending = placement;
        version++;
      }
      return version;
    },
    draw() {
      const onAxis = new Set(pending.onAxis);
      const next = new Map<string, boolean>();
      for (const p of current) {
        const visible = onAxis.has(p.key);
        next.set(p.key, visible);
        if (shown.get(p.key) === visible) continue;
        if (p.line) p.line.applyOptions({ axisLabelVisible: visible });
        else options.candles.applyOptions({ lastValueVisible: visible });
      }
      shown = next;
      const byKey = new Map(current.map((p) => [p.key, p]));
      options.onLegend(
        pending.inLegend.flatMap((key) => {
          const p = byKey.get(key);
          return p ? [{ key, kind: p.kind, price: p.price }] : [];
        }),
      );
    },
  };
}
