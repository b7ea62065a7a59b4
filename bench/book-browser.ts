/**
 * The book under a fast feed in headless Chromium: a real exchange in this process (bench/book-feed.ts) streams
 * at least 2,000 book level updates per second for 10 s, with trades and candles, to the bench page
 * (bench/book-page: the real stream client and lib/market models, a canvas book and tape on one frame loop, a
 * lightweight-charts candle chart). Prints p95 frame time, p95 per-frame message handling + drawing, long tasks
 * over 50 ms, and whether the page's book equals the server's snapshot afterwards. Ports are all 0 (no lock needed).
 * The book is 1,260 px tall by default (60 rows, a tall screen's worth); a third argument sets another height, e.g.
 * 368 for the 16 rows the trade page shows at 1440x900.
 * Run: `npx node bench/book-browser.ts [updates per second] [seconds] [book height in CSS px]`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#scripts/chromium.ts';
import { startBookFeed } from './book-feed.ts';
import { reportFigure } from './figure.ts';

const RATE = Number(process.argv[2] ?? 2_500);
const SECONDS = Number(process.argv[3] ?? 10);
const BOOK_HEIGHT = Number(process.argv[4] ?? 1_260);
const TARGETS = { frameMs: 1000 / 60, applyDrawMs: 1.5, longTasks: 0, rate: 2_000 };

const HTML = `<!doctype html><html><head><meta charset="utf-8"><style>
:root{--bench-bg:#0b0e14;--bench-text:#d6dae3;--bench-muted:#7d8596;--bench-buy:#2ebd85;--bench-sell:#f0506e;
--bench-buy-bar:rgba(46,189,133,.09);--bench-sell-bar:rgba(240,80,110,.09);--bench-buy-level:rgba(46,189,133,.2);
--bench-sell-level:rgba(240,80,110,.2);--bench-flash:rgba(255,255,255,.12)}
body{margin:0;background:var(--bench-bg);color:var(--bench-text);display:grid;grid-template-columns:1fr 300px 300px;height:100vh}
#chart{min-width:0}canvas{width:300px}#book-body{position:relative;height:${BOOK_HEIGHT}px}#book{position:absolute;inset:0;height:${BOOK_HEIGHT}px}
#book-slots{position:absolute;inset:0}.book-slot{position:absolute;left:0;right:0;border:0;background:transparent}
#book-spread{position:absolute;left:0;right:0;display:flex;gap:8px;font:12px monospace}#trades{height:620px}
</style></head><body><div id="chart"></div><div id="book-body"><canvas id="book"></canvas><div id="book-slots"></div>
<div id="book-spread"><span data-part="mid"></span><span data-part="spread"></span></div></div><canvas id="trades"></canvas>
<script type="module" src="/main.js"></script></body></html>`;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

/** Prints the functions with the most self time in a CDP CPU profile (BOOK_PROFILE=1). */
function printProfile(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}): void {
  const self = new Map<number, number>();
  (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    byName.set(name, (byName.get(name) ?? 0) + (self.get(node.id) ?? 0));
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BOOK_PROFILE) || 25);
  for (const [name, us] of top) console.log(`  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`);
}

