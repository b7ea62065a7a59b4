import { describe, expect, it } from 'vitest';
import { ServerClock } from '#lib/api/server-clock.ts';

describe('the server clock', () => {
  it('reads the local clock until the first sample', () => {
    const clock = new ServerClock(() => 5000);
    expect([clock.now(), clock.offset, clock.sampled]).toEqual([5000, 0, false]);
  });

  it.each([
    ['a server a day ahead, 100 ms round trip', 1000, 1100, 1050 + 86_400_000, 86_400_000],
    ['a server 2 s behind', 10_000, 10_010, 8005, -2000],
    ['an instant answer', 500, 500, 1500, 1000],
    ['an odd round trip (rounded)', 0, 3, 10, 9],
  ])('takes the middle of the round trip: %s', (_name, sent, received, server, offset) => {
    let local = received;
    const clock = new ServerClock(() => local);
    clock.sample(sent, received, server);
    expect([clock.offset, clock.sampled]).toEqual([offset, true]);
    local += 1000;
    expect(clock.now()).toBe(received + 1000 + offset);
  });

  it.each([
    ['a non-number time', 0, 10, Number.NaN],
    ['an answer received before it was asked', 10, 0, 5],
  ])('ignores %s', (_name, sent, received, server) => {
    const clock = new ServerClock(() => 0);
    clock.sample(0, 10, 100);
    clock.sample(sent, received, server);
    expect(clock.offset).toBe(95);
  });
});
