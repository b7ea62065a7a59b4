import { useEffect, useRef, useState } from 'react';
import {
  CandlestickSeries,
  HistogramSeries,
  LineStyle,
  createChart,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { SegmentedControl } from '#islands/ui/SegmentedControl.tsx';
import { Spinner } from '#islands/ui/Spinner.tsx';
import { t } from '#lib/i18n/trade.ts';
import type { BarChange, CandlePeriod, CandleSeries } from '#lib/market/candles.ts';
import { ChartBatch } from '#lib/market/chart-batch.ts';
import { chartPrice, chartPriceFormat, chartPriceLabel, toChartVolume } from '#lib/market/chart-format.ts';
import type { FrameLoop } from '#lib/market/frame-loop.ts';
import { axisLabelWatch, type LabelledPrice, type LegendPrice } from './axis-label-watch.ts';
import type { ChartLine, ChartLineKind } from './chart-lines.ts';
import { ChartLegend, type LegendEntry } from './ChartLegend.tsx';
import { readChartTheme, type ChartTheme } from './chart-theme.ts';
import './chart.css';

/** What the chart draws from: a CandleFeed (history, then live bars from trades). */
export interface ChartSource {
  readonly series: CandleSeries | null;
  readonly loading: boolean;
  onChange(listener: (change: BarChange, series: CandleSeries) => void): () => void;
}

/** Props of the chart panel. */
export interface TradeChartViewProps {
  readonly source: ChartSource | null;
  readonly frames: FrameLoop | null;
  /** The market's tick size as a wire price ("0.1"): the axis shows exactly its decimals. */
  readonly tickSize: string;
  readonly baseDecimals: number;
  readonly period: CandlePeriod;
  readonly periods: readonly CandlePeriod[];
  readonly onPeriodChange: (period: CandlePeriod) => void;
  readonly lines: readonly ChartLine[];
  /** A line's price as text for the lines list screen readers (and tests) read. */
  readonly formatPrice: (price: bigint) => string;
}

/** The key of the candles' own last-trade label among the labelled prices. */
const LAST_KEY = 'last';

type Api = {
  readonly chart: IChartApi;
  readonly candles: ISeriesApi<'Candlestick'>;
  readonly volume: ISeriesApi<'Histogram'>;
  readonly theme: ChartTheme;
};

/** Local wall-clock labels: lightweight-charts keeps time in UTC by design. */
const LOCAL_TIME = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const LOCAL_TICK = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hour12: false });
const LOCAL_DAY = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const seconds = (time: Time) => (typeof time === 'number' ? time : 0) * 1000;

/** How each kind of line looks. */
function lineStyle(kind: ChartLineKind, theme: ChartTheme) {
  const colour = {
    mark: theme.muted,
    entry: theme.accent,
    liquidation: theme.warning,
    takeProfit: theme.buy,
    stopLoss: theme.sell,
    buy: theme.buy,
    sell: theme.sell,
  };
  const style =
    kind === 'mark'
      ? LineStyle.Dotted
      : kind === 'buy' || kind === 'sell'
        ? LineStyle.Dashed
        : kind === 'takeProfit' || kind === 'stopLoss'
          ? LineStyle.LargeDashed
          : LineStyle.Solid;
  return { color: colour[kind], lineStyle: style, lineWidth: 1 as const, axisLabelVisible: true };
}

function makeChart(element: HTMLElement): Api {
  const theme = readChartTheme(element);
  const chart = createChart(element, {
    autoSize: true,
    layout: {
      background: { color: theme.background },
      textColor: theme.muted,
      fontFamily: theme.font,
      fontSize: theme.fontSize,
      attributionLogo: true,
    },
    grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
    // line labels are placed by placeAxisLabels (alignLabels would push them off their prices); tick labels only where
    // whole (the top one was drawn half above the pane)
    rightPriceScale: { borderColor: theme.grid, alignLabels: false, entireTextOnly: true },
    timeScale: {
      borderColor: theme.grid,
      // room right of the last bar, so the live candle and its time label are not cut at the edge
      rightOffset: 4,
      timeVisible: true,
      secondsVisible: false,
      tickMarkFormatter: (time: Time, type: number) =>
        (type < 3 ? LOCAL_DAY : LOCAL_TICK).format(new Date(seconds(time))),
    },
    localization: { timeFormatter: (time: Time) => LOCAL_TIME.format(new Date(seconds(time))) },
    crosshair: { mode: 0 },
  });
  // The chart lays its canvases and TradingView's attribution link out in a table: a layout table, so the figure
  // reads as its name with the link in it (inside role="img" the link took focus without being announced).
  element.querySelector('table')?.setAttribute('role', 'presentation');
  // the attribution link holds only a logo: its name is said in words, not left to a hover title
  element.querySelector('a[href*="tradingview.com"]')?.setAttribute('aria-label', t('chart.attribution'));
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: theme.buy,
    downColor: theme.sell,
    borderVisible: false,
    wickUpColor: theme.buy,
    wickDownColor: theme.sell,
    priceLineVisible: false,
  });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.22 } });
  // volume sits under the candles without a label of its own on the price scale (a bare "0" there read as a price)
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: '',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
  return { chart, candles, volume, theme };
}

/**
 * The candle chart (lightweight-charts 5, TradingView's attribution logo on): history then live bars from the feed,
 * applied once per animation frame through ChartBatch (only the last bar is ever updated, so "Cannot update oldest
 * data" cannot happen), the price axis at the tick's decimals, a period switch, and price lines for the mark,
 * the position's entry and liquidation, and open orders. The chart is removed on unmount.
 */
