import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { $currentMarketConfig } from '#stores/current-market.ts';
import { $bookStatus, $bookTop, $marketFeed } from '#stores/market-feed.ts';
import { fillPriceFromBook } from '#stores/order-draft.ts';
import { BookPanelView } from './BookPanelView.tsx';
import { useMineTicks } from './use-mine-ticks.ts';

/** The order book of the current market: the live book drawn each frame, our orders marked, click to fill. */
export function BookPanel() {
  const feed = useStore($marketFeed);
  const status = useStore($bookStatus);
  const top = useStore($bookTop);
  const resolution = useStore($currentMarketConfig);
  const config = resolution.status === 'ready' ? resolution.config : undefined;
  const [group, setGroup] = useState(1);
  const mine = useMineTicks();
  // grouping is in ticks of one market: another market starts ungrouped
  useEffect(() => setGroup(1), [config?.name]);
  // the live book itself, not the ~10 Hz top: right after a snapshot lands the published top can still be the empty
  // loading book's for up to one interval, and the empty state flickered over a full book
  const isEmpty =
    status.state === 'live' && top.bestBid === null && top.bestAsk === null && (feed?.book.book?.levelCount ?? 0) === 0;
  return (
    <BookPanelView
      source={feed?.book ?? null}
      state={config === undefined ? 'loading' : status.state}
      isEmpty={isEmpty}
      frames={feed?.frames ?? null}
      baseToken={config?.baseToken ?? ''}
      tickSize={config ? parseDecimal(config.tickSize, PRICE_DECIMALS) : 1n}
      group={group}
      onGroupChange={setGroup}
      mine={mine}
      onPick={fillPriceFromBook}
    />
  );
}
