/** The stream hub over the real server on loopback (server/exchange/api/ws.ts): protocol, limits, cut-off, restart. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  MAX_BUFFERED_BYTES,
  MAX_CLIENT_MESSAGE_BYTES,
  MAX_CONNECTIONS_PER_IP,
  MAX_REFUSED_MESSAGES,
  MAX_SUBSCRIPTIONS,
  MESSAGE_BURST,
  MESSAGES_PER_SECOND,
} from '#server/exchange/api/ws.ts';
import { syncChannel } from '#lib/api/channel-sync.ts';
import type { CallResponse, StreamEvent } from '#lib/api/contract.ts';
import { StreamClient, type WebSocketFactory } from '#lib/api/stream-client.ts';
import { Harness, type TestUser } from './harness.ts';
import { Peer } from './ws-peer.ts';

let h: Harness;
let alice: TestUser;
const peers: Peer[] = [];
const open = async (keepBodies = true) => {
  const peer = await Peer.open(h.wsUrl, keepBodies);
  peers.push(peer);
  return peer;
};
const movePrice = (price: bigint) => {
  const svc = h.exchange.service;
  svc.execute({ type: 'setIndexPrice', ts: svc.stamp(), prices: [{ token: 'BTC', price: price * 10n ** 9n }] });
};

beforeAll(async () => {
  h = await new Harness().start();
  alice = await h.user('alice');
});
afterAll(async () => {
  for (const p of peers) p.socket.terminate();
  await h.stop();
});

describe('protocol', () => {
  it("stops a channel's events after unsubscribe, and only that channel's", async () => {
    const peer = await open();
    await peer.subscribe('indexPrices');
    await peer.subscribe(`user:${alice.userId}`);
    movePrice(98_000n);
    await peer.barrier();
    expect(peer.events('indexPrices')).toHaveLength(1);
    await expect(
      peer.ask({ op: 'unsubscribe', channel: 'indexPrices' }, (m) => m.type === 'unsubscribed'),
    ).resolves.toEqual({ type: 'unsubscribed', channel: 'indexPrices' });
    movePrice(97_000n);
    await alice.client.setAliasName({ userId: alice.userId, alias: 'alice2' });
    await peer.barrier();
    expect(peer.events('indexPrices')).toHaveLength(1);
    expect(peer.events(`user:${alice.userId}`).map((e) => e.type)).toEqual(['SetAlias']);
    // the channel went on numbering without this peer
    expect(await peer.subscribe('indexPrices')).toBe(peer.seqs('indexPrices')[0]! + 1);
  });

  it('answers a ping with its id and the server clock', async () => {
    const peer = await open();
    await expect(peer.ask({ op: 'ping', id: 42 }, (m) => m.type === 'pong')).resolves.toEqual({
      type: 'pong',
      id: 42,
      time: h.now,
    });
  });

  it.each([
    ['text that is not JSON', 'hello'],
    ['an unknown op', JSON.stringify({ op: 'drop', channel: 'indexPrices' })],
    ['an unknown channel', JSON.stringify({ op: 'subscribe', channel: 'everything' })],
    ['a user channel with a non-numeric id', JSON.stringify({ op: 'subscribe', channel: 'user:alice' })],
    ['an extra field', JSON.stringify({ op: 'ping', id: 1, extra: true })],
    ['a ping id that is not an integer', JSON.stringify({ op: 'ping', id: 1.5 })],
  ])('answers %s with a typed error and keeps the connection', async (_name, text) => {
    const peer = await open();
    const answer = await peer.ask(text, (m) => m.type === 'error');
    expect(answer).toMatchObject({ type: 'error', error: { code: 'invalid_request', message: expect.any(String) } });
    await peer.barrier();
    expect(peer.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('answers a binary frame with a typed error', async () => {
    const peer = await open();
    const answer = peer.next((m) => m.type === 'error');
    peer.socket.send(Buffer.from(JSON.stringify({ op: 'ping', id: 1 })), { binary: true });
    await expect(answer).resolves.toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('closes a connection that sends a message over the size limit (1009)', async () => {
    const peer = await open();
    peer.send(JSON.stringify({ op: 'ping', id: 1, pad: 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES) }));
    await expect(peer.closed()).resolves.toBe(1009);
  });
});

describe('limits', () => {
  it(`holds at most ${MAX_SUBSCRIPTIONS} channels per connection`, async () => {
    const peer = await open();
    const answer = async (channel: string) =>
      (await peer.ask({ op: 'subscribe', channel }, (m) => m.type === 'error' || m.type === 'subscribed')).type;
    for (let id = 1; id <= MAX_SUBSCRIPTIONS; id++) expect(await answer(`user:${id}`)).toBe('subscribed');
    const refused = await peer.ask(
      { op: 'subscribe', channel: 'indexPrices' },
      (m) => m.type === 'error' || m.type === 'subscribed',
    );
    expect(refused).toEqual({ type: 'error', error: { code: 'rate_limited', message: 'too many subscriptions' } });
    // subscribing again to a held channel is no new subscription, and unsubscribing frees a place
    expect(await answer('user:1')).toBe('subscribed');
    await peer.ask({ op: 'unsubscribe', channel: 'user:1' }, (m) => m.type === 'unsubscribed');
    expect(await answer('indexPrices')).toBe('subscribed');
    expect(await answer('borrowLend')).toBe('error');
  });

  it(`admits a burst of ${MESSAGE_BURST} messages, answers the next rate_limited, and admits again as it refills`, async () => {
    const peer = await open();
    const pong = (id: number) => (m: { type: string; id?: number }) => m.type === 'pong' && m.id === id;
    for (let id = 1; id <= MESSAGE_BURST; id++) peer.send({ op: 'ping', id });
    await peer.next(pong(MESSAGE_BURST));
    const refused = await peer.ask({ op: 'ping', id: 0 }, (m) => m.type === 'error' || m.type === 'pong');
    expect(refused).toEqual({ type: 'error', error: { code: 'rate_limited', message: 'too many messages' } });
    h.now += Math.ceil(1000 / MESSAGES_PER_SECOND); // one message's worth of refill
    await expect(peer.ask({ op: 'ping', id: -1 }, (m) => m.type === 'error' || m.type === 'pong')).resolves.toEqual({
      type: 'pong',
      id: -1,
      time: h.now,
    });
    expect(peer.socket.readyState).toBe(WebSocket.OPEN);
  });

  it(`closes a connection that goes on sending through ${MAX_REFUSED_MESSAGES} refusals (1008)`, async () => {
    const peer = await open(false);
    for (let id = 1; id <= MESSAGE_BURST + MAX_REFUSED_MESSAGES; id++) peer.send({ op: 'ping', id });
    await expect(peer.closed()).resolves.toBe(1008);
  });

  it(`holds at most ${MAX_CONNECTIONS_PER_IP} connections per client address, and frees a place on close`, async () => {
    const hub = h.exchange.service.hub;
    const mine: Peer[] = [];
    let refusal: unknown;
    while (refusal === undefined && mine.length <= MAX_CONNECTIONS_PER_IP) {
      try {
        mine.push(await Peer.open(h.wsUrl, false));
      } catch (error) {
        refusal = error;
      }
    }
    try {
      expect(String(refusal)).toContain('429');
      expect(hub.connections).toBe(MAX_CONNECTIONS_PER_IP); // every connection of this file comes from loopback
      const last = mine.pop()!;
      last.socket.close();
      await last.closed();
      await vi.waitFor(() => expect(hub.connections).toBe(MAX_CONNECTIONS_PER_IP - 1));
      mine.push(await Peer.open(h.wsUrl, false));
    } finally {
      for (const p of mine) p.socket.terminate();
    }
  });

  it('cuts off a client that stops reading, while one that reads gets every event', async () => {
    const hub = h.exchange.service.hub;
    const channel = 'market:ETH-PERP';
    const reader = await open(false);
    const stalled = await open(false);
    const first = (await reader.subscribe(channel)) + 1;
    await stalled.subscribe(channel);
    stalled.socket.pause();
    const connections = hub.connections;
    // ~0.7 MB per event; the cap is the hub's buffer limit plus the kernel's socket buffers, with room to spare
    const levels = Array.from({ length: 10_000 }, (_, i) => ({
      price: `${100_000_000_000 + i}.123456789`,
      size: '12345678901234567890',
    }));
    const big: StreamEvent = { type: 'OrderbookUpdate', market: 'ETH-PERP', asksUpdates: levels, bidsUpdates: [] };
    let published = 0;
    while (hub.connections === connections && published < 400) {
      for (let i = 0; i < 4; i++) hub.publish(channel, big);
      published += 4;
      await reader.barrier(); // the reader drains each batch, so its own queue never nears the limit
    }
    expect(hub.connections).toBe(connections - 1);
    // not before its queue passed the limit
    expect(published * JSON.stringify(big).length).toBeGreaterThan(MAX_BUFFERED_BYTES);
    expect(reader.seqs(channel)).toEqual(Array.from({ length: published }, (_, i) => first + i));
    expect(reader.socket.readyState).toBe(WebSocket.OPEN);
    stalled.socket.resume();
    await expect(stalled.closed()).resolves.toBe(1006);
    expect(stalled.seqs(channel).length).toBeLessThan(published);
  });
});

describe('restart', () => {
  it('reconnects after a server restart and resyncs from the snapshot, then follows the new numbering', async () => {
    const bob = await h.user('bob');
    const stream = new StreamClient({
      url: h.wsUrl,
      WebSocket: WebSocket as unknown as WebSocketFactory,
      backoff: { initialMs: 10, maxMs: 100, factor: 2 },
    });
    const statuses: string[] = [];
    stream.onStatus((s) => statuses.push(s));
    const values: [number, string][] = [];
    const loads: number[] = [];
    const stop = syncChannel<CallResponse<'getUserData'>>(stream, `user:${bob.userId}`, {
      load: async () => {
        const snapshot = await h.client().getUserData({ userId: bob.userId });
        loads.push(snapshot.seq);
        return snapshot;
      },
      apply: (v, e) => (e.type === 'SetAlias' ? { ...v, userData: { ...v.userData, alias: e.newAlias } } : v),
      onValue: (v, seq) => values.push([seq, v.userData.alias]),
    });
    stream.connect();
    await vi.waitFor(() => expect(values).toEqual([[1, 'bob']]));
    await bob.client.setAliasName({ userId: bob.userId, alias: 'bob2' });
    await vi.waitFor(() => expect(values.at(-1)).toEqual([2, 'bob2']));

    await h.restart({ samePort: true });
    // the new hub numbers from 0: the reconnect's snapshot is at 0 and still has the alias set before
    await vi.waitFor(() => expect(values.at(-1)).toEqual([0, 'bob2']));
    await bob.client.setAliasName({ userId: bob.userId, alias: 'bob3' });
    await vi.waitFor(() => expect(values.at(-1)).toEqual([1, 'bob3']));
    expect(loads).toEqual([1, 0]);
    expect(statuses).toContain('reconnecting');
    expect(stream.status).toBe('operational');
    stop();
    stream.close();
  });
});
