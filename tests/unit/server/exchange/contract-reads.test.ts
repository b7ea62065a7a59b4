/**
 * Every public read over the real server, checked for content: the seeded configuration (docs/CONVENTIONS.md
 * "Markets of the local network", server/engine/model/seed.ts) and an account with one deposit and one resting order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_KEY_LIFETIME_MS, type CallInput, type CallName } from '#lib/api/contract.ts';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import { Harness, type TestUser } from './harness.ts';

const USDC = 1_000_000n;
const TOKENS = ['USDC', 'BTC', 'ETH', 'SOL', 'APT'] as const;
let h: Harness;
let alice: TestUser;
let orderId: number;
beforeAll(async () => {
  h = await new Harness().start();
  alice = await h.user('alice');
  await h.fund(alice, 'USDC', 1000n * USDC);
  ({ orderId } = await alice.client.placeLimitOrder({
    userId: alice.userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: '90000',
    size: '10000',
  }));
});
afterAll(() => h.stop());

const empty = (key: string) => () => ({ [key]: [] });
const usdc = LOCAL_ASSETS.USDC.address;

describe("public reads answer the seeded state and the account's own", () => {
  const cases: [CallName, () => unknown, () => unknown][] = [
    [
      'getPriceIndexes',
      () => ({}),
      () => ({
        prices: {
          USDC: { price: '1' },
          BTC: { price: '97000' },
          ETH: { price: '3400' },
          SOL: { price: '190' },
          APT: { price: '9' },
        },
        seq: 0,
      }),
    ],
    [
      'getPerpOrderBookData',
      () => ({ market: 'BTC-PERP' }),
      () => ({ data: { asks: [], bids: [{ price: '90000', size: '10000' }] }, seq: 1 }),
    ],
    ['getPerpOrderBookData', () => ({ market: 'ETH-PERP' }), () => ({ data: { asks: [], bids: [] }, seq: 0 })],
    ['getPerpRecentTrades', () => ({ marketName: 'ETH-PERP' }), empty('trades')],
    ['candles', () => ({ market: 'BTC-PERP', period: '1h' }), empty('candles')],
    [
      'getPerpMarketsData',
      () => ({ markets: ['BTC-PERP', 'SOL-PERP'] }),
      () => ({
        perpMarkets: [
          {
            name: 'BTC-PERP',
            price: '97000',
            indexPrice: '97000',
            change24h: '0',
            baseVolume24h: '0',
            openInterest: '0',
          },
          { name: 'SOL-PERP', price: '190', indexPrice: '190', change24h: '0', baseVolume24h: '0', openInterest: '0' },
        ],
      }),
    ],
    [
      'getUsersByAddress',
      () => ({ userAddress: alice.address }),
      () => ({
        users: [
          {
            userId: alice.userId,
            alias: 'alice',
            owner: alice.address,
            apiKeys: { [alice.key.publicKey]: h.now + SESSION_KEY_LIFETIME_MS },
            tokenBalances: { [usdc]: String(1000n * USDC) },
            autolendEnabled: false,
          },
        ],
      }),
    ],
    [
      'getUserData',
      () => ({ userId: alice.userId }),
      () => ({
        userData: {
          userId: alice.userId,
          tokenBalances: { [usdc]: String(1000n * USDC) },
          vault: null,
          referralToClaim: '0',
          fees: { tier: 0, perpTakerFee: '0.0005', perpMakerFee: '0.0002', masterId: null },
          perpPositions: {
            'BTC-PERP': {
              size: '0',
              bids: { [orderId]: { id: orderId, isBid: true, price: '90000', size: '10000', sizeLeft: '10000' } },
              asks: {},
            },
          },
          margin: { value: String(1000n * USDC) },
        },
      }),
    ],
    [
      'getUserData',
      () => ({ userId: '2' }),
      () => ({
        userData: {
          userId: '2',
          alias: 'MainVault',
          vault: {
            ownerId: '1',
            totalShares: '0',
            minDeposit: String(10n * USDC),
            withdrawalFee: '0.001',
            profitShare: '0.1',
          },
        },
        seq: 0,
      }),
    ],
    [
      'fetchUserStats',
      () => ({ userIds: [alice.userId, '999'] }),
      () => ({ stats: { [alice.userId]: { balance: String(1000n * USDC), monthlyBalance: '0' } } }),
    ],
    [
      'setApiKey',
      () => ({ userId: alice.userId, apiKey: alice.key.publicKey }),
      () => ({ valid: true, expiration: h.now + SESSION_KEY_LIFETIME_MS }),
    ],
    // a deposit records the account's value
    [
      'getUserPortfolioValueHistory',
      () => ({ userId: alice.userId }),
      () => ({ portfolioValues: [{ timestamp: h.now, value: String(1000n * USDC), inflow: String(1000n * USDC) }] }),
    ],
    ['getUserTradeStatsHistory', () => ({ userId: alice.userId }), empty('stats')],
    [
      'getUserPerpOrders',
      () => ({ userId: alice.userId, limit: 5 }),
      () => ({
        orders: [
          {
            orderId,
            market: 'BTC-PERP',
            isBid: true,
            type: 'limit',
            price: '90000',
            averagePrice: null,
            size: '10000',
            sizeLeft: '10000',
            reduceOnly: false,
            status: 'open',
          },
        ],
      }),
    ],
    ['getUserPerpFills', () => ({ userId: alice.userId }), empty('fills')],
    ['getUserTransfersHistory', () => ({ userId: alice.userId }), empty('transfers')],
    [
      'getUserHistoricalDeposits',
      () => ({ userId: alice.userId }),
      () => ({ deposits: [{ token: 'USDC', tokenAddress: usdc, amount: String(1000n * USDC) }] }),
    ],
    ['getUserFundingHistory', () => ({ userId: alice.userId }), empty('funding')],
    ['getUserWithdrawalsHistory', () => ({ userId: alice.userId }), empty('withdrawals')],
    [
      'getUserAggregatedReferralStats',
      () => ({ userId: alice.userId }),
      () => ({ stats: { referees: 0, totalVolume: '0', totalKickback: '0', referralToClaim: '0' } }),
    ],
    [
      'getUserAggregatedStats',
      () => ({ userId: alice.userId }),
      () => ({
        userAggregatedStats: { volume30d: '0', trades: 0, feeTier: 0, takerFee: '0.0005', makerFee: '0.0002' },
      }),
    ],
    [
      'getUserReferralStatsHistory',
      () => ({ userId: alice.userId, olderTimestampMs: 0, newerTimestampMs: h.now }),
      () => ({ stats: [], paginationCursor: null }),
    ],
  ];
  it.each(cases)('%s', async (name, input, expected) => {
    await expect(h.client().call(name, input() as CallInput<typeof name>)).resolves.toMatchObject(expected() as object);
  });

  it('answers the server clock for latency', async () => {
    await expect(h.client().getTime()).resolves.toEqual({ time: h.now });
  });
});

describe('getConfig', () => {
  it('lists the four seeded perpetual markets with their lot and tick sizes', async () => {
    const { perpetualsMarkets } = await h.client().getConfig();
    const rows = Object.values(perpetualsMarkets).map((m) => [
      m.name,
      m.baseToken,
      m.baseDecimals,
      m.lotSize,
      m.tickSize,
      m.status,
    ]);
    expect(rows).toEqual([
      ['BTC-PERP', 'BTC', 8, '10000', '1', 'active'],
      ['ETH-PERP', 'ETH', 8, '100000', '0.1', 'active'],
      ['SOL-PERP', 'SOL', 9, '10000000', '0.01', 'active'],
      ['APT-PERP', 'APT', 8, '10000000', '0.001', 'active'],
    ]);
    expect(perpetualsMarkets['BTC-PERP']!.marginSteps[0]).toEqual({
      initialMarginRatio: '0.02',
      initialAmount: '0',
      maintenanceMarginRatio: '0.01',
      maintenanceAmount: '0',
      maxPositionInUsd: String(1_000_000n * USDC),
    });
  });

  it("lists the tokens with the chain's decimals and asset addresses", async () => {
    const { tokens, usdcAddress } = await h.client().getConfig();
    expect(Object.keys(tokens)).toEqual([...TOKENS]);
    for (const t of TOKENS) {
      expect([tokens[t]!.tokenDecimals, tokens[t]!.contractAddress], t).toEqual([
        LOCAL_ASSETS[t].decimals,
        LOCAL_ASSETS[t].address,
      ]);
    }
    expect(Object.fromEntries(TOKENS.map((t) => [t, tokens[t]!.tokenDecimals]))).toEqual({
      USDC: 6,
      BTC: 8,
      ETH: 8,
      SOL: 9,
      APT: 8,
    });
    expect(usdcAddress).toBe(LOCAL_ASSETS.USDC.address);
  });

  it('lists fee tiers ascending by volume, cheaper as volume grows, and the referral and vault terms', async () => {
    const { feeTiers, referral, vault } = await h.client().getConfig();
    expect(feeTiers.map((f) => [f.tier, f.minVolumeUsd, f.perpTakerFee, f.perpMakerFee])).toEqual([
      [0, '0', '0.0005', '0.0002'],
      [1, String(1_000_000n * USDC), '0.0004', '0.00015'],
      [2, String(10_000_000n * USDC), '0.00035', '0.0001'],
      [3, String(100_000_000n * USDC), '0.0003', '0'],
    ]);
    expect(referral).toEqual({ slaveKickback: '0.1', masterKickback: '0.2' });
    expect(vault).toMatchObject({ id: '2', alias: 'MainVault', ownerId: '1' });
  });
});

describe('getBorrowLendingData', () => {
  it('answers one empty pool per token with its utilization curve', async () => {
    const { data, seq } = await h.client().getBorrowLendingData();
    expect(Object.keys(data)).toEqual([...TOKENS]);
    for (const t of TOKENS)
      expect(data[t], t).toMatchObject({
        token: t,
        lendShares: '0',
        lendAmount: '0',
        borrowShares: '0',
        borrowAmount: '0',
        borrowEnabled: true,
      });
    expect(data.USDC!.utilizationCurve).toEqual({ base: '0', multiplier: '0.1', kink: '0.8', jump: '1' });
    expect(data.SOL!.utilizationCurve).toEqual({ base: '0.01', multiplier: '0.08', kink: '0.7', jump: '2' });
    expect(seq).toBe(0);
  });
});
