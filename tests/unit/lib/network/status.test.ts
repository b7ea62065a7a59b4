import { describe, expect, it } from 'vitest';
import {
  FAILURES_UNTIL_OFFLINE,
  combineStatus,
  INITIAL_STATUS,
  nextStatus,
  type StatusEvent,
  type StatusState,
} from '#lib/network/status.ts';

const run = (events: StatusEvent['kind'][]): StatusState =>
  events.reduce<StatusState>((s, kind) => nextStatus(s, { kind } as StatusEvent), INITIAL_STATUS);

describe('footer status machine', () => {
  it.each([
    [[], 'connecting'],
    [['latency'], 'operational'],
    [['failure'], 'connecting'],
    [['latency', 'failure'], 'reconnecting'],
    [['latency', 'failure', 'failure'], 'reconnecting'],
    [['latency', 'failure', 'failure', 'failure'], 'offline'],
    [['failure', 'failure', 'failure'], 'offline'],
    [['latency', 'failure', 'failure', 'failure', 'latency'], 'operational'],
    [['latency', 'offline'], 'offline'],
    [['offline', 'latency'], 'operational'],
  ] as const)('%j -> %s', (events, expected) => {
    expect(run([...events]).status).toBe(expected);
  });

  it('goes offline exactly at the failure threshold', () => {
    const before = run(['latency', ...Array<'failure'>(FAILURES_UNTIL_OFFLINE - 1).fill('failure')]);
    expect(before.status).toBe('reconnecting');
    expect(nextStatus(before, { kind: 'failure' }).status).toBe('offline');
  });
});

describe('footer status from the sampler and the stream', () => {
  it.each([
    ['operational', undefined, 'operational'],
    ['operational', 'connecting', 'operational'],
    ['operational', 'reconnecting', 'reconnecting'],
    ['operational', 'offline', 'offline'],
    ['reconnecting', 'operational', 'reconnecting'],
    ['connecting', 'operational', 'operational'],
    ['offline', 'reconnecting', 'offline'],
    ['connecting', 'connecting', 'connecting'],
  ] as const)('http %s + stream %s -> %s', (http, stream, expected) => {
    expect(combineStatus(http, stream)).toBe(expected);
  });
});
