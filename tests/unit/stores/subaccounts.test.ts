/**
 * The sub-account mutations against the real exchange on loopback, through the account layer's stores: a transfer,
 * a rename and a new (funded) sub-account move what they should, toast success and refetch the wallet's accounts
 * 1 s later; failures toast sonnerMessages.*.error with a description, an add-account failure stays silent unless it
 * is a limit, and closing Establish connection is no failure at all.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract/auth.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { writeSessionKey } from '#lib/storage/session-keys.ts';
import { $accounts, $currentUserId, refetchAccounts, type WalletAccount } from '#stores/accounts.ts';
import { $api, storedSessionKey } from '#stores/api.ts';
import { $config } from '#stores/config.ts';
import { $modal, closeModal } from '#stores/modal.ts';
import { readyValue } from '#stores/resource.ts';
import { SessionError } from '#stores/session.ts';
import { addAccount, renameAccount, transferFunds } from '#stores/subaccounts.ts';
import { takeToasts } from '#stores/toasts.ts';
import { $wallet, connectWallet } from '#stores/wallet.ts';
import { DEFAULT_LIMITS } from '#server/exchange/api/limits.ts';
import { Harness, type TestUser } from '#tests/unit/server/exchange/harness.ts';
import { MemoryStorage } from './support/memory-storage.ts';
import { testWalletAdapter, useTestWallet } from './support/test-wallet.ts';

let h: Harness;
let local: MemoryStorage;
let usdc: string;

beforeAll(async () => {
  // a low sub-account cap so the limit path is reachable
  h = await new Harness({ limits: { ...DEFAULT_LIMITS, subAccountsPerWallet: 2 } }).start();
  h.now = Date.now(); // the stores stamp keys with the real clock
  $config.setValue(await h.client().getConfig());
  usdc = readyValue($config.get())!.tokens.USDC!.contractAddress;
});
afterAll(async () => h.stop());

beforeEach(() => {
  local = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: new MemoryStorage(), location: { reload: vi.fn() } });
  $api.set(new ExchangeClient({ baseUrl: h.exchange.url, sessionKey: storedSessionKey }));
  takeToasts();
});
afterEach(() => {
  closeModal();
  $wallet.set({ status: 'disconnected' });
  $currentUserId.set(undefined);
  vi.unstubAllGlobals();
});

/** Resolves once `check` passes (the stores answer after real requests). */
async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end)
      throw new Error(`timed out waiting ${JSON.stringify({ w: $wallet.get(), a: $accounts.get() })}`);
    await sleep(10);
  }
}

/** A funded wallet connected through the stores, its main account's session key stored as the page stores it. */
async function connected(alias: string, options: { storeKey?: boolean } = {}) {
  const user = await h.user(alias);
  await user.client.testFaucet({ userId: user.userId });
  await user.client.claimDeposit({ userId: user.userId, tokenAddress: usdc });
  if (options.storeKey !== false)
    writeSessionKey(local, user.userId, { ...user.key, expiration: Date.now() + SESSION_KEY_LIFETIME_MS - 60_000 });
  useTestWallet(testWalletAdapter(user));
  const stop = $accounts.listen(() => undefined);
  await connectWallet('Test:Aptos');
  // the previous test's wallet may still be listed until the lookup for this one answers
  await until(() => readyValue($accounts.get())?.[0]?.userId === user.userId);
  return { user, stop };
}

/** The wallet's accounts as the store holds them. */
const listed = (): readonly WalletAccount[] => readyValue($accounts.get()) ?? [];
const usdcOf = (userId: string) => BigInt(listed().find((a) => a.userId === userId)?.tokenBalances[usdc] ?? '0');

/** An empty sub-account made directly on the exchange (shares the main key), then listed by the stores. */
async function subAccount(user: TestUser, name: string): Promise<string> {
  const { userId } = await user.client.addSubAccount({ userId: user.userId, name, tokenAddress: usdc });
  await refetchAccounts();
  return userId;
}

