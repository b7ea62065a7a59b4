/**
 * What floats over the page hides nothing it should not (issue 21): the faucet's progress card leaves the balances
 * it changes in view; a toast covers no part of an open modal or side panel, at 1440 and on a 390 px phone, and with
 * nothing open no page heading, tabs, header or Buy / Sell bar; an
 * empty table with a pinned actions column shows one clean message (no pinned cell's edge over nothing); and every
 * signed-out prompt of every route says the same words.
 */
import type { Locator, Page } from '@playwright/test';
import { PRICE_DECIMALS, formatDecimal, parseDecimal } from '#lib/domain/fixed.ts';
import { routePaths } from './harness/routes.ts';
import { signIn, type SignedIn } from './harness/signed-in.ts';
import { expect, test } from './harness/test.ts';
import { overlaps, type Box } from './harness/layout.ts';

/** Waits until every island hydrated and the splash left. */
async function appReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

/** The box of an element once it stopped moving (toasts and overlays slide in with CSS transitions). */
async function restingBox(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  await expect.poll(() => locator.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/**
 * A toast the network sends while the page is open, whatever overlay is up: a stop order placed and canceled through
 * the exchange by the test, whose CanceledTriggerOrders event the page's user stream turns into a notice.
 */
async function streamToast(page: Page, user: SignedIn, market: 'ETH-PERP' | 'BTC-PERP'): Promise<Locator> {
  const { prices } = await user.client.getPriceIndexes();
  const index = parseDecimal(prices[market.split('-')[0]!]!.price, PRICE_DECIMALS);
  // a buy stop lies above the index: 1.10 x, rounded down to a whole dollar (a multiple of both markets' ticks)
  const dollar = 10n ** BigInt(PRICE_DECIMALS);
  const triggerPrice = formatDecimal(((index * 110n) / 100n / dollar) * dollar, PRICE_DECIMALS);
  const size = market === 'ETH-PERP' ? '100000' : '10000';
  const { triggerId } = await user.client.placeTriggerOrder({
    userId: user.userId,
    market,
    side: 'Bid',
    triggerPrice,
    size,
  });
  await user.client.cancelTriggerOrders({ userId: user.userId, market, triggerIds: [triggerId] });
  // the newest notice is the stack's front one (an earlier one of the same market may still be behind it)
  return page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: `on ${market}, canceled by you` });
}

test('signed out, every route words its connect prompts alike: "Connect a wallet to ..." and a "Connect wallet" button', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const seen: string[] = [];
  // the 404 page answers 404 on purpose (Chromium logs it as a failed resource) and has no prompt
  for (const path of routePaths().filter((p) => p !== '/no-such-page')) {
    await page.goto(path);
    await appReady(page);
    const main = page.locator('main');
    // the header's own Connect stays as SPEC 2 draws it; everything in the page says "Connect wallet"
    for (const name of await main.getByRole('button', { name: /connect/i }).allTextContents()) {
      expect(name.trim(), `a connect button on ${path}`).toBe('Connect wallet');
      seen.push(path);
    }
    for (const heading of await main.getByRole('heading', { name: /^connect/i }).allTextContents())
      expect(heading, `a connect prompt on ${path}`).toMatch(/^Connect a wallet to /);
  }
  // the prompts exist where they should (activity, portfolio, accounts, referrals pages, the vault, the order entry)
  for (const path of [
    '/account',
    '/account/positions',
    '/account/orders',
    '/account/history',
    '/account/accounts',
    '/account/referrals',
    '/vault',
    '/futures/BTC-PERP',
  ])
    expect(seen, `a Connect wallet button on ${path}`).toContain(path);
});

