/**
 * The shared account layer against the real exchange on loopback: connecting a wallet (remembered, refused,
 * unknown), auto-connect of the stored wallet (and forgetting one that no longer authorizes), the wallet's accounts
 * in ascending id order with the first acting, switching, ensureSession (a stored valid key, the Establish
 * connection modal authorizing a new key, the modal closed), $api signing each call with the key of its own userId,
 * and disconnect clearing storage and reloading.
 */
import { cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair, type KeyPair } from '#lib/api/signing.ts';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract/auth.ts';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';
import { readSessionKey, writeSessionKey } from '#lib/storage/session-keys.ts';
import { $accounts, $currentAccount, $currentUserId, switchAccount } from '#stores/accounts.ts';
import { $api, storedSessionKey } from '#stores/api.ts';
import { $config } from '#stores/config.ts';
import { readyValue } from '#stores/resource.ts';
import { $modal, closeModal } from '#stores/modal.ts';
import { $signIn } from '#stores/connection.ts';
import { authorizeSession, ensureSession, SessionError, withSession } from '#stores/session.ts';
import { takeToasts } from '#stores/toasts.ts';
import { $wallet, connectWallet, currentWalletAdapter, disconnectWallet } from '#stores/wallet.ts';
import { Harness } from '#tests/unit/server/exchange/harness.ts';
import { MemoryStorage } from './support/memory-storage.ts';
import { testWalletAdapter, useTestWallet, walletAddressOf } from './support/test-wallet.ts';

let h: Harness;

let local: MemoryStorage;
let reload: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  h = await new Harness().start();
  h.now = Date.now(); // the stores stamp keys and proofs with the real clock
  $config.setValue(await h.client().getConfig());
});
afterAll(async () => h.stop());

beforeEach(() => {
  local = new MemoryStorage();
  reload = vi.fn();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: new MemoryStorage(), location: { reload } });
  $api.set(new ExchangeClient({ baseUrl: h.exchange.url, sessionKey: storedSessionKey }));
  takeToasts();
});
afterEach(() => {
  closeModal();
  cleanStores($wallet, $accounts, $currentAccount, $signIn);
  $wallet.set({ status: 'disconnected' });
  $currentUserId.set(undefined);
  vi.unstubAllGlobals();
});

/** Resolves once `check` passes (the stores answer after real requests). */
async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(10);
  }
}

describe('connectWallet', () => {
  it('connects, remembers the wallet as last_connected_wallet and exposes the adapter', async () => {
    const user = await h.user('connector');
    const adapter = testWalletAdapter(user, { connect: 'approve', restore: true });
    useTestWallet(adapter);
    await connectWallet(adapter.id);
    expect($wallet.get()).toEqual({ status: 'connected', walletId: adapter.id, address: user.address, kind: 'aptos' });
    expect(local.getItem(STORAGE_KEYS.lastConnectedWallet)).toBe(adapter.id);
    expect(currentWalletAdapter()).toBe(adapter);
  });

  it('a rejection rejects with user_rejected and leaves the wallet disconnected, remembering nothing', async () => {
    const user = await h.user('refuser');
    useTestWallet(testWalletAdapter(user, { connect: 'reject', restore: false }));
    await expect(connectWallet('Test:Aptos')).rejects.toMatchObject({ code: 'user_rejected' });
    expect($wallet.get()).toEqual({ status: 'disconnected' });
    expect(local.getItem(STORAGE_KEYS.lastConnectedWallet)).toBeNull();
  });

  it('an id no wallet answers to rejects with wallet_not_found', async () => {
    const user = await h.user('nowallet');
    useTestWallet(testWalletAdapter(user, { connect: 'approve', restore: true }));
    await expect(connectWallet('Missing:Aptos')).rejects.toMatchObject({ code: 'wallet_not_found' });
    expect($wallet.get()).toEqual({ status: 'disconnected' });
  });
});

describe('auto-connect', () => {
  it('reconnects the stored wallet without a prompt once the configuration is loaded', async () => {
    const user = await h.user('returning');
    useTestWallet(testWalletAdapter(user, { connect: 'reject', restore: true }));
    local.setItem(STORAGE_KEYS.lastConnectedWallet, 'Test:Aptos');
    const stop = $wallet.listen(() => undefined);
    await until(() => $wallet.get().status === 'connected');
    expect($wallet.get()).toMatchObject({ walletId: 'Test:Aptos', address: user.address });
    stop();
  });

  it('forgets the stored wallet when it no longer authorizes the site', async () => {
    const user = await h.user('revoked');
    useTestWallet(testWalletAdapter(user, { connect: 'approve', restore: false }));
    local.setItem(STORAGE_KEYS.lastConnectedWallet, 'Test:Aptos');
    const stop = $wallet.listen(() => undefined);
    await until(() => local.getItem(STORAGE_KEYS.lastConnectedWallet) === null);
    expect($wallet.get()).toEqual({ status: 'disconnected' });
    stop();
  });
});

