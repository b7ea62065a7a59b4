import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput, CallName } from '../../../../src/lib/api/contract.ts';
import { Harness, type TestUser } from './harness.ts';

let h: Harness;
let alice: TestUser;
beforeAll(async () => {
  h = await new Harness().start();
  alice = await h.user('alice');
});
afterAll(() => h.stop());

describe('public reads answer within the contract (the client validates every answer)', () => {
  const cases: [CallName, () => unknown][] = [
    ['getConfig', () => ({})],
    ['getPriceIndexes', () => ({})],
    ['getBorrowLendingData', () => ({})],
    ['getTime', () => ({})],
    ['getPerpOrderBookData', () => ({ market: 'BTC-PERP' })],
    ['getPerpRecentTrades', () => ({ marketName: 'ETH-PERP' })],
    ['getPerpMarketsData', () => ({ markets: ['BTC-PERP', 'SOL-PERP'] })],
    ['candles', () => ({ market: 'BTC-PERP', period: '1h' })],
    ['getUsersByAddress', () => ({ userAddress: alice.address })],
    ['getUserData', () => ({ userId: alice.userId })],
    ['getUserData', () => ({ userId: '2' })],
    ['fetchUserStats', () => ({ userIds: [alice.userId, '999'] })],
    ['setApiKey', () => ({ userId: alice.userId, apiKey: alice.key.publicKey })],
    ['getUserPortfolioValueHistory', () => ({ userId: alice.userId })],
    ['getUserTradeStatsHistory', () => ({ userId: alice.userId })],
    ['getUserPerpOrders', () => ({ userId: alice.userId, limit: 5 })],
    ['getUserPerpFills', () => ({ userId: alice.userId })],
    ['getUserTransfersHistory', () => ({ userId: alice.userId })],
    ['getUserHistoricalDeposits', () => ({ userId: alice.userId })],
    ['getUserFundingHistory', () => ({ userId: alice.userId })],
    ['getUserWithdrawalsHistory', () => ({ userId: alice.userId })],
    ['getUserAggregatedReferralStats', () => ({ userId: alice.userId })],
    ['getUserAggregatedStats', () => ({ userId: alice.userId })],
    ['getUserReferralStatsHistory', () => ({ userId: alice.userId, olderTimestampMs: 0, newerTimestampMs: h.now })],
  ];
  it.each(cases)('%s', async (name, input) => {
    await expect(h.client().call(name, input() as CallInput<typeof name>)).resolves.toBeTypeOf('object');
  });

  it('lists the wallet accounts with the main account first and its key', async () => {
    const { users } = await h.client().getUsersByAddress({ userAddress: alice.address });
    expect(users.map((u) => [u.userId, u.alias, u.owner])).toEqual([[alice.userId, 'alice', alice.address]]);
    expect(users[0]!.apiKeys[alice.key.publicKey]).toBeGreaterThan(h.now);
  });

  it('answers the server clock for latency', async () => {
    await expect(h.client().getTime()).resolves.toEqual({ time: h.now });
  });

  it('writes prices as decimal strings and sizes as base units', async () => {
    const config = await h.client().getConfig();
    expect(config.perpetualsMarkets['BTC-PERP']).toMatchObject({ name: 'BTC-PERP', baseToken: 'BTC', baseDecimals: 8 });
    expect(config.tokens.USDC!.tokenDecimals).toBe(6);
    const prices = await h.client().getPriceIndexes();
    expect(prices.prices.BTC!.price).toMatch(/^[0-9]+(\.[0-9]+)?$/);
  });
});
