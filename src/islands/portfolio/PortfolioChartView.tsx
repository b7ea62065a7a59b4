import { useEffect, useRef } from 'react';
import {
  AreaSeries,
  BaselineSeries,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { formatDecimal, USD_DECIMALS } from '#lib/domain/fixed.ts';
import { formatUsd } from '#lib/domain/format.ts';
import type { SeriesPoint } from '#lib/domain/portfolio-pnl.ts';
import { t } from '#lib/i18n/portfolio.ts';
import { chartUsdTickLabels, chartUsdValue } from '#lib/market/chart-format.ts';
import { timeTickFormatter } from '#lib/market/time-axis.ts';
import { formatUtcTime } from '#lib/domain/time-format.ts';
import { chartLayout } from '#islands/shared/chart-layout.ts';

/** Props of the portfolio chart: the series (oldest first, USD x 10^6) and whether it is the value or the PnL. */
export interface PortfolioChartViewProps {
  readonly series: readonly SeriesPoint[];
  readonly mode: 'value' | 'pnl';
}

const ms = (time: Time) => (typeof time === 'number' ? time : 0) * 1000;

/** A USD figure as the chart plots it: display only, every figure a trader reads is formatted exactly. */
const plotted = (usd: bigint) => Number(formatDecimal(usd, USD_DECIMALS));

/**
 * The points in whole seconds, ascending and unique (the chart's time unit): of several points in one second the
 * last is kept.
 */
function toChartData(series: readonly SeriesPoint[]) {
  const out: { time: UTCTimestamp; value: number }[] = [];
  for (const p of series) {
    const time = Math.floor(p.timestamp / 1000) as UTCTimestamp;
    if (out.length > 0 && out[out.length - 1]!.time >= time) out.pop();
    out.push({ time, value: plotted(p.usd) });
  }
  return out;
}

/**
 * The axis in the app's USD format by one rule for all its ticks ("-$120.00", "$12.3K" from $10K), the crosshair and
 * the last value exact ("$12,304.25"); it wrote "$12,304" and "$12,304.5" before.
 */
const USD_AXIS = {
  type: 'custom',
  minMove: 0.01,
  formatter: chartUsdValue,
  tickmarksFormatter: chartUsdTickLabels,
} as const;

type Api = { chart: IChartApi; value: ISeriesApi<'Area'>; pnl: ISeriesApi<'Baseline'> };

function makeChart(element: HTMLElement): Api {
  const css = getComputedStyle(element);
  const token = (name: string) => css.getPropertyValue(name).trim();
  const chart = createChart(element, {
    autoSize: true,
    layout: chartLayout(element, { onSurface: true, attributionLogo: true }),
    grid: { vertLines: { visible: false }, horzLines: { color: token('--color-border') } },
    // the axis writes only labels it can show whole: its top tick label was drawn half above the pane. Fixed rather
    // than with scale margins, which move the scale itself (and whose shots then differed from run to run)
    rightPriceScale: { borderVisible: false, entireTextOnly: true },
    timeScale: {
      borderColor: token('--color-border'),
      timeVisible: true,
      // the tick labels are set with the data (timeTickFormatter): one format for the span, each label once
      tickMarkFormatter: () => '',
    },
    // the crosshair's time in the app's one date-time format, in UTC like the axis
    localization: { timeFormatter: (time: Time) => formatUtcTime(ms(time)) },
    handleScroll: false,
    handleScale: false,
  });
  element.querySelector('table')?.setAttribute('role', 'presentation');
  element.querySelector('a[href*="tradingview.com"]')?.setAttribute('aria-label', 'TradingView');
  const accent = token('--color-accent');
  const value = chart.addSeries(AreaSeries, {
    lineColor: accent,
    topColor: token('--color-accent-soft'),
    bottomColor: 'transparent',
    lineWidth: 2,
    priceLineVisible: false,
    priceFormat: USD_AXIS,
  });
  // PnL: green above zero, rose below (a red curve over a gain misleads: mango-ui-v3#143)
  const pnl = chart.addSeries(BaselineSeries, {
    baseValue: { type: 'price', price: 0 },
    topLineColor: token('--color-buy'),
    topFillColor1: token('--color-buy-soft'),
    topFillColor2: 'transparent',
    bottomLineColor: token('--color-sell'),
    bottomFillColor1: 'transparent',
    bottomFillColor2: token('--color-sell-soft'),
    lineWidth: 2,
    priceLineVisible: false,
    priceFormat: USD_AXIS,
  });
  return { chart, value, pnl };
}

/**
 * The account's value or PnL over the chosen period (lightweight-charts, loaded on its own): value as an area, PnL
 * as a baseline series around zero. The figure is named by its first and last values in words, and its last point
 * (the live "now") is on data-last-usd for tests, exact in USD base units.
 */
export default function PortfolioChartView({ series, mode }: PortfolioChartViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const api = useRef<Api | null>(null);
  useEffect(() => {
    if (!host.current) return;
    api.current = makeChart(host.current);
    return () => {
      api.current?.chart.remove();
      api.current = null;
    };
  }, []);
  useEffect(() => {
    const chart = api.current;
    if (!chart) return;
    const data = toChartData(series);
    chart.value.setData(mode === 'value' ? data : []);
    chart.pnl.setData(mode === 'pnl' ? data : []);
    // ticks sit on points and are labelled one by one: the labels are worked out for the whole series at once, so
    // two points in one minute (or one day, on a week) never write the same label twice
    chart.chart.applyOptions({ timeScale: { tickMarkFormatter: timeTickFormatter(data.map((p) => p.time)) } });
    chart.chart.timeScale().fitContent();
  }, [series, mode]);
  const first = series[0];
  const last = series.at(-1);
  const label =
    first && last
      ? t('portfolio.chart.summary', {
          mode: t(mode === 'value' ? 'portfolio.chart.value' : 'portfolio.chart.pnl'),
          period: `${formatUtcTime(first.timestamp)} – ${formatUtcTime(last.timestamp)}`,
          first: formatUsd(first.usd),
          last: formatUsd(last.usd),
        })
      : t('portfolio.chart.empty');
  return (
    <div
      ref={host}
      className="portfolio-chart-canvas"
      role="figure"
      aria-label={label}
      data-mode={mode}
      data-points={series.length}
      data-last-usd={last?.usd.toString()}
    />
  );
}
