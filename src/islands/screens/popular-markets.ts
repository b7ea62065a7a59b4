import type { MarketRow } from './MarketsTableView.tsx';

/** How many markets the home page features. */
export const POPULAR_MARKET_COUNT = 3;

/**
 * The popular markets of the home page (SPEC 3: market, last value, day change): the most traded by 24 h USD
 * volume, ties kept in configuration order so the cards do not swap places between refreshes.
 */
export function popularMarkets(rows: readonly MarketRow[], count = POPULAR_MARKET_COUNT): readonly MarketRow[] {
  return rows
    .map((row, order) => ({ row, order }))
    .sort((a, b) =>
      a.row.volume24hUsd === b.row.volume24hUsd ? a.order - b.order : a.row.volume24hUsd > b.row.volume24hUsd ? -1 : 1,
    )
    .slice(0, count)
    .map(({ row }) => row);
}
