/**
 * The layout of every route (issue 21): each page the site serves (read from src/pages by tests/e2e/harness/routes.ts,
 * so a page added by anyone is checked the next run), signed out and then signed in with an open position, at
 * 1440x900, 1024x768 and 390x844: no element wider than the viewport, no sideways document scroll, and on the trade
 * screen no document scroll at all; and no button or link of the page cut sideways by a frame (a position's Close). One page walks every route; each route is opened once per state and the window
 * resized through the three sizes (a person turning a tablet, or narrowing the window). With LAYOUT_SHOTS=<dir> it
 * also saves a picture of each route at each size, to look at.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { cutControls, layoutFaults } from './harness/layout.ts';
import { openRoute, routePaths } from './harness/routes.ts';
import { signIn } from './harness/signed-in.ts';
import { tableFaults } from './harness/table-layout.ts';
import { expect, test } from './harness/test.ts';

const ROUTES = routePaths();
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;
const SHOTS = process.env.LAYOUT_SHOTS;
const BTC_TICK = 1_000_000_000n;
const soft = expect.configure({ soft: true });

// the 404 route answers 404 on purpose: Chromium logs that status as a console error
test.use({ allowedPageErrors: { 'the 404 route answers 404': /status of 404 \(Not Found\)/ } });

/**
 * Every route at every size: what is wider than the window, the sideways document scroll, and on the trade screen
 * the vertical one too, polled until the page has laid itself out for the size (the trade screen swaps its layout).
 */
async function walkRoutes(page: Page, state: string): Promise<void> {
  for (const path of ROUTES) {
    await page.setViewportSize(SIZES[0]);
    await openRoute(page, path);
    for (const size of SIZES) {
      const where = `${path} ${state} at ${size.width}x${size.height}`;
      await page.setViewportSize(size);
      const isTrade = (await page.locator('.trade-screen').count()) > 0;
      // soft: the walk goes on, so one run names every route's faults
      await soft
        .poll(
          async () => {
            const faults = await layoutFaults(page);
            return {
              wide: faults.wide,
              scrollX: faults.scrollX,
              scrollY: isTrade ? faults.scrollY : 0,
              lowest: isTrade && faults.scrollY > 0 ? faults.lowest : [],
              cut: await cutControls(page),
              // every table whole: no sideways scroll in its panel, no text past its cell or under a pinned column,
              // no sort arrow apart from its label (tests/e2e/harness/table-layout.ts)
              tables: (await tableFaults(page)).faults,
            };
          },
          { message: where, timeout: 5_000 },
        )
        .toEqual({ wide: [], scrollX: 0, scrollY: 0, lowest: [], cut: [], tables: [] });
      if (SHOTS)
        await page.screenshot({
          path: join(SHOTS, `${state}-${path.replaceAll('/', '_') || '_'}-${size.width}.png`),
          fullPage: !isTrade,
        });
    }
  }
}

test.describe.serial('layout of every route', () => {
  test('the route list is read from the pages, with the trade screen in it', () => {
    expect(ROUTES).toEqual(expect.arrayContaining(['/', '/account', '/vault', '/earn', '/futures/BTC-PERP']));
  });

  test('signed out, and signed in with an open position: nothing wider than the window, no sideways scroll, and the trade screen never scrolls', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await walkRoutes(page, 'signed-out');

    const signed = await signIn(page, { wallet: 'aptos', funded: true, path: '/futures/BTC-PERP' });
    // a long of 0.0001 BTC bought at the touch (bounded 5 % above it): the position's row and card are on the pages
    const { data } = await signed.client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
    const ask = parseDecimal(data.asks[0]!.price, PRICE_DECIMALS) / BTC_TICK;
    await signed.client.placePerpMarketOrder({
      userId: signed.userId,
      market: 'BTC-PERP',
      side: 'Bid',
      price: String((ask * 105n) / 100n),
      size: '10000',
    });
    const { userData } = await signed.client.getUserData({ userId: signed.userId });
    expect(Object.keys(userData.perpPositions)).toContain('BTC-PERP');
    await walkRoutes(page, 'signed-in');
    // the walk measured the position: on /account/positions and on the trade screen, whose Close buttons (Market,
    // Limit) show whole at 1440 and 1024 px (the panel under the chart cut "Limit" to "Lin" and hid Close at 1024)
    await openRoute(page, '/account/positions');
    await expect(page.getByRole('row', { name: /BTC-PERP/ }).first()).toBeVisible({ timeout: 15_000 });
    await openRoute(page, '/futures/BTC-PERP');
    for (const size of SIZES.slice(0, 2)) {
      await page.setViewportSize(size);
      const positions = page.getByRole('grid', { name: 'Open positions' });
      await expect(positions.getByRole('button', { name: 'Limit', exact: true })).toBeInViewport({ ratio: 1 });
      expect(await cutControls(page), `trade screen at ${size.width}px`).toEqual([]);
      // the header names the account: at 1024 px its alias was squeezed to nothing beside the address
      const alias = page.getByRole('banner').locator('.frame-account-alias');
      await expect(alias).toHaveText(signed.alias);
      expect(await alias.evaluate((el) => el.clientWidth), `alias at ${size.width}px`).toBeGreaterThanOrEqual(48);
    }
  });
});
