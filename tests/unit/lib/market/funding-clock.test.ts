import { describe, expect, it } from 'vitest';
import {
  fundingCountdown,
  fundingCountdownText,
  msUntilNextHour,
  scheduleFundingRefetch,
} from '#lib/market/funding-clock.ts';
import { ManualClock } from './manual-clock.ts';

const H = 3_600_000;
const at = (m: number, s: number, ms = 0) => Date.UTC(2030, 0, 1, 7, m, s, ms);

describe('funding countdown', () => {
  it.each([
    [at(0, 0), H, '60:00'],
    [at(0, 0, 1), H - 1, '60:00'],
    [at(59, 59), 1000, '00:01'],
    [at(59, 59, 999), 1, '00:01'],
    [at(30, 15), 29 * 60_000 + 45_000, '29:45'],
  ])('at %i: %i ms to the hour, shown %s', (now, ms, text) => {
    expect(msUntilNextHour(now)).toBe(ms);
    expect(fundingCountdownText(now)).toBe(text);
  });

  it('splits into whole minutes and seconds', () => {
    expect(fundingCountdown(at(12, 34, 500))).toEqual({ minutes: 47, seconds: 26 });
  });
});

describe('scheduleFundingRefetch', () => {
  it('refetches first at 15 s past the next hour, then every hour, and stops', () => {
    const clock = new ManualClock();
    clock.now = at(42, 0);
    const calls: string[] = [];
    const stop = scheduleFundingRefetch(() => calls.push(new Date(clock.now).toISOString().slice(11, 19)), {
      timers: clock.timers,
      now: () => clock.now,
    });
    clock.advance(18 * 60_000 + 14_999);
    expect(calls).toEqual([]);
    clock.advance(1);
    clock.advance(2 * H);
    expect(calls).toEqual(['08:00:15', '09:00:15', '10:00:15']);
    stop();
    clock.advance(5 * H);
    expect(calls).toHaveLength(3);
  });

  it('re-arms from the clock: a late timer (a sleeping tab) does not push later refetches off the hour', () => {
    let now = at(59, 0);
    let fire: (() => void) | null = null;
    const delays: number[] = [];
    scheduleFundingRefetch(() => {}, {
      now: () => now,
      timers: {
        setTimeout: (f, ms) => {
          fire = f;
          delays.push(ms);
          return 1;
        },
        clearTimeout: () => {},
      },
    });
    now = at(0, 0) + H + 40 * 60_000; // the first timer fires 40 minutes late
    fire!();
    expect(delays).toEqual([75_000, 20 * 60_000 + 15_000]);
  });
});
