/**
 * The portfolio pages' data for the acting account (it follows a sub-account switch): its trade statistics per day
 * (getUserTradeStatsHistory) and aggregated statistics (getUserAggregatedStats: 30-day volume, fee tier and rates),
 * the chart's chosen period and mode, and the overview the /account page shows, computed from the account's live
 * figures and its portfolio history (value and net inflow: PnL never counts deposits, withdrawals or transfers).
 */
import { atom, computed } from 'nanostores';
import { RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import {
  coveredPeriods,
  newestPoint,
  periodPnl,
  portfolioSeries,
  startPoint,
  type PeriodPnl,
  type PortfolioPeriod,
  type SeriesPoint,
} from '#lib/domain/portfolio-pnl.ts';
import { $api } from './api.ts';
import { $signIn } from './connection.ts';
import { $currentUserId } from './current-user.ts';
import { readyValue, resourceStore, type Resource } from './resource.ts';
import { serverNow } from './server-clock.ts';
import { $accountSummary, $portfolioHistory, $userData } from './user-data.ts';

export type { PortfolioPeriod, SeriesPoint, PeriodPnl } from '#lib/domain/portfolio-pnl.ts';

const DAY_MS = 86_400_000;
/** Statistics are read again this often while a page shows them. */
const STATS_REFRESH_MS = 30_000;

/** A resource of the acting account that answers with the account it was asked for. */
function perAccount<T>(call: (userId: string) => Promise<T> | undefined) {
  return resourceStore(
    () => {
      const userId = $currentUserId.get();
      if (userId === undefined) return undefined;
      return call(userId)?.then((value) => ({ userId, value }));
    },
    { deps: [$currentUserId], refreshMs: STATS_REFRESH_MS },
  );
}

/** The account's trade statistics per UTC day, newest first (31 days: enough for the 30-day window). */
const $tradeStatsHistory = perAccount((userId) =>
  $api
    .get()
    ?.getUserTradeStatsHistory({ userId, limit: 31 })
    .then(({ stats }) => stats),
);

/** The account's aggregated statistics: 30-day volume, fee tier and its rates. */
const $aggregatedStats = perAccount((userId) =>
  $api
    .get()
    ?.getUserAggregatedStats({ userId })
    .then(({ userAggregatedStats }) => userAggregatedStats),
);

/** Reads the account's statistics again (Try again; the account's own data retries by itself). */
export function reloadPortfolioStats(): void {
  void $tradeStatsHistory.reload();
  void $aggregatedStats.reload();
}

/** A per-account resource as the acting account's: loading while it still holds another account's answer. */
function ofCurrent<T>(resource: Resource<{ userId: string; value: T }>, userId: string | undefined): Resource<T> {
  if (resource.status !== 'ready') return resource;
  return resource.value.userId === userId ? { status: 'ready', value: resource.value.value } : { status: 'loading' };
}

/** The acting account's aggregated statistics (loading while the answer is another account's). */
export const $currentAggregatedStats = computed([$aggregatedStats, $currentUserId], ofCurrent);

/** The chart's period and what it shows. */
const $portfolioPeriod = atom<PortfolioPeriod>('all');
const $portfolioMode = atom<'value' | 'pnl'>('value');

/** Chooses the chart's period (and with it the period of the PnL figure). */
export function setPortfolioPeriod(period: PortfolioPeriod): void {
  $portfolioPeriod.set(period);
}

/** Chooses what the chart shows: the account's value or its PnL. */
export function setPortfolioMode(mode: 'value' | 'pnl'): void {
  $portfolioMode.set(mode);
}

/** Trading totals of a window: volume and fees paid (USD x 10^6), realized PnL (signed) and fills. */
export interface TradeTotals {
  readonly volumeUsd: bigint;
  readonly feesUsd: bigint;
  readonly realizedPnlUsd: bigint;
  readonly trades: number;
}

/** The headline figures of /account; undefined parts are still loading. */
export interface OverviewFigures {
  readonly accountValueUsd: bigint;
  readonly unrealizedPnlUsd: bigint;
  /** Total notional / equity and maintenance requirement / equity (x 10^9); null when equity is not positive. */
  readonly leverage: bigint | null;
  readonly marginUsage: bigint | null;
  readonly freeCollateralUsd: bigint;
  readonly periodPnl: PeriodPnl | undefined;
  readonly volume30dUsd: bigint | undefined;
  readonly feeTier: number | undefined;
  readonly takerFee: bigint | undefined;
  readonly makerFee: bigint | undefined;
}

/** The chart: the periods the history covers, the chosen one (the widest covered when it is not), and the series. */
export interface OverviewChart {
  readonly periods: readonly PortfolioPeriod[];
  readonly period: PortfolioPeriod;
  readonly mode: 'value' | 'pnl';
  readonly series: readonly SeriesPoint[];
}

/** What /account shows. */
export type PortfolioOverview =
  | { readonly status: 'disconnected' | 'connecting' | 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | {
      readonly status: 'ready';
      readonly figures: OverviewFigures;
      /** undefined while the history loads; 'error' when it could not. */
      readonly chart: OverviewChart | 'error' | undefined;
      /** 7-day and 30-day totals; undefined while they load, 'error' when they could not. */
      readonly performance: { readonly d7: TradeTotals; readonly d30: TradeTotals } | 'error' | undefined;
    };

type DayStats = { timestamp: number; volume: string; fees: string; realizedPnl: string; trades: number };

/** The totals of the last `days` UTC days (today included). */
export function windowTotals(stats: readonly DayStats[], days: number, nowMs: number): TradeTotals {
  const from = nowMs - (nowMs % DAY_MS) - (days - 1) * DAY_MS;
  let [volumeUsd, feesUsd, realizedPnlUsd, trades] = [0n, 0n, 0n, 0];
  for (const d of stats) {
    if (d.timestamp < from) continue;
    volumeUsd += BigInt(d.volume);
    feesUsd += BigInt(d.fees);
    realizedPnlUsd += BigInt(d.realizedPnl);
    trades += d.trades;
  }
  return { volumeUsd, feesUsd, realizedPnlUsd, trades };
}

/** The /account overview of the acting account, live with its stream and index prices. */
export const $portfolioOverview = computed(
  [
    $signIn,
    $userData,
    $accountSummary,
    $portfolioHistory,
    $aggregatedStats,
    $tradeStatsHistory,
    $portfolioPeriod,
    $portfolioMode,
    $currentUserId,
  ],
  (step, data, summary, history, aggregated, tradeStats, chosen, mode, userId): PortfolioOverview => {
    if (step === 'disconnected' || step === 'noAccount') return { status: 'disconnected' };
    if (step === 'connecting') return { status: 'connecting' };
    if (data.status === 'error') return { status: 'error', error: data.error };
    const user = readyValue(data);
    if (step !== 'signedIn' || user === undefined || summary === undefined) return { status: 'loading' };
    const now = serverNow();
    const points = readyValue(history);
    const agg = readyValue(ofCurrent(aggregated, userId));
    const periods = points === undefined ? [] : coveredPeriods(points, now);
    const period = periods.includes(chosen) ? chosen : (periods[0] ?? 'all');
    const start = points === undefined ? undefined : startPoint(points, period, now);
    const newest = points === undefined ? undefined : newestPoint(points);
    const live = { timestamp: now, value: summary.balanceUsd };
    const stats = ofCurrent(tradeStats, userId);
    return {
      status: 'ready',
      figures: {
        accountValueUsd: summary.balanceUsd,
        unrealizedPnlUsd: summary.openPnlUsd,
        leverage: summary.leverage,
        marginUsage: summary.marginUsage,
        freeCollateralUsd: user.margin.initialCollateral - user.margin.initialRequired,
        periodPnl:
          start === undefined || newest === undefined
            ? undefined
            : periodPnl(start, { value: summary.balanceUsd, inflow: newest.inflow }),
        volume30dUsd: agg && BigInt(agg.volume30d),
        feeTier: agg?.feeTier,
        takerFee: agg && parseDecimal(agg.takerFee, RATE_DECIMALS),
        makerFee: agg && parseDecimal(agg.makerFee, RATE_DECIMALS),
      },
      chart:
        history.status === 'error'
          ? 'error'
          : points === undefined
            ? undefined
            : { periods, period, mode, series: portfolioSeries(points, period, mode, live) },
      performance:
        stats.status === 'error'
          ? 'error'
          : stats.status === 'loading'
            ? undefined
            : { d7: windowTotals(stats.value, 7, now), d30: windowTotals(stats.value, 30, now) },
    };
  },
);
