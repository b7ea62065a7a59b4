/**
 * The login screens driven the way a person does: the dev wallet's prompt popup, the login panel, the Create
 * account modal. Shared by the accounts specs (which check each step) and signIn's Google path.
 */
import { expect, type Page } from '@playwright/test';
import type { KeyPair } from '#lib/api/signing.ts';
import { NETWORKS } from '#lib/network/origins.ts';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';
import { readSessionKey } from '#lib/storage/session-keys.ts';

/** The dev wallet host of the local network. */
const WALLET_HOST = NETWORKS.local.walletHost;

/** Gives the provider a new account on the dev wallet host, so this test meets a Google user no test met. @public */
export async function freshSocialAccount(
  provider: 'google' | 'apple',
): Promise<{ address: string; publicKey: string }> {
  const response = await fetch(`${WALLET_HOST}/v1/dev/accounts/${provider}/rotate`, { method: 'POST' });
  if (!response.ok) throw new Error(`rotating the dev ${provider} account answered ${response.status}`);
  return (await response.json()) as { address: string; publicKey: string };
}

/**
 * Does `trigger` (a click that opens the wallet prompt) and answers the popup: Approve or Reject. The prompt closes
 * itself after answering, which can win the race with the end of Playwright's click: that click did its job.
 */
export async function approveInPopup(
  page: Page,
  trigger: () => Promise<unknown>,
  answer: 'Approve' | 'Reject' = 'Approve',
): Promise<void> {
  const opened = page.waitForEvent('popup');
  await trigger();
  const popup = await opened;
  await popup.waitForLoadState();
  const button = popup.getByRole('button', { name: answer });
  await expect(button).toBeEnabled();
  await button.click().catch((error: unknown) => {
    if (!popup.isClosed()) throw error;
  });
}

/** The login side panel, opened from the header's Connect. @public */
export async function openLoginPanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Connect', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Log in or sign up' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Fills the Create account modal (alias, both consents) and presses Create account; the wallet is asked next. @public */
export async function fillCreateAccount(page: Page, alias: string) {
  const modal = page.getByRole('dialog', { name: 'Create account' });
  await expect(modal).toBeVisible();
  await modal.getByRole('textbox', { name: 'Alias' }).fill(alias);
  // a person clicks the label (react-aria draws the box over the visually hidden input)
  for (const consent of [/terms of use/, /privacy policy/]) {
    await modal.getByText(consent).click();
    await expect(modal.getByRole('checkbox', { name: consent })).toBeChecked();
  }
  return modal.getByRole('button', { name: 'Create account' });
}

/** The account the page stores a session key for, with that key (the first api_key_* entry). @public */
export async function storedSession(page: Page): Promise<{ userId: string; sessionKey: KeyPair }> {
  const entries = await page.evaluate(() => Object.entries(localStorage));
  const prefix = STORAGE_KEYS.apiKeyPrefix;
  const found = entries.find(([key]) => key.startsWith(prefix));
  if (found === undefined) throw new Error('the page stores no session key');
  const userId = found[0].slice(prefix.length);
  const sessionKey = readSessionKey(
    { getItem: (k) => (k === found[0] ? found[1] : null), setItem: () => undefined, removeItem: () => undefined },
    userId,
  );
  if (sessionKey === undefined) throw new Error(`the stored session key of ${userId} does not read`);
  return { userId, sessionKey };
}

/** Google sign-in through the UI with a fresh Google account: connect, create the account, signed in. */
export async function signInWithGoogleThroughUi(
  page: Page,
  options: { readonly alias: string; readonly path: string },
): Promise<{ userId: string; address: string; sessionKey: KeyPair }> {
  const { address } = await freshSocialAccount('google');
  await page.goto(options.path);
  const panel = await openLoginPanel(page);
  await approveInPopup(page, () => panel.getByRole('button', { name: 'Continue with Google' }).click());
  const create = await fillCreateAccount(page, options.alias);
  await approveInPopup(page, () => create.click());
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(`^${options.alias}\\b`) }),
  ).toBeVisible();
  return { ...(await storedSession(page)), address };
}
