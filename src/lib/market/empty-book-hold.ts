/**
 * The market makers of the exchange cancel their quotes and place new ones as separate book updates, so the live
 * book is empty for an instant many times a minute. Figures derived from its top (the header's mark, the chart's
 * mark line, the book's "no orders" state) must not blink through those instants: an empty top that follows a
 * two-sided one of the same market is published only if the book is still empty `holdMs` later.
 */
import type { Timers } from '#lib/api/stream-client.ts';

/** The part of a book top the hold looks at. */
export interface TopLike {
  readonly market: string | null;
  readonly bestBid: bigint | null;
  readonly bestAsk: bigint | null;
}

/** How long an empty book must stay empty before it shows (ms). */
const HOLD_MS = 300;

const isEmpty = (top: TopLike) => top.bestBid === null && top.bestAsk === null;

/** Passes tops through to `publish`, holding back a momentary empty one (see the module comment). */
export class EmptyBookHold<T extends TopLike> {
  readonly #publish: (top: T) => void;
  readonly #timers: Timers;
  readonly #holdMs: number;
  #shown: T | null = null;
  #latest: T | null = null;
  #timer: unknown = null;

  /** A hold in front of `publish`. */
  constructor(publish: (top: T) => void, options: { readonly timers?: Timers; readonly holdMs?: number } = {}) {
    this.#publish = publish;
    this.#holdMs = options.holdMs ?? HOLD_MS;
    this.#timers = options.timers ?? {
      setTimeout: (f, ms) => globalThis.setTimeout(f, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as number),
    };
  }

  /** A new top from the live book. */
  offer(top: T): void {
    this.#latest = top;
    const shown = this.#shown;
    if (isEmpty(top) && shown !== null && !isEmpty(shown) && shown.market === top.market) {
      this.#timer ??= this.#timers.setTimeout(() => {
        this.#timer = null;
        if (this.#latest !== null) this.#show(this.#latest);
      }, this.#holdMs);
      return;
    }
    this.cancel();
    this.#show(top);
  }

  /** Drops a held empty top. */
  cancel(): void {
    if (this.#timer !== null) this.#timers.clearTimeout(this.#timer);
    this.#timer = null;
  }

  #show(top: T): void {
    this.#shown = top;
    this.#publish(top);
  }
}
