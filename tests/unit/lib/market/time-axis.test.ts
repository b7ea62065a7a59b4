/**
 * The time axis of the portfolio and vault charts: one format per span, and no two points ever writing the same tick
 * label (the chart put "19:24 19:24" under points seconds apart, and "Nov 27" twice). Times are hand-picked UTC
 * instants; every label is worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { timeAxisLabels, timeAxisUnit, timeTickFormatter, type TimeAxisUnit } from '#lib/market/time-axis.ts';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
/** 2026-11-27 00:00:00 UTC. */
const NOV27 = Date.UTC(2026, 10, 27);

/** The labels in time order, '' for a point that writes none. */
const labelsOf = (times: readonly number[]) => [...timeAxisLabels(times).values()];

/** Every non-empty label of a series, which must all differ. */
const written = (times: readonly number[]) => labelsOf(times).filter((l) => l !== '');

describe('timeAxisUnit', () => {
  it.each<[string, number, TimeAxisUnit]>([
    ['a new account: 3 minutes', 3 * M, 'second'],
    ['10 minutes exactly', 10 * M, 'second'],
    ['an hour', H, 'minute'],
    ['the 24h period (starting at the point before it)', 25 * H, 'minute'],
    ['two days exactly', 2 * D, 'minute'],
    ['a week', 7 * D + H, 'day'],
    ['30 days', 30 * D, 'day'],
    ['a year', 365 * D, 'month'],
  ])('%s: %s', (_, span, unit) => {
    expect(timeAxisUnit(span)).toBe(unit);
  });
});

describe('timeAxisLabels', () => {
  it('a new account: points seconds apart in one minute each write their second, once', () => {
    // deposit 19:24:05, faucet 19:24:40 and 19:24:40.600 (same second), trade 19:25:10, now 19:26:00: a span of
    // 1 min 55 s, so seconds; the second point of 19:24:40 writes nothing
    const t0 = NOV27 + 19 * H + 24 * M + 5 * S;
    const times = [t0, t0 + 35 * S, t0 + 35 * S + 600, t0 + 65 * S, t0 + 115 * S];
    expect(labelsOf(times)).toEqual(['19:24:05', '19:24:40', '', '19:25:10', '19:26:00']);
  });

  it('a day of history: hours and minutes, the midnight crossing writes the day, the same clock time once', () => {
    // 24h period: hourly snapshots from 18:00 on Nov 26 to 18:00 on Nov 27 (25 h with the point before the period),
    // a deposit and a trade in the same minute at 09:15:05 / 09:15:50, and now at 18:20:30
    const start = NOV27 - 6 * H;
    const hourly = Array.from({ length: 25 }, (_, i) => start + i * H);
    const flows = [NOV27 + 9 * H + 15 * M + 5 * S, NOV27 + 9 * H + 15 * M + 50 * S];
    const now = NOV27 + 18 * H + 20 * M + 30 * S;
    const times = [...hourly, ...flows, now].sort((a, b) => a - b);
    const labels = timeAxisLabels(times);
    expect(labels.get(NOV27)).toBe('Nov 27'); // the first point of the new day
    expect(labels.get(NOV27 + 9 * H)).toBe('09:00');
    expect(labels.get(flows[0]!)).toBe('09:15');
    expect(labels.get(flows[1]!)).toBe(''); // same minute as the deposit
    expect(labels.get(now)).toBe('18:20');
    // 18:00 on both days: written on Nov 27 only, where the period ends
    expect(labels.get(start)).toBe('');
    expect(labels.get(NOV27 + 18 * H)).toBe('18:00');
    expect(labels.get(start + H)).toBe('19:00'); // Nov 26 19:00: no 19:00 on Nov 27
    const shown = written(times);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('a week of hourly points and the live point: days, each written once by its first point', () => {
    // Nov 20 12:00 to Nov 27 12:00 hourly, now at 12:40:15: every day written once, at its first point
    const start = NOV27 - 7 * D + 12 * H;
    const times = [...Array.from({ length: 7 * 24 + 1 }, (_, i) => start + i * H), NOV27 + 12 * H + 40 * M + 15 * S];
    expect(written(times)).toEqual(['Nov 20', 'Nov 21', 'Nov 22', 'Nov 23', 'Nov 24', 'Nov 25', 'Nov 26', 'Nov 27']);
    const labels = timeAxisLabels(times);
    expect(labels.get(start)).toBe('Nov 20'); // a first point at noon names its day
    expect(labels.get(NOV27 - D)).toBe('Nov 26');
    expect(labels.get(NOV27 - D + 12 * H)).toBe(''); // noon of a written day
    expect(labels.get(NOV27 + 12 * H + 40 * M + 15 * S)).toBe(''); // the live point of today
  });

  it('a long history: months, across a year end', () => {
    // the 15th of each month from Oct 2026 to Apr 2027 and a point on Apr 20: 187 days, so months
    const times = [0, 1, 2, 3, 4, 5, 6].map((i) => Date.UTC(2026, 9 + i, 15));
    times.push(Date.UTC(2027, 3, 20));
    expect(labelsOf(times)).toEqual([
      'Oct 2026',
      'Nov 2026',
      'Dec 2026',
      'Jan 2027',
      'Feb 2027',
      'Mar 2027',
      'Apr 2027',
      '',
    ]);
  });

  it('no points, no labels; one point writes its second', () => {
    expect(labelsOf([])).toEqual([]);
    expect(labelsOf([NOV27 + 5 * S])).toEqual(['00:00:05']);
  });
});

describe('timeTickFormatter', () => {
  it('answers the chart by its times in seconds, and nothing for a time not in the series', () => {
    const t0 = (NOV27 + 9 * H) / 1000;
    const format = timeTickFormatter([t0, t0 + 3600, t0 + 3630, t0 + 7200]);
    expect([t0, t0 + 3600, t0 + 3630, t0 + 7200].map(format)).toEqual(['09:00', '10:00', '', '11:00']);
    expect(format(t0 + 1)).toBe('');
    expect(format({ year: 2026, month: 11, day: 27 })).toBe('');
  });
});
