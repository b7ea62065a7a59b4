import { useStore } from '@nanostores/react';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { $currentMarketConfig } from '#stores/current-market.ts';
import { $bookStatus, $bookTop, $marketFeed } from '#stores/market-feed.ts';
import { DepthChartView } from './DepthChartView.tsx';

/** The depth chart of the current market, drawn from the order book's own live book (no second subscription). */
export default function DepthChart() {
  const feed = useStore($marketFeed);
  const status = useStore($bookStatus);
  const top = useStore($bookTop);
  const resolution = useStore($currentMarketConfig);
  const config = resolution.status === 'ready' ? resolution.config : undefined;
  const isEmpty =
    status.state === 'live' && top.bestBid === null && top.bestAsk === null && (feed?.book.book?.levelCount ?? 0) === 0;
  return (
    <DepthChartView
      source={feed?.book ?? null}
      state={config === undefined ? 'loading' : status.state}
      isEmpty={isEmpty}
      frames={feed?.frames ?? null}
      baseToken={config?.baseToken ?? ''}
      baseDecimals={config?.baseDecimals ?? 0}
      tickSize={config ? parseDecimal(config.tickSize, PRICE_DECIMALS) : 1n}
      lotSize={config ? BigInt(config.lotSize) : 1n}
    />
  );
}
