/** The calendar window of this month's referral stats (SPEC 7): UTC, first to last millisecond. */

/** First and last ms (inclusive) of the UTC calendar month holding `nowMs`. */
export function utcMonthWindow(nowMs: number): {
  readonly olderTimestampMs: number;
  readonly newerTimestampMs: number;
} {
  const d = new Date(nowMs);
  const olderTimestampMs = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const newerTimestampMs = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 1;
  return { olderTimestampMs, newerTimestampMs };
}
