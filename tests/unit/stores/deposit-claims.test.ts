/**
 * The deposit-claim scan store against the real exchange and chain emulation on loopback: the test faucet mints to
 * the user's deposit address, a scan reads the holdings through the indexer and claims each token, and the account
 * is credited. Guards, a refused claim (toast and rethrow) and the timer are covered too.
 */
import { cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositClaimError } from '#lib/chain/deposit-claims.ts';
import { DEPOSIT_CLAIM_SCAN_MS } from '#lib/domain/constants.ts';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { $api } from '#stores/api.ts';
import { $config } from '#stores/config.ts';
import { $chainIndexer } from '#stores/chain-indexer.ts';
import { $depositClaims, scanDeposits } from '#stores/deposit-claims.ts';
import { $toastQueue, takeToasts } from '#stores/toasts.ts';
import { $currentUserId, $wallet } from '#stores/wallet.ts';
import { Harness, type TestUser } from '#tests/unit/server/exchange/harness.ts';
import { MemoryStorage } from './support/memory-storage.ts';

let h: Harness;
let tokens: Record<string, string>;

beforeAll(async () => {
  h = await new Harness().start();
  $chainIndexer.set(h.chain.indexerUrl);
  const config = await h.client().getConfig();
  $config.setValue(config);
  tokens = Object.fromEntries(Object.entries(config.tokens).map(([ticker, t]) => [ticker, t.contractAddress]));
});
afterAll(async () => h.stop());

/** A connected user with an account whose client is the app's. */
async function signedIn(alias: string): Promise<TestUser> {
  const user = await h.user(alias);
  $api.set(user.client);
  $wallet.set({ status: 'connected', walletId: 'test', address: user.address, kind: 'aptos' });
  $currentUserId.set(user.userId);
  return user;
}

async function balances(user: TestUser): Promise<Record<string, string | undefined>> {
  const { userData } = await user.client.getUserData({ userId: user.userId });
  return Object.fromEntries(
    Object.entries(tokens).map(([ticker, address]) => [ticker, userData.tokenBalances[address]]),
  );
}

beforeEach(() => {
  takeToasts();
  $depositClaims.set({ status: 'idle' });
});
afterEach(() => {
  $api.set(undefined);
  $wallet.set({ status: 'disconnected' });
  $currentUserId.set(undefined);
});

describe('scanDeposits', () => {
  it('claims what the test faucet minted to the deposit address, and the next scan finds nothing left', async () => {
    const user = await signedIn('claimer');
    await user.client.testFaucet({ userId: user.userId });
    expect(await balances(user)).toMatchObject({ USDC: undefined, SOL: undefined, BTC: undefined });

    const claims = await scanDeposits();
    const credited = Object.fromEntries((claims ?? []).map((c) => [c.tokenAddress, c.amount]));
    expect(credited).toEqual({
      [tokens.USDC!]: '10000000000',
      [tokens.SOL!]: '10000000000',
      [tokens.BTC!]: '100000000',
    });
    for (const claim of claims ?? []) expect(claim.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await balances(user)).toMatchObject({ USDC: '10000000000', SOL: '10000000000', BTC: '100000000' });
    expect($depositClaims.get()).toMatchObject({ status: 'done', claims });

    expect(await scanDeposits()).toEqual([]);
    expect(await balances(user)).toMatchObject({ USDC: '10000000000', SOL: '10000000000', BTC: '100000000' });
    expect($toastQueue.get()).toEqual([]);
  });

  it.each([
    ['no wallet is connected', () => $wallet.set({ status: 'disconnected' })],
    ['the user has no account yet', () => $currentUserId.set(undefined)],
    ['no exchange is configured', () => $api.set(undefined)],
  ])('does nothing while %s', async (_name, unmet) => {
    const user = await signedIn(`guard${Math.floor(Math.random() * 1e6)}`);
    await user.client.testFaucet({ userId: user.userId });
    unmet();
    expect(await scanDeposits()).toBeUndefined();
    expect($depositClaims.get()).toEqual({ status: 'idle' });
    expect(await balances(user)).toMatchObject({ USDC: undefined });
  });

  it('a refused claim shows the claim-deposit failure toast, is kept in the store and is rethrown', async () => {
    const user = await signedIn('refused');
    await user.client.testFaucet({ userId: user.userId });
    $api.set(h.client(null)); // unsigned: claimDeposit needs a session signature

    const error = await scanDeposits().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DepositClaimError);
    expect($depositClaims.get()).toMatchObject({ status: 'failed', error });
    expect($toastQueue.get()).toMatchObject([
      {
        kind: 'error',
        title: 'sonnerMessages.claimDeposit.error',
        description: 'sonnerMessages.claimDeposit.description',
      },
    ]);
    expect(await balances(user)).toMatchObject({ USDC: undefined });
  });

  it('a failed read of the user is kept and rethrown without the claim toast', async () => {
    await signedIn('unknown');
    $currentUserId.set('999999');
    const error = await scanDeposits().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DepositClaimError);
    expect($depositClaims.get()).toMatchObject({ status: 'failed', error });
    expect($toastQueue.get()).toEqual([]);
  });
});

