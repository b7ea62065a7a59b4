/**
 * Accessibility of whole routes (issue 26): axe on every route of the site (tests/e2e/harness/routes.ts reads them
 * from src/pages, so a page added by anyone is checked the next run), signed out and signed in, and with a modal
 * (Deposit) and a side panel (the login panel signed out, the account panel signed in) open: no serious or critical
 * violation. Prints the counts: routes x states, overlays, and the lesser violations seen (reported, not failed).
 */
import type { Page } from '@playwright/test';
import { axeViolations, blocking, type Violation } from './harness/axe.ts';
import { openRoute, routePaths } from './harness/routes.ts';
import { signIn, type SignedIn } from './harness/signed-in.ts';
import { expect, test } from './harness/test.ts';

const ROUTES = routePaths();

// the 404 route answers 404 on purpose: Chromium logs that status as a console error
test.use({ allowedPageErrors: { 'the 404 route answers 404': /status of 404 \(Not Found\)/ } });

/** What one check found, for the printed summary. */
const checked: { what: string; blocking: number; other: string[] }[] = [];

/** Runs axe and records the result; the serious and critical violations, for the assertion. */
async function check(page: Page, what: string): Promise<Violation[]> {
  const all = await axeViolations(page);
  const bad = blocking(all);
  checked.push({
    what,
    blocking: bad.length,
    other: all.filter((v) => !bad.includes(v)).map((v) => `${v.id} (${v.impact})`),
  });
  return bad;
}

test.describe.serial('axe on every route', () => {
  test.afterAll(() => {
    const routes = checked.filter((c) => c.what.startsWith('route')).length;
    const states = new Set(checked.filter((c) => c.what.startsWith('route')).map((c) => c.what.split(' ').pop())).size;
    const other = [...new Set(checked.flatMap((c) => c.other))];
    console.log(
      `axe: ${ROUTES.length} routes x ${states} states = ${routes} route checks, ${checked.length - routes} overlay ` +
        `checks; serious/critical ${checked.reduce((n, c) => n + c.blocking, 0)}; lesser rules seen: ${other.join(', ') || 'none'}`,
    );
  });

  test('the route list is read from the pages', () => {
    expect(ROUTES).toEqual(
      expect.arrayContaining(['/', '/account', '/earn', '/vault', '/futures/BTC-PERP', '/no-such-page']),
    );
  });

  test('signed out: every route, and the login side panel', async ({ page }) => {
    test.setTimeout(120_000);
    const found: Record<string, Violation[]> = {};
    for (const path of ROUTES) {
      await openRoute(page, path);
      const bad = await check(page, `route ${path} signed out`);
      if (bad.length > 0) found[path] = bad;
    }
    await openRoute(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
    const panel = await check(page, 'login panel');
    if (panel.length > 0) found['login panel'] = panel;
    expect(found).toEqual({});
    // the check can fail: an image without a text alternative is a critical violation it reports
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeHidden();
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('img')));
    expect(blocking(await axeViolations(page)).map((v) => v.id)).toContain('image-alt');
  });

  test('signed in: every route, the Deposit modal and the account panel', async ({ page }) => {
    test.setTimeout(150_000);
    const user: SignedIn = await signIn(page, { wallet: 'aptos', path: '/futures/BTC-PERP' });
    const found: Record<string, Violation[]> = {};
    for (const path of ROUTES) {
      await openRoute(page, path);
      const bad = await check(page, `route ${path} signed in`);
      if (bad.length > 0) found[path] = bad;
    }
    await openRoute(page, '/futures/BTC-PERP');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
    const modal = await check(page, 'Deposit modal');
    if (modal.length > 0) found['Deposit modal'] = modal;
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeHidden();
    await header.getByRole('button', { name: new RegExp(`^${user.alias}\\b`) }).click();
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
    const panel = await check(page, 'account panel');
    if (panel.length > 0) found['account panel'] = panel;
    expect(found).toEqual({});
  });
});
