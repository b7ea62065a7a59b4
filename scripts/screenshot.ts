/**
 * Screenshots of the running app: home, the trading screen and the deposit modal (the README's pictures and the
 * look-at-it check at desktop and phone sizes): `npm run build`, then under the port lock
 * `flock /tmp/perps-playwright.lock npx node scripts/screenshot.ts <out-dir>`. Starts the local network on a fresh
 * data directory, takes the pictures, stops it.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const SITE = 'http://127.0.0.1:4321';
const outDir = process.argv[2] ?? 'docs';
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const server = spawn(process.execPath, ['scripts/start.ts', '--fresh', '--no-build'], { stdio: 'ignore' });
try {
  for (let i = 0; ; i++) {
    const up = await fetch(SITE).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 120) throw new Error('the site did not start');
    await sleep(500);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: size, reducedMotion: 'reduce' });
    await page.goto(SITE);
    await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('row', { name: /BTC-PERP/ }).waitFor();
    await page.screenshot({ path: join(outDir, `app-${size.name}.png`) });
    // the trading screen once its market bar shows, with a few seconds for the book and candles to fill
    const trade = await browser.newPage({ viewport: size, reducedMotion: 'reduce' });
    await trade.goto(`${SITE}/futures/BTC-PERP`);
    await trade.locator('astro-island[ssr]').first().waitFor({ state: 'detached', timeout: 15_000 });
    await trade.getByText('Last', { exact: true }).first().waitFor({ timeout: 15_000 });
    await sleep(3000);
    await trade.screenshot({ path: join(outDir, `trade-${size.name}.png`) });
    await trade.close();
    // Deposit shows above 850 px only: a phone-sized picture opens it wide, then narrows the window
    await page.setViewportSize({ width: 1440, height: size.height });
    await page.getByRole('button', { name: 'Deposit' }).click();
    await page.getByRole('dialog', { name: 'Deposit' }).waitFor();
    await page.setViewportSize(size);
    await sleep(300);
    await page.screenshot({ path: join(outDir, `deposit-${size.name}.png`) });
    await page.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