const bundle = await build({
  entryPoints: [join(import.meta.dirname, 'book-page/main.ts')],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  minify: !process.env.BOOK_PROFILE,
  write: false,
  define: { 'import.meta.env.PUBLIC_NETWORK': '"local"' },
});
const js = bundle.outputFiles[0]!.text;
// cross-origin isolated, so performance.now() has 5 us resolution instead of 100 us (per-message timings are small)
const ISOLATED = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
const page = createServer((req, res) => {
  if (req.url?.startsWith('/main.js')) res.writeHead(200, { 'content-type': 'text/javascript', ...ISOLATED }).end(js);
  else res.writeHead(200, { 'content-type': 'text/html', ...ISOLATED }).end(HTML);
});
await new Promise<void>((ok) => page.listen(0, '127.0.0.1', ok));
const feed = await startBookFeed();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** What one measured round returns (the page's window.__bench, after the feed stopped). */
interface Round {
  frames: number[];
  applyDraw: number[];
  apply: number[];
  draw: number[];
  chart: number[];
  script: number[];
  book: number[];
  tape: number[];
  longTasks: number[];
  messages: number;
  draws: number;
  rows: number;
  levels: { bids: string[][]; asks: string[][] };
  drawParts: { view: number; paint: number; draw: number; framed: number };
  sent: { levelUpdates: number; trades: number; ms: number };
  equal: boolean;
  errors: string[];
  load: number;
  isolated: boolean;
}

/** Loads the page with `query` (a variant), warms it up, feeds RATE for SECONDS and reads what it measured. */
async function round(query: string): Promise<Round> {
  const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    const url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/?exchange=${encodeURIComponent(feed.exchange.url)}&height=${BOOK_HEIGHT}${query ? `&${query}` : ''}`;
    await tab.goto(url);
    await tab.waitForFunction(() => (window as unknown as { __bench: { ready: boolean } }).__bench.ready, undefined, {
      timeout: 20_000,
    });
    await feed.run(RATE, 1000); // warm-up: JIT, fonts, the chart's first paints
    // BOOK_PROFILE=1: a CPU profile of the page over the measured seconds, its top functions by self time printed
    const profiler = process.env.BOOK_PROFILE ? await tab.context().newCDPSession(tab) : null;
    if (profiler) await profiler.send('Profiler.enable').then(() => profiler.send('Profiler.start'));
    await tab.evaluate(
      () => void ((window as unknown as { __bench: { measuring: boolean } }).__bench.measuring = true),
    );
    const sent = await feed.run(RATE, SECONDS * 1000);
    await tab.evaluate(
      () => void ((window as unknown as { __bench: { measuring: boolean } }).__bench.measuring = false),
    );
    const load = loadavg()[0]!;
    if (profiler) printProfile((await profiler.send('Profiler.stop')).profile);

    // let the page take in the last messages, then compare with a fresh snapshot
    const serverSeq = feed.exchange.service.hub.seq('market:BTC-PERP');
    await tab.waitForFunction(
      (seq) => (window as unknown as { __bench: { seq(): number } }).__bench.seq() >= seq,
      serverSeq,
      { timeout: 20_000 },
    );
    const m = await tab.evaluate(async () => {
      const b = (window as unknown as { __bench: Record<string, unknown> }).__bench as Record<string, unknown> & {
        levels(): unknown;
        drawParts(): Record<string, number>;
        framed(): Promise<number>;
      };
      return { ...b, levels: b.levels(), drawParts: { ...b.drawParts(), framed: await b.framed() } };
    });
    const r = m as unknown as Omit<Round, 'sent' | 'equal' | 'errors' | 'load' | 'isolated'>;
    const snapshot = feed.exchange.service.engine.orderBook('BTC-PERP', Number.POSITIVE_INFINITY)!;
    const server = { bids: side(snapshot.bids), asks: side(snapshot.asks) };
    const equal = JSON.stringify(r.levels) === JSON.stringify(server);
    if (!equal) {
      for (const k of ['bids', 'asks'] as const) {
        const a = new Map(r.levels[k].map(([p, s]) => [p, s]));
        const b = new Map(server[k].map(([p, s]) => [p, s]));
        const diff = [...new Set([...a.keys(), ...b.keys()])].filter((p) => a.get(p) !== b.get(p));
        console.log(
          `  ${k}: page ${a.size} levels, server ${b.size}; differ at`,
          diff.slice(0, 8).map((p) => [p, a.get(p), b.get(p)]),
        );
      }
    }
    const isolated = await tab.evaluate(() => crossOriginIsolated);
    return { ...r, sent, equal, errors, load, isolated };
  } finally {
    await tab.close();
  }
}

const side = (levels: { price: bigint; size: bigint }[]) => levels.map((l) => [l.price.toString(), l.size.toString()]);
const p95 = (values: number[]) => percentile(values, 95);

/** One line per round: the figures and their parts. */
function describe(label: string, m: Round): void {
  const rate = Math.round((m.sent.levelUpdates * 1000) / m.sent.ms);
  const long = m.longTasks.filter((d) => d > 50).length;
  console.log(
    `browser book${label}: ${rate.toLocaleString('en')} level updates/s for ${SECONDS} s (target >= ${TARGETS.rate.toLocaleString('en')}), ` +
      `${m.messages.toLocaleString('en')} messages (${((1000 * sum(m.apply)) / m.messages).toFixed(1)} us each to parse, check and apply), ` +
      `${m.sent.trades} trades, ${m.frames.length} frames, ${m.draws} book draws of ${m.rows} rows (${BOOK_HEIGHT} px), load average ${m.load.toFixed(2)}`,
  );
  console.log(
    `browser book${label}: p95 frame ${p95(m.frames).toFixed(1)} ms (target <= ${TARGETS.frameMs.toFixed(1)} ms: ${(p95(m.frames) / TARGETS.frameMs).toFixed(2)}x), ` +
      `p95 apply + draw per frame ${p95(m.applyDraw).toFixed(2)} ms (target <= ${TARGETS.applyDrawMs} ms: ${(p95(m.applyDraw) / TARGETS.applyDrawMs).toFixed(2)}x; ` +
      `median ${percentile(m.applyDraw, 50).toFixed(2)} ms, which a loaded machine moves less), ` +
      `(p95 of its parts: messages ${p95(m.apply).toFixed(2)} ms, drawing ${p95(m.draw).toFixed(2)} ms, of which the book ${p95(m.book).toFixed(2)} ms and the tape ${p95(m.tape).toFixed(2)} ms; medians: messages ${percentile(m.apply, 50).toFixed(2)}, book ${percentile(m.book, 50).toFixed(2)}), ` +
      `chart update apart: p95 ${p95(m.chart).toFixed(2)} ms x ${m.chart.length}, all script per frame with it p95 ${p95(m.script).toFixed(2)} ms, ` +
      `long tasks > 50 ms: ${long} (target ${TARGETS.longTasks}), final book equals the server's: ${m.equal ? 'yes' : 'NO'}` +
      (m.errors.length > 0 ? `; page errors: ${m.errors.join(' | ')}` : '') +
      (m.isolated ? '' : ' (timer resolution 100 us: not isolated)'),
  );
  const parts = m.drawParts;
  console.log(
    `browser book${label}: one book draw with the feed stopped (medians of 200): the view ${parts.view.toFixed(3)} ms, ` +
      `its paint ${parts.paint.toFixed(3)} ms, the whole draw (view, flashes, paint, row options, spread) ${parts.draw.toFixed(3)} ms back to back ` +
      `and ${parts.framed.toFixed(3)} ms once per animation frame (median of 60: the canvas then also rasterises the frame before)`,
  );
}

