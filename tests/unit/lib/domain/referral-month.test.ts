import { describe, expect, it } from 'vitest';
import { utcMonthWindow } from '#lib/domain/referral-month.ts';

describe('utcMonthWindow', () => {
  it.each([
    ['mid-month', Date.UTC(2026, 10, 27, 10, 4), Date.UTC(2026, 10, 1), Date.UTC(2026, 11, 1) - 1],
    ['the first ms of a month', Date.UTC(2026, 1, 1), Date.UTC(2026, 1, 1), Date.UTC(2026, 2, 1) - 1],
    ['the last ms of a month', Date.UTC(2026, 2, 1) - 1, Date.UTC(2026, 1, 1), Date.UTC(2026, 2, 1) - 1],
    ['December into January', Date.UTC(2026, 11, 31, 23), Date.UTC(2026, 11, 1), Date.UTC(2027, 0, 1) - 1],
    ['a leap February', Date.UTC(2028, 1, 29, 12), Date.UTC(2028, 1, 1), Date.UTC(2028, 2, 1) - 1],
  ])('%s', (_n, now, older, newer) =>
    expect(utcMonthWindow(now)).toEqual({ olderTimestampMs: older, newerTimestampMs: newer }),
  );
  it('ends on the 30th, 23:59:59.999 UTC in November', () => {
    expect(new Date(utcMonthWindow(Date.UTC(2026, 10, 5)).newerTimestampMs).toISOString()).toBe(
      '2026-11-30T23:59:59.999Z',
    );
  });
});
