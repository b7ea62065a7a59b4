import { useEffect, useRef, useState } from 'react';
import { LineSeries, createOptionsChart, createSeriesMarkers, type AutoscaleInfo } from 'lightweight-charts';
import { formatAmount, formatPercent } from '#lib/domain/format.ts';
import { curveAt, curvePoints, moveToUtilization, type CurvePoint } from '#lib/domain/lending-curve.ts';
import { utilization, type LendingPool } from '#lib/domain/lending.ts';
import { t } from '#lib/i18n/earn.ts';
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

/** The curve's points with the pool's current utilization among them (markers sit on data points). */
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
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const css = getComputedStyle(el);
    const color = (name: string) => css.getPropertyValue(name).trim();
    const chart = createOptionsChart(el, {
      autoSize: true,
      layout: chartLayout(el),
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
    const line = { lineWidth: 2, priceLineVisible: false, autoscaleInfoProvider: fromZero } as const;
    const borrow = chart.addSeries(LineSeries, { ...line, color: color('--color-sell') });
    const supply = chart.addSeries(LineSeries, { ...line, color: color('--color-buy') });
    borrow.setData(points.map((p) => ({ time: chartPercent(p.utilization), value: chartPercent(p.borrowApr) })));
    supply.setData(points.map((p) => ({ time: chartPercent(p.utilization), value: chartPercent(p.supplyApr) })));
    const kink = pool.utilizationCurve.kink;
    createSeriesMarkers(borrow, [
      {
        time: chartPercent(kink),
        position: 'aboveBar',
        shape: 'circle',
        color: color('--color-text-muted'),
        text: t('earn.curve.kink', { u: formatPercent(kink) }),
      },
      {
        time: chartPercent(current),
        position: 'belowBar',
        shape: 'arrowUp',
        color: color('--color-accent'),
        text: t('earn.curve.now', { u: formatPercent(current) }),
      },
    ]);
    chart.timeScale().fitContent();
    const byX = new Map(points.map((p) => [chartPercent(p.utilization), p.utilization]));
    chart.subscribeCrosshairMove((param) => setHovered(param.time === undefined ? undefined : byX.get(param.time)));
    return () => chart.remove();
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
      <div ref={box} className="earn-curve-chart" aria-hidden="true" />
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
