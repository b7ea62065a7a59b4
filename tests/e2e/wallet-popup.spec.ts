/**
 * The popup wallet flow in a real browser: our WalletConnectClient + PopupTransport on a dapp origin of its own,
 * the dev wallet host's /prompt/ page in a real Chromium popup, real Ed25519 signatures checked here with tweetnacl.
 */
import { Ed25519PublicKey } from '@aptos-labs/ts-sdk';
import { type Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import nacl from 'tweetnacl';
import type { AccountJson, Harness } from './harness/dapp.ts';
import { startHarnessServer, type HarnessServer } from './harness/serve.ts';
import { useWalletHost, type E2eWalletHost } from './harness/wallet.ts';

const MESSAGE = 'Open a BTC-PERP position';
const NONCE = 'e2e-nonce-1';
let wallet: E2eWalletHost;
let dapp: HarnessServer;
let foreign: HarnessServer;

test.beforeAll(async () => {
  wallet = await useWalletHost();
  dapp = await startHarnessServer();
  foreign = await startHarnessServer();
});
test.afterAll(async () => {
  await dapp?.close();
  await foreign?.close();
  await wallet?.close();
});

type Method = { [K in keyof Harness]: Harness[K] extends (...args: never[]) => unknown ? K : never }[keyof Harness];
type Call = { [K in Method]: [K, ...Parameters<Harness[K]>] }[Method];
type Result<C extends Call> = Awaited<ReturnType<Harness[C[0]]>>;

/** Runs one harness method in the page; the answer is plain JSON. */
function local<C extends Call>(page: Page, ...call: C): Promise<Result<C>> {
  return page.evaluate(
    ([name, ...args]) => (window.harness[name] as (...a: unknown[]) => unknown)(...args),
    call,
  ) as Promise<Result<C>>;
}

/** Opens the harness page and waits until window.harness exists. */
async function openDapp(page: Page): Promise<void> {
  await page.goto(dapp.dappUrl(wallet.origin));
  await expect(page).toHaveTitle('Harness ready');
}

/** Starts a wallet call in the page and returns the prompt popup it opens, once its page has loaded. */
async function callThroughPopup<C extends Call>(page: Page, ...call: C) {
  const popupOpened = page.waitForEvent('popup');
  const result = local(page, ...call);
  const popup = await popupOpened;
  await popup.waitForLoadState();
  return { popup, result };
}

/**
 * Clicks a prompt button that answers and closes the popup. Reject closes the window inside its click handler, so
 * the close can win the race with the end of Playwright's click; a click that fails only because the popup is
 * already closed did what it was for (the callers then check the answer the dapp got).
 */
async function answerInPopup(popup: Page, button: 'Approve' | 'Reject'): Promise<void> {
  await popup
    .getByRole('button', { name: button })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
}

/** Connects with a provider by approving in the popup. */
async function connect(page: Page, provider: 'google' | 'apple'): Promise<AccountJson> {
  const { popup, result } = await callThroughPopup(page, 'connect', provider);
  await answerInPopup(popup, 'Approve');
  const answer = await result;
  if (answer.status !== 'approved') throw new Error(`connect ended ${JSON.stringify(answer)}`);
  return answer.args.account;
}

test('connect with Google: prompt popup 465x695 on the wallet origin, approved account remembered locally', async ({
  page,
}) => {
  await openDapp(page);
  expect(new URL(dapp.origin).origin).not.toBe(new URL(wallet.origin).origin);
  const { popup, result } = await callThroughPopup(page, 'connect', 'google');
  expect(popup.url()).toBe(`${wallet.origin}/prompt/?provider=google`);
  const [features] = await local(page, 'openFeatures');
  expect(features).toMatch(/^height=695, left=-?\d+, popup=true, top=-?\d+, width=465$/);
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([465, 695]);
  await expect(popup.getByRole('heading', { name: 'Connect account' })).toBeVisible();
  await answerInPopup(popup, 'Approve');

  const answer = await result;
  expect(answer).toEqual({
    status: 'approved',
    args: { account: { ...wallet.accounts.google, name: 'Dev google account' } },
  });
  const derived = new Ed25519PublicKey(wallet.accounts.google.publicKey).authKey().derivedAddress().toString();
  expect(wallet.accounts.google.address).toBe(derived);

  // Answered from local storage: no further popup is opened.
  expect(await local(page, 'isConnected')).toBe(true);
  expect(await local(page, 'getConnectedAccounts')).toEqual([
    { ...wallet.accounts.google, name: 'Dev google account' },
  ]);
  await local(page, 'disconnect');
  expect(await local(page, 'isConnected')).toBe(false);
  expect(await local(page, 'getConnectedAccounts')).toEqual([]);
  expect(await local(page, 'openFeatures')).toHaveLength(1);
});

test('sign message: Approve yields a signature that verifies with the account public key', async ({ page }) => {
  await openDapp(page);
  const account = await connect(page, 'google');
  const { popup, result } = await callThroughPopup(page, 'signMessage', 'google', MESSAGE, NONCE);
  await expect(popup.getByRole('button', { name: 'Approve' })).toBeEnabled();
  await answerInPopup(popup, 'Approve');
  const answer = await result;
  if (answer.status !== 'approved') throw new Error(`sign ended ${JSON.stringify(answer)}`);

  const fullMessage = `APTOS\nmessage: ${MESSAGE}\nnonce: ${NONCE}`;
  expect(answer.args.fullMessage).toBe(fullMessage);
  const signature = Buffer.from(answer.args.signature.slice(2), 'hex');
  const publicKey = Buffer.from(account.publicKey.slice(2), 'hex');
  expect(signature).toHaveLength(64);
  expect(nacl.sign.detached.verify(new TextEncoder().encode(fullMessage), signature, publicKey)).toBe(true);
  // The same signature over another message must not verify (the check above can fail).
  expect(nacl.sign.detached.verify(new TextEncoder().encode(`${fullMessage}!`), signature, publicKey)).toBe(false);
});

test('Reject in the prompt resolves as {status: dismissed}, a value and not an error', async ({ page }) => {
  await openDapp(page);
  const { popup, result } = await callThroughPopup(page, 'signMessage', 'google', MESSAGE, NONCE);
  await expect(popup.getByRole('heading', { name: /sign/i })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await answerInPopup(popup, 'Reject');
  await closed;
  expect(await result).toEqual({ status: 'dismissed' });
  expect(await local(page, 'isConnected')).toBe(false);
});

test('closing the prompt window without answering resolves as dismissed', async ({ page }) => {
  await openDapp(page);
  const { popup, result } = await callThroughPopup(page, 'connect', 'google');
  await expect(popup.getByRole('button', { name: 'Approve' })).toBeEnabled();
  await popup.close();
  expect(await result).toEqual({ status: 'dismissed' });
  expect(await local(page, 'isConnected')).toBe(false);
});

test('forged prompt answers from a foreign origin or the dapp window itself are ignored', async ({ page }) => {
  await openDapp(page);
  const { popup, result } = await callThroughPopup(page, 'connect', 'google');
  await expect(popup.getByRole('button', { name: 'Approve' })).toBeEnabled();

  // Same origin, wrong source: the dapp window posts to itself.
  await page.evaluate(() =>
    window.postMessage({ __messageType: 'PromptApprovalResponse', serializedValue: { data: Uint8Array.of(0) } }, '*'),
  );
  // Wrong origin and source: a page of another origin, framed by the dapp, posts to its parent.
  const foreignOrigin = foreign.origin;
  expect(foreignOrigin).not.toBe(dapp.origin);
  await page.evaluate(
    (url) => document.body.append(Object.assign(document.createElement('iframe'), { src: url })),
    foreign.forgeUrl,
  );
  await expect(page.frameLocator('iframe').locator('body')).toBeAttached();

  await expect
    .poll(async () => (await local(page, 'seenMessages')).filter((m) => m.type !== 'PromptConnectionRequest'))
    .toEqual([
      { origin: dapp.origin, fromSelf: true, type: 'PromptApprovalResponse' },
      { origin: foreignOrigin, fromSelf: false, type: 'PromptApprovalResponse' },
      { origin: foreignOrigin, fromSelf: false, type: 'PromptUnauthorizedError' },
    ]);
  // The forged events have been dispatched; the flow still waits for the real prompt.
  expect(await local(page, 'inFlight')).toBe(1);
  expect(popup.isClosed()).toBe(false);

  await answerInPopup(popup, 'Approve');
  expect(await result).toEqual({
    status: 'approved',
    args: { account: { ...wallet.accounts.google, name: 'Dev google account' } },
  });
});

test('Apple connects a different dev account than Google', async ({ page }) => {
  await openDapp(page);
  const { popup, result } = await callThroughPopup(page, 'connect', 'apple');
  expect(popup.url()).toBe(`${wallet.origin}/prompt/?provider=apple`);
  await expect(popup.getByText('Dev wallet (apple)')).toBeVisible();
  await answerInPopup(popup, 'Approve');
  const apple = await result;
  expect(apple).toEqual({
    status: 'approved',
    args: { account: { ...wallet.accounts.apple, name: 'Dev apple account' } },
  });
  const google = await connect(page, 'google');
  expect(google.address).toBe(wallet.accounts.google.address);
  expect(google.address).not.toBe(wallet.accounts.apple.address);
  expect((await local(page, 'getConnectedAccounts')).map((a) => a.address)).toEqual([
    wallet.accounts.apple.address,
    google.address,
  ]);
});

test('answers from the prompt window once it shows another origin are ignored; closing it dismisses', async ({
  page,
}) => {
  await openDapp(page);
  const { popup, result } = await callThroughPopup(page, 'connect', 'google');
  await expect(popup.getByRole('button', { name: 'Approve' })).toBeEnabled();
  // Right source (the popup we opened), wrong origin: the popup navigates to a foreign page that posts to its opener.
  await popup.goto(foreign.forgeUrl);
  await expect(popup).toHaveTitle('Forged');
  await expect
    .poll(async () => (await local(page, 'seenMessages')).filter((m) => m.origin === foreign.origin))
    .toEqual([
      { origin: foreign.origin, fromSelf: false, type: 'PromptApprovalResponse' },
      { origin: foreign.origin, fromSelf: false, type: 'PromptUnauthorizedError' },
    ]);
  expect(await local(page, 'inFlight')).toBe(1);
  await popup.close();
  expect(await result).toEqual({ status: 'dismissed' });
});
