/**
 * Publishing at most ~10 times a second for React consumers (the canvas draws every frame; a table of stats or
 * a store does not need to). Leading edge when idle, then one trailing publish per interval, so the last change is
 * always published and never more than one interval late.
 */
import type { Timers } from '#lib/api/stream-client.ts';

/** Default publish interval: 10 Hz. */
const PUBLISH_INTERVAL_MS = 100;

/** Something that changes and says so (LiveBook, TradeTape). */
export interface ChangeSource {
  onChange(listener: () => void): () => void;
}
/** Throttle options. */
export interface ThrottleOptions {
  readonly intervalMs?: number;
  readonly timers?: Timers;
  readonly now?: () => number;
}

/** Runs `fn` on `schedule()` at most once per interval; `cancel` drops a pending run. */
export class Throttle {
  readonly #fn: () => void;
  readonly #interval: number;
  readonly #timers: Timers;
  readonly #now: () => number;
  #last = Number.NEGATIVE_INFINITY;
  #timer: unknown = null;

  /** A throttle around `fn`. */
  constructor(fn: () => void, options: ThrottleOptions = {}) {
    this.#fn = fn;
    this.#interval = options.intervalMs ?? PUBLISH_INTERVAL_MS;
    this.#timers = options.timers ?? {
      setTimeout: (f, ms) => globalThis.setTimeout(f, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as number),
    };
    this.#now = options.now ?? (() => performance.now());
  }

  /** Asks for a run: now if the last one is an interval old, else once when the interval ends. */
  schedule(): void {
    if (this.#timer !== null) return;
    const wait = this.#last + this.#interval - this.#now();
    if (wait <= 0) return this.#run();
    this.#timer = this.#timers.setTimeout(() => {
      this.#timer = null;
      this.#run();
    }, wait);
  }

  /** Drops a pending run. */
  cancel(): void {
    if (this.#timer !== null) this.#timers.clearTimeout(this.#timer);
    this.#timer = null;
  }

  #run(): void {
    this.#last = this.#now();
    this.#fn();
  }
}

/** Publishes `read()` to `publish` at most once per interval after each change of `source`; returns the stop. */
export function publishThrottled<T>(
  source: ChangeSource,
  read: () => T,
  publish: (value: T) => void,
  options: ThrottleOptions = {},
): () => void {
  const throttle = new Throttle(() => publish(read()), options);
  const off = source.onChange(() => throttle.schedule());
  throttle.schedule();
  return () => {
    off();
    throttle.cancel();
  };
}
