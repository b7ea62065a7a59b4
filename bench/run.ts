/**
 * `npm run bench`: runs each benchmark in its own Node process, one after another (so they do not share a core),
 * and prints their figures. Targets live here, as ratios printed next to the figures, never in tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BENCHES = [
  { file: 'bench/engine.ts', what: 'matching engine throughput (target >= 200,000 orders/s on one core)' },
  { file: 'bench/http.ts', what: 'placed-order latency over HTTP on loopback (p50/p99)' },
  { file: 'bench/site-size.ts', what: 'built JS of the home page (needs npm run build)' },
];

let failed = 0;
for (const bench of BENCHES) {
  console.log(`\n### ${bench.file}: ${bench.what}`);
  if (!existsSync(bench.file)) {
    console.log('  (missing)');
    failed++;
    continue;
  }
  const result = spawnSync(process.execPath, [bench.file], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
