/**
 * Keyboard only (issue 26): connect a wallet and create the account, place a market order, Market close it, and open
 * a deposit, with Tab, arrows, Space, Enter and typing, never a click; at every control the flow acts on, the
 * focused element (or the field around it) shows a visible focus indicator: the kit's focus ring (a box shadow in
 * --color-focus) or an outline. The lend (/earn) and vault-deposit flows are added by their pages' own specs.
 */
import type { Locator, Page } from '@playwright/test';
import { ExchangeClient } from '#lib/api/http-client.ts';
import { createAptos, fundAccount } from '#lib/chain/aptos-client.ts';
import { ACCOUNT_FAUCET_FUNDING_UNITS } from '#lib/domain/constants.ts';
import { NETWORKS } from '#lib/network/origins.ts';
import { freshWalletSeed, installFakeWallets } from './harness/fake-wallets.ts';
import { storedSession } from './harness/login-flow.ts';
import { signIn } from './harness/signed-in.ts';
import { expect, test } from './harness/test.ts';

/** Steps of the flow that checked their focus ring, printed at the end. */
const steps: string[] = [];

/** True when the focused element, or one of its three nearest ancestors, draws a focus ring or an outline. */
function focusVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.color = 'var(--color-focus)';
    document.body.append(probe);
    const ring = getComputedStyle(probe).color;
    probe.remove();
    let el: Element | null = document.activeElement;
    for (let depth = 0; el && depth < 4; depth++, el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.boxShadow.includes(ring)) return true;
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) return true;
    }
    return false;
  });
}

/** Whether `target` has the focus. */
const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Moves the focus to `target` with the keyboard (Tab, or `key`), at most `max` presses, then checks the focus ring
 * and records the step.
 */
async function keyTo(page: Page, target: Locator, step: string, key = 'Tab', max = 250): Promise<void> {
  await expect(target).toBeVisible();
  const trail: string[] = [];
  for (let i = 0; i < max && !(await focused(target)); i++) {
    await page.keyboard.press(key);
    trail.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        return el
          ? `${el.tagName.toLowerCase()}[${el.getAttribute('role') ?? ''}] ${(el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 30)}`
          : 'none';
      }),
    );
  }
  // where the focus went, when it never got there (a trap, or a control out of the Tab order)
  expect(
    await focused(target),
    `${step}: reached with ${key}; focus went: ${[...new Set(trail)].slice(-25).join(' | ')}`,
  ).toBe(true);
  expect(await focusVisible(page), `${step}: a visible focus indicator`).toBe(true);
  steps.push(step);
}

test('keyboard only: connect and create the account, then a deposit from the wallet', async ({ page }) => {
  test.setTimeout(120_000);
  const spec = { name: 'Keys Aptos', kind: 'aptos' as const, seed: freshWalletSeed() };
  const wallets = await installFakeWallets(page, [spec]);
  await page.goto('/futures/BTC-PERP');
  const banner = page.getByRole('banner');

  // connect: Connect, Connect wallet, the wallet, then Create account with the alias and both consents
  await keyTo(page, banner.getByRole('button', { name: 'Connect', exact: true }), 'Connect');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Log in or sign up' });
  await keyTo(page, panel.getByRole('button', { name: 'Connect wallet' }), 'Connect wallet');
  await page.keyboard.press('Enter');
  await keyTo(page, panel.getByRole('button', { name: new RegExp(`^${spec.name}`) }), 'the wallet');
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: 'Create account' });
  const alias = `kb${Date.now().toString(36)}`;
  await keyTo(page, create.getByRole('textbox', { name: 'Alias' }), 'Alias');
  await page.keyboard.type(alias);
  for (const consent of [/terms of use/, /privacy policy/]) {
    const box = create.getByRole('checkbox', { name: consent });
    await keyTo(page, box, `consent ${consent.source}`);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await keyTo(page, create.getByRole('button', { name: 'Create account' }), 'Create account');
  await page.keyboard.press('Enter');
  const account = banner.getByRole('button', { name: new RegExp(`^${alias}\\b`) });
  await expect(account).toBeVisible({ timeout: 20_000 });
  const { userId, sessionKey } = await storedSession(page);
  const client = new ExchangeClient({ baseUrl: NETWORKS.local.exchange, sessionKey: () => sessionKey });
  // APT for the wallet's deposit and its gas (set up through the API: not the flow)
  const config = await client.getConfig();
  await fundAccount(createAptos('local'), wallets.identity(spec.name).address, 200_000_000n);

  // a deposit of 0.5 APT from the wallet: Deposit, Wallet, the token picked by arrows, the amount typed, Deposit
  await keyTo(page, banner.getByRole('button', { name: 'Deposit' }), 'Deposit');
  await page.keyboard.press('Enter');
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await expect(deposit).toBeVisible();
  await keyTo(page, deposit.getByRole('button', { name: /^Wallet/ }), 'deposit from the wallet');
  await page.keyboard.press('Enter');
  await keyTo(page, deposit.getByRole('button', { name: /Token/ }), 'deposit token');
  await page.keyboard.press('Enter');
  const apt = page.getByRole('option', { name: /^APT/ });
  await expect(apt).toBeVisible();
  for (let i = 0; i < 8 && !(await focused(apt)); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(deposit.getByText(/Wallet balance 2 APT/)).toBeVisible({ timeout: 15_000 });
  await keyTo(page, deposit.getByRole('textbox', { name: 'Amount' }), 'deposit amount');
  await page.keyboard.type('0.5');
  await keyTo(page, deposit.getByRole('button', { name: 'Deposit', exact: true }), 'Deposit button');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Deposit confirmed')).toBeVisible({ timeout: 20_000 });
  // 0.5 APT = 50,000,000 base units (8 decimals) credited over the 1 APT the new account was funded with
  await expect
    .poll(async () => (await client.getUserData({ userId })).userData.tokenBalances[config.tokens.APT!.contractAddress])
    .toBe(String(ACCOUNT_FAUCET_FUNDING_UNITS + 50_000_000n));

  console.log(`keyboard: ${steps.length} steps reached by keyboard with a visible focus indicator`);
});

