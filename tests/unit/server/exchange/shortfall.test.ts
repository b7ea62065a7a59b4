/**
 * Issue 12 through the real HTTP API. Finding 1: an account whose only collateral is BTC pays a USDC fee; the
 * contract's balances are unsigned, so before the fix getUserData and getUsersByAddress answered 500 (the
 * engine let USDC go below zero). Now the shortfall is a borrow from the USDC pool and both reads answer.
 * Finding 3: a vault deposit that would take margin a position needs is refused with a typed error.
 * Finding 4: the insurance fund that takes liquidation penalties is public in getBorrowLendingData.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api/errors.ts';
import { Harness, type TestUser } from './harness.ts';

const USDC = 1_000_000n;

/** A maker with 1M USDC and its ask of `size` BTC at 97,000, and a trader with `usdc` who buys it at market. */
async function longAt97k(usdc: bigint, size: string): Promise<TestUser> {
  const maker = await h.user('maker');
  await h.fund(maker, 'USDC', 1_000_000n * USDC);
  await maker.client.placeLimitOrder({ userId: maker.userId, market: 'BTC-PERP', side: 'Ask', price: '97000', size });
  const trader = await h.user('trader');
  await h.fund(trader, 'USDC', usdc);
  await trader.client.placePerpMarketOrder({
    userId: trader.userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: '97000',
    size,
  });
  return trader;
}

let h: Harness;
afterEach(async () => h?.stop());

describe('a USDC shortfall of a BTC-only account', () => {
  it('is a borrow from the pool, and the account stays readable', async () => {
    h = await new Harness().start();
    const maker = await h.user('maker');
    await h.fund(maker, 'USDC', 100_000_000_000n);
    await maker.client.placeLimitOrder({
      userId: maker.userId,
      market: 'BTC-PERP',
      side: 'Ask',
      price: '97000',
      size: '10000',
    });

    // the repro: createUser, testFaucet, claim only the BTC, market Bid 0.0001 BTC-PERP
    const taker = await h.user('taker');
    await taker.client.testFaucet({ userId: taker.userId });
    await taker.client.claimDeposit({ userId: taker.userId, tokenAddress: await h.token('BTC') });
    const order = await taker.client.placePerpMarketOrder({
      userId: taker.userId,
      market: 'BTC-PERP',
      side: 'Bid',
      price: '100000',
      size: '10000',
    });
    expect(order.status).toBe('filled');

    const usdc = await h.token('USDC');
    const { userData } = await h.client().getUserData({ userId: taker.userId });
    // the taker fee, 0.05% of 9.70 USD, is owed to the USDC pool as borrow shares, not a negative balance
    expect(userData.tokenBalances[usdc] ?? '0').toBe('0');
    expect(BigInt(userData.borrowShares[usdc] ?? '0')).toBe(4_850n);
    expect(userData.owed).toEqual({});
    expect(BigInt(userData.margin.value)).toBeLessThan(97_000_000_000n);
    const { users } = await h.client().getUsersByAddress({ userAddress: taker.address });
    expect(users.map((u) => u.userId)).toEqual([taker.userId]);
    // the pool lent real units: it never lends more than lenders put in
    const { data } = await h.client().getBorrowLendingData();
    expect(BigInt(data['USDC']!.borrowAmount)).toBe(4_850n);
    expect(BigInt(data['USDC']!.lendAmount)).toBeGreaterThanOrEqual(4_850n);
  });
});

describe('a vault deposit at 48x leverage', () => {
  it('is refused with insufficient_margin, and the position stays', async () => {
    h = await new Harness().start();
    // 4.9484 BTC at 97,000 on 10,000 USDC: 479,994.80 of notional, initial margin 9,599.90
    const trader = await longAt97k(10_000n * USDC, '494840000');
    const refused = await trader.client
      .vaultDeposit({ userId: trader.userId, vaultId: '2', amount: String(9_000n * USDC) })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('insufficient_margin');
    const { userData } = await h.client().getUserData({ userId: trader.userId });
    expect(userData.perpPositions['BTC-PERP']!.size).toBe('494840000');
    expect(userData.vaultInvestments).toEqual({});
  });
});

describe('the insurance fund', () => {
  it('is public in getBorrowLendingData and grows by the penalty of a liquidation', async () => {
    h = await new Harness().start();
    const before = await h.client().getBorrowLendingData();
    expect(before.insuranceFund).toEqual({ holdings: {}, socializedLoss: {} });
    // 10,000 USDC long 2 BTC; at 92,900 a partial close of 1.4446 BTC pays a 0.5% penalty of 671.0167 USDC
    const trader = await longAt97k(10_000n * USDC, '200000000');
    h.exchange.service.execute({
      type: 'setIndexPrice',
      ts: h.exchange.service.stamp(),
      prices: [{ token: 'BTC', price: 92_900_000_000_000n }],
    });
    const after = await h.client().getBorrowLendingData();
    expect(after.insuranceFund).toEqual({ holdings: { USDC: '671016700' }, socializedLoss: {} });
    const { userData } = await h.client().getUserData({ userId: trader.userId });
    expect(userData.perpPositions['BTC-PERP']!.size).toBe('55540000');
    expect(userData.owed).toEqual({});
  });
});

describe('after a restart', () => {
  it('the store restores the fund, owed amounts and positions exactly (snapshot, then replay of the log)', async () => {
    h = await new Harness().start();
    await longAt97k(10_000n * USDC, '200000000');
    const price = (dollars: bigint) =>
      h.exchange.service.execute({
        type: 'setIndexPrice',
        ts: h.exchange.service.stamp(),
        prices: [{ token: 'BTC', price: dollars * 1_000_000_000n }],
      });
    price(92_900n);
    h.exchange.service.snapshot();
    price(90_000n); // logged after the snapshot: the restart replays it
    const before = h.exchange.service.engine.snapshot();
    const fund = await h.client().getBorrowLendingData();
    await h.restart();
    expect(h.exchange.service.engine.snapshot()).toBe(before);
    expect((await h.client().getBorrowLendingData()).insuranceFund).toEqual(fund.insuranceFund);
  });
});
