import { describe, expect, it } from 'vitest';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

const DAY = 86_400_000;

/** Maker sells 0.05 BTC at 97000 to `taker`; the taker later sells it back at 98000 to another maker. */
function roundTrip(h: Harness, taker: string, nextDay: boolean): void {
  const [m1, m2] = [h.user('makerone', 100_000n * USDC), h.user('makertwo', 100_000n * USDC)];
  h.limit(m1, false, 97_000n, BTC / 20n);
  h.ok({
    type: 'placeMarketOrder',
    userId: taker,
    market: 'BTC-PERP',
    isBid: true,
    price: 98_000n * USD_P,
    size: BTC / 20n,
    reduceOnly: false,
  });
  if (nextDay) h.ts += DAY;
  h.limit(m2, true, 98_000n, BTC / 20n);
  h.ok({
    type: 'placeMarketOrder',
    userId: taker,
    market: 'BTC-PERP',
    isBid: false,
    price: 97_000n * USD_P,
    size: BTC / 20n,
    reduceOnly: false,
  });
}

describe('trade stats per UTC day', () => {
  // Buy 0.05 at 97000: 4850 USD, taker fee 0.05% = 2.425. Sell at 98000: 4900 USD, fee 2.45, realized +50.
  it.each([
    ['same day', false, [[0, 9_750n * USDC, 2, 4_875_000n, 50n * USDC]]],
    [
      'next day',
      true,
      [
        [DAY, 4_900n * USDC, 1, 2_450_000n, 50n * USDC],
        [0, 4_850n * USDC, 1, 2_425_000n, 0n],
      ],
    ],
  ] as const)('%s', (_n, nextDay, expected) => {
    const h = new Harness();
    const t = h.user('taker', 100_000n * USDC);
    roundTrip(h, t, nextDay);
    const rows = h.engine.history(t, 'tradeStats')?.map((d) => [d.ts, d.volume, d.trades, d.fees, d.realizedPnl]);
    expect(rows).toEqual(expected);
  });
});

describe('portfolio value history', () => {
  it('records deposits, withdrawals and snapshots, newest first, skipping empty accounts', () => {
    const h = new Harness();
    const a = h.user('alice', 1_000n * USDC); // entry 1: 1000
    const empty = h.user('nobody', 0n);
    h.ok({ type: 'withdraw', userId: a, token: 'USDC', amount: 200n * USDC, address: '0x1' }); // entry 2: 800
    const t = h.ts;
    h.ok({ type: 'snapshotPortfolios' }); // entry 3: 800
    expect(h.engine.history(a, 'portfolioValues')?.map((p) => p.value)).toEqual([
      800n * USDC,
      800n * USDC,
      1_000n * USDC,
    ]);
    expect(h.engine.history(a, 'portfolioValues')?.[0]?.ts).toBe(t);
    expect(h.engine.history(empty, 'portfolioValues')).toEqual([]);
  });

  it('values a position at the index and reports its unrealized PnL', () => {
    const h = new Harness();
    const [m, t] = [h.user('maker', 100_000n * USDC), h.user('taker', 100_000n * USDC)];
    h.limit(m, false, 97_000n, BTC / 20n);
    h.ok({
      type: 'placeMarketOrder',
      userId: t,
      market: 'BTC-PERP',
      isBid: true,
      price: 98_000n * USD_P,
      size: BTC / 20n,
      reduceOnly: false,
    });
    h.ok({ type: 'setIndexPrice', prices: [{ token: 'BTC', price: 98_000n * USD_P }] });
    h.ok({ type: 'snapshotPortfolios' });
    // 100000 - 2.425 fee + 0.05 x 1000 unrealized
    expect(h.engine.history(t, 'portfolioValues')?.[0]).toMatchObject({ value: 100_047_575_000n, pnl: 50n * USDC });
  });
});

describe('referral stats and referralToClaim', () => {
  // Referred taker: fees 2.425 and 2.45; it pays 90% (2.1825 + 2.205), the referrer earns 20% (0.485 + 0.49).
  it('accrues per referee and month, and claimReferral pays it into USDC once', () => {
    const h = new Harness();
    const ref = h.user('referrer', 0n);
    const t = h.user('taker', 100_000n * USDC, ref);
    roundTrip(h, t, true);
    const row = {
      timestamp: 0,
      month: '1970-01',
      refereeId: t,
      volume: 9_750n * USDC,
      fees: 4_387_500n,
      kickback: 975_000n,
      trades: 2,
    };
    expect(h.engine.referralStatsHistory(ref, 0, h.ts)).toEqual([row]);
    expect(h.engine.referralStatsHistory(ref, 31 * DAY, 40 * DAY)).toEqual([]);
    expect(h.engine.referralStats(ref)).toEqual([{ month: '1970-01', kickback: 975_000n, volume: 9_750n * USDC }]);
    expect([h.usdc(ref), h.engine.userData(ref)?.referralToClaim]).toEqual([0n, 975_000n]);
    const ev = h.ok({ type: 'claimReferral', userId: ref });
    expect(ev).toMatchObject([
      { type: 'BalanceChange', userId: ref, token: 'USDC', changeAmount: 975_000n, reason: 'referral' },
    ]);
    expect([
      h.usdc(ref),
      h.engine.userData(ref)?.referralToClaim,
      h.engine.aggregatedStats(ref)?.referralToClaim,
    ]).toEqual([975_000n, 0n, 0n]);
    expect(h.err({ type: 'claimReferral', userId: ref })).toBe('bad_amount');
  });
});

