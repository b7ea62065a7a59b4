/**
 * SPEC 4's "a user whose lookup finds no accounts (or fails) gets the create-account modal", the failing half: the
 * wallet's account lookup keeps failing (the exchange unreachable), so after three failures in a row Create account
 * is offered; when a later retry (1, 2, 4, 8 s apart) finds the wallet's accounts after all, the offer is withdrawn
 * and the flow goes on to the session key. Its own file: the account stores start unmounted and unconnected.
 */
import { createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { $accountLookupFailures, $currentUserId } from '#stores/accounts.ts';
import { $api, storedSessionKey } from '#stores/api.ts';
import { $config } from '#stores/config.ts';
import { $signIn } from '#stores/connection.ts';
import { $modal } from '#stores/modal.ts';
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

/** A loopback port nothing listens on (bound, then closed again): a request to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Resolves once `check` passes, or fails after `ms`. The bounds are generous: the retries come 1, 2 and 4 s apart,
 * and what is checked is their order, not their timing (a loaded machine stretches every step).
 */
async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(10);
  }
}

it('offers Create account after three failed lookups, and withdraws the offer once a retry finds the accounts', async () => {
  const user = await h.user('lostuser');
  useTestWallet(testWalletAdapter(user));
  const working = new ExchangeClient({ baseUrl: h.exchange.url, sessionKey: storedSessionKey });
  $api.set(new ExchangeClient({ baseUrl: `http://127.0.0.1:${await closedPort()}`, sessionKey: storedSessionKey }));
  const stop = $signIn.listen(() => undefined);

  await connectWallet('Test:Aptos');
  await until(() => $accountLookupFailures.get() === 2, 20_000); // at once, then 1 s later
  expect($modal.get()).toBeUndefined(); // two failures are not enough
  await until(() => $modal.get()?.id === 'createAccount', 20_000); // the third, 2 s later
  expect($signIn.get()).toBe('lookingUp');

  $api.set(working); // the exchange is reachable again: the next retry, 4 s on, finds the account
  await until(() => $signIn.get() === 'signedIn', 20_000);
  expect($currentUserId.get()).toBe(user.userId);
  expect($accountLookupFailures.get()).toBe(0);
  // the offer is withdrawn, and the account without a stored key is asked for one
  await until(() => $modal.get()?.id === 'establishConnection', 20_000);
  stop();
}, 120_000);