try {
  // BOOK_AB="chartEvery=0;": rounds of each variant (page query) alternating, BOOK_ROUNDS (3) of each, one line
  // per round and the pooled p95 per variant; the machine's load moves, so variants are compared within one run
  const variants = process.env.BOOK_AB?.split(';');
  if (variants !== undefined) {
    const pooled = new Map<string, Round[]>(variants.map((v) => [v, []]));
    for (let i = 0; i < Number(process.env.BOOK_ROUNDS ?? 3); i++) {
      for (const v of variants) {
        const m = await round(v);
        pooled.get(v)!.push(m);
        describe(` [${v || 'default'} #${i + 1}]`, m);
      }
    }
    for (const [v, rounds] of pooled) {
      const all = (k: 'applyDraw' | 'apply' | 'book' | 'tape' | 'frames' | 'chart' | 'script') =>
        rounds.flatMap((r) => r[k]);
      const loads = rounds.map((r) => r.load.toFixed(1)).join('/');
      console.log(
        `A/B ${v || 'default'}: pooled p95 apply + draw ${p95(all('applyDraw')).toFixed(2)} ms (per round ${rounds.map((r) => p95(r.applyDraw).toFixed(2)).join(', ')}; median ${percentile(all('applyDraw'), 50).toFixed(2)}), ` +
          `messages ${p95(all('apply')).toFixed(2)}, book ${p95(all('book')).toFixed(2)}, tape ${p95(all('tape')).toFixed(2)}, ` +
          `chart ${p95(all('chart')).toFixed(2)} x ${all('chart').length}, all script ${p95(all('script')).toFixed(2)}, frame ${p95(all('frames')).toFixed(1)} ms, ` +
          `long tasks ${rounds.reduce((n, r) => n + r.longTasks.filter((d) => d > 50).length, 0)}, load ${loads}`,
      );
      if (rounds.some((r) => !r.equal || r.errors.length > 0)) process.exitCode = 1;
    }
  } else {
    const m = await round('');
    describe('', m);
    const book = `book in Chromium, ${m.rows} rows`;
    const report = (what: string, target: number, measured: number, unit: string, better: 'lower' | 'higher') =>
      reportFigure({ figure: `${book}: ${what}`, target, measured, unit, better });
    report('level updates/s fed', TARGETS.rate, Math.round((m.sent.levelUpdates * 1000) / m.sent.ms), '/s', 'higher');
    report('p95 frame', TARGETS.frameMs, p95(m.frames), 'ms', 'lower');
    report('long tasks > 50 ms', TARGETS.longTasks, m.longTasks.filter((d) => d > 50).length, 'tasks', 'lower');
    report('p95 apply + draw per frame', TARGETS.applyDrawMs, p95(m.applyDraw), 'ms', 'lower');
    if (!m.equal || m.errors.length > 0) process.exitCode = 1;
  }
} finally {
  await browser.close();
  await feed.close();
  page.close();
}
