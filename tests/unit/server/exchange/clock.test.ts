import { describe, expect, it } from 'vitest';
import { NetworkClock } from '#server/exchange/clock.ts';

describe('the network clock', () => {
  it('reads the wall clock until advanced, then runs ahead of it by the span', () => {
    let wall = 1_000_000;
    const clock = new NetworkClock(() => wall);
    expect(clock.now()).toBe(1_000_000);
    clock.advance(3_600_000);
    expect([clock.now(), clock.offset]).toEqual([4_600_000, 3_600_000]);
    wall += 500;
    expect(clock.now()).toBe(4_600_500);
  });

  it('resumes no earlier than a given time and never goes back', () => {
    const clock = new NetworkClock(() => 1000);
    clock.resumeAt(5000);
    expect(clock.now()).toBe(5000);
    clock.resumeAt(2000);
    expect(clock.now()).toBe(5000);
  });

  it.each([[-1], [0.5], [Number.NaN], [2 ** 60]])('refuses to advance by %s ms', (ms) => {
    const clock = new NetworkClock(() => 0);
    expect(() => clock.advance(ms)).toThrow(RangeError);
    expect(clock.now()).toBe(0);
  });
});