test('signed in at 1440 and 390: empty pinned tables, the faucet card beside the balances, toasts clear of modals and panels', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = await signIn(page, { wallet: 'aptos', path: '/futures/BTC-PERP' });
  await appReady(page);

  await test.step('empty Positions and Open orders under the chart: no pinned actions cell over nothing', async () => {
    const tabs = page.getByRole('region', { name: 'Your account' });
    for (const [tab, empty] of [
      ['Positions', 'No open positions.'],
      ['Open orders', /No open orders/],
    ] as const) {
      await tabs.getByRole('tab', { name: tab }).click();
      await expect(tabs.getByText(empty)).toBeVisible();
      const last = tabs.getByRole('columnheader').last();
      // with rows, the actions column is pinned right with an edge (account-tables.css); empty, a plain header cell
      expect(await last.evaluate((th) => getComputedStyle(th).right)).toBe('auto');
      expect(await last.evaluate((th) => getComputedStyle(th).boxShadow)).toBe('none');
    }
  });

  await test.step('the faucet card leaves the account summary and the header in view', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Faucet' }).click();
    const card = page.getByRole('region', { name: 'Test faucet' });
    const cardBox = await restingBox(card);
    const summary = await restingBox(page.locator('dl[aria-label="Your account"]'));
    expect(overlaps(cardBox, summary), `the faucet card covers the account summary ${JSON.stringify(summary)}`).toBe(
      false,
    );
    expect(overlaps(cardBox, (await page.getByRole('banner').boundingBox())!)).toBe(false);
    // the balances it changes go up in view: 10,000 USDC + 10 SOL + 1 BTC credited
    await expect(card.getByText('Credited')).toHaveCount(3, { timeout: 30_000 });
    await expect(page.locator('dl[aria-label="Your account"] > div').first()).not.toContainText('$0.00');
  });

  await test.step('1440: a toast arriving while the deposit modal is open covers none of it', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    const toast = await streamToast(page, user, 'ETH-PERP');
    const toastBox = await restingBox(toast);
    const dialogBox = await restingBox(dialog);
    expect(overlaps(toastBox, dialogBox), `the toast ${JSON.stringify(toastBox)} covers the modal`).toBe(false);
    // nor does the faucet card, still open, lie under the toast
    expect(overlaps(toastBox, await restingBox(page.getByRole('region', { name: 'Test faucet' })))).toBe(false);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  await test.step('390: toasts clear of the account panel and of a modal; the faucet card above the Buy / Sell bar', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('region', { name: 'Test faucet' });
    const bar = page.locator('.trade-action-bar');
    expect(overlaps(await restingBox(card), await restingBox(bar))).toBe(false);
    await card.getByRole('button', { name: 'Close faucet progress' }).click();
    await expect(card).toHaveCount(0);

    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${user.alias}\\b`) })
      .click();
    const panel = page.getByRole('dialog', { name: 'Account' });
    await expect(panel).toBeVisible();
    const onPanel = await streamToast(page, user, 'BTC-PERP');
    const toastBox = await restingBox(onPanel);
    // the panel gives the toast its band (overlay.css), so its heading and close strip stay in view
    await expect.poll(async () => overlaps(toastBox, await restingBox(panel))).toBe(false);

    await panel.getByRole('button', { name: 'Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    const onModal = await streamToast(page, user, 'ETH-PERP');
    const modalToast = await restingBox(onModal);
    await expect.poll(async () => overlaps(modalToast, await restingBox(dialog))).toBe(false);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
    await expect(dialog.getByRole('heading', { name: 'Deposit' })).toBeInViewport();
  });

  await test.step('an empty /account/positions is one clean message', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/account/positions');
    await appReady(page);
    await expect(page.getByText('No open positions.')).toBeVisible();
    const last = page.locator('main').getByRole('columnheader').last();
    expect(await last.evaluate((th) => getComputedStyle(th).boxShadow)).toBe('none');
  });

  await test.step('no overlay open, at 1440 and 390: a toast covers no page heading, tabs, header or Buy / Sell bar', async () => {
    const clear = async (toast: Box, parts: readonly (readonly [string, Locator])[]) => {
      for (const [what, part] of parts) {
        const box = await restingBox(part);
        expect(
          overlaps(toast, box),
          `the toast ${JSON.stringify(toast)} covers the ${what} ${JSON.stringify(box)}`,
        ).toBe(false);
      }
    };
    // /account/positions: its heading, the portfolio pages' tabs and the header (phones had the stack at the top)
    for (const [size, market] of [
      [{ width: 1440, height: 900 }, 'ETH-PERP'],
      [{ width: 390, height: 844 }, 'BTC-PERP'],
    ] as const) {
      await page.setViewportSize(size);
      const toast = await restingBox(await streamToast(page, user, market));
      await clear(toast, [
        ['heading', page.getByRole('heading', { level: 1 })],
        ['tabs', page.getByRole('navigation', { name: 'Portfolio pages' })],
        ['header', page.getByRole('banner')],
      ]);
    }
    // a phone's trade screen: the header and the Buy / Sell bar stay in view
    await page.goto('/futures/BTC-PERP');
    await appReady(page);
    const toast = await restingBox(await streamToast(page, user, 'ETH-PERP'));
    await clear(toast, [
      ['header', page.getByRole('banner')],
      ['Buy / Sell bar', page.locator('.trade-action-bar')],
    ]);
  });
});
