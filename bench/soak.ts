/**
 * A soak of the trade page: /futures/BTC-PERP of the production build in headless Chromium on the local network
 * (started in this process, on its fixed ports: bench/run.ts runs this under the machine-wide lock; needs
 * `npm run build`), its BTC-PERP book fed at least 2,000 level updates/s with trades (bench/book-feed.ts's order
 * flow, straight into the network's exchange) for 10 minutes. At minute 1 and at the end, after a forced garbage
 * collection, it reads the page's JS heap and its DOM node count (Chromium's own counters, detached nodes still
 * held included); the growth of each from minute 1 to the end is the figure (target <= 10 %). The price simulator
 * is off, so the flow is the feed's alone and the same on every run.
 * Run: `flock /tmp/perps-playwright.lock npx node bench/soak.ts`; SOAK_MINUTES=2 for a quick check (still sampled at
 * minute 1 and at the end).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession } from 'playwright';
import { startLocalNetwork } from '#server/main.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#scripts/chromium.ts';
import { startBookFeed } from './book-feed.ts';
import { reportFigure } from './figure.ts';
import { APP, waitForApp } from './local-app.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
/** Fed a little above the target so the rate reached stays over 2,000/s on a loaded machine. */
const RATE = 2_500;
const TARGETS = { rate: 2_000, growthPct: 10 };

if (!(MINUTES >= 2)) throw new Error('SOAK_MINUTES must be at least 2 (samples at minute 1 and at the end)');
if (!existsSync('dist/server/entry.mjs')) throw new Error('run `npm run build` first');

/** The page's JS heap in use and its DOM nodes, after a full garbage collection. */
async function sample(cdp: CDPSession): Promise<{ heapMB: number; nodes: number; documentNodes: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: "document.getElementsByTagName('*').length",
    returnByValue: true,
  });
  return {
    heapMB: metric('JSHeapUsedSize') / 2 ** 20,
    nodes: metric('Nodes'),
    documentNodes: result.value as number,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'perps-soak-'));
const network = await startLocalNetwork({ dataDir, simulate: false });
const site = spawn(process.execPath, ['scripts/serve-site.ts', 'dist/server/entry.mjs'], {
  stdio: 'ignore',
  env: { ...process.env, HOST: '127.0.0.1', PORT: '4321' },
});
const feed = await startBookFeed(network.exchange);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await waitForApp();
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${APP}/futures/BTC-PERP`);
  await page.getByRole('option', { name: /^Bid / }).first().waitFor({ timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  const first = await feed.run(RATE, 60_000);
  const atMinute1 = await sample(cdp);
  const rest = await feed.run(RATE, (MINUTES - 1) * 60_000);
  const atEnd = await sample(cdp);
  const rate = Math.round(((first.levelUpdates + rest.levelUpdates) * 1000) / (first.ms + rest.ms));
  const trades = first.trades + rest.trades;
  const bookShown = await page.getByRole('option', { name: /^Bid / }).count();
  const growth = (a: number, b: number) => (100 * (b - a)) / a;
  const heapGrowth = growth(atMinute1.heapMB, atEnd.heapMB);
  const nodeGrowth = growth(atMinute1.nodes, atEnd.nodes);
  console.log(
    `soak: ${MINUTES} min of /futures/BTC-PERP at ${rate.toLocaleString('en')} level updates/s ` +
      `(${trades.toLocaleString('en')} trades); book rows on screen at the end: ${bookShown}`,
  );
  console.log(
    `soak: JS heap ${atMinute1.heapMB.toFixed(1)} MB at minute 1 -> ${atEnd.heapMB.toFixed(1)} MB at minute ${MINUTES} ` +
      `(${heapGrowth.toFixed(1)} %); DOM nodes ${atMinute1.nodes} -> ${atEnd.nodes} (${nodeGrowth.toFixed(1)} %; ` +
      `in the document ${atMinute1.documentNodes} -> ${atEnd.documentNodes})` +
      (errors.length > 0 ? `; page errors: ${errors.join(' | ')}` : '; no page errors'),
  );
  const name = `trade page soak, ${MINUTES} min at >= 2,000 updates/s`;
  reportFigure({
    figure: `${name}: level updates/s fed`,
    target: TARGETS.rate,
    measured: rate,
    unit: '/s',
    better: 'higher',
  });
  reportFigure({
    figure: `${name}: JS heap growth minute 1 -> ${MINUTES}`,
    target: TARGETS.growthPct,
    measured: Number(heapGrowth.toFixed(1)),
    unit: '%',
    better: 'lower',
  });
  reportFigure({
    figure: `${name}: DOM node growth minute 1 -> ${MINUTES}`,
    target: TARGETS.growthPct,
    measured: Number(nodeGrowth.toFixed(1)),
    unit: '%',
    better: 'lower',
  });
  if (bookShown === 0) throw new Error('the trade page shows no book at the end of the soak');
} finally {
  await browser.close();
  site.kill('SIGTERM');
  await feed.close();
  await network.close();
  rmSync(dataDir, { recursive: true, force: true });
}