describe('transferFunds', () => {
  it('moves the exact units, toasts success and refetches the accounts (the list shows the new balances)', async () => {
    const { user, stop } = await connected('mover');
    const subId = await subAccount(user, 'moversub');
    const txHash = await transferFunds({
      fromUserId: user.userId,
      toUserId: subId,
      tokenAddress: usdc,
      units: 1_500_001n,
    });
    expect(txHash).toMatch(/^0x/);
    expect(takeToasts()).toMatchObject([{ kind: 'success', title: 'sonnerMessages.transferToUser.success' }]);
    // nothing else looks the accounts up: the scheduled refetch brings the sub-account in with its balance
    await until(() => usdcOf(subId) === 1_500_001n);
    expect(usdcOf(user.userId)).toBe(10_000_000_000n - 1_500_001n);
    stop();
  });

  it('a refused transfer toasts sonnerMessages.transferToUser.error with what went wrong, and rejects', async () => {
    const { user, stop } = await connected('overdraw');
    const subId = await subAccount(user, 'overdrawsub');
    const attempt = transferFunds({ fromUserId: subId, toUserId: user.userId, tokenAddress: usdc, units: 5_000_000n });
    await expect(attempt).rejects.toMatchObject({ name: 'ApiError' });
    const [toast, ...rest] = takeToasts();
    expect(rest).toEqual([]);
    expect(toast).toMatchObject({ kind: 'error', title: 'sonnerMessages.transferToUser.error' });
    expect(toast?.description).toMatch(/^errors\./);
    stop();
  });

  it('without a key, Establish connection opens first; closing it rejects without a toast and moves nothing', async () => {
    const { user, stop } = await connected('nokey', { storeKey: false });
    const subId = await subAccount(user, 'nokeysub');
    const attempt = transferFunds({ fromUserId: user.userId, toUserId: subId, tokenAddress: usdc, units: 2_000_000n });
    await until(() => $modal.get()?.id === 'establishConnection');
    closeModal();
    await expect(attempt).rejects.toBeInstanceOf(SessionError);
    expect(takeToasts()).toEqual([]);
    const { userData } = await user.client.getUserData({ userId: subId });
    expect(userData.tokenBalances[usdc] ?? '0').toBe('0');
    stop();
  });
});

describe('renameAccount', () => {
  it('sets the alias, toasts success and the refetched list shows it', async () => {
    const { user, stop } = await connected('namer');
    await renameAccount(user.userId, 'Renamed1');
    expect(takeToasts()).toMatchObject([{ kind: 'success', title: 'sonnerMessages.editAccount.success' }]);
    await until(() => listed()[0]?.alias === 'Renamed1');
    stop();
  });
});

describe('addAccount', () => {
  it('creates a funded sub-account under the source key, toasts success, and the list gains it', async () => {
    const { user, stop } = await connected('adder');
    const subId = await addAccount({
      sourceUserId: user.userId,
      alias: 'Funded',
      tokenAddress: usdc,
      units: 25_000_000n,
    });
    expect(takeToasts()).toMatchObject([{ kind: 'success', title: 'sonnerMessages.createAccount.success' }]);
    await until(() => listed().length === 2);
    expect(listed()[1]).toMatchObject({ userId: subId, alias: 'Funded' });
    expect(usdcOf(subId)).toBe(25_000_000n);
    // the new account shares the key that made it: renaming it needs no Establish connection
    await renameAccount(subId, 'Funded2');
    expect($modal.get()).toBeUndefined();
    stop();
  });

  it('a refused account (more than the source holds) ends silently: no toast, the promise rejects', async () => {
    const { user, stop } = await connected('pauper');
    const attempt = addAccount({ sourceUserId: user.userId, alias: 'TooRich', tokenAddress: usdc, units: 10n ** 15n });
    await expect(attempt).rejects.toMatchObject({ name: 'ApiError' });
    expect(takeToasts()).toEqual([]);
    stop();
  });

  it('the sub-account cap is said: sonnerMessages.createAccount.error with the limit', async () => {
    const { user, stop } = await connected('capped');
    await subAccount(user, 'cappedone');
    await subAccount(user, 'cappedtwo');
    const attempt = addAccount({ sourceUserId: user.userId, alias: 'Third', tokenAddress: usdc, units: 0n });
    await expect(attempt).rejects.toMatchObject({ code: 'account_limit' });
    expect(takeToasts()).toMatchObject([
      { kind: 'error', title: 'sonnerMessages.createAccount.error', params: { limit: 2 } },
    ]);
    stop();
  });
});
