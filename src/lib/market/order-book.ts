/**
 * The full order book of one market, mutable and outside any framework: a snapshot loads it, OrderbookUpdate diffs
 * (absolute sizes per price, 0 removes the level) change it in place, and `version` moves on every real change so
 * one animation-frame loop can redraw only when something changed. Sequence checks and resyncs are live-book.ts's.
 */
import type { MarketScale } from './scale.ts';
import { BookSide } from './book-side.ts';

/** A price level on the wire: price as a decimal string, size in base units. */
export interface WireLevel {
  readonly price: string;
  readonly size: string;
}
/** The level changes of one OrderbookUpdate event. */
export interface WireBookUpdate {
  readonly asksUpdates: readonly WireLevel[];
  readonly bidsUpdates: readonly WireLevel[];
}
/** A book snapshot (getPerpOrderBookData's data). */
export interface WireBookSnapshot {
  readonly asks: readonly WireLevel[];
  readonly bids: readonly WireLevel[];
}

/** A full book on a market's tick/lot grid. */
export class OrderBook {
  readonly scale: MarketScale;
  readonly bids = new BookSide(true);
  readonly asks = new BookSide(false);
  #version = 0;
  #stamp = 0;

  /** An empty book on the market's grid. */
  constructor(scale: MarketScale) {
    this.scale = scale;
  }

  /** Moves on every change of the levels; a drawer compares it with the version it drew last. */
  get version(): number {
    return this.#version;
  }

  /** Number of levels on both sides. */
  get levelCount(): number {
    return this.bids.size + this.asks.size;
  }

  /** Replaces the whole book with a snapshot. Throws OffGridError, leaving the book unchanged, on an off-grid level. */
  reset(snapshot: WireBookSnapshot): void {
    const bids = this.#parse(snapshot.bids);
    const asks = this.#parse(snapshot.asks);
    this.#clearLevels();
    const stamp = ++this.#stamp;
    for (let i = 0; i < bids.length; i += 2) this.bids.set(bids[i]!, bids[i + 1]!, stamp);
    for (let i = 0; i < asks.length; i += 2) this.asks.set(asks[i]!, asks[i + 1]!, stamp);
    this.#version++;
  }

  /**
   * Applies one diff. Every level is parsed before anything changes, so an off-grid level (OffGridError) leaves the
   * book as it was and the caller resyncs.
   */
  apply(update: WireBookUpdate): boolean {
    const bids = this.#parse(update.bidsUpdates);
    const asks = this.#parse(update.asksUpdates);
    const stamp = ++this.#stamp;
    let changed = false;
    for (let i = 0; i < bids.length; i += 2) changed = this.bids.set(bids[i]!, bids[i + 1]!, stamp) || changed;
    for (let i = 0; i < asks.length; i += 2) changed = this.asks.set(asks[i]!, asks[i + 1]!, stamp) || changed;
    if (changed) this.#version++;
    return changed;
  }

  /** Empties the book (reconnect, market switch): no level of the old stream survives into the next snapshot. */
  clear(): void {
    if (this.levelCount === 0) return;
    this.#clearLevels();
    this.#version++;
  }

  #clearLevels(): void {
    this.bids.clear();
    this.asks.clear();
  }

  /** Wire levels as flat [tick, lots, ...] pairs. */
  #parse(levels: readonly WireLevel[]): number[] {
    const out: number[] = new Array<number>(levels.length * 2);
    for (let i = 0; i < levels.length; i++) {
      const level = levels[i]!;
      out[2 * i] = this.scale.priceToTick(level.price);
      out[2 * i + 1] = this.scale.sizeToLots(level.size);
    }
    return out;
  }
}
