/**
 * History generation: how long a fresh local network takes to generate its week of history before it serves
 * (server/exchange/simulation.ts fillHistory), the figure every e2e run pays at start. Target: at most 15 s on
 * this machine. Each round starts the exchange on an empty SQLite file in a temp folder, so the log writes,
 * the trade tape and the closing snapshot count as they do at a real start. Prints wall-clock time and the main
 * thread's CPU time (process.threadCpuUsage: what other processes on a busy machine do not inflate), per round
 * and as the median. Run: `npx node bench/history-gen.ts [rounds]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startExchange } from '#server/exchange/index.ts';
import { reportFigure } from './figure.ts';

const TARGET_MS = 15_000;
const ROUNDS = Number(process.argv[2] ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const wall: number[] = [];
const cpu: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const dir = mkdtempSync(join(tmpdir(), 'history-bench-'));
  let commands = '';
  const cpu0 = process.threadCpuUsage();
  const t0 = performance.now();
  const exchange = await startExchange({
    db: join(dir, 'ex.sqlite'),
    port: 0,
    history: true,
    maintenance: false,
    log: (m) => (commands = /(\d+) commands/.exec(m)?.[1] ?? commands),
  });
  const ms = performance.now() - t0;
  const used = process.threadCpuUsage(cpu0);
  const cpuMs = (used.user + used.system) / 1000;
  const btc = exchange.service.engine.marketsData(['BTC-PERP'])[0]!;
  await exchange.close();
  rmSync(dir, { recursive: true, force: true });
  wall.push(ms);
  cpu.push(cpuMs);
  console.log(
    `  round ${round}: ${(ms / 1000).toFixed(2)} s wall, ${(cpuMs / 1000).toFixed(2)} s CPU, ${commands} commands, ` +
      `BTC 24 h volume $${(btc.quoteVolume24h / 1_000_000n).toLocaleString('en-US')}`,
  );
}
const headline = median(wall);
console.log(
  `  generating the week: median ${(headline / 1000).toFixed(2)} s wall (${(median(cpu) / 1000).toFixed(2)} s CPU) ` +
    `(target <= ${TARGET_MS / 1000} s) ${headline <= TARGET_MS ? 'OK' : 'OVER TARGET'}`,
);
reportFigure({
  figure: 'local network: generating the week of history (median wall)',
  target: TARGET_MS,
  measured: Math.round(headline),
  unit: 'ms',
  better: 'lower',
});
