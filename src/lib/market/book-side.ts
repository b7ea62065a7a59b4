/**
 * One side of a full order book: lots per integer tick in a Map, plus the ticks kept sorted so the touch is the
 * LAST element. Updates cluster near the touch, so inserting and removing there moves few array slots; reading
 * the top N walks from the end. Asks are stored as negated ticks so both sides sort ascending with the best last.
 */

/** A resting level: lots and the book stamp of its last change (uncrossing drops the older of two crossed levels). */
export interface Level {
  lots: number;
  stamp: number;
}

/** One side (bids or asks) of a book. */
export class BookSide {
  readonly isBid: boolean;
  /** Sort keys ascending, best last: the tick for bids, minus the tick for asks. */
  readonly #keys: number[] = [];
  readonly #levels = new Map<number, Level>();

  /** An empty side. */
  constructor(isBid: boolean) {
    this.isBid = isBid;
  }

  /** Number of price levels. */
  get size(): number {
    return this.#keys.length;
  }

  /** Lots resting at a tick (0 when none). */
  lots(tick: number): number {
    return this.#levels.get(tick)?.lots ?? 0;
  }

  /** The level at a tick, or undefined. */
  level(tick: number): Readonly<Level> | undefined {
    return this.#levels.get(tick);
  }

  /** The tick `depth` levels away from the touch (0 = best), or undefined past the end. */
  tickAt(depth: number): number | undefined {
    const key = this.#keys[this.#keys.length - 1 - depth];
    return key === undefined ? undefined : this.isBid ? key : -key;
  }

  /** The best price's tick, or undefined when the side is empty. */
  best(): number | undefined {
    return this.tickAt(0);
  }

  /** Sets the lots at a tick (0 removes the level); returns whether anything changed. */
  set(tick: number, lots: number, stamp: number): boolean {
    const existing = this.#levels.get(tick);
    if (lots === 0) {
      if (existing === undefined) return false;
      this.#levels.delete(tick);
      this.#keys.splice(this.#find(this.isBid ? tick : -tick), 1);
      return true;
    }
    if (existing !== undefined) {
      if (existing.lots === lots) return false;
      existing.lots = lots;
      existing.stamp = stamp;
      return true;
    }
    this.#levels.set(tick, { lots, stamp });
    const key = this.isBid ? tick : -tick;
    const at = this.#find(key);
    if (at === this.#keys.length) this.#keys.push(key);
    else this.#keys.splice(at, 0, key);
    return true;
  }

  /** Removes every level. */
  clear(): void {
    this.#keys.length = 0;
    this.#levels.clear();
  }

  /** Every level from the touch outward, as [tick, lots] pairs (tests, snapshots, comparisons). */
  entries(): [tick: number, lots: number][] {
    const out: [number, number][] = [];
    for (let i = this.#keys.length - 1; i >= 0; i--) {
      const tick = this.isBid ? this.#keys[i]! : -this.#keys[i]!;
      out.push([tick, this.#levels.get(tick)!.lots]);
    }
    return out;
  }

  /** Index of the first key >= `key` (binary search; the keys are ascending). */
  #find(key: number): number {
    const keys = this.#keys;
    // most updates hit the touch: check the end before searching
    const n = keys.length;
    if (n === 0 || keys[n - 1]! < key) return n;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
