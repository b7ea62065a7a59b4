/**
 * The time axis of a lightweight-charts line chart of irregular points (the portfolio's history, the vault's): which
 * label each point writes when the chart makes it a tick. The chart puts its ticks on data points and formats each
 * one alone, so points a few seconds apart both became "19:24", and a day-only format wrote "27 Nov" under every
 * tick of the same day. Here the format is chosen once from the span the series covers (seconds for a few minutes,
 * hours and minutes up to two days, days up to half a year, months beyond), and only the first point of each
 * labelled unit (its second, minute, day or month) writes a label: every other point writes nothing, so no two ticks
 * can ever read the same. Times are UTC, like the app's one date-time format and like the chart's own tick weights
 * (a tick the chart puts on a UTC midnight is labelled with that day).
 */

/** What one tick label names. */
export type TimeAxisUnit = 'second' | 'minute' | 'day' | 'month';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Up to this span ticks write seconds ("19:24:05"): a new account's first minutes. */
const SECONDS_UP_TO_MS = 10 * MINUTE_MS;
/** Up to this span ticks write the time of day ("19:24"): a day of history (the 24h period starts a little before). */
const MINUTES_UP_TO_MS = 2 * DAY_MS;
/** Up to this span ticks write the day ("Nov 27"); months ("Nov 2026") beyond. */
const DAYS_UP_TO_MS = 180 * DAY_MS;

/** The unit a series' ticks name, from the time it spans (ms). */
export function timeAxisUnit(spanMs: number): TimeAxisUnit {
  if (spanMs <= SECONDS_UP_TO_MS) return 'second';
  if (spanMs <= MINUTES_UP_TO_MS) return 'minute';
  if (spanMs <= DAYS_UP_TO_MS) return 'day';
  return 'month';
}

const UTC = 'UTC';
const CLOCK_SECONDS = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: UTC,
});
const CLOCK = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: UTC });
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: UTC });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: UTC });

/** The start (ms) of the unit a time falls in: the bucket two points share when they would write the same label. */
function bucketOf(ms: number, unit: TimeAxisUnit): number {
  if (unit === 'second') return Math.floor(ms / 1000);
  if (unit === 'minute') return Math.floor(ms / MINUTE_MS);
  if (unit === 'day') return Math.floor(ms / DAY_MS);
  const date = new Date(ms);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/**
 * The tick label of every point of a series (times in ms, ascending), by the unit its span calls for: the first
 * point of each unit writes it, every later point of the same unit writes ''. On the time-of-day units the first point
 * of a new UTC day after the first writes the day instead ("Nov 27" where the clock passes midnight), so a day of
 * history still says which day it crosses into; and a clock time met on two days is written only on the later one.
 */
export function timeAxisLabels(timesMs: readonly number[]): Map<number, string> {
  const labels = new Map<number, string>();
  const first = timesMs[0];
  const last = timesMs.at(-1);
  if (first === undefined || last === undefined) return labels;
  const unit = timeAxisUnit(last - first);
  let previousBucket: number | undefined;
  let previousDay: number | undefined;
  for (const ms of timesMs) {
    const bucket = bucketOf(ms, unit);
    const day = bucketOf(ms, 'day');
    if (bucket === previousBucket) {
      labels.set(ms, '');
    } else if ((unit === 'second' || unit === 'minute') && previousDay !== undefined && day !== previousDay) {
      labels.set(ms, DAY.format(ms));
    } else {
      const format = unit === 'second' ? CLOCK_SECONDS : unit === 'minute' ? CLOCK : unit === 'day' ? DAY : MONTH;
      labels.set(ms, format.format(ms));
    }
    previousBucket = bucket;
    previousDay = day;
  }
  // a span of up to two days passes the same clock time twice ("18:00" yesterday and today): the later one keeps it
  const seen = new Set<string>();
  for (const ms of [...labels.keys()].reverse()) {
    const label = labels.get(ms)!;
    if (label !== '' && seen.has(label)) labels.set(ms, '');
    seen.add(label);
  }
  return labels;
}

/**
 * A lightweight-charts tickMarkFormatter for a series with times in whole seconds (UTCTimestamp): the labels of
 * timeAxisLabels; a time not in the series (none: ticks sit on points) writes nothing.
 */
export function timeTickFormatter(timesSec: readonly number[]): (time: unknown) => string {
  const labels = timeAxisLabels(timesSec.map((s) => s * 1000));
  return (time) => (typeof time === 'number' ? (labels.get(time * 1000) ?? '') : '');
}
