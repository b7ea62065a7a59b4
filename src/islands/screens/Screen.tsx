import { useIslandStore } from '#islands/app/use-island-store.ts';
import { MarketsTableView } from './MarketsTableView.tsx';
import { MARKETS_LOADING, marketsTableState } from './markets-state.ts';
import { $marketStats } from '#stores/markets.ts';
import { t, type MessageKey } from '#lib/i18n/index.ts';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';

/** Props of a route's screen island. */
export interface ScreenProps {
  readonly titleKey: MessageKey;
  /** The market of /futures/{market}, when the route has one. */
  readonly market?: string;
}

/** A route's screen: its title and the live markets overview, until the feature screens of later work land. */
function ScreenContainer({ titleKey, market }: ScreenProps) {
  const markets = useIslandStore($marketStats, MARKETS_LOADING);
  return (
    <section className="screen">
      <h1>{market ? `${market} · ${t(titleKey)}` : t(titleKey)}</h1>
      <p className="screen-note">{t('page.comingNext')}</p>
      <MarketsTableView {...marketsTableState(markets)} />
    </section>
  );
}

/** The screen island. */
export const Screen = withErrorBoundary(ScreenContainer);
