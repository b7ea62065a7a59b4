/**
 * PnL from the account's portfolio history (issue 22): every point carries the account's value and its cumulative
 * net inflow (deposits - withdrawals + transfers in - transfers out), so PnL(t) = value(t) - inflow(t) exactly and
 * no deposit, withdrawal or transfer ever counts as a gain. USD x 10^6, ratios x 10^9, exact bigint throughout.
 */
import { RATE_ONE, mulDiv } from './fixed.ts';

/** A point of the portfolio history: value and cumulative net inflow (USD x 10^6) at a time (ms). */
export interface PortfolioPoint {
  readonly timestamp: number;
  readonly value: bigint;
  readonly inflow: bigint;
}

/** The chart's periods; 'all' is the whole history the exchange keeps. */
export type PortfolioPeriod = '24h' | '7d' | '30d' | 'all';

const HOUR_MS = 3_600_000;
/** Length of each bounded period (ms). */
const PERIOD_MS: Readonly<Record<Exclude<PortfolioPeriod, 'all'>, number>> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};

/** PnL since the account opened at a point: value - inflow. */
function pnlOf(point: Pick<PortfolioPoint, 'value' | 'inflow'>): bigint {
  return point.value - point.inflow;
}

/** The points oldest first (the exchange answers newest first). */
function ascending(points: readonly PortfolioPoint[]): PortfolioPoint[] {
  return [...points].sort((a, b) => a.timestamp - b.timestamp);
}

/**
 * The periods the data covers: a bounded period when the oldest point is at least that old, and 'all' whenever
 * there is a point; nothing without history.
 */
export function coveredPeriods(points: readonly PortfolioPoint[], nowMs: number): PortfolioPeriod[] {
  if (points.length === 0) return [];
  const oldest = Math.min(...points.map((p) => p.timestamp));
  const bounded = (['24h', '7d', '30d'] as const).filter((p) => oldest <= nowMs - PERIOD_MS[p]);
  return [...bounded, 'all'];
}

/** Where a period starts: its length before now, or the first point for 'all'. */
function periodStart(points: readonly PortfolioPoint[], period: PortfolioPeriod, nowMs: number): number {
  if (period !== 'all') return nowMs - PERIOD_MS[period];
  return points.length === 0 ? nowMs : Math.min(...points.map((p) => p.timestamp));
}

/**
 * The point a period starts from: the latest at or before its start, or for an account younger than the period
 * its first point. Undefined without any point.
 */
export function startPoint(
  points: readonly PortfolioPoint[],
  period: PortfolioPeriod,
  nowMs: number,
): PortfolioPoint | undefined {
  const since = periodStart(points, period, nowMs);
  let best: PortfolioPoint | undefined;
  let first: PortfolioPoint | undefined;
  for (const p of points) {
    if (first === undefined || p.timestamp < first.timestamp) first = p;
    if (p.timestamp <= since && (best === undefined || p.timestamp > best.timestamp)) best = p;
  }
  return best ?? first;
}

/** PnL over a period and its rate. */
export interface PeriodPnl {
  /** PnL now minus PnL at the period's start (USD x 10^6). */
  readonly pnlUsd: bigint;
  /**
   * That PnL over what was at stake: the value at the start plus what flowed in since (never less than it), ratio x
   * 10^9; 0 when that is not positive (SPEC 5: a percent change shows 0 when it cannot be computed).
   */
  readonly rate: bigint;
}

/**
 * PnL over a period: (value - inflow now) - (value - inflow at the start). `now` is the live value with the inflow
 * of the newest point (every inflow records a point, so the newest carries the current inflow).
 */
export function periodPnl(start: PortfolioPoint, now: Pick<PortfolioPoint, 'value' | 'inflow'>): PeriodPnl {
  const pnlUsd = pnlOf(now) - pnlOf(start);
  const added = now.inflow - start.inflow;
  const base = start.value + (added > 0n ? added : 0n);
  return { pnlUsd, rate: base > 0n ? mulDiv(pnlUsd, RATE_ONE, base, 'trunc') : 0n };
}

/** The newest point (the current inflow), or undefined without history. */
export function newestPoint(points: readonly PortfolioPoint[]): PortfolioPoint | undefined {
  let best: PortfolioPoint | undefined;
  for (const p of points) if (best === undefined || p.timestamp >= best.timestamp) best = p;
  return best;
}

/** One point of the chart: time (ms) and the value or PnL shown (USD x 10^6). */
export interface SeriesPoint {
  readonly timestamp: number;
  readonly usd: bigint;
}

/**
 * The chart's series over a period, oldest first: each point's value (mode 'value') or PnL (mode 'pnl'), the
 * period's start point first, and a live "now" point from the current value and the newest inflow last. PnL is
 * the account's PnL since it opened (value - inflow), so the last point always equals value minus net inflow.
 */
export function portfolioSeries(
  points: readonly PortfolioPoint[],
  period: PortfolioPeriod,
  mode: 'value' | 'pnl',
  now: { readonly timestamp: number; readonly value: bigint } | undefined,
): SeriesPoint[] {
  const sorted = ascending(points);
  const start = startPoint(sorted, period, now?.timestamp ?? sorted.at(-1)?.timestamp ?? 0);
  if (start === undefined) return [];
  const pick = (p: Pick<PortfolioPoint, 'value' | 'inflow'>) => (mode === 'value' ? p.value : pnlOf(p));
  const out: SeriesPoint[] = [];
  for (const p of sorted) {
    if (p.timestamp < start.timestamp) continue;
    const last = out.at(-1);
    // several points in one ms (a deposit and its hourly snapshot): the chart keeps the latest
    if (last !== undefined && last.timestamp === p.timestamp) out.pop();
    out.push({ timestamp: p.timestamp, usd: pick(p) });
  }
  const newest = sorted.at(-1);
  if (now !== undefined && newest !== undefined && now.timestamp > newest.timestamp)
    out.push({ timestamp: now.timestamp, usd: pick({ value: now.value, inflow: newest.inflow }) });
  return out;
}
