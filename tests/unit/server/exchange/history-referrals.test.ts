/**
 * History and referral calls against the real exchange on loopback: portfolio values from the schedule,
 * per-day trade stats, referral kickbacks (aggregated, claimed, paged by month). Tests run in order on one
 * clock that only moves forward; every trade is 0.05 BTC against a maker at the prices named.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { StreamEvent } from '#lib/api/contract.ts';
import { ApiError } from '#lib/api/errors.ts';
import { StreamClient, type WebSocketFactory } from '#lib/api/stream-client.ts';
import { startSchedule, type Every } from '#server/exchange/schedule.ts';
import { Harness, type TestUser } from './harness.ts';

const USDC = 1_000_000n;
const MINUTE = 60_000;
const BTC_05 = '5000000'; // 0.05 BTC in base units (8 decimals)

let h: Harness;
let maker: TestUser;
beforeAll(async () => {
  h = await new Harness().start();
  maker = await h.user('maker');
  await h.fund(maker, 'USDC', 1_000_000n * USDC);
});
afterAll(() => h.stop());

/** The maker rests 0.05 BTC at `price`; `taker` crosses it at market (buys when `buy`). */
async function trade(taker: TestUser, buy: boolean, price: string): Promise<void> {
  const [m, t] = [await h.rekey(maker), await h.rekey(taker)];
  await m.client.placeLimitOrder({
    userId: m.userId,
    market: 'BTC-PERP',
    side: buy ? 'Ask' : 'Bid',
    price,
    size: BTC_05,
  });
  const done = await t.client.placePerpMarketOrder({
    userId: t.userId,
    market: 'BTC-PERP',
    side: buy ? 'Bid' : 'Ask',
    price: buy ? '110000' : '90000',
    size: BTC_05,
  });
  expect(done.filledSize).toBe(BTC_05);
}

async function usdcBalance(user: TestUser): Promise<string | undefined> {
  const { userData } = await h.client().getUserData({ userId: user.userId });
  return userData.tokenBalances[await h.token('USDC')];
}

describe('portfolio values', () => {
  it('are recorded when the exchange starts and on each new hour', async () => {
    h.now = Date.UTC(2030, 0, 1, 0, 10);
    const p = await h.user('portfolio');
    await h.fund(p, 'USDC', 1_000n * USDC); // the deposit records a point itself
    h.now = Date.UTC(2030, 0, 1, 0, 30);
    await h.restart({ maintenance: true });
    // the schedule again, with a timer fired by hand: its start, a tick in the same hour, a tick in the next
    let tick = () => {};
    const every: Every = (fn, ms) => ((tick = fn), expect(ms).toBe(MINUTE), () => (tick = () => {}));
    h.now = Date.UTC(2030, 0, 1, 0, 40);
    const schedule = startSchedule(h.exchange.service, {
      simulate: false,
      maintenance: true,
      every,
      clock: h.exchange.clock,
    });
    h.now = Date.UTC(2030, 0, 1, 0, 59);
    tick();
    h.now = Date.UTC(2030, 0, 1, 1, 1);
    tick();
    schedule.stop();
    const { portfolioValues } = await h.client().getUserPortfolioValueHistory({ userId: p.userId });
    expect(portfolioValues).toEqual(
      [
        [1, 1],
        [0, 40],
        [0, 30],
        [0, 10],
      ].map(([hour, minute]) => ({
        timestamp: Date.UTC(2030, 0, 1, hour, minute),
        value: String(1_000n * USDC),
        inflow: String(1_000n * USDC), // the deposit, so PnL = value - inflow = 0 throughout
      })),
    );
    await h.restart(); // no timers for the rest of the file
  });
});

describe('trade stats per UTC day', () => {
  it('sums volume, fees, realized PnL and trades of each day, newest first', async () => {
    const t = await h.user('trader');
    await h.fund(t, 'USDC', 100_000n * USDC);
    h.now = Date.UTC(2030, 0, 5, 10);
    await trade(t, true, '100000'); // 5000 USD, taker fee 0.05% = 2.5
    await trade(t, true, '100000'); // again: 10000 USD, fees 5, position 0.1 at 100000
    h.now = Date.UTC(2030, 0, 6, 9);
    await trade(t, false, '101000'); // 5050 USD, fee 2.525, realized 0.05 x 1000 = 50
    const { stats } = await h.client().getUserTradeStatsHistory({ userId: t.userId });
    expect(stats).toEqual([
      { timestamp: Date.UTC(2030, 0, 6), volume: '5050000000', fees: '2525000', realizedPnl: '50000000', trades: 1 },
      { timestamp: Date.UTC(2030, 0, 5), volume: '10000000000', fees: '5000000', realizedPnl: '0', trades: 2 },
    ]);
    const newest = await h.client().getUserTradeStatsHistory({ userId: t.userId, limit: 1 });
    expect(newest.stats.map((s) => s.timestamp)).toEqual([Date.UTC(2030, 0, 6)]);
  });
});

