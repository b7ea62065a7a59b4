/**
 * Wallet discovery and sign-in with test-only wallet-standard wallets (tests/e2e/harness/fake-wallets.ts) on the e2e
 * dapp harness: src/lib/wallets bundled and run in Chromium, the fakes' keys in this process signing for real, and
 * the proofs checked by the exchange's own createUser (the local network's, or one started here).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import { SESSION_KEY_LIFETIME_MS, type WalletAction, type WalletProof } from '#lib/api/contract/auth.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createKeyPair } from '#lib/api/signing.ts';
import { solanaDerivedAddress } from '#lib/wallets/solana/derived-address.ts';
import { startExchange, type RunningExchange } from '#server/exchange/index.ts';
import type { FailureJson } from './harness/dapp-wallets.ts';
import { installFakeWallets, type FakeWallets } from './harness/fake-wallets.ts';
import { startHarnessServer, type HarnessServer } from './harness/serve.ts';

const SHARED_EXCHANGE = 'http://127.0.0.1:3001';
const APTOS = { name: 'E2E Aptos', kind: 'aptos', seed: 41 } as const;
const SOLANA = { name: 'E2E Solana', kind: 'solana', seed: 42 } as const;
const LATE = { name: 'Late Aptos', kind: 'aptos', seed: 43, registerLate: true } as const;

let dapp: HarnessServer;
let exchangeUrl: string;
let own: { exchange: RunningExchange; dir: string } | undefined;

test.beforeAll(async () => {
  dapp = await startHarnessServer();
  const shared = new ExchangeClient({ baseUrl: SHARED_EXCHANGE });
  const answers = await shared.getConfig().then(
    () => true,
    () => false,
  );
  if (answers) exchangeUrl = SHARED_EXCHANGE;
  else {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-exchange-'));
    const exchange = await startExchange({ db: join(dir, 'ex.sqlite'), port: 0, simulate: false, log: () => {} });
    own = { exchange, dir };
    exchangeUrl = exchange.url;
  }
});
test.afterAll(async () => {
  await dapp?.close();
  await own?.exchange.close();
  if (own) rmSync(own.dir, { recursive: true, force: true });
});

async function open(page: Page, specs = [APTOS, SOLANA, LATE]): Promise<FakeWallets> {
  const wallets = await installFakeWallets(page, specs);
  await page.goto(dapp.dappUrl('http://127.0.0.1:9'));
  await expect(page).toHaveTitle('Harness ready');
  return wallets;
}

const entries = (page: Page) => page.evaluate(() => window.walletHarness.entries());
const connect = (page: Page, id: string) => page.evaluate((i) => window.walletHarness.connect(i), id);
const proof = (page: Page, id: string, act: WalletAction, issuedAt: number) =>
  page.evaluate(([i, a, t]) => window.walletHarness.proof(i, a, t), [id, act, issuedAt] as const);

function isFailure(value: unknown): value is FailureJson {
  return (value as FailureJson).status === 'error';
}

test('discovery lists the Aptos wallet and the Solana one, and sees a wallet that registers after load', async ({
  page,
}) => {
  const wallets = await open(page);
  expect(await entries(page)).toEqual([
    {
      id: 'E2E Aptos:Aptos',
      name: 'E2E Aptos',
      icon: expect.stringMatching(/^data:image\/svg/),
      network: 'Aptos',
      recentlyUsed: false,
    },
    {
      id: 'E2E Solana:Solana',
      name: 'E2E Solana (Solana)',
      icon: expect.stringMatching(/^data:image\/svg/),
      network: 'Solana',
      recentlyUsed: false,
    },
  ]);
  await wallets.register(LATE.name);
  await expect
    .poll(async () => (await entries(page)).map((e) => e.id))
    .toEqual(['E2E Aptos:Aptos', 'Late Aptos:Aptos', 'E2E Solana:Solana']);
  const updates = await page.evaluate(() => window.walletHarness.updates());
  expect(updates.at(-1)).toEqual(['E2E Aptos:Aptos', 'Late Aptos:Aptos', 'E2E Solana:Solana']);
});

test('both handshakes: wallets present before the app register on its app-ready, a later one by register-wallet', async ({
  page,
}) => {
  // the init script runs before the app: its register-wallet events find no listener, so the app's app-ready
  // (dispatched when discovery starts) is what registers E2E Aptos; Late Aptos then dispatches register-wallet
  const wallets = await open(page, [APTOS, LATE]);
  expect((await entries(page)).map((e) => e.id)).toEqual(['E2E Aptos:Aptos']);
  await wallets.register(LATE.name);
  await expect.poll(async () => (await entries(page)).length).toBe(2);
});

for (const [spec, id] of [
  [APTOS, 'E2E Aptos:Aptos'],
  [SOLANA, 'E2E Solana:Solana'],
] as const) {
  test(`${spec.name}: connect, then its proof creates the account on the real exchange`, async ({ page }) => {
    const wallets = await open(page);
    const account = await connect(page, id);
    if (isFailure(account)) throw new Error(`connect failed: ${account.message}`);
    const { publicKey, address } = wallets.identity(spec.name);
    const expectedAddress =
      spec.kind === 'aptos'
        ? address
        : solanaDerivedAddress(Buffer.from(publicKey.slice(2), 'hex'), new URL(dapp.origin).host);
    expect(account).toMatchObject({ address: expectedAddress, publicKey });

    const key = createKeyPair();
    // on the exchange's clock, which the local network's controls may have moved ahead of this machine's
    const issuedAt = (await new ExchangeClient({ baseUrl: exchangeUrl }).getTime()).time;
    const alias = `e2e${spec.kind}${issuedAt % 1_000_000}`;
    const act: WalletAction = {
      action: 'createUser',
      alias,
      apiKey: key.publicKey,
      expiration: issuedAt + SESSION_KEY_LIFETIME_MS,
    };
    const signed = await proof(page, id, act, issuedAt);
    if (isFailure(signed)) throw new Error(`proof failed: ${signed.message}`);
    expect(wallets.calls(spec.name)).toEqual(['connect', 'signMessage']);

    const client = new ExchangeClient({ baseUrl: exchangeUrl });
    const request = {
      name: alias,
      referralCode: null,
      sender: account.address,
      apiKey: key.publicKey,
      expiration: act.expiration,
    };
    const created = await client.createUser({ ...request, proof: signed as WalletProof });
    const users = await client.getUsersByAddress({ userAddress: account.address });
    expect(users.users.map((u) => u.userId)).toContain(created.userId);
    // sent again, the request is refused (its key is taken; proof-replay.test.ts shows the proof is spent too)
    await expect(client.createUser({ ...request, proof: signed as WalletProof })).rejects.toMatchObject({
      status: 409,
    });
  });
}

for (const id of ['E2E Aptos:Aptos', 'E2E Solana:Solana']) {
  test(`${id}: a rejection is "User rejected transaction"`, async ({ page }) => {
    const wallets = await open(page);
    wallets.script(id.split(':')[0]!, 'reject');
    expect(await connect(page, id)).toMatchObject({
      name: 'WalletError',
      code: 'user_rejected',
      message: 'User rejected transaction',
    });
  });
}

test('a thrown 4100 surfaces as Unauthorized with the spec message', async ({ page }) => {
  const wallets = await open(page);
  wallets.script(APTOS.name, 'throw4100');
  expect(await connect(page, 'E2E Aptos:Aptos')).toMatchObject({
    name: 'WalletError',
    code: 'unauthorized',
    message: 'The requested method and/or account has not been authorized by the user.',
  });
});

test('a wallet that never answers leaves the call pending, and the page stays usable', async ({ page }) => {
  const wallets = await open(page);
  wallets.script(APTOS.name, 'hang');
  const settled = await page.evaluate(async () => {
    const call = window.walletHarness.connect('E2E Aptos:Aptos').then(() => 'settled');
    const later = new Promise((resolve) => setTimeout(() => resolve('pending'), 1500));
    return Promise.race([call, later]);
  });
  expect(settled).toBe('pending');
  expect(wallets.calls(APTOS.name)).toEqual(['connect']);
  wallets.script(SOLANA.name, 'approve');
  expect(await connect(page, 'E2E Solana:Solana')).toMatchObject({
    address: expect.stringMatching(/^0x[0-9a-f]{64}$/),
  });
});
