/**
 * Withdrawals per network through the real exchange: Aptos ones paid on the local chain with the Aptos fee,
 * Solana and Ethereum ones recorded by the bridge emulation as pending with their fee and settled after the
 * network's time; recipients checked per network; Enable borrow lets a withdrawal go beyond the balance within the
 * initial margin, up to the limit the app computes (src/lib/domain/withdraw-limit.ts); the faucet mints one token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_DECIMALS, RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { withdrawNetwork } from '#lib/domain/transfer-networks.ts';
import { maxWithdrawable } from '#lib/domain/withdraw-limit.ts';
import { Harness, type TestUser } from './harness.ts';

let h: Harness;
let alice: TestUser;
const USDC = 1_000_000n;
const BTC = 100_000_000n;
const SOLANA = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy';
const ETHEREUM = '0x52908400098527886E0F7030069857D2E4169EE7';

/** Credits whole tokens to alice through the chain: minted at her deposit address, then claimed. */
async function fund(token: 'USDC' | 'BTC', units: bigint): Promise<void> {
  const { userData } = await alice.client.getUserData({ userId: alice.userId });
  h.chain.ledger.mint(userData.depositAddress, token, units);
  await alice.client.claimDeposit({ userId: alice.userId, tokenAddress: await h.token(token) });
}

async function balance(token: 'USDC' | 'BTC'): Promise<bigint> {
  const { userData } = await alice.client.getUserData({ userId: alice.userId });
  return BigInt(userData.tokenBalances[await h.token(token)] ?? '0');
}

const withdraw = async (input: { amount: bigint; recipient: string; network?: 'Aptos' | 'Solana' | 'Ethereum' }) =>
  alice.client.withdraw({
    userId: alice.userId,
    tokenAddress: await h.token('USDC'),
    amount: String(input.amount),
    recipient: input.recipient,
    ...(input.network ? { network: input.network } : {}),
  });

beforeAll(async () => {
  h = await new Harness().start();
  alice = await h.user('alice');
  await fund('USDC', 1000n * USDC);
});
afterAll(() => h.stop());

