/**
 * Funding happens on the hour: the market bar counts down to the next full hour, and the funding figures are
 * refetched at 15 s past each hour (SPEC section 9; msUntilFundingRefetch is the domain's rule). Each refetch
 * re-arms from the clock rather than from a fixed 60-minute interval, so a sleeping laptop or a throttled
 * background tab does not drift off the hour.
 */
import type { Timers } from '#lib/api/stream-client.ts';
import { FUNDING_REFETCH, msUntilFundingRefetch } from '#lib/domain/constants.ts';

const HOUR_MS = FUNDING_REFETCH.intervalMs;

/** Milliseconds from `nowMs` to the next full UTC hour (a full hour exactly on the hour). */
export function msUntilNextHour(nowMs: number): number {
  return HOUR_MS - (((nowMs % HOUR_MS) + HOUR_MS) % HOUR_MS);
}

/** The countdown to the next funding as whole minutes and seconds (rounded up, so it never shows 00:00 early). */
export function fundingCountdown(nowMs: number): { readonly minutes: number; readonly seconds: number } {
  const total = Math.ceil(msUntilNextHour(nowMs) / 1000);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

/** The countdown as "MM:SS" ("60:00" on the hour itself, down to "00:01"). */
export function fundingCountdownText(nowMs: number): string {
  const { minutes, seconds } = fundingCountdown(nowMs);
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Options of the refetch schedule. */
export interface FundingScheduleOptions {
  readonly timers?: Timers;
  readonly now?: () => number;
}

/** Calls `refetch` at 15 s past every hour, starting with the next one; returns the stop function. */
export function scheduleFundingRefetch(refetch: () => void, options: FundingScheduleOptions = {}): () => void {
  const timers = options.timers ?? {
    setTimeout: (f: () => void, ms: number) => globalThis.setTimeout(f, ms),
    clearTimeout: (h: unknown) => globalThis.clearTimeout(h as number),
  };
  const now = options.now ?? Date.now;
  let handle: unknown = null;
  let stopped = false;
  const arm = () => {
    handle = timers.setTimeout(() => {
      if (stopped) return;
      refetch();
      arm();
    }, msUntilFundingRefetch(now()));
  };
  arm();
  return () => {
    stopped = true;
    timers.clearTimeout(handle);
  };
}
