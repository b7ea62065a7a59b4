import { describe, expect, it } from 'vitest';
import type { ConnectivityHandlers } from '#lib/api/connectivity.ts';
import { backoffDelay, StreamClient, type WebSocketLike } from '#lib/api/stream-client.ts';
import { ManualClock } from '#tests/unit/lib/market/manual-clock.ts';

/** In-memory socket pair: the test plays the server. */
class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: { op: string; id?: number; channel?: string }[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  /** Answers the last ping. */
  pong() {
    const ping = this.sent.filter((m) => m.op === 'ping').at(-1)!;
    this.push({ type: 'pong', id: ping.id, time: 1 });
  }
  /** Client messages other than pings. */
  get subs() {
    return this.sent.filter((m) => m.op !== 'ping');
  }
}

function setup() {
  FakeSocket.all = [];
  const clock = new ManualClock();
  let hints: ConnectivityHandlers | null = null;
  const client = new StreamClient({
    url: 'ws://x/ws',
    WebSocket: FakeSocket,
    timers: clock.timers,
    random: () => 0,
    now: () => clock.now,
    connectivity: {
      listen: (h) => {
        hints = h;
        return () => (hints = null);
      },
    },
  });
  const statuses: string[] = [];
  client.onStatus((s) => statuses.push(s));
  const events: number[] = [];
  const resyncs: string[] = [];
  client.subscribe('user:3', { onEvent: (_e, seq) => events.push(seq), onResync: (r) => resyncs.push(r) });
  client.connect();
  const socket = () => FakeSocket.all.at(-1)!;
  /** Opens the current socket and answers its first ping. */
  const up = () => {
    socket().open();
    socket().pong();
  };
  return { client, clock, socket, up, statuses, events, resyncs, hints: () => hints };
}
const ev = (seq: number) => ({
  type: 'event',
  channel: 'user:3',
  seq,
  event: { type: 'SetAlias', userId: '3', timestamp: 1, newAlias: 'abc' },
});

describe('StreamClient', () => {
  it('subscribes on open, is operational once a ping comes back, and asks for a snapshot on the first ack', () => {
    const t = setup();
    t.socket().open();
    expect(t.socket().sent).toEqual([
      { op: 'ping', id: 1 },
      { op: 'subscribe', channel: 'user:3' },
    ]);
    expect(t.client.status).toBe('connecting');
    t.clock.advance(7);
    t.socket().pong();
    expect([t.client.status, t.client.latencyMs]).toEqual(['operational', 7]);
    t.socket().push({ type: 'subscribed', channel: 'user:3', seq: 10 });
    expect(t.resyncs).toEqual(['initial']);
    expect(t.statuses).toEqual(['operational']);
  });

  it.each([
    ['in order', [11, 12, 13], []],
    ['with a gap', [11, 13], ['gap']],
    ['with a repeat', [11, 11], ['gap']],
  ])('delivers events %s and resyncs on gaps', (_n, seqs, gaps) => {
    const t = setup();
    t.up();
    t.socket().push({ type: 'subscribed', channel: 'user:3', seq: 10 });
    for (const s of seqs) t.socket().push(ev(s));
    expect(t.events).toEqual(seqs);
    expect(t.resyncs).toEqual(['initial', ...gaps]);
  });

  it('drops messages that break the contract', () => {
    const t = setup();
    t.up();
    t.socket().push({ type: 'subscribed', channel: 'user:3', seq: 1 });
    t.socket().push({ ...ev(2), event: { type: 'SetAlias', userId: 3 } });
    t.socket().onmessage?.({ data: 'not json' });
    expect(t.events).toEqual([]);
  });

  it('reconnects with backoff, resubscribes, resyncs and reports reconnecting, offline, then operational', () => {
    const t = setup();
    t.up();
    t.socket().push({ type: 'subscribed', channel: 'user:3', seq: 1 });
    t.socket().close();
    expect(t.client.status).toBe('reconnecting');
    t.clock.advance(500);
    t.socket().close();
    t.clock.advance(1000);
    t.socket().close();
    expect(t.client.status).toBe('offline');
    t.clock.advance(2000);
    t.up();
    expect(t.socket().subs).toEqual([{ op: 'subscribe', channel: 'user:3' }]);
    t.socket().push({ type: 'subscribed', channel: 'user:3', seq: 1 });
    expect(t.resyncs).toEqual(['initial', 'reconnect']);
    expect(FakeSocket.all).toHaveLength(4);
    expect(t.statuses).toEqual(['operational', 'reconnecting', 'offline', 'operational']);
  });

  it.each([
    ['online', 'online'],
    ['a visible tab', 'visible'],
  ] as const)('%s skips the backoff and reconnects at once', (_name, hint) => {
    const t = setup();
    t.up();
    for (let i = 0; i < 4; i++) {
      t.socket().close();
      t.clock.advance(30_000);
    }
    t.socket().close();
    expect(FakeSocket.all).toHaveLength(5);
    t.hints()![hint]();
    expect(FakeSocket.all).toHaveLength(6);
    t.up();
    // the attempt count starts over: the next drop waits the first delay again
    t.socket().close();
    t.clock.advance(499);
    expect(FakeSocket.all).toHaveLength(6);
    t.clock.advance(1);
    expect(FakeSocket.all).toHaveLength(7);
  });

  it('shows offline at once when the browser says so, and checks the line with a ping', () => {
    const t = setup();
    t.up();
    t.hints()!.offline();
    expect(t.client.status).toBe('offline');
    expect(t.socket().sent.filter((m) => m.op === 'ping')).toHaveLength(2);
    t.socket().pong();
    expect(t.client.status).toBe('operational');
  });

  it('drops a connection whose ping goes unanswered and reconnects', () => {
    const t = setup();
    t.up();
    t.clock.advance(15_000); // heartbeat
    expect(t.socket().sent.filter((m) => m.op === 'ping')).toHaveLength(2);
    t.clock.advance(4_999);
    expect(FakeSocket.all).toHaveLength(1);
    t.clock.advance(1);
    expect(t.client.status).toBe('reconnecting');
    expect(t.socket().readyState).toBe(3);
    t.clock.advance(500);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('unsubscribes when the last handler leaves and stops after close()', () => {
    const t = setup();
    t.up();
    const off = t.client.subscribe('market:BTC-PERP', { onEvent: () => {} });
    off();
    expect(t.socket().subs.slice(1)).toEqual([
      { op: 'subscribe', channel: 'market:BTC-PERP' },
      { op: 'unsubscribe', channel: 'market:BTC-PERP' },
    ]);
    t.client.close();
    t.clock.advance(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(t.client.status).toBe('offline');
    expect(t.hints()).toBeNull();
  });

  it.each([
    [0, 0, 500],
    [3, 0, 4000],
    [10, 0, 15000],
    [0, 0.999, 250],
    [10, 0.5, 11250],
  ])('backoff attempt %i with random %d waits %i ms', (attempt, random, ms) => {
    expect(backoffDelay(attempt, { initialMs: 500, maxMs: 15000, factor: 2, jitter: 0.5 }, () => random)).toBe(ms);
  });
});