export function TradeChartView(props: TradeChartViewProps) {
  const { source, frames, tickSize, baseDecimals, lines } = props;
  const host = useRef<HTMLDivElement>(null);
  const api = useRef<Api | null>(null);
  const priceLines = useRef(new Map<string, { line: IPriceLine; kind: ChartLineKind; price: bigint; title: string }>());
  const [ready, setReady] = useState(false);
  const [loading, setLoading] = useState(true);
  const [legendPrices, setLegendPrices] = useState<readonly LegendPrice[]>([]);

  useEffect(() => {
    if (!host.current) return;
    api.current = makeChart(host.current);
    setReady(true);
    const lineMap = priceLines.current;
    return () => {
      api.current?.chart.remove();
      api.current = null;
      lineMap.clear();
      setReady(false);
    };
  }, []);

  useEffect(() => {
    api.current?.candles.applyOptions({ priceFormat: chartPriceFormat(tickSize) });
    api.current?.chart.applyOptions({ localization: { priceFormatter: chartPriceLabel(tickSize) } });
  }, [tickSize, ready]);

  useEffect(() => {
    const chart = api.current;
    if (!ready || !chart || !source || !frames) return;
    const batch = new ChartBatch();
    const volumeOf = (bars: CandleSeries['bars'], i: number) => {
      const bar = bars[i]!;
      const point = toChartVolume(bar, baseDecimals);
      return { ...point, color: bar.close >= bar.open ? chart.theme.buyVolume : chart.theme.sellVolume };
    };
    const target = {
      setData: (bars: Parameters<typeof chart.candles.setData>[0]) => {
        chart.candles.setData(bars);
        const raw = source.series?.bars ?? [];
        chart.volume.setData(raw.map((_, i) => volumeOf(raw, i)));
      },
      update: (bar: Parameters<typeof chart.candles.update>[0]) => {
        chart.candles.update(bar);
        const raw = source.series?.bars ?? [];
        const at = raw.findLastIndex((b) => b.start / 1000 === (bar.time as UTCTimestamp));
        if (at >= 0) chart.volume.update(volumeOf(raw, at));
      },
    };
    const off = source.onChange((change) => {
      batch.push(change);
      setLoading(source.loading);
    });
    batch.push({ kind: 'set', bars: source.series?.bars ?? [] });
    setLoading(source.loading);
    const offFrame = frames.add({
      version: () => batch.version,
      draw: () => batch.flush(source.series?.bars ?? [], target),
    });
    return () => {
      off();
      offFrame();
    };
  }, [source, frames, ready, baseDecimals]);

  useEffect(() => {
    const chart = api.current;
    if (!ready || !chart) return;
    const existing = priceLines.current;
    const wanted = new Set(lines.map((l) => l.key));
    for (const [key, entry] of existing) {
      if (wanted.has(key)) continue;
      chart.candles.removePriceLine(entry.line);
      existing.delete(key);
    }
    for (const line of lines) {
      const entry = existing.get(line.key);
      if (entry === undefined) {
        const created = chart.candles.createPriceLine({
          price: chartPrice(line.price),
          title: line.title,
          ...lineStyle(line.kind, chart.theme),
        });
        existing.set(line.key, { line: created, kind: line.kind, price: line.price, title: line.title });
      } else if (entry.price !== line.price || entry.title !== line.title) {
        entry.line.applyOptions({ price: chartPrice(line.price), title: line.title });
        existing.set(line.key, { ...entry, price: line.price, title: line.title });
      }
    }
  }, [lines, ready]);

  // the axis shows the labels that fit (Mark always); the others move to the legend, written in full
  useEffect(() => {
    const chart = api.current;
    if (!ready || !chart || !frames) return;
    const prices = (): LabelledPrice[] => {
      const out: LabelledPrice[] = [...priceLines.current].map(([key, e]) => ({
        key,
        kind: e.kind,
        price: e.price,
        line: e.line,
      }));
      const last = source?.series?.bars.at(-1);
      if (last) out.push({ key: LAST_KEY, kind: 'last', price: last.close, line: null });
      return out;
    };
    const off = frames.add(
      axisLabelWatch({
        chart: chart.chart,
        candles: chart.candles,
        fontSize: chart.theme.fontSize,
        prices,
        onLegend: setLegendPrices,
      }),
    );
    return () => {
      off();
      setLegendPrices([]);
    };
  }, [ready, frames, source]);

  const legend = legendPrices.map((p): LegendEntry => ({
    key: p.key,
    kind: p.kind,
    title: p.key === LAST_KEY ? t('chart.line.last') : (lines.find((l) => l.key === p.key)?.title ?? ''),
    price: props.formatPrice(p.price),
  }));

  return (
    <section className="chart-panel" aria-label={t('chart.label')}>
      <div className="chart-toolbar">
        <SegmentedControl
          aria-label={t('chart.period')}
          size="sm"
          items={props.periods.map((p) => ({ id: p, label: p }))}
          value={props.period}
          onChange={props.onPeriodChange}
        />
      </div>
      <div className="chart-body">
        <div className="chart-host" ref={host} role="figure" aria-label={t('chart.label')} />
        {loading ? null : <ChartLegend entries={legend} />}
        {loading ? (
          <div className="chart-loading" role="status">
            <Spinner />
            {t('chart.loading')}
          </div>
        ) : null}
      </div>
      <ul className="visually-hidden" aria-label={t('chart.lines')}>
        {lines.map((line) => (
          <li key={line.key}>
            {line.title} {props.formatPrice(line.price)}
          </li>
        ))}
      </ul>
    </section>
  );
}
