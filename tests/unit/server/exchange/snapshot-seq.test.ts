/** Snapshot answers line up with their stream channels over the real WebSocket (seq = last delivered seq). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness, type TestUser } from './harness.ts';
import { Peer } from './ws-peer.ts';

const USDC = 1_000_000n;
let h: Harness;
let alice: TestUser;
let bob: TestUser;
let peer: Peer;

beforeAll(async () => {
  h = await new Harness().start();
  alice = await h.user('alice');
  bob = await h.user('bob');
  peer = await Peer.open(h.wsUrl);
  for (const channel of [`user:${alice.userId}`, 'market:BTC-PERP', 'indexPrices', 'borrowLend'])
    await peer.subscribe(channel);
  // events on every channel: deposits, a resting order and a fill, a loan, an index move
  await h.fund(alice, 'USDC', 10_000n * USDC);
  await h.fund(bob, 'USDC', 10_000n * USDC);
  await bob.client.placeLimitOrder({
    userId: bob.userId,
    market: 'BTC-PERP',
    side: 'Ask',
    price: '100000',
    size: '200000',
  });
  await alice.client.placePerpMarketOrder({
    userId: alice.userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: '105000',
    size: '100000',
  });
  await alice.client.lend({ userId: alice.userId, tokenAddress: await h.token('USDC'), amount: String(100n * USDC) });
  const svc = h.exchange.service;
  svc.execute({ type: 'setIndexPrice', ts: svc.stamp(), prices: [{ token: 'BTC', price: 99_000n * 10n ** 9n }] });
  await peer.barrier();
});
afterAll(async () => {
  peer.close();
  await h.stop();
});

describe("a snapshot carries its channel's last delivered sequence number", () => {
  const cases: [string, () => string, () => Promise<{ seq: number }>][] = [
    ['getUserData', () => `user:${alice.userId}`, () => h.client().getUserData({ userId: alice.userId })],
    ['getPerpOrderBookData', () => 'market:BTC-PERP', () => h.client().getPerpOrderBookData({ market: 'BTC-PERP' })],
    ['getPriceIndexes', () => 'indexPrices', () => h.client().getPriceIndexes()],
    ['getBorrowLendingData', () => 'borrowLend', () => h.client().getBorrowLendingData()],
  ];
  it.each(cases)('%s', async (_name, channel, snapshot) => {
    const delivered = peer.seqs(channel());
    expect(delivered.length).toBeGreaterThan(0);
    expect((await snapshot()).seq).toBe(delivered.at(-1));
  });

  it('moves with the stream: one more event, one more number, in the snapshot too', async () => {
    const before = (await h.client().getUserData({ userId: alice.userId })).seq;
    await alice.client.setAliasName({ userId: alice.userId, alias: 'alice2' });
    await peer.barrier();
    const after = await h.client().getUserData({ userId: alice.userId });
    expect([after.seq, after.userData.alias]).toEqual([before + 1, 'alice2']);
    expect(peer.seqs(`user:${alice.userId}`).at(-1)).toBe(after.seq);
    expect(peer.events(`user:${alice.userId}`).at(-1)).toMatchObject({ type: 'SetAlias', newAlias: 'alice2' });
  });

  it('numbers each user channel on its own: a new account is at 1, its session key', async () => {
    const carol = await h.user('carol');
    const peerOfCarol = await Peer.open(h.wsUrl);
    expect(await peerOfCarol.subscribe(`user:${carol.userId}`)).toBe(1);
    expect((await h.client().getUserData({ userId: carol.userId })).seq).toBe(1);
    peerOfCarol.close();
  });
});
