import { useIslandStore } from '#islands/app/use-island-store.ts';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { $defaultMarket, $marketStats, DEFAULT_MARKET } from '#stores/markets.ts';
import type { Resource } from '#stores/resource.ts';
import { describeApiError } from '#stores/errors.ts';
import type { MarketRow, MarketsTableViewProps } from './MarketsTableView.tsx';
import { HomeView } from './HomeView.tsx';

/** What the server renders and hydration starts from: the markets have not loaded. */
const LOADING = { status: 'loading' } as const;

/** Maps the markets resource to the view's load state. */
function marketsState(resource: Resource<readonly MarketRow[]>): MarketsTableViewProps {
  if (resource.status === 'loading') return { state: 'loading' };
  if (resource.status === 'error') return { state: 'error', message: describeApiError(resource.error) };
  return { state: 'ready', rows: resource.value };
}

/** The home page island, fed by the live markets (refreshed every 5 s while shown). */
function HomeContainer() {
  const markets = useIslandStore($marketStats, LOADING);
  const defaultMarket = useIslandStore($defaultMarket, DEFAULT_MARKET);
  return <HomeView {...marketsState(markets)} defaultMarket={defaultMarket} />;
}

/** The home screen island. */
export const HomeScreen = withErrorBoundary(HomeContainer);
