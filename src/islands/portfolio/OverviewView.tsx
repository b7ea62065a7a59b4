import { lazy, Suspense, type ReactNode } from 'react';
import { ProgressRing } from '#islands/ui/ProgressRing.tsx';
import { SegmentedControl } from '#islands/ui/SegmentedControl.tsx';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { Spinner } from '#islands/ui/Spinner.tsx';
import { displayTrend, formatLeverage, formatPercent, formatUsd } from '#lib/domain/format.ts';
import type { PortfolioPeriod } from '#lib/domain/portfolio-pnl.ts';
import { t } from '#lib/i18n/portfolio.ts';
import type { OverviewChart, OverviewFigures, TradeTotals } from '#stores/portfolio.ts';
import { PortfolioError, PortfolioPage } from './PortfolioPage.tsx';

/** lightweight-charts arrives as its own chunk, after the figures. */
const PortfolioChartView = lazy(() => import('./PortfolioChartView.tsx'));

/** Props of the /account overview; undefined parts are loading (skeletons, never $0.00). */
export interface OverviewViewProps {
  readonly figures: OverviewFigures | undefined;
  readonly chart: OverviewChart | 'error' | undefined;
  readonly performance: { readonly d7: TradeTotals; readonly d30: TradeTotals } | 'error' | undefined;
  /** The account could not be loaded (a notice with Try again instead of the figures). */
  readonly errorMessage?: string;
  readonly onRetry?: () => void;
  readonly onPeriodChange: (period: PortfolioPeriod) => void;
  readonly onModeChange: (mode: 'value' | 'pnl') => void;
}

const RING_THRESHOLDS = { warning: 500_000_000n, danger: 800_000_000n };

/** A signed USD figure with its gain / loss colour. */
function Signed({ usd, suffix }: { readonly usd: bigint; readonly suffix?: string }) {
  const text = formatUsd(usd, { signDisplay: 'exceptZero' });
  return (
    <span className="num" data-trend={displayTrend(text)}>
      {text}
      {suffix ? ` ${suffix}` : ''}
    </span>
  );
}

/** One figure of the grid: its name and value, a skeleton while the value loads. */
function Figure({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className="portfolio-figure" data-wide={wide || undefined}>
      <dt>{label}</dt>
      <dd>{children === undefined || children === false ? <Skeleton width="6em" height="1.25em" /> : children}</dd>
    </div>
  );
}

const periodLabel = (period: PortfolioPeriod) => t(`portfolio.period.${period}`);

/** The headline figures: value, unrealized PnL, PnL over the period, leverage, margin usage, collateral, volume, tier. */
function Figures({ figures, period }: { figures: OverviewFigures | undefined; period: PortfolioPeriod }) {
  const f = figures;
  const pnl = f?.periodPnl;
  const rate = pnl && formatPercent(pnl.rate, { signDisplay: 'exceptZero' });
  return (
    <dl className="portfolio-figures" aria-label={t('portfolio.figures')} aria-busy={f === undefined || undefined}>
      <Figure label={t('portfolio.accountValue')} wide>
        {f && <span className="num portfolio-big">{formatUsd(f.accountValueUsd)}</span>}
      </Figure>
      <Figure label={t('portfolio.periodPnl', { period: periodLabel(period) })} wide>
        {pnl && <Signed usd={pnl.pnlUsd} suffix={`(${rate})`} />}
      </Figure>
      <Figure label={t('portfolio.unrealizedPnl')}>{f && <Signed usd={f.unrealizedPnlUsd} />}</Figure>
      <Figure label={t('portfolio.leverage')}>
        {f && <span className="num">{formatLeverage(f.leverage ?? 0n)}</span>}
      </Figure>
      <Figure label={t('portfolio.marginUsage')}>
        {f && (
          <span className="portfolio-ring">
            <ProgressRing
              value={f.marginUsage ?? 0n}
              thresholds={RING_THRESHOLDS}
              aria-label={t('portfolio.marginUsage')}
              showValue={false}
            />
            <span className="num">{formatPercent(f.marginUsage ?? 0n)}</span>
          </span>
        )}
      </Figure>
      <Figure label={t('portfolio.freeCollateral')}>
        {f && <span className="num">{formatUsd(f.freeCollateralUsd)}</span>}
      </Figure>
      <Figure label={t('portfolio.volume30d')}>
        {f?.volume30dUsd !== undefined && <span className="num">{formatUsd(f.volume30dUsd)}</span>}
      </Figure>
      <Figure label={t('portfolio.feeTier')}>
        {f?.feeTier !== undefined && f.takerFee !== undefined && f.makerFee !== undefined && (
          <span className="portfolio-tier">
            <a href="/account/fees">{t('portfolio.feeTierValue', { tier: f.feeTier })}</a>
            <span className="num portfolio-muted">
              {t('portfolio.feeRates', {
                taker: formatPercent(f.takerFee, { decimals: 3 }),
                maker: formatPercent(f.makerFee, { decimals: 3 }),
              })}
            </span>
          </span>
        )}
      </Figure>
    </dl>
  );
}

