/**
 * The local network's controls through a real exchange (controls.ts over HTTP, advance.ts, schedule.ts): an advance
 * runs funding, interest, liquidation, bridge settlements and snapshots in order, exactly one funding per hour
 * crossed, even with the simulator ticking around it; a price goes through the engine (liquidations react); the
 * controls refuse web pages and bad input, and do not exist unless the exchange runs as the local network.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from '#server/engine/model/commands.ts';
import { ControlClient, ControlError } from '#server/exchange/control-client.ts';
import type { Every } from '#server/exchange/schedule.ts';
import { Harness, type TestUser } from './harness.ts';

const USDC = 1_000_000n;
const H = 3_600_000;
const ETHEREUM = '0x52908400098527886E0F7030069857D2E4169EE7';

let h: Harness;
let net: ControlClient;
let alice: TestUser;
let bob: TestUser;

/** Bob rests an ask of `size` BTC base units at `price`; `taker` buys `size` of it at market: `taker` is long. */
async function openLong(taker: TestUser, price: string, size: bigint): Promise<void> {
  await bob.client.placeLimitOrder({ userId: bob.userId, market: 'BTC-PERP', side: 'Ask', price, size: String(size) });
  const buy = await taker.client.placePerpMarketOrder({
    userId: taker.userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: String(Number(price) + 1000),
    size: String(size),
  });
  expect(buy).toMatchObject({ status: 'filled', filledSize: String(size) });
}

const commandsSince = (seq: number) =>
  [...h.exchange.service.store.commandsAfter(seq)].map((c) => c.command as Command);

beforeAll(async () => {
  h = await new Harness({ controls: true }).start();
  net = new ControlClient(h.exchange.url);
  h.now = Date.UTC(2030, 0, 1, 0, 30);
  alice = await h.user('alice');
  bob = await h.user('bob');
  await h.fund(alice, 'USDC', 20_000n * USDC);
  await h.fund(bob, 'USDC', 100_000n * USDC);
  // index and trade at 100,000 and a one-sided book afterwards: the mark is the index, the premium zero
  await net.setPrice('BTC', '100,000');
  await openLong(alice, '100000', 10_000_000n); // 0.1 BTC
});
afterAll(() => h.stop());

describe('advance', () => {
  it('pays one hour of funding on an open position: 0.1 BTC x $100,000 x 0.00125 % = $0.125', async () => {
    const seq = h.exchange.service.store.lastSeq();
    const from = (await net.clock()).now;
    const result = await net.advance('1h');
    expect(result.from).toBe(from);
    expect(result.to).toBe(from + H);
    expect(result.clock.now).toBeGreaterThanOrEqual(from + H);
    expect(result.steps.map((s) => [s.at, s.work, s.rejected, s.index?.BTC])).toEqual([
      [Date.UTC(2030, 0, 1, 1), ['funding', 'interest', 'liquidation', 'snapshot'], 0, '100000'],
      [from + H, ['interest', 'liquidation'], 0, undefined],
    ]);
    // the engine log holds exactly those commands, in that order, stamped with their step's time
    expect(commandsSince(seq).map((c) => [c.type, c.ts])).toEqual([
      ['applyFunding', Date.UTC(2030, 0, 1, 1)],
      ['accrueInterest', Date.UTC(2030, 0, 1, 1)],
      ['liquidateScan', Date.UTC(2030, 0, 1, 1)],
      ['snapshotPortfolios', Date.UTC(2030, 0, 1, 1)],
      ['accrueInterest', from + H],
      ['liquidateScan', from + H],
    ]);
    // zero premium: the rate is the interest part, 0.0000125 an hour; the long pays, the short receives
    const funding = async (user: TestUser) => (await h.client().getUserFundingHistory({ userId: user.userId })).funding;
    expect(await funding(alice)).toEqual([
      {
        market: 'BTC-PERP',
        amount: String(-125_000n),
        rate: '0.0000125',
        positionSize: '10000000',
        timestamp: Date.UTC(2030, 0, 1, 1),
      },
    ]);
    expect((await funding(bob)).map((f) => f.amount)).toEqual([String(125_000n)]);
  });

  it('settles a bridge withdrawal due inside the span, in its own step', async () => {
    const usdc = await h.token('USDC');
    await alice.client.withdraw({
      userId: alice.userId,
      tokenAddress: usdc,
      amount: String(10n * USDC),
      recipient: ETHEREUM,
      network: 'Ethereum',
    });
    const status = async () =>
      (await h.client().getUserWithdrawalsHistory({ userId: alice.userId })).withdrawals[0]!.status;
    expect(await status()).toBe('pending');
    const { settlesAt } = (await h.client().getUserWithdrawalsHistory({ userId: alice.userId })).withdrawals[0]!;
    const result = await net.advance('5m');
    expect(result.settled).toEqual([{ userId: alice.userId, network: 'Ethereum', settlesAt }]);
    expect(result.steps.map((s) => [s.at, s.work])).toEqual([
      [settlesAt, ['interest', 'liquidation', 'settlement']],
      [result.to, ['interest', 'liquidation']],
    ]);
    expect(await status()).toBe('settled');
  });

  it('keeps the advanced clock over a restart', async () => {
    const before = (await net.clock()).now;
    await h.restart();
    net = new ControlClient(h.exchange.url);
    expect(h.exchange.clock.now()).toBeGreaterThanOrEqual(before);
    expect((await net.clock()).now).toBeGreaterThanOrEqual(before);
    alice = { ...alice, client: h.client(alice.key) };
    bob = { ...bob, client: h.client(bob.key) };
  });

  it('expires session keys on the network clock: 25 h later the key is refused', async () => {
    await expect(alice.client.getUserData({ userId: alice.userId })).resolves.toBeDefined();
    await expect(
      alice.client.placeLimitOrder({
        userId: alice.userId,
        market: 'BTC-PERP',
        side: 'Bid',
        price: '1000',
        size: '10000',
      }),
    ).resolves.toBeDefined();
    await net.advance('25h');
    await expect(
      alice.client.placeLimitOrder({
        userId: alice.userId,
        market: 'BTC-PERP',
        side: 'Bid',
        price: '1000',
        size: '10000',
      }),
    ).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    alice = await h.rekey(alice);
    bob = await h.rekey(bob);
    // 25 more fundings, one per hour crossed
    const { funding } = await h.client().getUserFundingHistory({ userId: alice.userId, limit: 100 });
    expect(funding).toHaveLength(1 + 25);
  });
});

