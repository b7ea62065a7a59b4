import type { AccountAuthenticatorEd25519 } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { StreamEvent } from '#lib/api/contract.ts';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract.ts';
import { createKeyPair, verifyText, walletProofFromKey } from '#lib/api/signing.ts';
import { StreamClient, type WebSocketFactory } from '#lib/api/stream-client.ts';
import { decodeCosignedDeposit } from '#lib/chain/deposit.ts';
import { DEPOSIT_TOKEN_FUNCTION, LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import { Harness, type TestUser } from './harness.ts';

let h: Harness;
let alice: TestUser;
let bob: TestUser;
let stream: StreamClient;
const seen = new Map<string, StreamEvent[]>();
const seqs = new Map<string, number[]>();
const USDC = 1_000_000n;
/** Answers of the calls below, for the stream test to check each event's contents against. */
const got: Record<string, unknown> = {};

beforeAll(async () => {
  h = await new Harness().start();
  alice = await h.user('alice');
  bob = await h.user('bob');
  stream = new StreamClient({
    url: `${h.exchange.url.replace('http', 'ws')}/ws`,
    WebSocket: WebSocket as unknown as WebSocketFactory,
  });
  const ready: Promise<void>[] = [];
  for (const channel of [
    `user:${alice.userId}`,
    `user:${bob.userId}`,
    'market:BTC-PERP',
    'indexPrices',
    'borrowLend',
  ] as const) {
    ready.push(
      new Promise((resolve) =>
        stream.subscribe(channel, {
          onEvent: (e, seq) => {
            seen.set(e.type, [...(seen.get(e.type) ?? []), e]);
            seqs.set(channel, [...(seqs.get(channel) ?? []), seq]);
          },
          onResync: () => resolve(),
        }),
      ),
    );
  }
  stream.connect();
  await Promise.all(ready);
});
afterAll(async () => {
  stream.close();
  await h.stop();
});

describe('funds on the chain', () => {
  it('builds the multi-agent deposit for the deposit address, from the owner wallet, co-signed by the operator', async () => {
    const usdc = await h.token('USDC');
    const p = await alice.client.depositTokenPayload({ userId: alice.userId, tokenAddress: usdc, amount: '5000000' });
    const data = await alice.client.getUserData({ userId: alice.userId });
    expect(usdc).toBe(LOCAL_ASSETS.USDC.address);
    expect(p.depositAddress).toBe(data.userData.depositAddress);
    expect(p.secondarySigner).toBe(h.chain.ledger.exchangeSigner);
    expect(p.payload).toEqual({
      function: DEPOSIT_TOKEN_FUNCTION,
      typeArguments: [],
      functionArguments: [usdc, '5000000', alice.userId, p.depositAddress],
    });
    const { transaction, exchangeAuthenticator } = decodeCosignedDeposit(p);
    expect(transaction.rawTransaction.sender.toStringLong()).toBe(alice.address);
    expect(transaction.secondarySignerAddresses.map((a) => a.toStringLong())).toEqual([p.secondarySigner]);
    expect(
      (exchangeAuthenticator as AccountAuthenticatorEd25519).public_key.authKey().derivedAddress().toStringLong(),
    ).toBe(p.secondarySigner);
  });

  it('claims what arrived at the deposit address exactly once', async () => {
    const usdc = await h.token('USDC');
    const { userData } = await alice.client.getUserData({ userId: alice.userId });
    h.chain.ledger.mint(userData.depositAddress, 'USDC', 20_000n * USDC);
    const first = await alice.client.claimDeposit({ userId: alice.userId, tokenAddress: usdc });
    got.usdc = usdc;
    const again = await alice.client.claimDeposit({ userId: alice.userId, tokenAddress: usdc });
    expect([first.amount, again]).toEqual([(20_000n * USDC).toString(), { amount: '0', txHash: null }]);
    const after = await alice.client.getUserData({ userId: alice.userId });
    expect(after.userData.tokenBalances[usdc]).toBe((20_000n * USDC).toString());
    expect(h.chain.ledger.balanceOf(userData.depositAddress, 'USDC')).toBe(0n);
  });

  it('withdraws to a chain address', async () => {
    const to = `0x${'77'.repeat(32)}`;
    const r = await alice.client.withdraw({
      userId: alice.userId,
      tokenAddress: await h.token('USDC'),
      amount: String(100n * USDC),
      recipient: to,
    });
    expect(r.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(h.chain.ledger.balanceOf(to, 'USDC')).toBe(100n * USDC);
    const w = await h.client().getUserWithdrawalsHistory({ userId: alice.userId });
    expect(w.withdrawals[0]).toMatchObject({ token: 'USDC', amount: String(100n * USDC), recipient: to });
  });

  it('mints the test faucet to the deposit address', async () => {
    const r = await bob.client.testFaucet({ userId: bob.userId });
    const { userData } = await bob.client.getUserData({ userId: bob.userId });
    expect(r.txHashes).toHaveLength(3);
    expect(h.chain.ledger.balanceOf(userData.depositAddress, 'USDC')).toBe(10_000n * USDC);
    expect(h.chain.ledger.balanceOf(userData.depositAddress, 'BTC')).toBe(100_000_000n);
    await bob.client.claimDeposit({ userId: bob.userId, tokenAddress: await h.token('USDC') });
  });
});

describe('accounts', () => {
  it('adds a sub-account funded from the source, usable with the same key', async () => {
    const usdc = await h.token('USDC');
    const sub = await alice.client.addSubAccount({
      userId: alice.userId,
      name: 'savings',
      amount: String(1000n * USDC),
      tokenAddress: usdc,
    });
    const { users } = await h.client().getUsersByAddress({ userAddress: alice.address });
    expect(users.map((u) => u.userId)).toEqual([alice.userId, sub.userId]);
    await alice.client.setAliasName({ userId: sub.userId, alias: 'vault2' });
    await alice.client.setAliasName({ userId: alice.userId, alias: 'alice2' });
    expect((await h.client().getUserData({ userId: sub.userId })).userData.alias).toBe('vault2');
    await alice.client.transferToUser({
      userId: sub.userId,
      tokenAddress: usdc,
      amount: String(500n * USDC),
      recipient: alice.userId,
    });
    const stats = await h.client().fetchUserStats({ userIds: [sub.userId] });
    expect(stats.stats[sub.userId]!.balance).toBe(String(500n * USDC));
    const t = await h.client().getUserTransfersHistory({ userId: alice.userId });
    expect(t.transfers.map((x) => x.amount)).toEqual([String(500n * USDC), String(1000n * USDC)]);
  });

  it('answers createUser with the key, the wallet signature that authorized it and the transaction', async () => {
    const wallet = createKeyPair(new Uint8Array(32).fill(42));
    const key = createKeyPair();
    const expiration = h.now + SESSION_KEY_LIFETIME_MS;
    const proof = walletProofFromKey(wallet, h.now, {
      action: 'createUser',
      alias: 'carol',
      apiKey: key.publicKey,
      expiration,
    });
    const created = await h
      .client()
      .createUser({ name: 'carol', sender: proof.address, apiKey: key.publicKey, expiration, proof });
    expect(created).toMatchObject({
      apiKey: key.publicKey,
      expiration,
      signature: proof.signature,
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    expect(verifyText(wallet.publicKey, proof.fullMessage, created.signature)).toBe(true);
  });

  it('authorizes, checks and revokes a second session key', async () => {
    const key = createKeyPair();
    const expiration = h.now + SESSION_KEY_LIFETIME_MS;
    const proof = walletProofFromKey(alice.wallet, h.now, {
      action: 'addApiKey',
      userId: alice.userId,
      apiKey: key.publicKey,
      expiration,
    });
    await h.client().addApiKey({ userId: alice.userId, apiKey: key.publicKey, expiration, proof });
    Object.assign(got, { apiKey: key.publicKey, expiration });
    await expect(h.client().setApiKey({ userId: alice.userId, apiKey: key.publicKey })).resolves.toEqual({
      valid: true,
      expiration,
    });
    await h.client(key).removeApiKey({ userId: alice.userId, apiKey: key.publicKey });
    await expect(h.client().setApiKey({ userId: alice.userId, apiKey: key.publicKey })).resolves.toEqual({
      valid: false,
      expiration: null,
    });
  });
});

describe('trading', () => {
  it('rests, fills, cancels and records orders', async () => {
    const ask = await bob.client.placeLimitOrder({
      userId: bob.userId,
      market: 'BTC-PERP',
      side: 'Ask',
      price: '100000',
      size: '200000',
    });
    expect(ask.status).toBe('open');
    const buy = await alice.client.placePerpMarketOrder({
      userId: alice.userId,
      market: 'BTC-PERP',
      side: 'Bid',
      price: '105000',
      size: '100000',
    });
    expect(buy).toMatchObject({ status: 'filled', filledSize: '100000' });
    expect(buy.fills[0]).toMatchObject({ price: '100000', size: '100000', isMaker: false });
    const rest = await alice.client.placeLimitOrder({
      userId: alice.userId,
      market: 'BTC-PERP',
      side: 'Bid',
      price: '90000',
      size: '50000',
    });
    await expect(
      alice.client.cancelOrders({ userId: alice.userId, market: 'BTC-PERP', orderIds: [rest.orderId] }),
    ).resolves.toEqual({ canceled: [rest.orderId] });
    Object.assign(got, { ask, buy, rest });
    const { userData } = await alice.client.getUserData({ userId: alice.userId });
    expect(userData.perpPositions['BTC-PERP']).toMatchObject({ size: '100000', entryPrice: '100000' });
    const fills = await h.client().getUserPerpFills({ userId: bob.userId });
    expect(fills.fills[0]).toMatchObject({ orderId: ask.orderId, isMaker: true });
    got.makerFill = fills.fills[0];
    const orders = await h.client().getUserPerpOrders({ userId: alice.userId });
    expect(orders.orders.find((o) => o.orderId === rest.orderId)?.status).toBe('canceled');
    const trades = await h.client().getPerpRecentTrades({ marketName: 'BTC-PERP' });
    expect(trades.trades[0]).toMatchObject({ price: '100000', size: '100000', isBid: true, side: 'Bid' });
    const candles = await h.client().candles({ market: 'BTC-PERP', period: '1m' });
    expect(candles.candles.at(-1)).toMatchObject({ open: '100000', close: '100000', volume: '100000' });
  });

  it('lends, borrows, repays and withdraws the loan', async () => {
    const usdc = await h.token('USDC');
    const lent = await bob.client.lend({ userId: bob.userId, tokenAddress: usdc, amount: String(1000n * USDC) });
    expect(BigInt(lent.shares)).toBeGreaterThan(0n);
    const borrowed = await alice.client.borrow({
      userId: alice.userId,
      tokenAddress: usdc,
      amount: String(10n * USDC),
    });
    expect(borrowed.amount).toBe(String(10n * USDC));
    const repaid = await alice.client.repayBorrow({ userId: alice.userId, tokenAddress: usdc });
    const withdrawn = await bob.client.withdrawLend({ userId: bob.userId, tokenAddress: usdc });
    Object.assign(got, { lent, borrowed, repaid, withdrawn });
    await bob.client.setAutoLend({ userId: bob.userId, enabled: true });
    expect((await h.client().getUserData({ userId: bob.userId })).userData.autolendEnabled).toBe(true);
  });

  it('invests in and redeems from the main vault', async () => {
    const dep = await alice.client.vaultDeposit({ userId: alice.userId, vaultId: '2', amount: String(100n * USDC) });
    expect(BigInt(dep.shares)).toBeGreaterThan(0n);
    const out = await alice.client.vaultWithdraw({ userId: alice.userId, vaultId: '2', shares: dep.shares });
    expect(BigInt(out.amount)).toBeGreaterThan(0n);
    got.vaultOut = out.amount;
  });
});

type Answer = {
  orderId: number;
  fills: { price: string; size: string; fee: string }[];
  shares: string;
  amount: string;
};
const answer = (name: string) => got[name] as Answer;
const of = (type: string, userId?: string) =>
  (seen.get(type) ?? []).filter((e) => !userId || ('userId' in e && e.userId === userId));

describe('streams', () => {
  it('carries every stream event type with gap-free sequence numbers', async () => {
    h.exchange.service.execute({
      type: 'setIndexPrice',
      ts: h.exchange.service.stamp(),
      prices: [{ token: 'BTC', price: 99_000n * 10n ** 9n }],
    });
    const all = [
      'OrderbookUpdate',
      'TradesUpdate',
      'BorrowLendUpdate',
      'IndexPriceUpdate',
      'BalanceChange',
      'Deposit',
      'Withdraw',
      'Lend',
      'WithdrawLend',
      'Borrow',
      'RepayBorrow',
      'SetAutoLend',
      'PlacePerpLimitOrder',
      'PlacePerpMarketOrder',
      'CanceledPerpOrders',
      'OrderFills',
      'SetAlias',
      'AddApiKey',
      'RemoveApiKey',
    ];
    await vi.waitFor(() => expect(all.filter((t) => !seen.has(t))).toEqual([]));
    for (const [channel, list] of seqs) expect(list, channel).toEqual(list.map((_, i) => list[0]! + i));
    // only subscribed channels arrive: the sub-account's rename is not on alice's channel
    expect(seen.get('SetAlias')!.map((e) => e.type === 'SetAlias' && e.newAlias)).toEqual(['alice2']);
  });

  const a = 'alice';
  const b = 'bob';
  const none = 'any account';
  const idOf = (who: string) => (who === a ? alice.userId : who === b ? bob.userId : undefined);
  const usdc = () => ({ token: 'USDC', tokenAddress: got.usdc as string });
  const u = (n: bigint) => String(n * USDC);
  const makerFee = () => (got.makerFill as { fee: string }).fee;
  const cases: [string, string, () => unknown[]][] = [
    ['Deposit', a, () => [{ ...usdc(), amount: u(20_000n) }]],
    ['Deposit', b, () => [{ ...usdc(), amount: u(10_000n) }]],
    ['Withdraw', a, () => [{ ...usdc(), amount: u(100n), address: `0x${'77'.repeat(32)}` }]],
    [
      'BalanceChange',
      a,
      () =>
        [
          [u(20_000n), 'deposit'],
          [`-${100n * USDC + USDC / 10n}`, 'withdraw'], // the amount and the Aptos network fee, 0.1 USDC
          [`-${u(1000n)}`, 'transfer'],
          [u(500n), 'transfer'],
          [`-${answer('buy').fills[0]!.fee}`, 'fee'],
          [u(10n), 'borrow'],
          [`-${u(10n)}`, 'borrow'],
          [`-${u(100n)}`, 'vault'],
          [got.vaultOut, 'vault'],
        ].map(([changeAmount, reason]) => ({ ...usdc(), changeAmount, reason })),
    ],
    [
      'BalanceChange',
      b,
      () =>
        [
          [u(10_000n), 'deposit'],
          [`-${makerFee()}`, 'fee'],
          [`-${u(1000n)}`, 'lend'],
          [u(1000n), 'lend'],
        ].map(([changeAmount, reason]) => ({ ...usdc(), changeAmount, reason })),
    ],
    ['Lend', b, () => [{ ...usdc(), amount: u(1000n), sharesReceived: answer('lent').shares }]],
    [
      'WithdrawLend',
      b,
      () => [{ ...usdc(), amount: answer('withdrawn').amount, sharesAmount: answer('withdrawn').shares }],
    ],
    ['Borrow', a, () => [{ ...usdc(), amount: u(10n), sharesReceived: answer('borrowed').shares }]],
    ['RepayBorrow', a, () => [{ ...usdc(), amount: answer('repaid').amount, sharesRepaid: answer('repaid').shares }]],
    ['SetAutoLend', b, () => [{ enabled: true }]],
    [
      'PlacePerpLimitOrder',
      none,
      () => [
        {
          userId: bob.userId,
          market: 'BTC-PERP',
          orderId: answer('ask').orderId,
          isBid: false,
          price: '100000',
          size: '200000',
          filledSize: '0',
          fills: [],
        },
        {
          userId: alice.userId,
          market: 'BTC-PERP',
          orderId: answer('rest').orderId,
          isBid: true,
          price: '90000',
          size: '50000',
          filledSize: '0',
          fills: [],
        },
      ],
    ],
    [
      'PlacePerpMarketOrder',
      a,
      () => [
        {
          market: 'BTC-PERP',
          orderId: answer('buy').orderId,
          isBid: true,
          size: '100000',
          filledSize: '100000',
          fills: answer('buy').fills,
        },
      ],
    ],
    ['CanceledPerpOrders', a, () => [{ market: 'BTC-PERP', ordersIds: [answer('rest').orderId] }]],
    ['OrderFills', b, () => [{ market: 'BTC-PERP', orderId: answer('ask').orderId, fills: [got.makerFill] }]],
    ['SetAlias', a, () => [{ newAlias: 'alice2' }]],
    ['AddApiKey', a, () => [{ apiKey: got.apiKey, expirationTimestamp: got.expiration }]],
    ['RemoveApiKey', a, () => [{ apiKey: got.apiKey }]],
    [
      'TradesUpdate',
      none,
      () => [{ market: 'BTC-PERP', updates: [{ price: '100000', size: '100000', isBid: true, timestamp: h.now }] }],
    ],
    [
      'OrderbookUpdate',
      none,
      () =>
        [
          { asksUpdates: [{ price: '100000', size: '200000' }], bidsUpdates: [] },
          { asksUpdates: [{ price: '100000', size: '100000' }], bidsUpdates: [] },
          { asksUpdates: [], bidsUpdates: [{ price: '90000', size: '50000' }] },
          { asksUpdates: [], bidsUpdates: [{ price: '90000', size: '0' }] },
        ].map((x) => ({ market: 'BTC-PERP', ...x })),
    ],
    [
      'BorrowLendUpdate',
      none,
      () =>
        [
          [u(1000n), '0'],
          [u(1000n), u(10n)],
          [u(1000n), '0'],
          ['0', '0'],
        ].map(([lendAmount, borrowAmount]) => ({
          updates: [{ token: 'USDC', lendAmount, borrowAmount, borrowEnabled: true }],
        })),
    ],
    ['IndexPriceUpdate', none, () => [{ updates: [{ name: 'BTC', price: '99000' }] }]],
  ];
  it.each(cases)('%s events of %s carry what the calls answered', (type, who, expected) => {
    expect(of(type, idOf(who))).toMatchObject(expected());
  });
});
