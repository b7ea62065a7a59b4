/**
 * Page changes in headless Chromium against the production server and the local network (`scripts/start.ts --fresh
 * --no-build`; fixed ports, so bench/run.ts runs this under the machine-wide lock; needs `npm run build`).
 * - warm page change to a usable page: in a tab that already started the app (the splash showed once), the time
 *   from asking for the next page to the first frame with every island hydrated and no splash painted, median over
 *   the app's main pages visited in turn (target <= 300 ms);
 * - cold /futures/BTC-PERP to a visible book: a fresh browser context (nothing cached, first visit: the splash
 *   shows) from navigation start to the first frame where a book row is painted and no splash covers it (target
 *   <= 1 s), median of 5.
 * Prints one BENCH-FIGURE line per figure. Run: `flock /tmp/perps-playwright.lock npx node bench/page-change.ts`.
 */
import { type Page } from 'playwright';
import { reportFigure } from './figure.ts';
import { APP, startLocalApp } from './local-app.ts';

const TARGETS = { warm: 300, coldBook: 1000 } as const;
/** Pages visited in turn for the warm figure (each change is one sample). */
const TOUR = ['/earn', '/futures/BTC-PERP', '/account', '/vault', '/', '/futures/ETH-PERP', '/account/accounts'];
const ROUNDS = 3;
/** Fresh contexts for the cold figure (its median). */
const COLD_SAMPLES = 5;

/** Installed in every page: records (epoch ms) the first frame the page is usable and the first with a book shown. */
function recordMilestones() {
  const w = window as unknown as { usableAt?: number; bookAt?: number };
  const splashPainted = () => {
    const splash = document.querySelector('.splash');
    return splash !== null && getComputedStyle(splash).display !== 'none' && getComputedStyle(splash).opacity !== '0';
  };
  const look = () => {
    const now = performance.timeOrigin + performance.now();
    const clear = !splashPainted();
    if (w.usableAt === undefined && clear && document.querySelector('astro-island[ssr]') === null) w.usableAt = now;
    if (w.bookAt === undefined && clear && document.querySelector('[aria-label^="Bid "]') !== null) w.bookAt = now;
    if (w.usableAt === undefined || w.bookAt === undefined) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Waits for a milestone of the current page and answers it (epoch ms). */
async function milestone(page: Page, name: 'usableAt' | 'bookAt'): Promise<number> {
  const handle = await page.waitForFunction((key) => (window as unknown as Record<string, number>)[key], name, {
    timeout: 30_000,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One figure of this bench for the table, in ms, rounded. */
function figure(name: string, target: number, measured: number) {
  reportFigure({ figure: name, target, measured: Math.round(measured), unit: 'ms', better: 'lower' });
}

const { browser, stop } = await startLocalApp();
try {
  // cold: a fresh context per sample, so neither the HTTP cache nor the visit's session storage helps
  const cold: number[] = [];
  for (let i = 0; i < COLD_SAMPLES; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(recordMilestones);
    const page = await context.newPage();
    await page.goto(`${APP}/futures/BTC-PERP`, { waitUntil: 'commit' });
    const start = await page.evaluate(() => performance.timeOrigin);
    cold.push((await milestone(page, 'bookAt')) - start);
    await context.close();
  }
  console.log(`cold /futures/BTC-PERP to a visible book, ms: ${cold.map(Math.round).join(', ')}`);

  // warm: one tab; the app starts once, then every page change is a sample
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(recordMilestones);
  const page = await context.newPage();
  await page.goto(`${APP}/`);
  await milestone(page, 'usableAt');
  const warm: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of TOUR) {
      const asked = Date.now();
      await page.goto(`${APP}${path}`, { waitUntil: 'commit' });
      warm.push((await milestone(page, 'usableAt')) - asked);
    }
  }
  console.log(`warm page changes to a usable page, ms: ${warm.map(Math.round).join(', ')}`);
  await context.close();

  figure('warm page change to a usable page (median, 1440x900)', TARGETS.warm, median(warm));
  figure('cold /futures/BTC-PERP to a visible book (median, 1440x900)', TARGETS.coldBook, median(cold));
} finally {
  await stop();
}
