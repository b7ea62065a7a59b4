import { useEffect, useRef } from 'react';
import { BaselineSeries, createChart, type Time, type UTCTimestamp } from 'lightweight-charts';
import { formatDecimal } from '#lib/domain/fixed.ts';
import { chartUsdTickLabels, chartUsdValue } from '#lib/market/chart-format.ts';
import type { VaultPoint } from '#lib/domain/vault.ts';
import { t } from '#lib/i18n/vault.ts';
import { seriesValue, type VaultSeries } from './vault-series.ts';
import { chartLayout } from '#islands/shared/chart-layout.ts';
import { formatUtcTime } from '#lib/domain/time-format.ts';
import { timeTickFormatter } from '#lib/market/time-axis.ts';

/** Props of the drawn chart: the points of the range (oldest first, at least two) and the series. */
export interface VaultChartCanvasProps {
  readonly points: readonly VaultPoint[];
  readonly series: VaultSeries;
}

/** A value as the chart's coordinate: lightweight-charts plots numbers; every figure a user reads is exact text. */
const chartNumber = (value: bigint, decimals: number) => Number(formatDecimal(value, decimals));

/**
 * The chart's points, one per second (the chart's time unit; strictly ascending or it throws): a flow and the hourly
 * snapshot can share a second, and the later point of a second is the state after both.
 */
function chartData(points: readonly VaultPoint[], series: VaultSeries): { time: UTCTimestamp; value: number }[] {
  const out: { time: UTCTimestamp; value: number }[] = [];
  for (const p of points) {
    const v = seriesValue(series, p);
    const point = { time: Math.floor(p.timestamp / 1000) as UTCTimestamp, value: chartNumber(v.value, v.decimals) };
    if (out.length > 0 && out[out.length - 1]!.time >= point.time) out[out.length - 1] = point;
    else out.push(point);
  }
  return out;
}

/**
 * The series as a baseline chart from its first point of the range: above it in the gain colour, below it in the loss
 * colour, so a falling PnL never reads green. Loaded lazily with lightweight-charts.
 */
export default function VaultChartCanvas({ points, series }: VaultChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const first = seriesValue(series, points[0]!);
  const last = seriesValue(series, points[points.length - 1]!);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const css = getComputedStyle(el);
    const color = (name: string) => css.getPropertyValue(name).trim();
    const data = chartData(points, series);
    const chart = createChart(el, {
      autoSize: true,
      layout: chartLayout(el),
      grid: { vertLines: { visible: false }, horzLines: { color: color('--color-border') } },
      // one label format for the range's span, each label once (timeTickFormatter); UTC like the caption below
      timeScale: {
        timeVisible: true,
        borderVisible: false,
        tickMarkFormatter: timeTickFormatter(data.map((p) => p.time)),
      },
      localization: { timeFormatter: (time: Time) => formatUtcTime((typeof time === 'number' ? time : 0) * 1000) },
      // only labels the axis can show whole: a tick label at the pane's top edge was drawn half cut
      rightPriceScale: { borderVisible: false, entireTextOnly: true },
      handleScroll: false,
      handleScale: false,
    });
    const base = seriesValue(series, points[0]!);
    const line = chart.addSeries(BaselineSeries, {
      baseValue: { type: 'price', price: chartNumber(base.value, base.decimals) },
      topLineColor: color('--color-buy'),
      bottomLineColor: color('--color-sell'),
      topFillColor1: color('--color-buy-soft'),
      topFillColor2: 'transparent',
      bottomFillColor1: 'transparent',
      bottomFillColor2: color('--color-sell-soft'),
      lineWidth: 2,
      priceLineVisible: false,
      // no last-value label on the axis: it covered the tick label beside it (the caption states the last value)
      lastValueVisible: false,
      // PnL and TVL in the app's USD format: the axis by one rule ("-$20K", not "-20000"), the crosshair's value exact
      // ("-$19,871.25"); 4 decimals for the share price
      priceFormat:
        series === 'sharePrice'
          ? { type: 'price', precision: 4, minMove: 0.0001 }
          : { type: 'custom', minMove: 0.01, formatter: chartUsdValue, tickmarksFormatter: chartUsdTickLabels },
    });
    line.setData(data);
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, series]);
  return (
    <figure className="vault-chart-figure">
      <div ref={box} className="vault-chart-box" aria-hidden="true" />
      <figcaption className="vault-chart-summary">
        {t('vault.chart.summary', {
          series: t(`vault.chart.${series}`),
          from: formatUtcTime(points[0]!.timestamp),
          to: formatUtcTime(points[points.length - 1]!.timestamp),
          start: first.text,
          end: last.text,
        })}
      </figcaption>
    </figure>
  );
}
