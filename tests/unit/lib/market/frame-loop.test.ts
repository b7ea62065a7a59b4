import { describe, expect, it } from 'vitest';
import { FrameLoop, type FrameScheduler } from '#lib/market/frame-loop.ts';
import { publishThrottled, Throttle } from '#lib/market/throttle.ts';
import { ManualClock } from './manual-clock.ts';

/** Frames the test runs one at a time. */
function frames() {
  let pending: ((t: number) => void) | null = null;
  let time = 0;
  const scheduler: FrameScheduler = {
    request: (cb) => (pending = cb),
    cancel: () => (pending = null),
  };
  const run = (n = 1) => {
    for (let i = 0; i < n && pending; i++) {
      const cb = pending;
      pending = null;
      cb((time += 16));
    }
  };
  return { scheduler, run, waiting: () => pending !== null };
}

describe('FrameLoop', () => {
  it('draws a widget only on frames after its version moved', () => {
    const f = frames();
    const loop = new FrameLoop(f.scheduler);
    let version = 0;
    const drawn: number[] = [];
    loop.add({ version: () => version, draw: () => drawn.push(version) });
    f.run(3);
    version = 5; // several changes between two frames still make one draw
    version = 6;
    f.run(2);
    expect(drawn).toEqual([0, 6]);
    expect(loop.stats).toEqual({ frames: 5, draws: 2 });
  });

  it('redraws on invalidate and stops asking for frames when the last widget leaves', () => {
    const f = frames();
    const loop = new FrameLoop(f.scheduler);
    const a = { version: () => 1, draw: () => drawn.push('a') };
    const b = { version: () => 1, draw: () => drawn.push('b') };
    const drawn: string[] = [];
    const offA = loop.add(a);
    const offB = loop.add(b);
    f.run();
    loop.invalidate(b);
    f.run();
    loop.invalidate();
    f.run();
    expect(drawn).toEqual(['a', 'b', 'b', 'a', 'b']);
    offA();
    offB();
    expect(f.waiting()).toBe(false);
  });
});

describe('Throttle', () => {
  it('runs at once when idle, then at most once per interval with a trailing run', () => {
    const clock = new ManualClock();
    const runs: number[] = [];
    const t = new Throttle(() => runs.push(clock.now), { timers: clock.timers, now: () => clock.now });
    t.schedule(); // 0: leading edge
    clock.advance(10);
    t.schedule();
    clock.advance(30);
    t.schedule(); // folded into the run at 100
    clock.advance(100);
    clock.advance(500);
    t.schedule(); // idle again: at once
    expect(runs).toEqual([0, 100, 640]);
  });

  it('publishes the latest value of a source at 10 Hz and stops cleanly', () => {
    const clock = new ManualClock();
    const listeners = new Set<() => void>();
    let value = 0;
    const source = {
      onChange: (l: () => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    };
    const published: number[] = [];
    const stop = publishThrottled(
      source,
      () => value,
      (v) => published.push(v),
      {
        timers: clock.timers,
        now: () => clock.now,
      },
    );
    for (let i = 1; i <= 50; i++) {
      value = i;
      for (const l of listeners) l();
      clock.advance(10); // 100 changes per second
    }
    stop();
    clock.advance(1000);
    expect(published).toEqual([0, 10, 20, 30, 40, 50]);
    expect(listeners.size).toBe(0);
  });
});
