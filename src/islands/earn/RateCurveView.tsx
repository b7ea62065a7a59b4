import { useEffect, useRef, useState } from 'react';
import { LineSeries, createOptionsChart, type AutoscaleInfo } from 'lightweight-charts';
import { formatAmount, formatPercent } from '#lib/domain/format.ts';
import { curveAt, curvePoints, moveToUtilization, type CurvePoint } from '#lib/domain/lending-curve.ts';
import { utilization, type LendingPool } from '#lib/domain/lending.ts';
import { t } from '#lib/i18n/earn.ts';
import { placePointLabels, type PointLabelPlacement } from '#lib/market/point-labels.ts';
import { chartLayout } from '#islands/shared/chart-layout.ts';

/** Props of one token's rate curve: its pool (curve and totals), the token's decimals for the hover's amount. */
export interface RateCurveViewProps {
  readonly token: string;
  readonly decimals: number;
  readonly pool: LendingPool;
}

/** Steps of the drawn curve: 1 % apart, plus the kink and the current utilization. */
const STEPS = 100;
/** A rate (x 10^9) as the chart's percent number: the chart only draws, every figure shown comes from format.ts. */
const chartPercent = (rate: bigint) => Number(rate) / 1e7;

/** The APR axis starts at 0 %: a rate is never negative, and the chart's own margin would show -10 %. */
const fromZero = (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
  const info = original();
  return info?.priceRange ? { ...info, priceRange: { ...info.priceRange, minValue: 0 } } : info;
};

/** Room between a marked point and its label: the point's dot (7 px across) and a little air. */
const LABEL_GAP_PX = 6;
/** The room a dot takes around its point, which no label covers. */
const DOT_RADIUS_PX = 4;
/** A label's padding on each side (CSS pixels), inside its measured width. */
const LABEL_PAD_PX = 3;

/** The marked points: where the pool is now (its label preferably under the curve), and the kink (above it). */
type Mark = 'now' | 'kink';

/** The labels' places and their height (CSS pixels); nothing placed before the chart's first layout. */
type Labels = PointLabelPlacement & { readonly height: number };
const NO_LABELS: Labels = { placed: [], dropped: [], height: 0 };

/** The width of a text in the chart's font, measured like the chart measures its own labels. */
function textWidth(text: string, font: string): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return text.length * 7;
  context.font = font;
  return context.measureText(text).width;
}

/** The curve's points with the pool's current utilization among them (the marked points sit on data points). */
function pointsWith(pool: LendingPool, current: bigint): CurvePoint[] {
  const points = curvePoints(pool.utilizationCurve, STEPS);
  if (!points.some((p) => p.utilization === current)) points.push(curveAt(pool.utilizationCurve, current));
  return points.sort((a, b) => (a.utilization < b.utilization ? -1 : a.utilization > b.utilization ? 1 : 0));
}

/**
 * A token's borrow and supply APR from 0 to 100 % utilization (lightweight-charts with a numeric x axis), the kink
 * and the current utilization marked and labelled; hovering reads the APRs there and the borrow or repayment that
 * brings the pool to it. The text below the chart says the same for screen readers.
 */
