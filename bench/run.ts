/**
 * `npm run bench`: runs each benchmark in its own Node process, one after another (so they do not share a core),
 * and prints their figures. Targets live here and in each bench, printed next to the figures, never in tests.
 * Benches that start the local network on its fixed ports run under the machine-wide lock; those that need the
 * built site say so and are skipped without it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

interface Bench {
  readonly file: string;
  readonly what: string;
  readonly node?: readonly string[];
  /** Arguments after the file. */
  readonly args?: readonly string[];
  /** Starts the local network on its fixed ports: run under /tmp/perps-playwright.lock. */
  readonly lock?: boolean;
  /** Needs `npm run build` first. */
  readonly build?: boolean;
}

const BENCHES: readonly Bench[] = [
  { file: 'bench/engine.ts', what: 'matching engine throughput (target >= 200,000 orders/s on one core)' },
  { file: 'bench/http.ts', what: 'placed-order latency over HTTP on loopback (p50/p99)' },
  {
    file: 'bench/book.ts',
    what: 'order-book model in Node: apply + top-30 view per frame (target p95 <= 2 ms with drawing)',
    node: ['--expose-gc'],
  },
  {
    file: 'bench/book-browser.ts',
    what: 'the book in headless Chromium at >= 2,000 level updates/s with trades and candles (frame, apply + draw, long tasks, final book), 60 rows',
  },
  {
    file: 'bench/book-browser.ts',
    args: ['2500', '10', '368'],
    what: 'the same at the size the trade page draws its book at 1440x900 (16 rows)',
  },
  {
    file: 'bench/page-weight.ts',
    what: 'JS of / (target <= 120 KB gzip) and of the trade page before interactive (target <= 250 KB), in Chromium',
    lock: true,
    build: true,
  },
  {
    file: 'bench/page-change.ts',
    what: 'warm page change to a usable page (target <= 300 ms) and cold /futures/BTC-PERP to a visible book (target <= 1 s), in Chromium',
    lock: true,
    build: true,
  },
];

let failed = 0;
for (const bench of BENCHES) {
  console.log(`\n### ${bench.file}: ${bench.what}`);
  if (!existsSync(bench.file)) {
    console.log('  (missing)');
    failed++;
    continue;
  }
  if (bench.build && !existsSync('dist/server/entry.mjs')) {
    console.log('  (skipped: run `npm run build` first)');
    continue;
  }
  const args = [...(bench.node ?? []), bench.file, ...(bench.args ?? [])];
  const result = bench.lock
    ? spawnSync('flock', ['/tmp/perps-playwright.lock', process.execPath, ...args], { stdio: 'inherit' })
    : spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
