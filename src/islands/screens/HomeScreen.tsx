import { useIslandStore } from '#islands/app/use-island-store.ts';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { $defaultMarket, $marketStats, DEFAULT_MARKET } from '#stores/markets.ts';
import { MARKETS_LOADING, marketsTableState } from './markets-state.ts';
import { HomeView } from './HomeView.tsx';

/** The home page island, fed by the live markets (refreshed every 5 s while shown). */
function HomeContainer() {
  const markets = useIslandStore($marketStats, MARKETS_LOADING);
  const defaultMarket = useIslandStore($defaultMarket, DEFAULT_MARKET);
  return <HomeView {...marketsTableState(markets)} defaultMarket={defaultMarket} />;
}

/** The home screen island. */
export const HomeScreen = withErrorBoundary(HomeContainer);
