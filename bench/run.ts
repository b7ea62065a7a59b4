/**
 * `npm run bench`: runs each benchmark in its own Node process, one after another (so they do not share a core),
 * shows their output, and ends with one table of every figure a bench reported (bench/figure.ts): figure, target,
 * measured, ratio (measured / target) and whether the target is met. Targets live in the benches, never in tests.
 * Exits non-zero only when a bench cannot run (it fails or reports no figure), never because a figure misses its
 * target: a slow machine is a finding, not a failure. Benches that start the local network on its fixed ports run
 * under the machine-wide lock; those that need the built site say so and are skipped without it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import { FIGURE_PREFIX, type BenchFigure } from './figure.ts';

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
  { file: 'bench/engine.ts', what: 'matching engine throughput on one core' },
  { file: 'bench/history-gen.ts', what: 'a fresh local network generating its week of history before it serves' },
  { file: 'bench/http.ts', what: 'placed-order latency over HTTP on loopback (p50/p99)' },
  { file: 'bench/book.ts', what: 'order-book model in Node: apply + top-30 view per frame', node: ['--expose-gc'] },
  {
    file: 'bench/book-browser.ts',
    what: 'the book in headless Chromium at >= 2,000 level updates/s with trades and candles (frame, apply + draw, long tasks, final book), 60 rows',
  },
  {
    file: 'bench/book-browser.ts',
    args: ['2500', '10', '368'],
    what: 'the same at the size the trade page draws its book at 1440x900 (16 rows)',
  },
  { file: 'bench/fuzz.ts', what: 'hostile-input fuzz of every exchange call over HTTP (at least 10,000 requests)' },
  {
    file: 'bench/page-weight.ts',
    what: 'JS before interactive, gzip, of every route, in Chromium against the production server',
    lock: true,
    build: true,
  },
  {
    file: 'bench/order-ack.ts',
    what: "order click to the exchange's acknowledgement on screen, on the local network (median of 10)",
    lock: true,
    build: true,
  },
  {
    file: 'bench/page-change.ts',
    what: 'warm page change to a usable page (target <= 300 ms) and cold /futures/BTC-PERP to a visible book (target <= 1 s), in Chromium',
    lock: true,
    build: true,
  },
  {
    file: 'bench/soak.ts',
    what: 'the trade page soaked at >= 2,000 level updates/s for 10 min (SOAK_MINUTES): JS heap and DOM node growth from minute 1',
    lock: true,
    build: true,
  },
];

/** Runs one bench, relaying its output, and resolves with its exit code and the figures it reported. */
function runBench(bench: Bench): Promise<{ code: number; figures: BenchFigure[] }> {
  const args = [...(bench.node ?? []), bench.file, ...(bench.args ?? [])];
  const child = bench.lock
    ? spawn('flock', ['/tmp/perps-playwright.lock', process.execPath, ...args], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const figures: BenchFigure[] = [];
  createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => {
    if (line.startsWith(FIGURE_PREFIX)) figures.push(JSON.parse(line.slice(FIGURE_PREFIX.length)) as BenchFigure);
    else console.log(line);
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, figures })));
}

/** A number as the table shows it: grouped, at most two decimals. */
function show(n: number): string {
  return n.toLocaleString('en', { maximumFractionDigits: Math.abs(n) >= 100 ? 0 : 2 });
}

/**
 * The table, in Markdown so it can go into the README as it is: a row per figure, then a "not measured" row for
 * each bench that could not run, so no figure silently drops out of the table.
 */
function table(rows: readonly BenchFigure[], missing: readonly string[]): string {
  const notMeasured = missing.map((what) => [what, '-', 'not measured', '-', '-']);
  const lines = rows.map((r) => {
    const met = r.better === 'lower' ? r.measured <= r.target : r.measured >= r.target;
    const ratio = r.target === 0 ? '-' : `${(r.measured / r.target).toFixed(2)}x`;
    const target = `${r.better === 'lower' ? '<=' : '>='} ${show(r.target)}`;
    return [r.figure, `${target} ${r.unit}`, `${show(r.measured)} ${r.unit}`, ratio, met ? 'yes' : 'NO'];
  });
  const head = ['figure', 'target', 'measured', 'ratio', 'met'];
  lines.push(...notMeasured);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [row(head), row(widths.map((w) => '-'.repeat(w))), ...lines.map(row)].join('\n');
}

const figures: BenchFigure[] = [];
const failures: string[] = [];
/** What each bench that could not run measures: its "not measured" row. */
const notMeasured: string[] = [];
for (const bench of BENCHES) {
  const name = [bench.file, ...(bench.args ?? [])].join(' ');
  console.log(`\n### ${name}: ${bench.what}`);
  if (!existsSync(bench.file)) {
    console.log('  (missing)');
    failures.push(`${name}: missing`);
    notMeasured.push(bench.what);
    continue;
  }
  if (bench.build && !existsSync('dist/server/entry.mjs')) {
    console.log('  (skipped: run `npm run build` first)');
    failures.push(`${name}: skipped, no build`);
    notMeasured.push(bench.what);
    continue;
  }
  const result = await runBench(bench);
  figures.push(...result.figures);
  if (result.code !== 0) failures.push(`${name}: exited ${result.code}`);
  else if (result.figures.length === 0) failures.push(`${name}: reported no figure`);
  if (result.code !== 0 || result.figures.length === 0) notMeasured.push(bench.what);
}

const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(`\n### Figures against targets (${cpus().length} x ${cpu}, ${new Date().toISOString().slice(0, 16)}Z)\n`);
console.log(table(figures, notMeasured));
if (failures.length > 0) console.log(`\nbenches that could not run: ${failures.join('; ')}`);
process.exit(failures.length === 0 ? 0 : 1);
