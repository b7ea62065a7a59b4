/**
 * Page weight in headless Chromium against the production server and the local network (`scripts/start.ts
 * --fresh --no-build`; fixed ports, so bench/run.ts runs this under the machine-wide lock; needs `npm run build`).
 * For / : the JS loaded until every island hydrated and the splash left, raw, gzip -9 (the target's measure) and
 * as sent (brotli), then where its gzip weight comes from (bench/bundle-map.ts). For the trade page: the JS loaded
 * before the page says it is usable, by `performance.mark('trade-interactive')` (the trading screen sets it once
 * book and order form work; until then the figure is the JS at network idle, and says so). Then every other route
 * (each page of src/pages/account, /earn, /vault), signed out, by the frame being ready as for / ; then the same
 * routes signed in (a funded account of a fake Aptos wallet, as the e2e harness signs in, with an open position, a
 * resting order and fills in its history), by the page having shown the account's data: the header names the account
 * and nothing in the page is loading (the connected page loads the code of its tables, tabs and filters only then). Each
 * route's gzip JS is reported against its target (bench/figure.ts).
 * Run: `flock /tmp/perps-playwright.lock npx node bench/page-weight.ts`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type Page } from 'playwright';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { signIn, type SignedIn } from '#tests/e2e/harness/signed-in.ts';
import { attribute, buildMapped, printAttribution } from './bundle-map.ts';
import { reportFigure } from './figure.ts';
import { APP, startLocalApp } from './local-app.ts';

/** KB (1,000 bytes) of gzip JS before interactive, per route: the targets. */
const TARGETS = { home: 110, trade: 220, other: 150 } as const;

/** The routes besides / and the trade page: every page of src/pages/account (a catch-all has no own path), /earn, /vault. */
function otherRoutes(): string[] {
  const account = readdirSync('src/pages/account')
    .filter((file) => file.endsWith('.astro') && !file.startsWith('['))
    .map((file) => (file === 'index.astro' ? '/account' : `/account/${file.slice(0, -'.astro'.length)}`))
    .sort();
  return [...account, '/earn', '/vault'];
}
/** The mark the trade page sets once book and order form are usable. */
export const TRADE_INTERACTIVE_MARK = 'trade-interactive';

/** JS files a page loaded by `until` (ms since navigation start, resource timing), with what they weigh. */
async function scriptsBy(page: Page, until: number) {
  const entries = await page.evaluate(
    (limit) =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.responseEnd <= limit)
        .map((e) => ({ path: new URL(e.name).pathname, sent: e.encodedBodySize })),
    until,
  );
  const files = entries.filter((e) => existsSync(join('dist/client', e.path)));
  let raw = 0;
  let gzip = 0;
  let sent = 0;
  for (const f of files) {
    const body = readFileSync(join('dist/client', f.path));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    sent += f.sent;
  }
  return { paths: files.map((f) => f.path), raw, gzip, sent };
}

function line(what: string, m: { paths: string[]; raw: number; gzip: number; sent: number }, target: number) {
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `${what}: ${m.paths.length} JS files, ${kib(m.raw)} raw, ${kib(m.gzip)} gzip (target <= ${target} KB: ` +
      `${(m.gzip / 1000 / target).toFixed(2)}x), ${kib(m.sent)} as sent (brotli)`,
  );
}

/** Reports a route's gzip JS before interactive against its target. */
function figure(route: string, m: { gzip: number }, target: number, note = ''): void {
  const measured = Math.round(m.gzip / 100) / 10;
  reportFigure({ figure: `JS before interactive ${route}${note}`, target, measured, unit: 'KB gzip', better: 'lower' });
}

/** The `count` heaviest chunks of a page by gzip size: where to look first to make it lighter. */
function printHeaviest(title: string, paths: readonly string[], count = 12) {
  const sized = paths.map((path) => ({
    path,
    gzip: gzipSync(readFileSync(join('dist/client', path)), { level: 9 }).length,
  }));
  sized.sort((a, b) => b.gzip - a.gzip);
  console.log(`  ${title}:`);
  for (const { path, gzip } of sized.slice(0, count))
    console.log(`    ${(gzip / 1024).toFixed(1).padStart(6)} KiB  ${path.replace('/_astro/', '')}`);
}

/**
 * Installed in every page before its scripts: records `performance.now()` at the DOM change that made the frame ready
 * (the document parsed, every island hydrated, the splash gone), so what loads after that moment, on purpose (code
 * a page holds back until it is interactive) or not, is never counted however late the bench looks.
 */
function recordFrameReady(): void {
  const scope = window as { __frameReadyAt?: number };
  const check = () => {
    if (scope.__frameReadyAt !== undefined) return;
    if (document.readyState === 'loading') return;
    if (document.querySelector('astro-island[ssr]') !== null || document.querySelector('[role=progressbar]') !== null)
      return;
    scope.__frameReadyAt = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  document.addEventListener('DOMContentLoaded', () => {
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    check();
  });
}

/** Waits for the app frame (islands hydrated and the splash gone) and says when it became so (ms, page time). */
async function frameReady(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as { __frameReadyAt?: number }).__frameReadyAt, undefined, {
    timeout: 20_000,
  });
  return (await handle.jsonValue()) as number;
}

/**
 * When a signed-in page has shown its account (ms, page time): the header names the account and nothing in the page
 * is loading any more (no busy region, skeleton or progress bar). What loads after that (the deposit scan's chain
 * client at idle, a chart's library behind its own skeleton once drawn) is not counted, as for the frame's readiness.
 */
