import { describe, expect, it } from 'vitest';
import { throttleLeading, type ThrottleClock } from '#lib/history/throttle.ts';

/** A hand-driven clock: `advance` moves time and runs the timers that came due. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 1;
  const clock: ThrottleClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.push({ at: now + ms, run, id: next });
      return next++;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    for (const t of due) t.run();
  };
  return { clock, advance, pending: () => timers.length };
}

describe('throttleLeading: one call per 1000 ms, leading edge (SPEC 9)', () => {
  it('runs the first call at once', () => {
    const { clock } = manualClock();
    const calls: string[] = [];
    throttleLeading((x: string) => calls.push(x), 1000, clock)('a');
    expect(calls).toEqual(['a']);
  });

  it('holds calls inside the interval and runs only the latest when it ends', () => {
    const { clock, advance } = manualClock();
    const calls: string[] = [];
    const f = throttleLeading((x: string) => calls.push(x), 1000, clock);
    f('a');
    advance(100);
    f('b');
    advance(300);
    f('c');
    expect(calls).toEqual(['a']);
    advance(599);
    expect(calls).toEqual(['a']);
    advance(1);
    expect(calls).toEqual(['a', 'c']);
  });

  it('never runs twice within 1000 ms, however often it is called', () => {
    const { clock, advance } = manualClock();
    const at: number[] = [];
    const f = throttleLeading(() => at.push(clock.now()), 1000, clock);
    for (let t = 0; t < 5000; t += 50) {
      f();
      advance(50);
    }
    advance(1000);
    expect(at[0]).toBe(0);
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(1000);
    expect(at).toHaveLength(6); // 0, 1000, ... 5000: the last call (at 4950) ran when its interval ended
  });

  it('runs at once again after a quiet interval', () => {
    const { clock, advance } = manualClock();
    const calls: string[] = [];
    const f = throttleLeading((x: string) => calls.push(x), 1000, clock);
    f('a');
    advance(1500);
    f('b');
    expect(calls).toEqual(['a', 'b']);
  });

  it('cancel drops the waiting call', () => {
    const { clock, advance, pending } = manualClock();
    const calls: string[] = [];
    const f = throttleLeading((x: string) => calls.push(x), 1000, clock);
    f('a');
    f('b');
    f.cancel();
    expect(pending()).toBe(0);
    advance(2000);
    expect(calls).toEqual(['a']);
  });
});