describe('withdrawals per network', () => {
  it('pays an Aptos withdrawal on chain, the fee charged on top and kept by the exchange', async () => {
    const to = `${'ab'.repeat(32)}`; // the optional 0x left out (SPEC 5)
    const before = await balance('USDC');
    await withdraw({ amount: 100n * USDC, recipient: to });
    expect(h.chain.ledger.balanceOf(`0x${to}`, 'USDC')).toBe(100n * USDC);
    expect(before - (await balance('USDC'))).toBe(100n * USDC + withdrawNetwork('USDC', 'Aptos')!.feeUnits);
    const { withdrawals } = await h.client().getUserWithdrawalsHistory({ userId: alice.userId });
    expect(withdrawals[0]).toMatchObject({
      network: 'Aptos',
      status: 'settled',
      fee: String(USDC / 10n),
      recipient: `0x${to}`,
    });
  });

  it.each([
    ['Solana', SOLANA, 1n * USDC, 30_000],
    ['Ethereum', ETHEREUM, 5n * USDC, 180_000],
  ] as const)(
    'records a %s withdrawal as pending with its fee, settled after its time',
    async (network, to, fee, ms) => {
      const before = await balance('USDC');
      const sent = await withdraw({ amount: 50n * USDC, recipient: to, network });
      expect(sent.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(before - (await balance('USDC'))).toBe(50n * USDC + fee);
      const start = h.now;
      const read = async () => (await h.client().getUserWithdrawalsHistory({ userId: alice.userId })).withdrawals[0];
      expect(await read()).toMatchObject({
        network,
        recipient: to,
        amount: String(50n * USDC),
        fee: String(fee),
        status: 'pending',
        settlesAt: start + ms,
      });
      h.now = start + ms - 1;
      expect((await read())?.status).toBe('pending');
      h.now = start + ms;
      expect((await read())?.status).toBe('settled');
    },
  );

  it.each([
    ['an Aptos address to Solana', `0x${'ab'.repeat(32)}`, 'Solana'],
    ['a Solana address to Ethereum', SOLANA, 'Ethereum'],
    ['a short Ethereum address', '0x52908400098527886E0F7030069857D2E4169EE', 'Ethereum'],
    ['an Aptos address with 63 digits', `0x${'a'.repeat(63)}`, 'Aptos'],
  ] as const)('refuses %s', async (_name, recipient, network) => {
    const before = await balance('USDC');
    await expect(withdraw({ amount: USDC, recipient, network })).rejects.toMatchObject({ code: 'invalid_request' });
    expect(await balance('USDC')).toBe(before);
  });

  it('refuses a token its network does not carry', async () => {
    await fund('BTC', BTC);
    const request = alice.client.withdraw({
      userId: alice.userId,
      tokenAddress: await h.token('BTC'),
      amount: '1000',
      recipient: SOLANA,
      network: 'Solana',
    });
    await expect(request).rejects.toMatchObject({ code: 'invalid_request' });
  });
});

describe('Enable borrow', () => {
  /** The app's limit for USDC from what getUserData and the pools say (as the withdraw form computes it). */
  async function appLimit(borrow: boolean): Promise<bigint> {
    const usdc = await h.token('USDC');
    const [{ userData }, pools, prices, config] = await Promise.all([
      alice.client.getUserData({ userId: alice.userId }),
      h.client().getBorrowLendingData({}),
      h.client().getPriceIndexes({}),
      h.client().getConfig({}),
    ]);
    const pool = pools.data.USDC!;
    const token = config.tokens.USDC!;
    const rate = (text: string) => parseDecimal(text, RATE_DECIMALS);
    const held = BigInt(userData.tokenBalances[usdc] ?? '0');
    return maxWithdrawable(
      {
        balance: held,
        net: held,
        decimals: token.tokenDecimals,
        price: parseDecimal(prices.prices.USDC!.price, PRICE_DECIMALS),
        collateralFactor: rate(token.collateralFactor),
        borrowInitialFactor: rate(token.borrowInitialFactor),
        headroomUsd: BigInt(userData.margin.initialCollateral) - BigInt(userData.margin.initialRequired),
        poolCash: BigInt(pool.lendAmount) - BigInt(pool.borrowAmount),
      },
      borrow,
    );
  }

  beforeAll(async () => {
    // a lender so the USDC pool has cash to lend
    const bob = await h.user('bob');
    const { userData } = await bob.client.getUserData({ userId: bob.userId });
    h.chain.ledger.mint(userData.depositAddress, 'USDC', 500_000n * USDC);
    const usdc = await h.token('USDC');
    await bob.client.claimDeposit({ userId: bob.userId, tokenAddress: usdc });
    await bob.client.lend({ userId: bob.userId, tokenAddress: usdc, amount: String(500_000n * USDC) });
  });

  it('refuses a withdrawal beyond the balance without borrow, accepts it with borrow within the collateral', async () => {
    const fee = withdrawNetwork('USDC', 'Aptos')!.feeUnits;
    const held = await balance('USDC');
    const beyond = held + 500n * USDC; // alice's BTC (0.9 x $97,000) backs the loan
    const to = `0x${'cd'.repeat(32)}`;
    await expect(withdraw({ amount: beyond, recipient: to })).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await appLimit(false)).toBe(held);
    const limit = await appLimit(true);
    expect(limit).toBeGreaterThan(beyond + fee);
    await alice.client.withdraw({
      userId: alice.userId,
      tokenAddress: await h.token('USDC'),
      amount: String(beyond),
      recipient: to,
      borrow: true,
    });
    expect(h.chain.ledger.balanceOf(to, 'USDC')).toBe(beyond);
    const { userData } = await alice.client.getUserData({ userId: alice.userId });
    expect(BigInt(userData.borrowShares[await h.token('USDC')] ?? '0')).toBeGreaterThan(0n);
  });

  it("accepts the app's whole limit and refuses a cent more", async () => {
    const fee = withdrawNetwork('USDC', 'Aptos')!.feeUnits;
    const limit = await appLimit(true);
    const to = `0x${'ef'.repeat(32)}`;
    const send = async (amount: bigint) =>
      alice.client.withdraw({
        userId: alice.userId,
        tokenAddress: await h.token('USDC'),
        amount: String(amount),
        recipient: to,
        borrow: true,
      });
    await expect(send(limit - fee + USDC / 100n)).rejects.toMatchObject({ code: 'insufficient_margin' });
    await send(limit - fee);
    expect(h.chain.ledger.balanceOf(to, 'USDC')).toBe(limit - fee);
  });
});

describe('the test faucet, one token at a time', () => {
  it('mints only the named token when the app asks per token', async () => {
    const { userData } = await alice.client.getUserData({ userId: alice.userId });
    const r = await alice.client.testFaucet({ userId: alice.userId, token: 'SOL' });
    expect(r.txHashes).toHaveLength(1);
    expect(h.chain.ledger.balanceOf(userData.depositAddress, 'SOL')).toBe(10n * 1_000_000_000n);
    expect(h.chain.ledger.balanceOf(userData.depositAddress, 'USDC')).toBe(0n);
  });
});
