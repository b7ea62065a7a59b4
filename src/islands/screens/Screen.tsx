import { useIslandStore } from '#islands/app/use-island-store.ts';
import { MarketsTableView, type MarketRow, type MarketsTableViewProps } from './MarketsTableView.tsx';
import { $marketStats } from '#stores/markets.ts';
import type { Resource } from '#stores/resource.ts';
import { describeApiError } from '#stores/errors.ts';
import { t, type MessageKey } from '#lib/i18n/index.ts';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';

/** What the server renders and hydration starts from: the markets have not loaded. */
const LOADING = { status: 'loading' } as const;

/** Props of a route's screen island. */
export interface ScreenProps {
  readonly titleKey: MessageKey;
  /** The market of /futures/{market}, when the route has one. */
  readonly market?: string;
}

/** Maps the markets resource to the table's view state. */
function tableState(resource: Resource<readonly MarketRow[]>): MarketsTableViewProps {
  if (resource.status === 'loading') return { state: 'loading' };
  if (resource.status === 'error') return { state: 'error', message: describeApiError(resource.error) };
  return { state: 'ready', rows: resource.value };
}

/** A route's screen: its title and the live markets overview, until the feature screens of later work land. */
function ScreenContainer({ titleKey, market }: ScreenProps) {
  const markets = useIslandStore($marketStats, LOADING);
  return (
    <section className="screen">
      <h1>{market ? `${market} · ${t(titleKey)}` : t(titleKey)}</h1>
      <p className="screen-note">{t('page.comingNext')}</p>
      <MarketsTableView {...tableState(markets)} />
    </section>
  );
}

/** The screen island. */
export const Screen = withErrorBoundary(ScreenContainer);
