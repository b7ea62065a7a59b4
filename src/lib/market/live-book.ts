/**
 * The live order book of the current market: a snapshot from getPerpOrderBookData lined up with the
 * `market:<name>` channel by seq (syncChannel). Diffs that arrive before the snapshot are held and applied after
 * it; a gap, an unappliable diff or a reconnect loads the snapshot again. Each load builds a fresh book, so a
 * superseded or failed load never touches what is shown. A reconnect and a market switch clear the shown book
 * at once, so no level of the old stream survives (ccxt #29210's ghost levels); a gap keeps it, marked stale.
 */
import { syncChannel } from '#lib/api/channel-sync.ts';
import type { Channel, StreamEvent } from '#lib/api/contract/streams.ts';
import type { ResyncReason, StreamClient } from '#lib/api/stream-client.ts';
import { OrderBook, type WireBookSnapshot } from './order-book.ts';
import { MarketScale, type MarketGridConfig } from './scale.ts';

/** What the live book shows: nothing yet, a book being (re)loaded from empty, a stale book awaiting resync, or live. */
export type LiveBookState = 'idle' | 'loading' | 'stale' | 'live' | 'error';

/** The snapshot call's answer (OrderBookResponse). */
export interface BookSnapshotResponse {
  readonly data: WireBookSnapshot;
  readonly seq: number;
}
/** Dependencies of a live book. */
export interface LiveBookOptions {
  readonly stream: Pick<StreamClient, 'subscribe'>;
  /** The snapshot call, e.g. `(market) => api.getPerpOrderBookData({ market })`. */
  readonly loadSnapshot: (market: string) => Promise<BookSnapshotResponse>;
  /** Receives failed loads and unappliable diffs (logged; the book resyncs on its own). */
  readonly onError?: (error: unknown) => void;
}

type Synced = { readonly seq: number; readonly book: OrderBook };

/** The live book of one market at a time. */
export class LiveBook {
  readonly #opts: LiveBookOptions;
  #book: OrderBook | null = null;
  #state: LiveBookState = 'idle';
  #seq = 0;
  #version = 0;
  #stop: (() => void) | null = null;
  #lastError: unknown = null;
  readonly #listeners = new Set<() => void>();

  /** A live book following no market yet (setMarket starts it). */
  constructor(options: LiveBookOptions) {
    this.#opts = options;
  }

  /** The book to draw (empty while loading); null before setMarket. */
  get book(): OrderBook | null {
    return this.#book;
  }
  /** Where the book stands. */
  get state(): LiveBookState {
    return this.#state;
  }
  /** The channel sequence number the shown book includes. */
  get seq(): number {
    return this.#seq;
  }
  /** Moves whenever anything shown changed (levels, state or market): a drawer redraws when it differs. */
  get version(): number {
    return this.#version;
  }

  /** Calls `listener` after every change (synchronously, once per diff: throttle before rendering React). */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Follows a market (null stops): the old market's book is dropped at once and the new one loads. */
  setMarket(config: MarketGridConfig | null): void {
    this.#stop?.();
    this.#stop = null;
    this.#book = null;
    this.#state = 'idle';
    this.#bump();
    if (config === null) return;
    const scale = new MarketScale(config);
    const market = config.name;
    this.#book = new OrderBook(scale);
    const channel = `market:${market}` as Channel;
    this.#stop = syncChannel<Synced>(this.#opts.stream, channel, {
      load: async () => {
        const response = await this.#opts.loadSnapshot(market);
        const book = new OrderBook(scale);
        book.reset(response.data);
        return { seq: response.seq, book };
      },
      apply: (value, event) => {
        if (isBookUpdate(event, market) && value.book.apply(event)) this.#bump();
        return value;
      },
      onValue: (value, seq) => this.#show(value.book, seq),
      onResync: (reason) => this.#resyncing(scale, reason),
      onError: (error) => {
        this.#lastError = error;
        this.#state = 'error';
        this.#bump();
        this.#opts.onError?.(error);
      },
    });
  }

  /** The last load error (for an error state's message); null once a book is live again. */
  get lastError(): unknown {
    return this.#lastError;
  }

  /** Stops following (same as setMarket(null)). */
  stop(): void {
    this.setMarket(null);
  }

  #resyncing(scale: MarketScale, reason: ResyncReason): void {
    if (reason === 'gap' && (this.#state === 'live' || this.#state === 'stale')) this.#state = 'stale';
    else {
      // a (re)subscription: the server may have restarted, so nothing of the old book may stay on screen
      this.#book = new OrderBook(scale);
      this.#state = 'loading';
    }
    this.#bump();
  }

  #show(book: OrderBook, seq: number): void {
    // the same book object keeps receiving diffs: only a new snapshot swaps it
    if (this.#book !== book) {
      this.#book = book;
      this.#bump();
    }
    this.#seq = seq;
    this.#lastError = null;
    if (this.#state !== 'live') {
      this.#state = 'live';
      this.#bump();
    }
  }

  #bump(): void {
    this.#version++;
    for (const listener of this.#listeners) listener();
  }
}

function isBookUpdate(event: StreamEvent, market: string): event is Extract<StreamEvent, { type: 'OrderbookUpdate' }> {
  return event.type === 'OrderbookUpdate' && event.market === market;
}
