import { useEffect, useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { Spinner } from '#islands/ui/Spinner.tsx';
import { t } from '#lib/i18n/trade.ts';
import {
  $currentMarketConfig,
  followMarketFromLocation,
  marketPath,
  setCurrentMarket,
} from '#stores/current-market.ts';
import { $bookStatus, $marketFeed } from '#stores/market-feed.ts';
import { $marketStats } from '#stores/markets.ts';
import { readyValue } from '#stores/resource.ts';
import { $isWide } from '#stores/viewport.ts';
import { MarketNotFoundView } from './MarketNotFoundView.tsx';
import { NarrowLayout, WideLayout } from './TradeLayouts.tsx';
import { markInteractive } from './interactive-mark.ts';
import './trade.css';

/** Props of the trade screen island: the market of the route /futures/{market}. */
export interface TradeScreenProps {
  readonly market: string;
}

const LOADING = { status: 'loading' } as const;

const noSubscription = () => () => {};

/**
 * False on the server and in the hydration render, true from the render right after: the screen's panels read
 * stores the client may already have filled before this island hydrates (the signed-in account from local storage,
 * data an earlier island loaded), so they must not take part in hydration or React throws the server HTML away
 * (error #418 on every signed-in load).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The trading screen of /futures/{market}: market bar, chart, book and trades, order entry and the account's
 * positions and orders, laid out in columns above 850 px and stacked into tabs below it. The route's market becomes
 * the current market; picking another switches in place (book and trades resubscribe, candles refetch).
 */
function TradeScreenContainer({ market }: TradeScreenProps) {
  const resolution = useIslandStore($currentMarketConfig, LOADING);
  const isWide = useIslandStore($isWide);
  // watching the feed starts it: the live book, trades and candles of the current market
  useStore($marketFeed);
  const book = useStore($bookStatus);
  const hydrated = useHydrated();

  useEffect(() => {
    setCurrentMarket(market);
    return followMarketFromLocation();
  }, [market]);

  useEffect(() => {
    if (resolution.status === 'ready')
      document.title = `${resolution.config.name} ${t('page.futures')} | ${t('app.name')}`;
  }, [resolution]);

  useEffect(() => {
    if (book.state === 'live') markInteractive('book');
  }, [book.state]);

  if (!hydrated) return <TradeShell wide={isWide} />;
  if (resolution.status === 'unknown') return <NotFound name={resolution.name} />;
  if (resolution.status === 'error') {
    return (
      <p className="trade-message" role="alert">
        {t('trade.configError')}
      </p>
    );
  }
  return isWide ? <WideLayout /> : <NarrowLayout />;
}

/** What the server renders and hydration matches: the screen's frame with a loading note, no store-fed panel. */
function TradeShell({ wide }: { readonly wide: boolean }) {
  return (
    <div className="trade-screen trade-shell" data-layout={wide ? 'wide' : 'narrow'}>
      <div className="trade-message" role="status">
        <Spinner />
        {t('trade.loading')}
      </div>
    </div>
  );
}

function NotFound({ name }: { readonly name: string }) {
  const markets = readyValue(useStore($marketStats));
  if (markets === undefined) {
    return (
      <div className="trade-message" role="status">
        <Spinner />
        {t('trade.loading')}
      </div>
    );
  }
  return <MarketNotFoundView name={name} markets={markets} marketHref={marketPath} />;
}

/** The trade screen island. */
export const TradeScreen = withErrorBoundary(TradeScreenContainer);
