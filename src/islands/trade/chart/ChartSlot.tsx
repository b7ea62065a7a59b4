import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '#islands/ui/Spinner.tsx';
import { t } from '#lib/i18n/trade.ts';
import { useAfterInteractive } from '../interactive-mark.ts';
import './chart.css';

/** The chart loads as its own chunk. */
const TradeChart = lazy(() => import('./TradeChart.tsx'));

/** Keeps a failed chart download (or a chart error) inside the chart's box instead of the whole screen. */
class ChartBoundary extends Component<{ readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="chart-panel chart-fallback" role="alert">
        {t('chart.error')}
      </div>
    );
  }
}

/** The box shown until the chart's chunk has arrived. */
function ChartLoading() {
  return (
    <div className="chart-panel chart-fallback" role="status">
      <Spinner />
      {t('chart.loading')}
    </div>
  );
}

/**
 * Where the chart goes: a loading box until its chunk arrives, requested once the book and the order form are usable
 * (the book's data first). The server render and hydration show the box too: a Suspense boundary rendered on the
 * server would stream an inline script that the page's CSP refuses.
 */
export function ChartSlot() {
  const after = useAfterInteractive();
  if (!after) return <ChartLoading />;
  return (
    <ChartBoundary>
      <Suspense fallback={<ChartLoading />}>
        <TradeChart />
      </Suspense>
    </ChartBoundary>
  );
}
