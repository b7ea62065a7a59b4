/**
 * One market's order book with price-time priority. It works in integer ticks (price / tickSize) and lots
 * (size / lotSize), both proven safe integers by the caller, so matching never touches bigint. Each side keeps
 * its price levels in an array sorted so the best level is last (O(1) peek and pop) plus a Map tick -> level;
 * each level is an intrusive doubly linked FIFO, so cancel by id is O(1) through the id -> order Map.
 */

import { BookSide, drainTouched, type BookOrder, type DepthLevel } from './book-side.ts';

export type { BookOrder, DepthLevel };

/** What a new resting order needs. */
export interface NewOrder {
  readonly id: number;
  readonly owner: string;
  readonly isBid: boolean;
  readonly tick: number;
  readonly lots: number;
  readonly ts: number;
  readonly reduceOnly: boolean;
}

/** One match between the incoming order and a resting maker order. */
export interface Match {
  readonly maker: BookOrder;
  readonly tick: number;
  readonly lots: number;
}

/** The outcome of matching an incoming order. */
export interface MatchResult {
  readonly matches: Match[];
  /** Lots of the incoming order left unfilled. */
  readonly lotsLeft: number;
  /** The taker's own resting orders removed by self-trade prevention (oldest first). */
  readonly selfCanceled: BookOrder[];
  /** Every order unlinked by the match (self-canceled and filled makers), in the order it left the book. */
  readonly removed: BookOrder[];
}

/** A per-market order book: add, match, cancel, depth and incremental depth deltas. */
export class OrderBook {
  private readonly bids = new BookSide(true);
  private readonly asks = new BookSide(false);
  private readonly orders = new Map<number, BookOrder>();

  /** Number of resting orders. */
  get size(): number {
    return this.orders.size;
  }

  /** The resting order with this id, if any. */
  get(id: number): BookOrder | undefined {
    return this.orders.get(id);
  }

  /**
   * Every resting order, level by level (bids then asks, best first) and each level in its FIFO order, so adding
   * them back in this order rebuilds the same queues (snapshots), whatever order they were added in.
   */
  *all(): Generator<BookOrder> {
    for (const side of [this.bids, this.asks])
      for (let i = side.sorted.length - 1; i >= 0; i--)
        for (let o = side.sorted[i]!.head; o !== null; o = o.next) yield o;
  }

  /** Best bid tick, or undefined when there are no bids. */
  bestBid(): number | undefined {
    return this.bids.best()?.tick;
  }

  /** Best ask tick, or undefined when there are no asks. */
  bestAsk(): number | undefined {
    return this.asks.best()?.tick;
  }

  /** True when an order at `tick` on side `isBid` would trade immediately. */
  wouldCross(isBid: boolean, tick: number): boolean {
    const best = (isBid ? this.asks : this.bids).best();
    if (best === undefined) return false;
    return isBid ? best.tick <= tick : best.tick >= tick;
  }

  /** Rests an order at the back of its price level's queue (`lotsLeft` defaults to all of it; restore passes less). */
  add(input: NewOrder, lotsLeft: number = input.lots): BookOrder {
    // A literal (not a spread) keeps every order on one hidden class, which the matching loop relies on.
    const order: BookOrder = {
      id: input.id,
      owner: input.owner,
      isBid: input.isBid,
      tick: input.tick,
      lots: input.lots,
      lotsLeft,
      ts: input.ts,
      reduceOnly: input.reduceOnly,
      prev: null,
      next: null,
    };
    const side = input.isBid ? this.bids : this.asks;
    const level = side.levelFor(input.tick);
    order.prev = level.tail;
    if (level.tail === null) level.head = order;
    else level.tail.next = order;
    level.tail = order;
    level.lots += order.lotsLeft;
    side.touched.add(input.tick);
    this.orders.set(order.id, order);
    return order;
  }

  /** Removes a resting order by id; returns it, or undefined when it is not on the book. */
  cancel(id: number): BookOrder | undefined {
    const order = this.orders.get(id);
    if (order === undefined) return undefined;
    this.unlink(order);
    return order;
  }

  /**
   * Matches an incoming order against the opposite side up to `limitTick` (inclusive) for at most `lots`.
   * Resting orders of the same owner are canceled instead of traded (self-trade prevention).
   */
  match(isBid: boolean, limitTick: number, lots: number, owner: string): MatchResult {
    const side = isBid ? this.asks : this.bids;
    const matches: Match[] = [];
    const selfCanceled: BookOrder[] = [];
    const removed: BookOrder[] = [];
    let left = lots;
    while (left > 0) {
      const level = side.best();
      if (level === undefined || (isBid ? level.tick > limitTick : level.tick < limitTick)) break;
      side.touched.add(level.tick);
      let maker = level.head;
      while (maker !== null && left > 0) {
        const next = maker.next;
        if (maker.owner === owner) {
          selfCanceled.push(maker);
          removed.push(maker);
          this.unlink(maker);
        } else {
          const take = maker.lotsLeft < left ? maker.lotsLeft : left;
          matches.push({ maker, tick: level.tick, lots: take });
          left -= take;
          maker.lotsLeft -= take;
          level.lots -= take;
          if (maker.lotsLeft === 0) {
            removed.push(maker);
            this.unlink(maker);
          }
        }
        maker = next;
      }
    }
    return { matches, lotsLeft: left, selfCanceled, removed };
  }

