/**
 * Signing in for real on the local network, each test with a wallet no other test used: Google through the dev
 * wallet's popup, the fake Aptos wallet and the fake Solana wallet; each creates its account (the faucet funding
 * arrives), reloads into an auto-connect, re-establishes a removed session key and disconnects.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { ACCOUNT_FAUCET_FUNDING_UNITS } from '#lib/domain/constants.ts';
import { NETWORKS } from '#lib/network/origins.ts';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';
import { freshWalletSeed, installFakeWallets, type FakeWalletSpec } from './harness/fake-wallets.ts';
import {
  approveInPopup,
  fillCreateAccount,
  freshSocialAccount,
  openLoginPanel,
  storedSession,
} from './harness/login-flow.ts';

const exchange = new ExchangeClient({ baseUrl: NETWORKS.local.exchange });
const alias = () => `flow${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const accountButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${name}\\b`) });

/** The faucet's 100000000 units of APT reach the new account (SPEC 7). */
async function expectFunded(userId: string): Promise<void> {
  const config = await exchange.getConfig();
  const apt = config.tokens.APT!.contractAddress;
  await expect
    .poll(async () => (await exchange.getUserData({ userId })).userData.tokenBalances[apt], { timeout: 20_000 })
    .toBe(String(ACCOUNT_FAUCET_FUNDING_UNITS));
}

/**
 * After the account exists: a reload auto-connects without asking anything; with the session key removed, a reload
 * gets the Establish connection modal, whose key is stored; Disconnect clears storage and reloads disconnected.
 */
async function reloadReestablishDisconnect(
  page: Page,
  name: string,
  approve: (press: () => Promise<void>) => Promise<void>,
) {
  await page.reload();
  await expect(accountButton(page, name)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const { userId } = await storedSession(page);
  await page.evaluate((key) => localStorage.removeItem(key), `${STORAGE_KEYS.apiKeyPrefix}${userId}`);
  await page.reload();
  const modal = page.getByRole('dialog', { name: 'Establish connection' });
  await expect(modal).toBeVisible();
  await approve(() => modal.getByRole('button', { name: 'Establish connection' }).click());
  await expect(modal).toHaveCount(0);
  const renewed = await storedSession(page);
  expect(renewed.userId).toBe(userId);
  const { users } = await exchange.getUsersByAddress({
    userAddress: (await exchange.getUserData({ userId })).userData.owner,
  });
  expect(Object.keys(users[0]!.apiKeys)).toContain(renewed.sessionKey.publicKey);

  await accountButton(page, name).click();
  const panel = page.getByRole('dialog', { name: 'Account' });
  await expect(panel).toBeVisible();
  await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: 'Disconnect' }).click()]);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
  const left = await page.evaluate(() => Object.keys(localStorage));
  expect(left.filter((k) => k === STORAGE_KEYS.lastConnectedWallet || k.startsWith(STORAGE_KEYS.apiKeyPrefix))).toEqual(
    [],
  );
}

test('Google through the dev wallet popup: create account, funding arrives, auto-connect, new key, disconnect', async ({
  page,
}) => {
  await freshSocialAccount('google');
  await page.goto('/');
  const panel = await openLoginPanel(page);
  await approveInPopup(page, () => panel.getByRole('button', { name: 'Continue with Google' }).click());
  const name = alias();
  const create = await fillCreateAccount(page, name);
  await approveInPopup(page, () => create.click());
  await expect(accountButton(page, name)).toBeVisible();
  const { userId } = await storedSession(page);
  await expectFunded(userId);
  await reloadReestablishDisconnect(page, name, (press) => approveInPopup(page, press));
});

for (const kind of ['aptos', 'solana'] as const) {
  test(`the fake ${kind} wallet: connect from the list, create account, funding, auto-connect, new key, disconnect`, async ({
    page,
  }) => {
    const spec: FakeWalletSpec = { name: `Flow ${kind}`, kind, seed: freshWalletSeed() };
    const wallets = await installFakeWallets(page, [spec]);
    await page.goto('/');
    const panel = await openLoginPanel(page);
    await panel.getByRole('button', { name: 'Connect wallet' }).click();
    await panel.getByRole('button', { name: new RegExp(`^${spec.name}`) }).click();
    const name = alias();
    const create = await fillCreateAccount(page, name);
    await create.click();
    await expect(accountButton(page, name)).toBeVisible();
    // the wallet was asked to connect, then to sign the createUser proof
    expect(wallets.calls(spec.name).slice(0, 1)).toEqual(['connect']);
    expect(wallets.calls(spec.name).length).toBeGreaterThan(1);
    const { userId } = await storedSession(page);
    await expectFunded(userId);
    await reloadReestablishDisconnect(page, name, (press) => press());
  });
}

test('the referral saved from ?referral= is prefilled in Create account', async ({ page }) => {
  const spec: FakeWalletSpec = { name: 'Referred', kind: 'aptos', seed: freshWalletSeed() };
  await installFakeWallets(page, [spec]);
  await page.goto('/?referral=4242');
  const panel = await openLoginPanel(page);
  await panel.getByRole('button', { name: 'Connect wallet' }).click();
  await panel.getByRole('button', { name: /^Referred/ }).click();
  const modal = page.getByRole('dialog', { name: 'Create account' });
  await expect(modal.getByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue('4242');
});