/** A wallet connected through the stores, with a sub-account added to its main account. */
async function connectedWithSubAccount(alias: string) {
  const user = await h.user(alias);
  const usdc = readyValue($config.get())!.tokens.USDC!.contractAddress;
  const { userId: subId } = await user.client.addSubAccount({
    userId: user.userId,
    name: `${alias}sub`,
    tokenAddress: usdc,
  });
  useTestWallet(testWalletAdapter(user, { connect: 'approve', restore: true }));
  const stop = $accounts.listen(() => undefined);
  await connectWallet('Test:Aptos');
  await until(() => $accounts.get().status === 'ready');
  return { user, subId, stop };
}

describe('$accounts', () => {
  it('lists the wallet accounts in ascending id order and makes the first (main) one current', async () => {
    const { user, subId, stop } = await connectedWithSubAccount('lister');
    const accounts = $accounts.get();
    expect(accounts.status === 'ready' && accounts.value.map((a) => a.userId)).toEqual([user.userId, subId]);
    expect($currentUserId.get()).toBe(user.userId);
    expect(switchAccount(subId)).toBe(true);
    expect($currentAccount.get()?.alias).toBe('listersub');
    expect(switchAccount('999999')).toBe(false);
    expect(takeToasts()).toMatchObject([{ kind: 'error', title: 'sonnerMessages.switchAccount.error' }]);
    expect($currentUserId.get()).toBe(subId);
    stop();
  });
});

describe('the acting account over reloads', () => {
  // the previous test's account lookup unmounts after nanostores' delay; each test mounts it afresh
  beforeEach(() => sleep(STORE_UNMOUNT_DELAY + 50));

  /**
   * What a reload leaves: the wallet reconnects with no account acting yet, and only local storage remembers. The
   * lookup stays listened to, as the page's header does.
   */
  async function reconnect() {
    $wallet.set({ status: 'disconnected' });
    await until(() => $currentUserId.get() === undefined && $accounts.get().status === 'loading');
    await connectWallet('Test:Aptos');
    await until(() => $accounts.get().status === 'ready' && $currentUserId.get() !== undefined);
  }

  it('a switched-to sub-account still acts after a reload; another wallet starts on its own main account', async () => {
    const { subId, stop } = await connectedWithSubAccount('keeper');
    await until(() => readyValue($accounts.get())?.some((a) => a.userId === subId) === true);
    expect(switchAccount(subId)).toBe(true);
    await reconnect();
    expect($currentUserId.get()).toBe(subId);
    expect($currentAccount.get()?.alias).toBe('keepersub');

    const other = await h.user('keeperother');
    useTestWallet(testWalletAdapter(other, { connect: 'approve', restore: true }));
    await reconnect();
    expect($currentUserId.get()).toBe(other.userId);
    stop();
  });

  it('a stored id that is not one of the wallet accounts (removed, hand-edited) falls back to the main account', async () => {
    const { user, stop } = await connectedWithSubAccount('stale');
    local.setItem(`${STORAGE_KEYS.actingAccountPrefix}${user.address.toLowerCase()}`, '999999');
    await reconnect();
    expect($currentUserId.get()).toBe(user.userId);
    stop();
  });
});

/** Stores `key` (known to the exchange for `userId`) as the page would. */
function store(userId: string, key: KeyPair, expiration = Date.now() + SESSION_KEY_LIFETIME_MS - 60_000) {
  writeSessionKey(local, userId, { ...key, expiration });
}

describe('ensureSession and $api signing', () => {
  it('resolves at once with a stored key the exchange knows, and $api signs with it', async () => {
    const { user, stop } = await connectedWithSubAccount('keyed');
    store(user.userId, user.key);
    await ensureSession(user.userId);
    expect($modal.get()).toBeUndefined();
    await expect($api.get()!.setAliasName({ userId: user.userId, alias: 'keyed2' })).resolves.toBeTruthy();
    stop();
  });

  it('without a key opens Establish connection; authorizing stores a new key that signs the account calls', async () => {
    const { subId, stop } = await connectedWithSubAccount('fresh');
    const ensured = ensureSession(subId);
    await until(() => $modal.get()?.id === 'establishConnection');
    await authorizeSession();
    await ensured;
    const key = readSessionKey(local, subId);
    expect(key?.expiration).toBeGreaterThan(Date.now() + SESSION_KEY_LIFETIME_MS - 120_000);
    await expect($api.get()!.setAliasName({ userId: subId, alias: 'renamed' })).resolves.toBeTruthy();
    // a session call of an account without a stored key is sent unsigned and refused
    await expect($api.get()!.setAliasName({ userId: '999999', alias: 'unsigned' })).rejects.toMatchObject({
      status: 401,
    });
    stop();
  });

  it('an expired stored key is not used: the modal asks again', async () => {
    const { user, stop } = await connectedWithSubAccount('expired');
    // expired on the exchange's clock, which the stores follow (the harness's clock stands still while this file
    // runs, so this machine's clock is seconds ahead of it by now)
    store(user.userId, user.key, h.time() - 1000);
    const ensured = ensureSession(user.userId);
    await until(() => $modal.get()?.id === 'establishConnection');
    closeModal();
    await expect(ensured).rejects.toBeInstanceOf(SessionError);
    await expect(ensured).rejects.toMatchObject({ code: 'dismissed' });
    stop();
  });
});