export function RateCurveView({ token, decimals, pool }: RateCurveViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const current = utilization(pool.borrowAmount, pool.lendAmount);
  // the hovered utilization; none (the pointer left the chart) reads the pool as it is now
  const [hovered, setHovered] = useState<bigint | undefined>(undefined);
  const hover = curveAt(pool.utilizationCurve, hovered ?? current);
  const kink = pool.utilizationCurve.kink;
  const marks: Readonly<Record<Mark, { utilization: bigint; text: string }>> = {
    now: { utilization: current, text: t('earn.curve.now', { u: formatPercent(current) }) },
    kink: { utilization: kink, text: t('earn.curve.kink', { u: formatPercent(kink) }) },
  };
  // where the marked points and their labels are drawn: worked out from the chart's coordinates after each layout
  const [dots, setDots] = useState<readonly { key: Mark; x: number; y: number }[]>([]);
  const [labels, setLabels] = useState<Labels>(NO_LABELS);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const css = getComputedStyle(el);
    const color = (name: string) => css.getPropertyValue(name).trim();
    const layout = chartLayout(el);
    const chart = createOptionsChart(el, {
      autoSize: true,
      layout,
      grid: { vertLines: { color: color('--color-border') }, horzLines: { color: color('--color-border') } },
      localization: { priceFormatter: (v: number) => `${v.toFixed(0)}%` },
      // no margin below 0 %: the lines start on the axis floor, not above a -10 % tick
      // and only labels the axis can show whole (the top tick's label was drawn half above the pane)
      rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.02 }, entireTextOnly: true },
      handleScroll: false,
      handleScale: false,
      // 0 to 100 % stays in view when the box narrows (a window resized, a phone turned); by default the chart kept
      // its spacing and showed only the right end of the curve
      timeScale: { lockVisibleTimeRangeOnResize: true },
    });
    const points = pointsWith(pool, current);
    // no last-value boxes on the axis: both lines end at 100 %, often at the same APR, and the two boxes were stacked
    // over the axis's own tick labels; the axis and the readout below give the APRs
    const line = {
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: false,
      autoscaleInfoProvider: fromZero,
    } as const;
    const borrow = chart.addSeries(LineSeries, { ...line, color: color('--color-sell') });
    const supply = chart.addSeries(LineSeries, { ...line, color: color('--color-buy') });
    borrow.setData(points.map((p) => ({ time: chartPercent(p.utilization), value: chartPercent(p.borrowApr) })));
    supply.setData(points.map((p) => ({ time: chartPercent(p.utilization), value: chartPercent(p.supplyApr) })));
    chart.timeScale().fitContent();
    const byX = new Map(points.map((p) => [chartPercent(p.utilization), p.utilization]));
    chart.subscribeCrosshairMove((param) => setHovered(param.time === undefined ? undefined : byX.get(param.time)));
    // the marked points' labels: placed by placePointLabels (never cut at the curve's ends, never over each other),
    // again whenever the chart is laid out anew; the now point ranks first
    const font = `${layout.fontSize}px ${layout.fontFamily}`;
    // a line of the chart's text with air above and below (11 px text: 17 px)
    const height = layout.fontSize + 6;
    const order: readonly { key: Mark; prefer: 'above' | 'below' }[] = [
      { key: 'now', prefer: 'below' },
      { key: 'kink', prefer: 'above' },
    ];
    const place = () => {
      const pane = chart.paneSize();
      const at = order.map(({ key, prefer }) => {
        const u = marks[key].utilization;
        const x = chart.timeScale().timeToCoordinate(chartPercent(u));
        const y = borrow.priceToCoordinate(chartPercent(curveAt(pool.utilizationCurve, u).borrowApr));
        // one pixel more than measured: the label's own text is laid out by the page, which may round up
        const width = textWidth(marks[key].text, font) + 2 * LABEL_PAD_PX + 1;
        return { key, prefer, x: x ?? Number.NaN, y: y ?? Number.NaN, width, height };
      });
      setDots(at.filter((d) => Number.isFinite(d.x) && Number.isFinite(d.y)));
      setLabels({
        ...placePointLabels(at, { width: pane.width, height: pane.height, gap: LABEL_GAP_PX, dot: DOT_RADIUS_PX }),
        height,
      });
    };
    let frame = requestAnimationFrame(place);
    // the chart repaints on a later frame than its resize: place after it
    const resized = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    chart.timeScale().subscribeSizeChange(resized);
    return () => {
      cancelAnimationFrame(frame);
      chart.timeScale().unsubscribeSizeChange(resized);
      chart.remove();
    };
    // marks is made of pool and current alone
  }, [pool, current]);
  const move = moveToUtilization(pool, hover.utilization);
  const moveText =
    move.kind === 'none'
      ? t('earn.curve.here')
      : t(move.kind === 'borrow' ? 'earn.curve.borrowTo' : 'earn.curve.repayTo', {
          amount: formatAmount(move.amount, decimals),
          token,
        });
  return (
    <figure className="earn-curve" aria-label={t('earn.curve.title', { token })}>
      <figcaption className="earn-curve-head">
        <span className="earn-curve-title">{t('earn.curve.title', { token })}</span>
        <span className="earn-curve-key" data-line="borrow">
          {t('earn.col.borrowApr')}
        </span>
        <span className="earn-curve-key" data-line="supply">
          {t('earn.col.supplyApr')}
        </span>
        <span className="earn-curve-axis">{t('earn.curve.axis')}</span>
      </figcaption>
      <div className="earn-curve-plot">
        <div ref={box} className="earn-curve-chart" aria-hidden="true" />
        <div className="earn-curve-marks" aria-hidden="true">
          {dots.map((d) => (
            <span key={d.key} className="earn-curve-dot" data-mark={d.key} style={{ left: d.x, top: d.y }} />
          ))}
          {labels.placed.map((l) => (
            <span
              key={l.key}
              className="earn-curve-label"
              data-mark={l.key}
              style={{
                left: l.left,
                top: l.top,
                height: labels.height,
                lineHeight: `${labels.height}px`,
                paddingInline: LABEL_PAD_PX,
              }}
            >
              {marks[l.key as Mark].text}
            </span>
          ))}
        </div>
      </div>
      {labels.dropped.length > 0 && (
        <p className="earn-curve-aside">{labels.dropped.map((key) => marks[key as Mark].text).join(' · ')}</p>
      )}
      <p className="earn-curve-readout" aria-live="polite">
        {t('earn.curve.readout', {
          u: formatPercent(hover.utilization),
          borrow: formatPercent(hover.borrowApr),
          supply: formatPercent(hover.supplyApr),
        })}{' '}
        {moveText}
      </p>
    </figure>
  );
}