describe('a rejected command leaves the snapshot byte-identical', () => {
  function busy(): { h: Harness; t: string; ref: string } {
    const h = new Harness();
    const ref = h.user('referrer', 0n);
    const t = h.user('taker', 1_000n * USDC, ref);
    roundTrip(h, t, false);
    h.ok({ type: 'lend', userId: t, token: 'USDC', amount: 500n * USDC });
    h.ok({ type: 'snapshotPortfolios' });
    return { h, t, ref };
  }
  it.each([
    // holds 1045.125 USDC (545.125 in the balance, 500 lent): redeems the lend shares (ensureBalance), then fails
    [
      'withdraw beyond the account',
      (t: string) => ({ type: 'withdraw', userId: t, token: 'USDC', amount: 1_046n * USDC, address: '0x1' }),
      'insufficient_balance',
    ],
    [
      'order over margin',
      (t: string) => ({
        type: 'placeLimitOrder',
        userId: t,
        market: 'BTC-PERP',
        isBid: true,
        price: 97_000n * USD_P,
        size: BTC,
        reduceOnly: false,
      }),
      'insufficient_margin',
    ],
    ['claim with nothing to claim', (t: string) => ({ type: 'claimReferral', userId: t }), 'bad_amount'],
    [
      'cancel of an unknown order',
      (t: string) => ({ type: 'cancelOrders', userId: t, market: 'BTC-PERP', orderIds: [424_242] }),
      'not_found',
    ],
  ] as const)('%s', (_n, make, code) => {
    const { h, t } = busy();
    const before = h.engine.snapshot();
    expect(h.err(make(t) as never)).toBe(code);
    expect(h.engine.snapshot()).toBe(before);
  });
});

describe('deposit, withdrawal and transfer rows', () => {
  it('keep what happened, newest first, on both sides of a transfer', () => {
    const h = new Harness();
    const [a, b] = [h.user('alice', 0n), h.user('bob', 0n)];
    const t1 = h.ts;
    h.ok({ type: 'deposit', userId: a, token: 'USDC', amount: 1_000n * USDC, txHash: '0xfeed' });
    const t2 = h.ts;
    h.ok({ type: 'deposit', userId: a, token: 'BTC', amount: BTC / 2n });
    const t3 = h.ts;
    h.ok({ type: 'withdraw', userId: a, token: 'USDC', amount: 200n * USDC, address: '0xdead', fee: USDC });
    const t4 = h.ts;
    h.ok({ type: 'transfer', fromUserId: a, toUserId: b, token: 'USDC', amount: 100n * USDC, borrow: false });
    expect(h.engine.history(a, 'deposits')).toEqual([
      { ts: t2, token: 'BTC', amount: 50_000_000n, txHash: '' },
      { ts: t1, token: 'USDC', amount: 1_000n * USDC, txHash: '0xfeed' },
    ]);
    expect(h.engine.history(a, 'withdrawals')).toEqual([
      { ts: t3, token: 'USDC', amount: 200n * USDC, address: '0xdead', fee: USDC },
    ]);
    const transfer = { ts: t4, fromUserId: a, toUserId: b, token: 'USDC', amount: 100n * USDC };
    expect([
      h.engine.history(a, 'transfers'),
      h.engine.history(b, 'transfers'),
      h.engine.history(b, 'deposits'),
    ]).toEqual([[transfer], [transfer], []]);
    // 1000 - 200 - 1 (fee to the operator) - 100
    expect([h.usdc(a), h.usdc(b), h.usdc('1')]).toEqual([699n * USDC, 100n * USDC, USDC]);
  });
});

describe('aggregated user stats', () => {
  // roundTrip with a referred taker: it buys 0.05 at 97000 from makerone and sells it at 98000 to makertwo.
  // Taker fees 2.425 + 2.45 less its 10% kickback = 4.3875; makers pay 0.02%: 0.97 and 0.98.
  const stats = (
    tier: number,
    volume30d: bigint,
    accFee: bigint,
    realizedPnl: bigint,
    referees: number,
    fills: number,
    referralToClaim: bigint,
  ) => ({ tier, volume30d, accFee, realizedPnl, referees, fills, referralToClaim });
  it.each([
    ['taker', 0, stats(0, 9_750n * USDC, 4_387_500n, 50n * USDC, 0, 2, 0n)],
    ['referrer', 0, stats(0, 0n, 0n, 0n, 1, 0, 975_000n)],
    ['makerone', 0, stats(0, 4_850n * USDC, 970_000n, 0n, 0, 1, 0n)],
    ['makertwo', 0, stats(0, 4_900n * USDC, 980_000n, 0n, 0, 1, 0n)],
    // 31 days on the volume has left the 30-day window; fees and PnL are lifetime figures
    ['taker', 31, stats(0, 0n, 4_387_500n, 50n * USDC, 0, 2, 0n)],
  ] as const)('%s, %s days later', (who, days, expected) => {
    const h = new Harness();
    const ref = h.user('referrer', 0n);
    const t = h.user('taker', 100_000n * USDC, ref);
    roundTrip(h, t, false);
    h.ts += days * DAY;
    h.ok({ type: 'snapshotPortfolios' }); // moves the engine clock
    const id = h.engine.usersByOwner(`0x${who}`)[0]?.userId;
    expect(h.engine.aggregatedStats(id ?? '')).toEqual(expected);
  });
});