describe('withSession', () => {
  it('when the exchange refuses a key it had confirmed (revoked meanwhile), forgets it, asks for a new one and tries once more', async () => {
    const { user, subId, stop } = await connectedWithSubAccount('revoked');
    store(user.userId, user.key);
    await ensureSession(user.userId); // confirmed with the exchange: later calls skip the check
    // revoked for both accounts it signs for (the sub-account got it at creation), so it is unknown: 401
    await user.client.removeApiKey({ userId: subId, apiKey: user.key.publicKey });
    await user.client.removeApiKey({ userId: user.userId, apiKey: user.key.publicKey });
    let calls = 0;
    const renamed = withSession(user.userId, (api) => {
      calls += 1;
      return api.setAliasName({ userId: user.userId, alias: 'revoked2' });
    });
    await until(() => $modal.get()?.id === 'establishConnection');
    expect(readSessionKey(local, user.userId)).toBeUndefined(); // the refused key is gone
    await authorizeSession();
    await expect(renamed).resolves.toMatchObject({ txHash: expect.any(String) });
    expect(calls).toBe(2);
    expect(readSessionKey(local, user.userId)?.publicKey).not.toBe(user.key.publicKey);
    stop();
  });

  it('does not retry other failures: a refused rename fails once, with no new key asked for', async () => {
    const { user, stop } = await connectedWithSubAccount('refused');
    store(user.userId, user.key);
    let calls = 0;
    const renamed = withSession(user.userId, (api) => {
      calls += 1;
      return api.setAliasName({ userId: user.userId, alias: 'no' }); // too short: the exchange answers 400
    });
    await expect(renamed).rejects.toMatchObject({ status: 400 });
    expect(calls).toBe(1);
    expect($modal.get()).toBeUndefined();
    expect(readSessionKey(local, user.userId)?.publicKey).toBe(user.key.publicKey);
    stop();
  });
});

describe('disconnectWallet', () => {
  it('forgets the wallet and every session key, clears session storage and reloads', async () => {
    const { user, stop } = await connectedWithSubAccount('leaver');
    store(user.userId, user.key);
    local.setItem(STORAGE_KEYS.favouriteMarkets, '["BTC-PERP"]');
    await disconnectWallet();
    expect(local.getItem(STORAGE_KEYS.lastConnectedWallet)).toBeNull();
    expect(readSessionKey(local, user.userId)).toBeUndefined();
    expect(local.getItem(STORAGE_KEYS.favouriteMarkets)).toBe('["BTC-PERP"]');
    expect($wallet.get()).toEqual({ status: 'disconnected' });
    expect(reload).toHaveBeenCalledOnce();
    stop();
  });
});

describe('$signIn (the flow after a connect)', () => {
  it('a wallet without accounts gets Create account; an account without a valid key gets Establish connection', async () => {
    // the previous tests' account lookup unmounts after nanostores' delay; this test mounts it afresh
    await sleep(STORE_UNMOUNT_DELAY + 50);
    const stop = $signIn.listen(() => undefined);
    const user = await h.user('flowuser');
    // a second wallet, never used: no account
    const stranger = { wallet: createKeyPair(new Uint8Array(32).fill(201)), address: '' };
    stranger.address = walletAddressOf(stranger.wallet);
    useTestWallet(testWalletAdapter(stranger, { connect: 'approve', restore: true }));
    await connectWallet('Test:Aptos');
    await until(() => $signIn.get() === 'noAccount');
    expect($modal.get()?.id).toBe('createAccount');
    closeModal();

    useTestWallet(testWalletAdapter(user, { connect: 'approve', restore: true }));
    await connectWallet('Test:Aptos');
    await until(() => $signIn.get() === 'signedIn');
    expect($currentUserId.get()).toBe(user.userId);
    await until(() => $modal.get()?.id === 'establishConnection');
    await authorizeSession();
    expect(readSessionKey(local, user.userId)).toBeDefined();
    stop();
  });
});