function ChartLoading() {
  return (
    <div className="portfolio-chart-canvas portfolio-chart-state" role="status">
      <Spinner />
      {t('portfolio.chart.loading')}
    </div>
  );
}

/** The chart card: Account value / PnL, the periods the history covers, the chart (lazy). */
function ChartCard({ chart, onPeriodChange, onModeChange }: Omit<OverviewViewProps, 'figures' | 'performance'>) {
  const ready = typeof chart === 'object' ? chart : undefined;
  return (
    <section className="portfolio-card portfolio-chart" aria-labelledby="portfolio-chart-title">
      <header className="portfolio-card-head">
        <h2 id="portfolio-chart-title">{t('portfolio.chart.title')}</h2>
        {ready ? (
          <div className="portfolio-chart-controls">
            <SegmentedControl
              aria-label={t('portfolio.chart.mode')}
              size="sm"
              items={[
                { id: 'value', label: t('portfolio.chart.value') },
                { id: 'pnl', label: t('portfolio.chart.pnl') },
              ]}
              value={ready.mode}
              onChange={onModeChange}
            />
            {ready.periods.length > 0 ? (
              <SegmentedControl
                aria-label={t('portfolio.chart.period')}
                size="sm"
                items={ready.periods.map((id) => ({ id, label: periodLabel(id) }))}
                value={ready.period}
                onChange={onPeriodChange}
              />
            ) : null}
          </div>
        ) : null}
      </header>
      {chart === 'error' ? (
        <PortfolioError message={t('portfolio.chart.failed')} />
      ) : ready === undefined ? (
        <ChartLoading />
      ) : ready.series.length === 0 ? (
        <p className="portfolio-chart-canvas portfolio-chart-state">{t('portfolio.chart.empty')}</p>
      ) : (
        <Suspense fallback={<ChartLoading />}>
          <PortfolioChartView series={ready.series} mode={ready.mode} />
        </Suspense>
      )}
    </section>
  );
}

/** The performance card: volume, fees paid, realized PnL and trades over 7 and 30 days. */
function PerformanceCard({ performance }: Pick<OverviewViewProps, 'performance'>) {
  const ready = typeof performance === 'object' ? performance : undefined;
  const cell = (value: (w: TradeTotals) => ReactNode, w: TradeTotals | undefined) => (
    <td className="num">{w === undefined ? <Skeleton width="5em" /> : value(w)}</td>
  );
  const rows: [string, (w: TradeTotals) => ReactNode][] = [
    [t('portfolio.perf.volume'), (w) => formatUsd(w.volumeUsd)],
    [t('portfolio.perf.fees'), (w) => formatUsd(w.feesUsd)],
    [t('portfolio.perf.realizedPnl'), (w) => <Signed usd={w.realizedPnlUsd} />],
    [t('portfolio.perf.trades'), (w) => w.trades.toLocaleString('en-US')],
  ];
  return (
    <section className="portfolio-card portfolio-perf" aria-labelledby="portfolio-perf-title">
      <header className="portfolio-card-head">
        <h2 id="portfolio-perf-title">{t('portfolio.perf.title')}</h2>
      </header>
      {performance === 'error' ? (
        <PortfolioError message={t('portfolio.perf.failed')} />
      ) : (
        <table className="portfolio-perf-table" aria-busy={ready === undefined || undefined}>
          <thead>
            <tr>
              <th scope="col">{t('portfolio.perf.window')}</th>
              <th scope="col">{t('portfolio.period.7d')}</th>
              <th scope="col">{t('portfolio.period.30d')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {cell(value, ready?.d7)}
                {cell(value, ready?.d30)}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * /account: the acting account's figures (account value, PnL over the chosen period, unrealized PnL, leverage,
 * margin usage with its ring, free collateral, 30-day volume and fee tier), the account value / PnL chart over the
 * periods its history covers, and the 7- and 30-day performance. PnL never counts deposits, withdrawals or transfers.
 */
export function OverviewView(props: OverviewViewProps) {
  const period = typeof props.chart === 'object' ? props.chart.period : 'all';
  return (
    <PortfolioPage title={t('page.account')} current="/account">
      {props.errorMessage ? (
        <PortfolioError message={props.errorMessage} onRetry={props.onRetry} />
      ) : (
        <>
          <Figures figures={props.figures} period={period} />
          <p className="portfolio-note">{t('portfolio.pnlNote')}</p>
          <div className="portfolio-cards">
            <ChartCard chart={props.chart} onPeriodChange={props.onPeriodChange} onModeChange={props.onModeChange} />
            <PerformanceCard performance={props.performance} />
          </div>
        </>
      )}
    </PortfolioPage>
  );
}
