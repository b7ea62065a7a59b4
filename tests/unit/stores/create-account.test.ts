/**
 * createAccount against the real exchange and chain emulation: the wallet's proof creates the account with its
 * first session key (stored, and signing), the account becomes current, and the chain faucet's 100000000 units of
 * APT arrive in it (SPEC 7); a refused proof gives the createAccount error toast and rethrows.
 */
import { cleanStores } from 'nanostores';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAptos } from '#lib/chain/aptos-client.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair } from '#lib/api/signing.ts';
import { ACCOUNT_FAUCET_FUNDING_UNITS } from '#lib/domain/constants.ts';
import { readSessionKey } from '#lib/storage/session-keys.ts';
import { $accounts, $currentUserId } from '#stores/accounts.ts';
import { $api, storedSessionKey } from '#stores/api.ts';
import { $aptos } from '#stores/chain.ts';
import { $config } from '#stores/config.ts';
import { $accountFunding, createAccount } from '#stores/create-account.ts';
import { readyValue } from '#stores/resource.ts';
import { takeToasts } from '#stores/toasts.ts';
import { $wallet, connectWallet } from '#stores/wallet.ts';
import { Harness } from '#tests/unit/server/exchange/harness.ts';
import { testWalletAdapter, useTestWallet, walletAddressOf } from './support/test-wallet.ts';

let h: Harness;
const local = new Map<string, string>();

beforeAll(async () => {
  h = await new Harness().start();
  h.now = Date.now();
  $config.setValue(await h.client().getConfig());
  $aptos.set(createAptos('local', { node: h.chain.nodeUrl, indexer: h.chain.indexerUrl, faucet: h.chain.faucetUrl }));
});
afterAll(async () => h.stop());
beforeEach(() => {
  local.clear();
  const storage = {
    getItem: (k: string) => local.get(k) ?? null,
    setItem: (k: string, v: string) => void local.set(k, v),
    removeItem: (k: string) => void local.delete(k),
  };
  vi.stubGlobal('window', { localStorage: storage, sessionStorage: storage, location: { reload: () => undefined } });
  $api.set(new ExchangeClient({ baseUrl: h.exchange.url, sessionKey: storedSessionKey }));
  takeToasts();
});
afterEach(() => {
  cleanStores($wallet, $accounts);
  $wallet.set({ status: 'disconnected' });
  $currentUserId.set(undefined);
  vi.unstubAllGlobals();
});

/** Connects a fresh wallet whose proofs are made with its real key; `refuse` makes it reject proofs. */
async function connectFreshWallet(refuse = false) {
  const wallet = createKeyPair();
  const address = walletAddressOf(wallet);
  const adapter = testWalletAdapter({ wallet, address }, { id: 'Fresh:Aptos', refuseProofs: refuse });
  useTestWallet(adapter);
  const stop = $accounts.listen(() => undefined);
  await connectWallet(adapter.id);
  return { address, stop };
}

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(20);
  }
}

describe('createAccount', () => {
  it('creates the account with its session key, makes it current, and the faucet funding arrives', async () => {
    const { address, stop } = await connectFreshWallet();
    const userId = await createAccount({ alias: 'newbie' });
    expect($currentUserId.get()).toBe(userId);
    const key = readSessionKey(window.localStorage, userId);
    expect(key).toBeDefined();
    const { users } = await h.client().getUsersByAddress({ userAddress: address });
    expect(users.map((u) => [u.userId, u.alias])).toEqual([[userId, 'newbie']]);
    expect(Object.keys(users[0]!.apiKeys)).toContain(key!.publicKey);

    await until(() => $accountFunding.get().status !== 'funding');
    expect($accountFunding.get()).toEqual({ status: 'funded', userId, amount: ACCOUNT_FAUCET_FUNDING_UNITS });
    const apt = readyValue($config.get())!.tokens.APT!.contractAddress;
    const { userData } = await h.client().getUserData({ userId });
    expect(userData.tokenBalances[apt]).toBe(String(ACCOUNT_FAUCET_FUNDING_UNITS));
    expect(takeToasts().map((t) => t.title)).toEqual([
      'sonnerMessages.createAccount.success',
      'sonnerMessages.accountFunding.success',
    ]);
    stop();
  });

  it('a refused proof shows the createAccount error with the rejection and rethrows; no account is made', async () => {
    const { address, stop } = await connectFreshWallet(true);
    await expect(createAccount({ alias: 'refused' })).rejects.toMatchObject({ code: 'user_rejected' });
    expect(takeToasts()).toMatchObject([
      { kind: 'error', title: 'sonnerMessages.createAccount.error', description: 'errors.userRejected' },
    ]);
    const { users } = await h.client().getUsersByAddress({ userAddress: address });
    expect(users).toEqual([]);
    stop();
  });
});
