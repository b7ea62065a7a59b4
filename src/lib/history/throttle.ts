/**
 * SPEC 9's history fetch throttle: at most one call per interval (1000 ms), on the leading edge. The first call runs
 * at once; calls inside the interval do not run then, but the latest of them runs when the interval ends, so the
 * last filter the user chose is always fetched (a pure leading-edge throttle would drop it).
 */

/** The clock and timer the throttle uses (the browser's by default; tests pass fakes). */
export interface ThrottleClock {
  readonly now: () => number;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

const browserClock: ThrottleClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A throttled function with `cancel` (drops a waiting call, e.g. when the screen goes away). */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Wraps `run` so it runs at most once per `intervalMs`: leading edge, then the latest waiting call. */
export function throttleLeading<A extends unknown[]>(
  run: (...args: A) => void,
  intervalMs: number,
  clock: ThrottleClock = browserClock,
): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  let waiting: { args: A } | undefined;
  let timer: unknown;
  const fire = (args: A) => {
    last = clock.now();
    run(...args);
  };
  const throttled = (...args: A) => {
    const since = clock.now() - last;
    if (since >= intervalMs && timer === undefined) {
      fire(args);
      return;
    }
    waiting = { args };
    if (timer !== undefined) return;
    timer = clock.setTimeout(() => {
      timer = undefined;
      const next = waiting;
      waiting = undefined;
      if (next) fire(next.args);
    }, intervalMs - since);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
  return throttled;
}
