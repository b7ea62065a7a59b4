/**
 * Every route of the site, read from the page files (src/pages): a page another engineer adds is in the list the
 * next run, with no edit here. Each file gives the paths that reach it: `index` its folder, `[market]` a listed and an
 * unknown market, `[...rest]` its folder's root (and, where the folder has its own index, an unknown sub-path), 404
 * a path no page serves; 500 is the server's error page, not a route. openRoute opens one and waits until it has drawn.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

const PAGES = join(import.meta.dirname, '../../../src/pages');

/** A market the local network lists, and one it does not. */
const MARKET_PATHS = ['BTC-PERP', 'NOPE-PERP'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.astro') ? [join(dir, entry.name)] : [],
  );
}

/** The paths of every route, sorted, each once. */
export function routePaths(): string[] {
  const pages = files(PAGES).map((file) => relative(PAGES, file).replace(/\.astro$/, ''));
  const paths = new Set<string>();
  for (const page of pages) {
    const parts = page.split('/');
    const name = parts.pop() ?? '';
    const folder = parts.length === 0 ? '' : `/${parts.join('/')}`;
    if (name === '500') continue;
    if (name === '404') paths.add('/no-such-page');
    else if (name === 'index') paths.add(folder || '/');
    else if (name.startsWith('[...')) {
      paths.add(folder || '/');
      if (pages.includes(`${parts.join('/')}/index`)) paths.add(`${folder}/no-such-tab`);
    } else if (name.startsWith('[')) for (const market of MARKET_PATHS) paths.add(`${folder}/${market}`);
    else paths.add(`${folder}/${name}`);
  }
  return [...paths].sort();
}

/** Opens `path` and waits until the page has drawn: its main landmark, the fonts, nothing busy. */
export async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // /futures moves on by itself to a market once the market list is in, which can be after its own page has
  // loaded, drawn and gone idle (a clean clone's axe run was cut by that navigation): wait for the market's page
  if (path === '/futures') await page.waitForURL(/\/futures\/[^/]+$/);
  // a route may move on by itself: wait until it has settled on its page
  await expect
    .poll(async () => (await page.evaluate(() => document.readyState).catch(() => 'moving')) === 'complete')
    .toBe(true);
  await expect(page.getByRole('main')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.fonts.ready.then(() => true)).catch(() => false)).toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}