describe('price', () => {
  it('sets the index through the engine, and a thin account is liquidated as on a real move', async () => {
    const carol = await h.user('carol');
    await h.fund(carol, 'USDC', 100n * USDC);
    await net.setPrice('BTC', '100000');
    await openLong(carol, '100000', 1_000_000n); // 0.01 BTC, $1,000 on $100: 10x
    const position = async () =>
      (await carol.client.getUserData({ userId: carol.userId })).userData.perpPositions['BTC-PERP'];
    expect(await position()).toMatchObject({ size: '1000000' });
    // $95,000: -$50 on $100, still above the 1 % maintenance margin
    expect(await net.setPrice('BTC', '95000')).toMatchObject({ token: 'BTC', price: '95000' });
    expect(await position()).toMatchObject({ size: '1000000' });
    expect(h.exchange.service.engine.priceIndexes().BTC).toBe(95_000n * 1_000_000_000n);
    // $90,000: the loss eats the whole margin
    await net.setPrice('BTC', '$90,000.00');
    expect(h.exchange.service.engine.priceIndexes().BTC).toBe(90_000n * 1_000_000_000n);
    expect(await position()).toBeUndefined();
  });

  it.each([
    ['an unknown token', 'DOGE', '1', 400, 'invalid_request'],
    ['the quote token', 'USDC', '1', 400, 'invalid_request'],
    ['a float-looking exponent', 'BTC', '9e4', 400, 'invalid_request'],
    ['a zero price', 'BTC', '0', 400, 'invalid_request'],
    ['ten decimals', 'BTC', '1.0000000001', 400, 'invalid_request'],
  ])('refuses %s', async (_name, token, price, status, code) => {
    const before = h.exchange.service.engine.priceIndexes();
    await expect(net.setPrice(token, price)).rejects.toMatchObject({ status, code });
    expect(h.exchange.service.engine.priceIndexes()).toEqual(before);
  });
});

describe('guards', () => {
  it.each([
    ['a web page (Origin header)', { origin: 'http://127.0.0.1:4321', 'content-type': 'application/json' }, 403],
    ['a form post (no JSON)', { 'content-type': 'text/plain' }, 415],
  ])('refuses %s', async (_name, headers, status) => {
    const before = h.exchange.clock.now();
    const res = await fetch(`${h.exchange.url}/_local/advance`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ span: '1h' }),
    });
    expect(res.status).toBe(status);
    expect(h.exchange.clock.now() - before).toBeLessThan(H);
  });

  it.each([['0'], ['1x'], ['h'], ['-1h'], ['367d'], ['1.5h']])('refuses the span %j', async (span) => {
    await expect(net.advance(span)).rejects.toMatchObject({ status: 400, code: 'invalid_request' });
  });

  it('does not exist on an exchange not started as the local network', async () => {
    const plain = await new Harness().start();
    try {
      await expect(new ControlClient(plain.exchange.url).clock()).rejects.toMatchObject({ status: 404 });
      await expect(new ControlClient(plain.exchange.url).advance('1h')).rejects.toBeInstanceOf(ControlError);
    } finally {
      await plain.stop();
    }
  });
});

describe('with the simulator ticking', () => {
  it('runs one funding per hour crossed: the simulator neither repeats nor skips it after a jump', async () => {
    let tick = () => {};
    const every: Every = (fn) => ((tick = fn), () => (tick = () => {}));
    const s = await new Harness({ controls: true, simulate: true, every }).start();
    try {
      s.now = Date.UTC(2030, 0, 1, 0, 20);
      const dave = await s.user('dave');
      const erin = await s.user('erin');
      await s.fund(dave, 'USDC', 10_000n * USDC);
      await s.fund(erin, 'USDC', 10_000n * USDC);
      await erin.client.placeLimitOrder({
        userId: erin.userId,
        market: 'ETH-PERP',
        side: 'Ask',
        price: '3400',
        size: '100000000',
      });
      await dave.client.placePerpMarketOrder({
        userId: dave.userId,
        market: 'ETH-PERP',
        side: 'Bid',
        price: '3500',
        size: '100000000',
      });
      for (let i = 0; i < 3; i++) {
        s.now += 1000;
        tick();
      }
      const fundings = () => s.exchange.service.engine.history(dave.userId, 'fundings')!.length;
      expect(fundings()).toBe(0);
      await new ControlClient(s.exchange.url).advance('2h');
      expect(fundings()).toBe(2);
      for (let i = 0; i < 3; i++) {
        s.now += 1000;
        tick();
      }
      expect(fundings()).toBe(2);
      // live again: the next hour boundary funds once
      s.now = Date.UTC(2030, 0, 1, 3, 0, 1) - s.exchange.clock.offset;
      tick();
      s.now += 1000;
      tick();
      expect(fundings()).toBe(3);
    } finally {
      await s.stop();
    }
  });
});