async function accountShown(page: Page, alias: string): Promise<number> {
  const handle = await page.waitForFunction(
    (name) => {
      const named = [...document.querySelectorAll('[role=banner] button, header button')].some((b) =>
        (b.textContent ?? '').trim().startsWith(name),
      );
      const busy = document.querySelector('main [aria-busy="true"], main .ui-skeleton, [role=progressbar]');
      return named && busy === null && document.querySelector('astro-island[ssr]') === null ? performance.now() : false;
    },
    alias,
    { timeout: 30_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** BTC-PERP's tick: prices of the calls below are whole dollars. */
const BTC_TICK = 1_000_000_000n;

/** The best price on one side of BTC-PERP's book, in ticks. */
async function touch(client: SignedIn['client'], side: 'asks' | 'bids'): Promise<bigint> {
  const { data } = await client.getPerpOrderBookData({ market: 'BTC-PERP', depth: 1 });
  return parseDecimal(data[side][0]!.price, PRICE_DECIMALS) / BTC_TICK;
}

/**
 * Every route of otherRoutes() signed in: one funded account with a long, a resting bid and a dozen fills (as the
 * trade e2e specs make them), then each route in turn, counted once it has shown the account (accountShown).
 */
async function signedInRoutes(browser: Browser): Promise<Map<string, string[]>> {
  const context = await browser.newContext({ baseURL: APP, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(recordFrameReady);
  const first = await context.newPage();
  const signed = await signIn(first, { wallet: 'aptos', funded: true });
  const { client, userId } = signed;
  for (let i = 0; i < 12; i++) {
    const buy = i % 2 === 0 || i === 11;
    const price = buy ? ((await touch(client, 'asks')) * 105n) / 100n : ((await touch(client, 'bids')) * 95n) / 100n;
    const side = buy ? 'Bid' : 'Ask';
    await client.placePerpMarketOrder({ userId, market: 'BTC-PERP', side, price: String(price), size: '10000' });
  }
  const farBid = ((await touch(client, 'bids')) * 90n) / 100n;
  await client.placeLimitOrder({ userId, market: 'BTC-PERP', side: 'Bid', price: String(farBid), size: '10000' });
  // one page for every route: the fake wallet is injected into it (each navigation is a fresh document, with its own
  // resource timings)
  const page = first;
  const loaded = new Map<string, string[]>();
  for (const route of otherRoutes()) {
    await page.goto(route);
    // a page that never settles (something left loading) is counted at network idle instead, and says so
    const shown = await accountShown(page, signed.alias).catch(async () => {
      console.log(`${route} signed in: still loading after 30 s; counted at network idle`);
      await page.waitForLoadState('networkidle');
      return page.evaluate(() => performance.now());
    });
    const scripts = await scriptsBy(page, shown);
    line(`${route} before interactive (signed in, account shown)`, scripts, TARGETS.other);
    figure(`${route} signed in`, scripts, TARGETS.other);
    if (scripts.gzip / 1000 > TARGETS.other) printHeaviest(`${route} signed in heaviest chunks`, scripts.paths, 8);
    loaded.set(route, scripts.paths);
  }
  await context.close();
  return loaded;
}

const { browser, stop } = await startLocalApp();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(recordFrameReady);
  await page.goto(`${APP}/`);
  const home = await scriptsBy(page, await frameReady(page));
  line('/ before interactive', home, TARGETS.home);
  figure('/', home, TARGETS.home);
  await page.waitForLoadState('networkidle');
  const later = await scriptsBy(page, await page.evaluate(() => performance.now()));
  if (later.paths.length > home.paths.length) line('/ by network idle', later, TARGETS.home);

  const trade = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await trade.goto(`${APP}/futures/BTC-PERP`);
  const mark = await trade
    .waitForFunction((name) => performance.getEntriesByName(name)[0]?.startTime, TRADE_INTERACTIVE_MARK, {
      timeout: 15_000,
    })
    .then((h) => h.jsonValue() as Promise<number>)
    .catch(() => null);
  let tradeScripts;
  if (mark !== null) {
    tradeScripts = await scriptsBy(trade, mark);
    line('/futures/BTC-PERP before interactive', tradeScripts, TARGETS.trade);
    figure('/futures/BTC-PERP', tradeScripts, TARGETS.trade);
  } else {
    await trade.waitForLoadState('networkidle');
    tradeScripts = await scriptsBy(trade, await trade.evaluate(() => performance.now()));
    line(`/futures/BTC-PERP by network idle (no '${TRADE_INTERACTIVE_MARK}' mark yet)`, tradeScripts, TARGETS.trade);
    figure('/futures/BTC-PERP', tradeScripts, TARGETS.trade, ' (by network idle: no mark)');
  }

  for (const route of otherRoutes()) {
    const other = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await other.addInitScript(recordFrameReady);
    await other.goto(`${APP}${route}`);
    const scripts = await scriptsBy(other, await frameReady(other));
    line(`${route} before interactive (signed out)`, scripts, TARGETS.other);
    figure(route, scripts, TARGETS.other);
    // a route over its target names its heaviest chunks: where to look first
    if (scripts.gzip / 1000 > TARGETS.other)
      printHeaviest(`${route} heaviest chunks before interactive`, scripts.paths, 8);
    await other.close();
  }

  const signedIn = await signedInRoutes(browser);

  buildMapped();
  printAttribution('/ JS by package and source folder', attribute(home.paths));
  printAttribution('/futures/BTC-PERP JS by package and source folder', attribute(tradeScripts.paths));
  const history = signedIn.get('/account/history');
  if (history) printAttribution('/account/history signed in JS by package and source folder', attribute(history));
  printHeaviest('/ heaviest chunks before interactive', home.paths);
  printHeaviest('/futures/BTC-PERP heaviest chunks before interactive', tradeScripts.paths);
} finally {
  await stop();
}
