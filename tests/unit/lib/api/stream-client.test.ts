import { describe, expect, it } from 'vitest';
import { backoffDelay, StreamClient, type WebSocketLike } from '#lib/api/stream-client.ts';

/** In-memory socket pair: the test plays the server. */
class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
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
}

function setup() {
  FakeSocket.all = [];
  const pending: (() => void)[] = [];
  const delays: number[] = [];
  const client = new StreamClient({
    url: 'ws://x/ws',
    WebSocket: FakeSocket,
    timers: {
      setTimeout: (f, ms) => {
        pending.push(f);
        delays.push(ms);
        return pending.length;
      },
      clearTimeout: () => {},
    },
  });
  const statuses: string[] = [];
  client.onStatus((s) => statuses.push(s));
  const events: number[] = [];
  const resyncs: string[] = [];
  client.subscribe('user:3', { onEvent: (_e, seq) => events.push(seq), onResync: (r) => resyncs.push(r) });
  client.connect();
  const socket = () => FakeSocket.all.at(-1)!;
  const fire = () => pending.shift()!();
  return { client, socket, statuses, events, resyncs, delays, fire };
}
const ev = (seq: number) => ({
  type: 'event',
  channel: 'user:3',
  seq,
  event: { type: 'SetAlias', userId: '3', timestamp: 1, newAlias: 'abc' },
});

describe('StreamClient', () => {
  it('subscribes on open and asks for a snapshot on the first ack', () => {
    const t = setup();
    t.socket().open();
    expect(t.socket().sent).toEqual([{ op: 'subscribe', channel: 'user:3' }]);
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
    t.socket().open();
    t.socket().push({ type: 'subscribed', channel: 'user:3', seq: 10 });
    for (const s of seqs) t.socket().push(ev(s));
    expect(t.events).toEqual(seqs);
    expect(t.resyncs).toEqual(['initial', ...gaps]);
  });

  it('drops messages that break the contract', () => {
    const t = setup();
    t.socket().open();
    t.socket().push({ type: 'subscribed', channel: 'user:3', seq: 1 });
    t.socket().push({ ...ev(2), event: { type: 'SetAlias', userId: 3 } });
    t.socket().onmessage?.({ data: 'not json' });
    expect(t.events).toEqual([]);
  });

  it('reconnects with backoff, resubscribes, resyncs and reports status', () => {
    const t = setup();
    t.socket().open();
    t.socket().push({ type: 'subscribed', channel: 'user:3', seq: 1 });
    t.socket().close();
    expect(t.client.status).toBe('reconnecting');
    t.fire();
    t.socket().close();
    t.fire();
    t.socket().close();
    expect(t.client.status).toBe('offline');
    t.fire();
    t.socket().open();
    expect(t.socket().sent).toEqual([{ op: 'subscribe', channel: 'user:3' }]);
    t.socket().push({ type: 'subscribed', channel: 'user:3', seq: 1 });
    expect(t.resyncs).toEqual(['initial', 'reconnect']);
    expect(t.delays).toEqual([500, 1000, 2000]);
    expect(t.statuses).toEqual(['operational', 'reconnecting', 'offline', 'operational']);
  });

  it('unsubscribes when the last handler leaves and stops after close()', () => {
    const t = setup();
    t.socket().open();
    const off = t.client.subscribe('market:BTC-PERP', { onEvent: () => {} });
    off();
    expect(t.socket().sent.slice(1)).toEqual([
      { op: 'subscribe', channel: 'market:BTC-PERP' },
      { op: 'unsubscribe', channel: 'market:BTC-PERP' },
    ]);
    t.client.close();
    expect(t.delays).toEqual([]);
    expect(t.client.status).toBe('offline');
  });

  it.each([
    [0, 500],
    [3, 4000],
    [10, 15000],
  ])('backoff attempt %i waits %i ms', (attempt, ms) => {
    expect(backoffDelay(attempt, { initialMs: 500, maxMs: 15000, factor: 2 })).toBe(ms);
  });
});
