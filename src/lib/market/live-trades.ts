/**
 * Recent trades of the current market: the recent-trades call fills the tape and TradesUpdate events extend it.
 * The call carries no stream seq, so instead of lining up by number the tape deduplicates by trade id: on the
 * first subscribe, after a gap and after a reconnect it refetches and merges, and nothing is listed twice or lost.
 * New trades (never duplicates) go to `onTrades` listeners with where they came from: the candle feed builds its
 * live bar from streamed ones only (a refetched list is history the candle call already holds).
 */
import type { Channel } from '#lib/api/contract/streams.ts';
import type { StreamClient } from '#lib/api/stream-client.ts';
import { TradeTape, type TapeTrade } from './trade-tape.ts';

/** Where new trades came from: a TradesUpdate event, or the recent-trades call of a (re)sync. */
export type TradeSource = 'stream' | 'snapshot';
/** Receives each batch of new trades, oldest first. */
export type TradesListener = (trades: readonly TapeTrade[], source: TradeSource) => void;

/** Dependencies of the live trades. */
export interface LiveTradesOptions {
  readonly stream: Pick<StreamClient, 'subscribe'>;
  /** The recent-trades call, e.g. `(market) => api.getPerpRecentTrades({ marketName: market })`. */
  readonly loadRecent: (market: string) => Promise<{ readonly trades: readonly TapeTrade[] }>;
  readonly capacity?: number;
  /** Receives a failed refetch (the stream keeps extending the tape meanwhile). */
  readonly onError?: (error: unknown) => void;
  /** Called after each refetch merged in, even an empty one: the tape now holds the market's recent trades. */
  readonly onLoaded?: (market: string) => void;
}

/** The live tape of one market at a time. */
export class LiveTrades {
  readonly #opts: LiveTradesOptions;
  readonly #tape: TradeTape;
  readonly #listeners = new Set<TradesListener>();
  #market: string | null = null;
  #stop: (() => void) | null = null;
  #generation = 0;

  /** Live trades following no market yet (setMarket starts them). */
  constructor(options: LiveTradesOptions) {
    this.#opts = options;
    this.#tape = new TradeTape(options.capacity);
  }

  /** The tape (newest first through list()). */
  get tape(): TradeTape {
    return this.#tape;
  }
  /** The market followed, or null. */
  get market(): string | null {
    return this.#market;
  }

  /** Calls `listener` with each batch of new trades, oldest first; returns the unlisten function. */
  onTrades(listener: TradesListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Follows a market (null stops); the tape is cleared at once. */
  setMarket(market: string | null): void {
    this.#stop?.();
    this.#stop = null;
    this.#generation++;
    this.#tape.clear();
    this.#market = market;
    if (market === null) return;
    this.#stop = this.#opts.stream.subscribe(`market:${market}` as Channel, {
      onResync: () => void this.#refetch(market),
      onEvent: (event) => {
        if (event.type === 'TradesUpdate' && event.market === market) this.#add(event.updates, 'stream');
      },
    });
  }

  /** Stops following (same as setMarket(null)). */
  stop(): void {
    this.setMarket(null);
  }

  async #refetch(market: string): Promise<void> {
    const generation = this.#generation;
    try {
      const { trades } = await this.#opts.loadRecent(market);
      if (generation !== this.#generation) return;
      this.#add(trades, 'snapshot');
      this.#opts.onLoaded?.(market);
    } catch (error) {
      if (generation === this.#generation) this.#opts.onError?.(error);
    }
  }

  #add(trades: readonly TapeTrade[], source: TradeSource): void {
    const added = this.#tape.add(trades);
    if (added.length === 0) return;
    for (const listener of this.#listeners) listener(added, source);
  }
}
