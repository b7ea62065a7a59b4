/**
 * Issue 12, finding 1 through the real HTTP API: an account whose only collateral is BTC pays a USDC fee. The
 * contract's balances are unsigned, so before the fix getUserData and getUsersByAddress answered 500 (the
 * engine let USDC go below zero). Now the shortfall is a borrow from the USDC pool and both reads answer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Harness } from './harness.ts';

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
    expect(BigInt(userData.margin.value)).toBeLessThan(97_000_000_000n);
    const { users } = await h.client().getUsersByAddress({ userAddress: taker.address });
    expect(users.map((u) => u.userId)).toEqual([taker.userId]);
    // the pool lent real units: it never lends more than lenders put in
    const { data } = await h.client().getBorrowLendingData();
    expect(BigInt(data['USDC']!.borrowAmount)).toBe(4_850n);
    expect(BigInt(data['USDC']!.lendAmount)).toBeGreaterThanOrEqual(4_850n);
  });
});
