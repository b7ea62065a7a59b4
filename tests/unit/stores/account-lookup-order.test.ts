/**
 * Only the latest lookup of the wallet's accounts counts: the first lookup of a new wallet can still be on its way
 * when Create account's refetch has already answered with the new account, and its empty list arriving last showed
 * "No account" in the header for an account that existed (an e2e flow met it under load). Its own file: the account
 * stores start unmounted and unconnected.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { $accounts, refetchAccounts } from '#stores/accounts.ts';
import { $api, storedSessionKey } from '#stores/api.ts';
import { $config } from '#stores/config.ts';
import { connectWallet } from '#stores/wallet.ts';
import { Harness } from '#tests/unit/server/exchange/harness.ts';
import { MemoryStorage } from './support/memory-storage.ts';
import { testWalletAdapter, useTestWallet } from './support/test-wallet.ts';

let h: Harness;

beforeAll(async () => {
  h = await new Harness().start();
  h.now = Date.now(); // the stores stamp keys and proofs with the real clock
  $config.setValue(await h.client().getConfig());
  vi.stubGlobal('window', {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    location: { reload: () => undefined },
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await h.stop();
});

/** Lets every pending promise callback and the timers due now run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

it('a slow first lookup that answers after a newer one does not undo it', async () => {
  const user = await h.user('slowlookup');
  useTestWallet(testWalletAdapter(user));
  const real = new ExchangeClient({ baseUrl: h.exchange.url, sessionKey: storedSessionKey });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  // the first lookup answers what the exchange said before the account existed, and only once released
  const slowFirst: ExchangeClient['getUsersByAddress'] = async (request) => {
    calls += 1;
    if (calls === 1) {
      await held;
      return { users: [] };
    }
    return real.getUsersByAddress(request);
  };
  // the real client for every other call (a proxy over an empty object: the client's own calls are read-only)
  const api = new Proxy({} as ExchangeClient, {
    get: (_, key) => {
      if (key === 'getUsersByAddress') return slowFirst;
      const value: unknown = Reflect.get(real, key);
      return typeof value === 'function' ? value.bind(real) : value;
    },
  });
  $api.set(api);
  const stop = $accounts.listen(() => undefined);
  const ids = () => {
    const accounts = $accounts.get();
    return accounts.status === 'ready' ? accounts.value.map((a) => a.userId) : accounts.status;
  };

  await connectWallet('Test:Aptos');
  for (let i = 0; i < 1000 && calls === 0; i++) await settle();
  expect(calls).toBe(1); // the connect's lookup is on its way
  await refetchAccounts();
  expect(ids()).toEqual([user.userId]);
  release();
  await settle();
  await settle();
  expect(ids()).toEqual([user.userId]);
  stop();
});