/*
 * Through the live book: it is one Tab stop (a listbox) whose arrows move an active level kept by its price, so the
 * focus stays on it while the market moves (it used to fall to <body> when a focused row's level changed, and Tab
 * never got past the book), and Tab goes on to the order form.
 */
test('keyboard only: a level of the live book into the order form, a market order, then Market close', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { userId, client } = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
  const form = page.getByRole('form', { name: 'Place an order' });
  const book = page.getByRole('listbox', { name: 'Price levels' });
  await expect(book.getByRole('option', { name: /^Ask / }).first()).toBeVisible({ timeout: 15_000 });
  await keyTo(page, book, 'order book');
  /** The name of the book's active level (its aria-activedescendant). */
  const activeLevel = () =>
    book.evaluate((el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.ariaLabel ?? '');
  await expect.poll(activeLevel).toMatch(/^Bid /); // the first visit starts at the best bid
  await page.keyboard.press('ArrowUp'); // over the spread to the best ask
  await page.keyboard.press('ArrowUp'); // the next ask up
  await expect.poll(activeLevel).toMatch(/^Ask /);
  // the market moves (some level's size or price changes): the focus stays on the book and a level stays active
  const before = await book.evaluate((el) => [...el.children].map((o) => o.ariaLabel).join('|'));
  await page.waitForFunction(
    ([el, seen]) => [...el!.children].map((o) => o.ariaLabel).join('|') !== seen,
    [await book.elementHandle(), before] as const,
    { timeout: 30_000 },
  );
  expect(await focused(book), 'the focus stays on the book while it moves').toBe(true);
  await expect.poll(activeLevel).toMatch(/^Ask /);
  // Enter puts the active level's price in the order form (its name read as the key lands: the ladder moves)
  await book.evaluate((el) =>
    el.addEventListener(
      'keydown',
      () => {
        const active = document.getElementById(el.getAttribute('aria-activedescendant') ?? '');
        el.dataset.picked = /^Ask ([\d,]+),/.exec(active?.ariaLabel ?? '')?.[1]?.replaceAll(',', '') ?? 'none';
      },
      { capture: true, once: true },
    ),
  );
  await page.keyboard.press('Enter');
  const picked = await book.getAttribute('data-picked');
  expect(picked).toMatch(/^\d+$/);
  await expect(form.getByRole('textbox', { name: 'Price' })).toHaveValue(picked!);
  steps.push('book level to the order form');
  // a market buy of 0.001 BTC: the order type, the size typed, Buy by Enter
  const market = form.getByRole('radio', { name: 'Market', exact: true });
  // (the order type is one Tab stop, at its selected segment, Limit after the book's pick; the arrows move along
  // its segments and Space selects one)
  await keyTo(
    page,
    form.getByRole('radiogroup', { name: 'Order type' }).getByRole('radio', { checked: true }),
    'order type',
  );
  await keyTo(page, market, 'order type Market', 'ArrowRight', 4);
  await page.keyboard.press('Space');
  await expect(market).toBeChecked();
  await keyTo(page, form.getByRole('textbox', { name: 'Size' }), 'Size');
  await page.keyboard.type('0.001');
  await keyTo(page, form.getByRole('button', { name: 'Buy BTC-PERP' }), 'Buy');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Order filled')).toBeVisible({ timeout: 15_000 });
  const { userData } = await client.getUserData({ userId });
  expect(BigInt(userData.perpPositions['BTC-PERP']?.size ?? '0')).toBeGreaterThan(0n);

  // Market close: the Positions tab by arrows, then the row's Market button, then Confirm
  const tabs = page.getByRole('tab', { name: /Positions/ });
  // (the account's tab list, not the trading screen's Book / Trades / Depth one)
  const accountTabs = page.getByRole('tablist', { name: 'Your account' });
  await keyTo(page, accountTabs.getByRole('tab', { selected: true }), 'account tabs');
  for (let i = 0; i < 8 && (await tabs.getAttribute('aria-selected')) !== 'true'; i++)
    await page.keyboard.press('ArrowRight');
  await expect(tabs).toHaveAttribute('aria-selected', 'true');
  const positions = page.getByRole('grid', { name: 'Open positions' });
  const close = positions.getByRole('button', { name: 'Market' });
  // the grid is one Tab stop (its row), and the arrows move along the row's cells into the Market button
  const inGrid = () => positions.evaluate((grid) => grid.contains(document.activeElement));
  for (let i = 0; i < 10 && !(await inGrid()); i++) await page.keyboard.press('Tab');
  expect(await inGrid(), 'Tab reaches the positions grid').toBe(true);
  await keyTo(page, close, 'Market close', 'ArrowRight', 20);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Market close BTC-PERP' });
  await keyTo(page, dialog.getByRole('button', { name: 'Confirm' }), 'Confirm Market close');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(positions.getByText('No open positions.')).toBeVisible({ timeout: 15_000 });
});
