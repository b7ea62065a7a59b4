/**
 * One side of a full order book as three parallel arrays sorted with the touch LAST: sort keys, lots, and the
 * book stamp of each level's last change. Updates cluster near the touch, so finding, inserting and removing
 * there touches the end of the arrays; reading the top N walks back from the end without a lookup per level,
 * and a level costs three array slots rather than a Map entry and an object. Asks are stored as negated ticks so
 * both sides sort ascending with the best last.
 */

/** A resting level: lots and the book stamp of its last change (uncrossing drops the older of two crossed levels). */
export interface Level {
  readonly lots: number;
  readonly stamp: number;
}

/** One side (bids or asks) of a book. */
export class BookSide {
  readonly isBid: boolean;
  /** Sort keys ascending, best last: the tick for bids, minus the tick for asks. */
  readonly #keys: number[] = [];
  readonly #lots: number[] = [];
  readonly #stamps: number[] = [];

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
    const key = this.isBid ? tick : -tick;
    const i = this.#find(key);
    return this.#keys[i] === key ? this.#lots[i]! : 0;
  }

  /** The level at a tick, or undefined. */
  level(tick: number): Level | undefined {
    const key = this.isBid ? tick : -tick;
    const i = this.#find(key);
    return this.#keys[i] === key ? { lots: this.#lots[i]!, stamp: this.#stamps[i]! } : undefined;
  }

  /** The tick `depth` levels away from the touch (0 = best), or undefined past the end. */
  tickAt(depth: number): number | undefined {
    const key = this.#keys[this.#keys.length - 1 - depth];
    return key === undefined ? undefined : this.isBid ? key : -key;
  }

  /** The lots `depth` levels away from the touch (0 past the end). */
  lotsAt(depth: number): number {
    return this.#lots[this.#lots.length - 1 - depth] ?? 0;
  }

  /** The stamp of the level `depth` levels away from the touch (-1 past the end). */
  stampAt(depth: number): number {
    return this.#stamps[this.#stamps.length - 1 - depth] ?? -1;
  }

  /** The best price's tick, or undefined when the side is empty. */
  best(): number | undefined {
    return this.tickAt(0);
  }

  /** Sets the lots at a tick (0 removes the level); returns whether anything changed. */
  set(tick: number, lots: number, stamp: number): boolean {
    const key = this.isBid ? tick : -tick;
    const i = this.#find(key);
    const present = this.#keys[i] === key;
    if (lots === 0) {
      if (!present) return false;
      if (i === this.#keys.length - 1) {
        this.#keys.pop();
        this.#lots.pop();
        this.#stamps.pop();
      } else {
        this.#keys.splice(i, 1);
        this.#lots.splice(i, 1);
        this.#stamps.splice(i, 1);
      }
      return true;
    }
    if (present) {
      if (this.#lots[i] === lots) return false;
      this.#lots[i] = lots;
      this.#stamps[i] = stamp;
      return true;
    }
    if (i === this.#keys.length) {
      this.#keys.push(key);
      this.#lots.push(lots);
      this.#stamps.push(stamp);
    } else {
      this.#keys.splice(i, 0, key);
      this.#lots.splice(i, 0, lots);
      this.#stamps.splice(i, 0, stamp);
    }
    return true;
  }

  /** Removes every level. */
  clear(): void {
    this.#keys.length = 0;
    this.#lots.length = 0;
    this.#stamps.length = 0;
  }

  /** Every level from the touch outward, as [tick, lots] pairs (tests, snapshots, comparisons). */
  entries(): [tick: number, lots: number][] {
    const out: [number, number][] = [];
    for (let d = 0; d < this.#keys.length; d++) out.push([this.tickAt(d)!, this.lotsAt(d)]);
    return out;
  }

  /** Index of the first key >= `key` (binary search; the keys are ascending). */
  #find(key: number): number {
    const keys = this.#keys;
    const n = keys.length;
    // most updates hit the touch: check the last slots before searching
    if (n === 0 || keys[n - 1]! < key) return n;
    if (keys[n - 1] === key) return n - 1;
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