  /**
   * Undoes a match exactly (the engine's rollback): gives the makers back their lots and puts every removed order
   * back at the head of its level, newest removal first, which restores each level's FIFO order.
   */
  unmatch(result: MatchResult): void {
    for (let i = result.matches.length - 1; i >= 0; i--) {
      const m = result.matches[i]!;
      m.maker.lotsLeft += m.lots;
      if (this.orders.get(m.maker.id) === m.maker) {
        const side = m.maker.isBid ? this.bids : this.asks;
        side.byTick.get(m.maker.tick)!.lots += m.lots;
      }
    }
    for (let i = result.removed.length - 1; i >= 0; i--) {
      const o = result.removed[i]!;
      const level = (o.isBid ? this.bids : this.asks).byTick.get(o.tick);
      this.relink(o, null, level?.head ?? null);
    }
  }

  /** Puts a removed order back between `prev` and `next` of its level (recreating the level), for rollbacks. */
  relink(order: BookOrder, prev: BookOrder | null, next: BookOrder | null): void {
    const side = order.isBid ? this.bids : this.asks;
    const level = side.levelFor(order.tick);
    order.prev = prev;
    order.next = next;
    if (prev === null) level.head = order;
    else prev.next = order;
    if (next === null) level.tail = order;
    else next.prev = order;
    level.lots += order.lotsLeft;
    side.touched.add(order.tick);
    this.orders.set(order.id, order);
  }

  /** Forgets the changed levels without reading them (a rolled-back command leaves nothing to publish). */
  clearDeltas(): void {
    this.bids.touched.clear();
    this.asks.touched.clear();
  }

  /** Lots available on the opposite side up to `limitTick`, excluding `owner`'s own orders. */
  liquidity(isBid: boolean, limitTick: number, owner: string, cap: number): number {
    const side = isBid ? this.asks : this.bids;
    let total = 0;
    for (let i = side.sorted.length - 1; i >= 0 && total < cap; i--) {
      const level = side.sorted[i]!;
      if (isBid ? level.tick > limitTick : level.tick < limitTick) break;
      for (let o = level.head; o !== null && total < cap; o = o.next) if (o.owner !== owner) total += o.lotsLeft;
    }
    return total < cap ? total : cap;
  }

  /** Aggregated depth, best first, at most `maxLevels` levels per side. */
  depth(maxLevels: number): { bids: DepthLevel[]; asks: DepthLevel[] } {
    const read = (side: BookSide): DepthLevel[] => {
      const out: DepthLevel[] = [];
      for (let i = side.sorted.length - 1; i >= 0 && out.length < maxLevels; i--) {
        const level = side.sorted[i]!;
        out.push({ tick: level.tick, lots: level.lots });
      }
      return out;
    };
    return { bids: read(this.bids), asks: read(this.asks) };
  }

  /** Levels changed since the last call, with their current total lots (0 = gone); clears the record. */
  takeDeltas(): { bids: DepthLevel[]; asks: DepthLevel[] } {
    return { bids: drainTouched(this.bids), asks: drainTouched(this.asks) };
  }

  /** True when some level changed since the last takeDeltas. */
  hasDeltas(): boolean {
    return this.bids.touched.size > 0 || this.asks.touched.size > 0;
  }

  /** takeDeltas of one side as flat [tick, lots, tick, lots, ...] (no object per level; the engine's hot path). */
  takeSideDeltas(isBid: boolean): number[] {
    const side = isBid ? this.bids : this.asks;
    const out: number[] = [];
    if (side.touched.size === 0) return out;
    for (const tick of side.touched) out.push(tick, side.byTick.get(tick)?.lots ?? 0);
    side.touched.clear();
    return out;
  }

  private unlink(order: BookOrder): void {
    const side = order.isBid ? this.bids : this.asks;
    const level = side.byTick.get(order.tick);
    this.orders.delete(order.id);
    if (level === undefined) return;
    if (order.prev === null) level.head = order.next;
    else order.prev.next = order.next;
    if (order.next === null) level.tail = order.prev;
    else order.next.prev = order.prev;
    order.prev = null;
    order.next = null;
    level.lots -= order.lotsLeft;
    side.touched.add(order.tick);
    if (level.head === null) side.dropLevel(level);
  }
}
