import { lazy, Suspense, useState } from 'react';
import { SegmentedControl } from '#islands/ui/SegmentedControl.tsx';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { availableRanges, pointsInRange, type VaultPoint, type VaultRange } from '#lib/domain/vault.ts';
import { t } from '#lib/i18n/vault.ts';
import type { VaultSeries } from './vault-series.ts';

/** lightweight-charts downloads with the chart only, after the page is interactive. */
const VaultChartCanvas = lazy(() => import('./VaultChartCanvas.tsx'));

/** Props of the performance chart: the points (oldest first) or their load state. */
export interface VaultChartPanelProps {
  readonly points?: readonly VaultPoint[];
  readonly errorMessage?: string;
}

const SERIES: readonly VaultSeries[] = ['pnl', 'tvl', 'sharePrice'];

/**
 * PnL, TVL or share price over 7d, 30d or All; a range is offered only when the history covers it. The chart is a
 * picture (aria-hidden); the sentence under it says where the series went for screen readers.
 */
export function VaultChartPanel({ points, errorMessage }: VaultChartPanelProps) {
  const [series, setSeries] = useState<VaultSeries>('pnl');
  const [chosen, setRange] = useState<VaultRange>('all');
  const ranges = points ? availableRanges(points) : [];
  const range = ranges.includes(chosen) ? chosen : 'all';
  const shown = points ? pointsInRange(points, range) : [];
  return (
    <section className="page-panel vault-chart" aria-labelledby="vault-chart-title">
      <header className="vault-panel-head">
        <h2 id="vault-chart-title">{t('vault.chart.title')}</h2>
        <div className="vault-chart-controls">
          <SegmentedControl
            aria-label={t('vault.chart.series')}
            size="sm"
            items={SERIES.map((id) => ({ id, label: t(`vault.chart.${id}`) }))}
            value={series}
            onChange={setSeries}
          />
          {ranges.length > 0 ? (
            <SegmentedControl
              aria-label={t('vault.chart.range')}
              size="sm"
              items={ranges.map((id) => ({ id, label: t(`vault.chart.${id}`) }))}
              value={range}
              onChange={setRange}
            />
          ) : null}
        </div>
      </header>
      {errorMessage ? (
        <p role="alert" className="vault-empty">
          {errorMessage}
        </p>
      ) : points === undefined ? (
        <Skeleton className="vault-chart-box" height="240px" />
      ) : shown.length < 2 ? (
        <p className="vault-empty">{t('vault.chart.empty')}</p>
      ) : (
        <Suspense fallback={<Skeleton className="vault-chart-box" height="240px" />}>
          <VaultChartCanvas points={shown} series={series} />
        </Suspense>
      )}
    </section>
  );
}
