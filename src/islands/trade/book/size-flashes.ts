/**
 * Which book rows just changed size, for a short flash drawn inside the frame loop (SCREENS.md: flash in the draw,
 * not with CSS animations on 60 nodes). Rows are keyed by side and tick; the first view of a book flashes nothing,
 * nor does a regrouping (the caller clears), so only real changes of the feed light up.
 */
import type { BookRow, BookView } from '#lib/market/book-view.ts';

/** How long a changed size stays lit, fading out (ms). */
const FLASH_MS = 450;

/** The last drawn lots per row and when each changed. */
export class SizeFlashes {
  #lots = new Map<number, number>();
  #changed = new Map<number, number>();
  #latest = Number.NEGATIVE_INFINITY;

  /** Forgets everything (market switch, regrouping): the next view is a baseline. */
  clear(): void {
    this.#lots.clear();
    this.#changed.clear();
    this.#latest = Number.NEGATIVE_INFINITY;
  }

  /** Compares a new view with the last one and stamps the rows whose size changed. */
  track(view: BookView, now: number): void {
    const first = this.#lots.size === 0;
    const next = new Map<number, number>();
    const side = (rows: readonly BookRow[], sign: 1 | -1) => {
      for (const row of rows) {
        // asks and bids never share a key: asks are stored as negative ticks (tick 0 cannot be an ask)
        const key = sign * row.tick;
        next.set(key, row.lots);
        const before = this.#lots.get(key);
        if (!first && before !== undefined && before !== row.lots) {
          this.#changed.set(key, now);
          this.#latest = now;
        }
      }
    };
    side(view.bids, 1);
    side(view.asks, -1);
    this.#lots = next;
    for (const [key, at] of this.#changed) if (now - at >= FLASH_MS) this.#changed.delete(key);
  }

  /** Whether any row still flashes at `now` (the surface keeps redrawing until none does). */
  active(now: number): boolean {
    return now - this.#latest < FLASH_MS;
  }

  /** How lit a row is at `now`: 1 just after its change, fading to 0 over FLASH_MS. */
  alpha(isBid: boolean, tick: number, now: number): number {
    const at = this.#changed.get(isBid ? tick : -tick);
    if (at === undefined) return 0;
    const age = now - at;
    return age >= FLASH_MS ? 0 : 1 - age / FLASH_MS;
  }
}