describe('referral kickbacks', () => {
  let stream: StreamClient;
  afterAll(() => stream?.close());

  // The referee's taker fee 2.5: it pays 90% (2.25), its referrer earns 20% (0.5).
  it('accrue to referralToClaim and are claimed once, into USDC', async () => {
    h.now = Date.UTC(2030, 0, 10);
    const referrer = await h.user('referrer');
    await h.fund(referrer, 'USDC', 10n * USDC);
    const referee = await h.user('referee', referrer.userId);
    await h.fund(referee, 'USDC', 100_000n * USDC);
    await trade(referee, true, '100000');

    const aggregated = async () => (await h.client().getUserAggregatedReferralStats({ userId: referrer.userId })).stats;
    const toClaim = async () => (await h.client().getUserData({ userId: referrer.userId })).userData.referralToClaim;
    expect(await aggregated()).toEqual({
      referees: 1,
      totalVolume: '5000000000',
      totalKickback: '500000',
      referralToClaim: '500000',
    });
    expect(await toClaim()).toBe('500000');
    const history = await h.client().getUserReferralStatsHistory({
      userId: referrer.userId,
      olderTimestampMs: Date.UTC(2030, 0, 1),
      newerTimestampMs: h.now,
    });
    expect(history).toEqual({
      stats: [
        {
          timestamp: Date.UTC(2030, 0, 1),
          month: '2030-01',
          refereeId: referee.userId,
          volume: '5000000000',
          fees: '2250000',
          kickback: '500000',
          trades: 1,
        },
      ],
      paginationCursor: null,
    });

    const events: StreamEvent[] = [];
    stream = new StreamClient({
      url: `${h.exchange.url.replace('http', 'ws')}/ws`,
      WebSocket: WebSocket as unknown as WebSocketFactory,
    });
    await new Promise<void>((resolve) => {
      stream.subscribe(`user:${referrer.userId}`, { onEvent: (e) => events.push(e), onResync: () => resolve() });
      stream.connect();
    });

    // only the referrer's own session may claim
    await expect(referee.client.claimReferral({ userId: referrer.userId })).rejects.toMatchObject({
      code: 'forbidden',
    });
    const claimed = await referrer.client.claimReferral({ userId: referrer.userId });
    expect(claimed).toEqual({ amount: '500000', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(await usdcBalance(referrer)).toBe(String(10n * USDC + 500_000n));
    await vi.waitFor(() =>
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'BalanceChange', changeAmount: '500000', reason: 'referral' }),
      ),
    );
    expect(await aggregated()).toEqual({
      referees: 1,
      totalVolume: '5000000000',
      totalKickback: '500000',
      referralToClaim: '0',
    });
    expect(await toClaim()).toBe('0');

    // nothing owed: the claim pays "0" without a transaction, like claimDeposit
    await expect(referrer.client.claimReferral({ userId: referrer.userId })).resolves.toEqual({
      amount: '0',
      txHash: null,
    });
    expect(await usdcBalance(referrer)).toBe(String(10n * USDC + 500_000n));
  });
});

describe('referral stats history', () => {
  let referrer: TestUser;
  let a: TestUser;
  let b: TestUser;
  const at = (month: number) => Date.UTC(2030, month, 1);
  const row = (month: number, referee: TestUser) => ({
    timestamp: at(month),
    month: `2030-0${month + 1}`,
    refereeId: referee.userId,
    volume: '5000000000',
    fees: '2250000',
    kickback: '500000',
    trades: 1,
  });
  const read = (cursor: string | null, older = at(1), newer = at(4) - 1, limit = 2) =>
    h.client().getUserReferralStatsHistory({
      userId: referrer.userId,
      paginationCursor: cursor,
      olderTimestampMs: older,
      newerTimestampMs: newer,
      limit,
    });

  beforeAll(async () => {
    h.now = Date.UTC(2030, 1, 10);
    referrer = await h.user('pager');
    a = await h.user('refereea', referrer.userId);
    b = await h.user('refereeb', referrer.userId);
    await h.fund(a, 'USDC', 100_000n * USDC);
    await h.fund(b, 'USDC', 100_000n * USDC);
    await trade(a, true, '100000'); // February: a
    h.now = Date.UTC(2030, 2, 10);
    await trade(a, true, '100000'); // March: a and b
    await trade(b, true, '100000');
    h.now = Date.UTC(2030, 3, 10);
    await trade(b, true, '100000'); // April: b
  });

  it('pages newest month first, then by referee, and a row added meanwhile neither shifts nor repeats a page', async () => {
    const first = await read(null);
    expect(first.stats).toEqual([row(3, b), row(2, a)]);
    expect(first.paginationCursor).not.toBeNull();
    await trade(a, true, '100000'); // April: a, ahead of the cursor
    const second = await read(first.paginationCursor);
    expect(second).toEqual({ stats: [row(2, b), row(1, a)], paginationCursor: null });

    const all: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page = await read(cursor, at(1), at(4) - 1, 1);
      all.push(...page.stats);
      cursor = page.paginationCursor;
    } while (cursor !== null);
    expect(all).toEqual([row(3, a), row(3, b), row(2, a), row(2, b), row(1, a)]);
  });

  it.each([
    ['one day of March', Date.UTC(2030, 2, 15), Date.UTC(2030, 2, 16), [2]],
    ['the last ms of February to the first of March', at(2) - 1, at(2), [2, 1]],
    ['January only', at(0), at(1) - 1, []],
  ])('keeps the months overlapping %s', async (_n, older, newer, months) => {
    const { stats, paginationCursor } = await read(null, older, newer, 1000);
    expect([...new Set(stats.map((s) => s.timestamp))]).toEqual(months.map(at));
    expect(paginationCursor).toBeNull();
  });

  it('rejects a cursor it did not issue', async () => {
    const error = await read('12').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid_request' });
  });
});
