/**
 * Recent trades as a bounded tape, newest first. Trades are keyed by their exchange trade id, so the same trade
 * arriving from the recent-trades call and from the stream (a resync overlaps both) is listed once, and an older
 * trade merged in after newer ones still lands in its place.
 */

/** A trade as the tape keeps it (wire strings: formatting is the view's). */
export interface TapeTrade {
  readonly tradeId: number;
  readonly price: string;
  readonly size: string;
  readonly timestamp: number;
  /** The taker's side: true when a buyer lifted the ask. */
  readonly isBid: boolean;
}

/** Trades kept by default (the recent-trades call answers 100). */
const TAPE_CAPACITY = 100;

/** The bounded, deduplicated tape. */
export class TradeTape {
  readonly capacity: number;
  /** Oldest first, ascending trade ids. */
  #trades: TapeTrade[] = [];
  readonly #ids = new Set<number>();
  #version = 0;

  /** An empty tape keeping at most `capacity` trades. */
  constructor(capacity = TAPE_CAPACITY) {
    if (!Number.isSafeInteger(capacity) || capacity < 1) throw new RangeError(`invalid capacity ${capacity}`);
    this.capacity = capacity;
  }

  /** Moves whenever the list changed. */
  get version(): number {
    return this.#version;
  }
  /** Number of trades held. */
  get size(): number {
    return this.#trades.length;
  }

  /** Adds trades in any order; returns the ones that were new and kept (ascending ids), for candles and flashes. */
  add(trades: Iterable<TapeTrade>): TapeTrade[] {
    let added: TapeTrade[] = [];
    let unordered = false;
    for (const trade of trades) {
      if (this.#ids.has(trade.tradeId)) continue;
      const newest = this.#trades.at(-1);
      if (newest !== undefined && trade.tradeId < newest.tradeId) unordered = true;
      this.#trades.push(trade);
      this.#ids.add(trade.tradeId);
      added.push(trade);
    }
    if (added.length === 0) return added;
    // the common case (the stream, in id order) only appends; a merged older list needs a sort
    if (unordered) this.#trades.sort((a, b) => a.tradeId - b.tradeId);
    const excess = this.#trades.length - this.capacity;
    if (excess > 0) {
      for (const t of this.#trades.splice(0, excess)) this.#ids.delete(t.tradeId);
      added = added.filter((t) => this.#ids.has(t.tradeId));
      if (added.length === 0) return added;
    }
    this.#version++;
    return added.sort((a, b) => a.tradeId - b.tradeId);
  }

  /** The trades, newest first. */
  list(): TapeTrade[] {
    return this.#trades.slice().reverse();
  }

  /** The newest trade, if any. */
  latest(): TapeTrade | undefined {
    return this.#trades.at(-1);
  }

  /** Forgets every trade (market switch). */
  clear(): void {
    if (this.#trades.length === 0) return;
    this.#trades = [];
    this.#ids.clear();
    this.#version++;
  }
}
