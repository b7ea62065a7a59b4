import { type Page } from '@playwright/test';
import { expect, test } from './harness/test.ts';
import { SESSION_KEYS } from '#lib/storage/keys.ts';
import { overlaps } from './harness/layout.ts';

const ROUTES = [
  '/',
  '/account',
  '/account/accounts',
  '/account/balance',
  '/account/fees',
  '/account/history',
  '/account/orders',
  '/account/positions',
  '/account/referrals',
  '/account/anything/else',
  '/earn',
  '/earn/lend',
  '/futures',
  '/futures/BTC-PERP',
  '/vault',
  '/vault/main',
];

/**
 * Libraries a visitor without a wallet never needs, each told by a string only its bundle carries: the Aptos SDK
 * (about 550 KiB gzip; its client header value), the request signer (tweetnacl, 10 KiB; one of its errors) and the
 * toast library (9 KiB; its toaster attribute), which loads with the first notice.
 */
const ON_DEMAND: Readonly<Record<string, string>> = {
  '@aptos-labs/ts-sdk': 'aptos-typescript-sdk',
  tweetnacl: 'bad secret key size',
  sonner: 'data-sonner-toaster',
};

/** Waits until every island hydrated and the splash left (configuration, prices and borrow/lend data loaded). */
async function appReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('routes', () => {
  for (const path of ROUTES) {
    test(`${path} answers with the frame and hydrates cleanly`, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' && /React error|hydrat/i.test(m.text())) problems.push(m.text());
      });
      const scripts: Promise<string>[] = [];
      page.on(
        'response',
        (r) =>
          void (
            r.request().resourceType() === 'script' &&
            scripts.push(
              r.text().then(
                (body) =>
                  Object.entries(ON_DEMAND)
                    .filter(([, mark]) => body.includes(mark))
                    .map(([library]) => `${library} in ${r.url()}`)
                    .join(', '),
                // /futures redirects to a market: a script of the page it left may have no body to read any more;
                // the landing page's scripts are read like every other page's
                (error: unknown) => {
                  if (String(error).includes('navigated away')) return '';
                  throw error;
                },
              ),
            )
          ),
      );
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await appReady(page);
      // the SDK, the signer and the toasts are for connected users or later moments: the frame must not pull them in
      expect((await Promise.all(scripts)).filter(Boolean)).toEqual([]);
      expect(scripts.length).toBeGreaterThan(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Error | Uncaught Client Exception' })).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }

  test.describe('an unknown path', () => {
    test.use({
      allowedPageErrors: {
        'the page itself answers 404 on purpose, which Chromium logs as a failed resource':
          /Failed to load resource: the server responded with a status of 404/,
      },
    });

    test('unknown paths are 404 with the frame', async ({ page }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  });
});

test('splash counts up to 100 on real data (or leaves at once when the data beat hydration), then the live markets show', async ({
  page,
}) => {
  // every animation frame records the splash's count: since the data loads start with the layout's first script,
  // the splash can come and go between two Playwright calls, so what it showed is read back from the page
  await page.addInitScript(() => {
    const w = window as unknown as { splashCounts: number[] };
    w.splashCounts = [];
    const look = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const count = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
      if (Number.isInteger(count) && w.splashCounts.at(-1) !== count) w.splashCounts.push(count);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/');
  await appReady(page);
  const counts = await page.evaluate(() => (window as unknown as { splashCounts: number[] }).splashCounts);
  // the server paints 0; the count then only climbs, and reaches 100 before the splash leaves, unless the data was
  // already in when the island hydrated (the loads start with the layout's first script), when it leaves at once
  expect(counts[0]).toBe(0);
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  if (counts.length > 1) expect(counts.at(-1)).toBe(100);
  await expect(page.getByRole('row', { name: /BTC-PERP/ })).toBeVisible();
});

test('the splash shows once per visit: later pages, and a reload, start without it and with the data kept', async ({
  page,
}) => {
  // every animation frame of every page records whether a splash was painted
  await page.addInitScript(() => {
    const w = window as unknown as { splashPainted: boolean };
    w.splashPainted = false;
    const look = () => {
      const splash = document.querySelector('.splash');
      if (splash && getComputedStyle(splash).display !== 'none') w.splashPainted = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const splashPainted = () => page.evaluate(() => (window as unknown as { splashPainted: boolean }).splashPainted);
  await page.goto('/');
  await appReady(page);
  expect(await splashPainted()).toBe(true);

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [go, path] of [
    [() => nav.getByRole('link', { name: /^Earn/ }).click(), /\/earn$/],
    [() => nav.getByRole('link', { name: /^Trade/ }).click(), /\/futures\/BTC-PERP$/],
    [() => page.reload(), /\/futures\/BTC-PERP$/],
  ] as const) {
    await go();
    await expect(page).toHaveURL(path);
    await appReady(page);
    expect(await splashPainted()).toBe(false);
  }
  // what the next page starts with, kept for the visit in the contract's shape
  const kept = await page.evaluate(
    (prefix) => Object.keys(sessionStorage).flatMap((k) => (k.startsWith(prefix) ? [k.slice(prefix.length)] : [])),
    SESSION_KEYS.bootCachePrefix,
  );
  expect(kept.sort()).toEqual(['borrowLend', 'config', 'perpMarkets', 'priceIndexes']);
});

test('the first Tab reaches a skip link that moves focus past the header to the page', async ({ page }) => {
  await page.goto('/account/accounts');
  await appReady(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // the next Tab goes into the page, not back to the header
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('home features the most traded markets and Start trading opens the first market', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const popular = page.getByRole('region', { name: 'Popular markets' });
  await expect(popular.getByRole('link')).toHaveCount(3);
  await expect(popular.getByRole('link').first()).toHaveText(/-PERP.*[0-9].*%/);
  await page.getByRole('link', { name: 'Start trading' }).click();
  await expect(page).toHaveURL(/\/futures\/BTC-PERP$/);
});

test('footer turns operational with a latency value', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Operational' })).toBeVisible({ timeout: 10_000 });
  await expect(footer.getByText(/^Latency \d+ ms$/)).toBeVisible();
});

test('header highlights the current section and the More menu leads to Referral', async ({ page }) => {
  await page.goto('/futures/ETH-PERP');
  await appReady(page);
  await expect(page.locator('nav a[aria-current="page"]')).toHaveText('Trade');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Referral' }).click();
  await expect(page).toHaveURL(/\/account\/referrals$/);
  await expect(page.locator('nav a[aria-current="page"]')).toHaveText('Account');
});

test('settings and notifications give the coming-soon toast', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByText('Coming soon')).toBeVisible();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('Coming soon')).toHaveCount(2);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}x${viewport.height} a toast covers none of the header's controls nor the order entry`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/futures/BTC-PERP');
    await appReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Coming soon' });
    await expect(toast).toBeVisible();
    // measured where it comes to rest: sonner slides a toast in with a CSS transition
    await expect.poll(() => toast.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.width).toBeGreaterThan(0);
    const controls = await page.getByRole('banner').locator('a, button').all();
    expect(controls.length).toBeGreaterThan(3);
    for (const control of controls) {
      const box = await control.boundingBox();
      if (box === null) continue; // not rendered at this width
      expect(
        overlaps(toastBox, box),
        `the toast ${JSON.stringify(toastBox)} covers ${await control.textContent()} ${JSON.stringify(box)}`,
      ).toBe(false);
    }
    // the trade screen's order entry and account summary (the right column wide, the Buy / Sell bar on a phone)
    const order = page.locator(viewport.width > 850 ? '.trade-area-order' : '.trade-action-bar');
    const orderBox = (await order.boundingBox())!;
    expect(overlaps(toastBox, orderBox), `the toast covers the order entry ${JSON.stringify(orderBox)}`).toBe(false);
  });
}

test('home, /earn and /account/accounts share one content width at 1440x900, narrower than the window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const widths: Record<string, number> = {};
  for (const path of ['/', '/earn', '/account/accounts']) {
    await page.goto(path);
    await appReady(page);
    const title = page.locator('main h1');
    await expect(title).toBeVisible();
    // the page's column: the root its island renders, the h1's ancestor whose parent is the island (display: contents)
    widths[path] = await title.evaluate((h1) => {
      let root: Element = h1;
      while (root.parentElement && root.parentElement.localName !== 'astro-island') root = root.parentElement;
      return root.getBoundingClientRect().width;
    });
  }
  expect(widths['/']).toBeGreaterThan(900);
  expect(widths['/']).toBeLessThan(1440 - 2 * 24);
  expect(widths).toEqual({ '/': widths['/'], '/earn': widths['/'], '/account/accounts': widths['/'] });
});

test('Faucet and Deposit show only above 850 px', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Deposit' })).toBeVisible();
  await page.setViewportSize({ width: 850, height: 800 });
  await expect(page.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Faucet' })).toHaveCount(0);
});

test('Help opens the support link in a new tab without an opener', async ({ page, context }) => {
  await context.route('https://**/*', (route) => route.fulfill({ status: 200, body: 'support' }));
  await page.goto('/');
  await appReady(page);
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Help' }).click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/^https:\/\//);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
});

test('the referral query parameter is saved once, only when it has a single value', async ({ page }) => {
  await page.goto('/?referral=a&referral=b');
  expect(await page.evaluate(() => localStorage.getItem('referral'))).toBeNull();
  await page.goto('/?referral=FRIEND1');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('referral'))).toBe('FRIEND1');
  await page.goto('/?referral=OTHER');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => localStorage.getItem('referral'))).toBe('FRIEND1');
});

test.describe('an uncaught exception', () => {
  test.use({ allowedPageErrors: { 'the test throws it on purpose': /boom from the test/ } });

  test('an uncaught client exception shows the error screen, and Try again goes home', async ({ page }) => {
    await page.goto('/account');
    await appReady(page);
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('boom from the test');
      }, 0),
    );
    await expect(page.getByRole('heading', { name: 'Error | Uncaught Client Exception' })).toBeVisible();
    await expect(page.getByText('Status 500')).toBeVisible();
    await expect(page.getByText('boom from the test', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
