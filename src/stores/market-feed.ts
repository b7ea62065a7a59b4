import { atom, onMount } from 'nanostores';
import { CANDLE_PERIOD_MS, type CandlePeriod } from '#lib/market/candles.ts';
import { CandleFeed } from '#lib/market/candle-feed.ts';
import { FrameLoop } from '#lib/market/frame-loop.ts';
import { LiveBook, type LiveBookState } from '#lib/market/live-book.ts';
import { LiveTrades } from '#lib/market/live-trades.ts';
import { bookView } from '#lib/market/book-view.ts';
import { EmptyBookHold } from '#lib/market/empty-book-hold.ts';
import { publishThrottled } from '#lib/market/throttle.ts';
import type { TapeTrade } from '#lib/market/trade-tape.ts';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';
import { $api, $stream } from './api.ts';
import { markContentShown } from './boot.ts';
import { $currentMarketConfig } from './current-market.ts';

/**
 * The trade screen's live market data, mutable and outside React: the full book (seq-checked, resynced, cleared on
 * reconnect and market switch), the trade tape and the candles, with one animation-frame loop every canvas draws
 * on. React reads only the small summaries below, published at most ~10 times a second.
 */
export interface MarketFeed {
  readonly book: LiveBook;
  readonly trades: LiveTrades;
  readonly candles: CandleFeed;
  readonly frames: FrameLoop;
}

/** Where the book stands, for its loading, stale and error states (changes a few times per session, not per diff). */
export interface BookStatus {
  readonly market: string | null;
  readonly state: LiveBookState;
}

/** The top of the book after uncrossing (USD x 10^9), for the market bar's mark price and the spread. */
export interface BookTop {
  readonly market: string | null;
  readonly bestBid: bigint | null;
  readonly bestAsk: bigint | null;
  /** Halfway between best bid and ask: the exchange's mark price rule (funding premium), null on a one-sided book. */
  readonly mid: bigint | null;
}

/** The live objects while the trade screen watches them; undefined in Storybook and on the server. */
export const $marketFeed = atom<MarketFeed | undefined>(undefined);
/** The book's state (idle, loading, stale, live, error). */
export const $bookStatus = atom<BookStatus>({ market: null, state: 'idle' });
/** Best bid, best ask and mid of the shown book, ~10 Hz. */
export const $bookTop = atom<BookTop>({ market: null, bestBid: null, bestAsk: null, mid: null });
/** Recent trades of the current market, newest first, ~10 Hz. */
export const $recentTrades = atom<readonly TapeTrade[]>([]);
/** True while the recent-trades list has not been filled for the current market yet. */
export const $tradesLoading = atom(true);

/** The chart's candle period, remembered across visits. */
export const $candlePeriod = atom<CandlePeriod>('1m');

/** Changes the chart's period (the candles refetch). */
export function setCandlePeriod(period: CandlePeriod): void {
  $candlePeriod.set(period);
  try {
    window.localStorage.setItem(STORAGE_KEYS.candlePeriod, period);
  } catch {
    // not remembered, still shown
  }
}

function savedPeriod(): CandlePeriod | undefined {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEYS.candlePeriod);
    return saved !== null && Object.hasOwn(CANDLE_PERIOD_MS, saved) ? (saved as CandlePeriod) : undefined;
  } catch {
    return undefined;
  }
}

/** Builds the live objects on the shared stream and exchange client. */
function createFeed(): MarketFeed | undefined {
  const stream = $stream.get();
  const api = $api.get();
  if (!stream || !api || typeof requestAnimationFrame === 'undefined') return undefined;
  const book = new LiveBook({
    stream,
    loadSnapshot: (market) => api.getPerpOrderBookData({ market }),
    onError: (error) => console.warn('order book', error),
  });
  // SPEC 8: trades fetch failures are logged only (the stream keeps filling the tape)
  const trades = new LiveTrades({
    stream,
    loadRecent: (market) => api.getPerpRecentTrades({ marketName: market }),
    onError: (error) => console.warn('recent trades', error),
    onLoaded: (market) => {
      if (market === trades.market) $tradesLoading.set(false);
    },
  });
  const candles = new CandleFeed({
    stream,
    trades,
    loadCandles: (market, period) => api.candles({ market, period }),
    onError: (error) => console.warn('candles', error),
  });
  return { book, trades, candles, frames: new FrameLoop() };
}

/** Publishes what React shows of the feed; returns the stop function. */
function publish(feed: MarketFeed): () => void {
  const market = () => feed.trades.market;
  const offStatus = feed.book.onChange(() => {
    const now = $bookStatus.get();
    const next = { market: market(), state: feed.book.state };
    if (now.market !== next.market || now.state !== next.state) $bookStatus.set(next);
    // the book is drawn from this state on: the splash leaves now, not after a render of the trade screen
    if (next.state === 'live') markContentShown();
  });
  const hold = new EmptyBookHold<BookTop>((top) => $bookTop.set(top));
  const offTop = publishThrottled(
    feed.book,
    (): BookTop => {
      const book = feed.book.book;
      if (book === null) return { market: market(), bestBid: null, bestAsk: null, mid: null };
      const view = bookView(book, { depth: 0, group: 1 });
      const tick = book.scale.tick;
      return {
        market: market(),
        bestBid: view.bestBid === null ? null : BigInt(view.bestBid) * tick,
        bestAsk: view.bestAsk === null ? null : BigInt(view.bestAsk) * tick,
        mid: view.mid,
      };
    },
    (top) => hold.offer(top),
  );
  const offTrades = publishThrottled(
    { onChange: (listener) => feed.trades.onTrades(() => listener()) },
    () => feed.trades.tape.list(),
    (list) => $recentTrades.set(list),
  );
  return () => {
    offStatus();
    offTop();
    hold.cancel();
    offTrades();
  };
}

onMount($marketFeed, () => {
  if (typeof window === 'undefined') return;
  const feed = createFeed();
  if (!feed) return;
  const period = savedPeriod();
  if (period) $candlePeriod.set(period);
  $marketFeed.set(feed);
  const stopPublishing = publish(feed);
  let followed: string | null = null;
  const follow = () => {
    const resolution = $currentMarketConfig.get();
    const grid = resolution.status === 'ready' ? resolution.grid : null;
    if ((grid?.name ?? null) === followed) return;
    followed = grid?.name ?? null;
    feed.book.setMarket(grid);
    feed.trades.setMarket(followed);
    feed.candles.set(followed, $candlePeriod.get());
    $recentTrades.set([]);
    $tradesLoading.set(true);
  };
  const offMarket = $currentMarketConfig.subscribe(follow);
  const offPeriod = $candlePeriod.listen((period) => feed.candles.set(followed, period));
  $stream.get()?.connect();
  return () => {
    offMarket();
    offPeriod();
    stopPublishing();
    feed.book.stop();
    feed.trades.stop();
    feed.candles.stop();
    $marketFeed.set(undefined);
  };
});
