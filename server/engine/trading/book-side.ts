/**
 * One side of an order book (orderbook.ts): its price levels in an array sorted so the best level is last (O(1)
 * peek and pop) plus a Map tick -> level, and the ticks changed since depth was last read.
 */
/** A resting order. `lotsLeft` shrinks as it fills; the links belong to the book. */
export interface BookOrder {
  readonly id: number;
  readonly owner: string;
  readonly isBid: boolean;
  readonly tick: number;
  readonly lots: number;
  lotsLeft: number;
  readonly ts: number;
  readonly reduceOnly: boolean;
  prev: BookOrder | null;
  next: BookOrder | null;
}

/** One aggregated depth level: tick and total lots. */
export interface DepthLevel {
  readonly tick: number;
  readonly lots: number;
}

/** One price level: its tick, total lots and FIFO queue (an intrusive doubly linked list). */
export interface Level {
  readonly tick: number;
  lots: number;
  head: BookOrder | null;
  tail: BookOrder | null;
}

/** One side of the book (bids or asks). */
export class BookSide {
  readonly isBid: boolean;
  /** Sorted so the best price is last: bids ascending, asks descending. */
  readonly sorted: Level[] = [];
  readonly byTick = new Map<number, Level>();
  readonly touched = new Set<number>();

  /** An empty side; bids sort ascending, asks descending (best last either way). */
  constructor(isBid: boolean) {
    this.isBid = isBid;
  }

  /** The best level, if any. */
  best(): Level | undefined {
    return this.sorted[this.sorted.length - 1];
  }

  /** The level at `tick`, created in sorted position when missing. */
  levelFor(tick: number): Level {
    const found = this.byTick.get(tick);
    if (found !== undefined) return found;
    const level: Level = { tick, lots: 0, head: null, tail: null };
    const arr = this.sorted;
    // Binary search for the first level that is better than `tick`; insert before it.
    let lo = 0;
    let hi = arr.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const t = arr[mid]!.tick;
      if (this.isBid ? t > tick : t < tick) hi = mid;
      else lo = mid + 1;
    }
    if (lo === arr.length) arr.push(level);
    else arr.splice(lo, 0, level);
    this.byTick.set(tick, level);
    return level;
  }

  /** Removes an empty level. */
  dropLevel(level: Level): void {
    this.byTick.delete(level.tick);
    const arr = this.sorted;
    if (arr[arr.length - 1] === level) {
      arr.pop();
      return;
    }
    let lo = 0;
    let hi = arr.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const t = arr[mid]!.tick;
      if (t === level.tick) {
        arr.splice(mid, 1);
        return;
      }
      if (this.isBid ? t > level.tick : t < level.tick) hi = mid;
      else lo = mid + 1;
    }
  }
}

/** The levels of a side changed since the last call, with their current total lots (0 = gone); clears the record. */
export function drainTouched(side: BookSide): DepthLevel[] {
  const out: DepthLevel[] = [];
  if (side.touched.size === 0) return out;
  for (const tick of side.touched) out.push({ tick, lots: side.byTick.get(tick)?.lots ?? 0 });
  side.touched.clear();
  return out;
}