describe('the scan timer', () => {
  /** Polls `check` on real time until it passes (vi.waitFor would advance the faked interval while it waits). */
  async function until(check: () => void): Promise<void> {
    for (let waited = 0; ; waited += 10) {
      try {
        return check();
      } catch (error) {
        if (waited > 5_000) throw error;
        await sleep(10);
      }
    }
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('scans on mount, on every account change and every 30 s while watched, and stops when unwatched', async () => {
    cleanStores($depositClaims); // earlier reads mounted it without a window (no timer); mount afresh
    // a window with storage: each read of a store nothing watches mounts it, and nanostores unmounts it 1 s (real
    // time) after; a scan reading $wallet after that ran the wallet store's mount again, which reads the last
    // connected wallet from window.localStorage: without one it threw, the scan was dropped in silence, and the 30 s
    // scan found "nothing" whenever the machine was slow enough (two test workers) for that second to pass
    vi.stubGlobal('window', Object.assign(Object.create(globalThis) as object, { localStorage: new MemoryStorage() }));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = await signedIn('timer');
    // each scan starts by reading the user: count those reads on the app's client
    const scans: string[] = [];
    const counting = (client: ExchangeClient): ExchangeClient =>
      ({
        getUserData: (req: { userId: string }) => (scans.push(req.userId), client.getUserData(req)),
        claimDeposit: (req: { userId: string; tokenAddress: string }) => client.claimDeposit(req),
      }) as unknown as ExchangeClient; // the two calls a scan makes, passed through to the real client
    $api.set(counting(user.client));
    const stopWatching = $depositClaims.listen(() => {});
    await until(() => expect($depositClaims.get().status).toBe('done'));
    expect(scans).toEqual([user.userId]);

    await user.client.testFaucet({ userId: user.userId });
    vi.advanceTimersByTime(DEPOSIT_CLAIM_SCAN_MS - 1);
    expect(scans).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await until(() => expect($depositClaims.get()).toMatchObject({ status: 'done', claims: [{}, {}, {}] }));
    expect(scans).toEqual([user.userId, user.userId]);

    const other = await h.user('timer2');
    $api.set(counting(other.client));
    $currentUserId.set(other.userId);
    await until(() => expect(scans).toEqual([user.userId, user.userId, other.userId]));
    await until(() => expect($depositClaims.get().status).toBe('done'));

    stopWatching();
    await sleep(STORE_UNMOUNT_DELAY + 50); // nanostores unmounts a store a moment after its last listener leaves
    vi.advanceTimersByTime(DEPOSIT_CLAIM_SCAN_MS * 3);
    $currentUserId.set(user.userId);
    expect(scans).toHaveLength(3);
  });
});

// Last in the file: it resets the module registry, after which the store's lazily imported chain code would be
// fresh copies that know nothing of the test chain configured above.
describe('scanDeposits before the configuration loads', () => {
  it('does nothing while the token list is not loaded', async () => {
    const user = await signedIn('noconfig');
    await user.client.testFaucet({ userId: user.userId });
    vi.resetModules(); // fresh store modules: the config store has not loaded yet
    const fresh = {
      api: await import('#stores/api.ts'),
      wallet: await import('#stores/wallet.ts'),
      claims: await import('#stores/deposit-claims.ts'),
      config: await import('#stores/config.ts'),
    };
    fresh.api.$api.set(user.client);
    fresh.wallet.$wallet.set($wallet.get());
    fresh.wallet.$currentUserId.set(user.userId);
    expect(fresh.config.$config.get()).toEqual({ status: 'loading' });
    expect(await fresh.claims.scanDeposits()).toBeUndefined();
    expect(fresh.claims.$depositClaims.get()).toEqual({ status: 'idle' });
    expect(await balances(user)).toMatchObject({ USDC: undefined });
  });
});
