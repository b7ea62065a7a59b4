/**
 * Latency of a placed order over HTTP: a real exchange (SQLite WAL, synchronous=FULL, so every order waits for
 * its fsync) on loopback, a signed client, resting limit orders. Prints p50/p99/max for sequential orders and
 * for 8 concurrent writers, and reports the sequential p99 against its target. The exchange runs as `npm start`
 * runs it, in a supervised process of its own; `--in-process` runs it in the bench's process instead, sharing its
 * heap and event loop with the client (how this bench measured before: the client's garbage collections then
 * land inside the exchange's answers). Run: `npx node bench/http.ts [orders] [--in-process]`.
 */
import { loadavg } from 'node:os';
import { fundedExchange, fundedSupervisedExchange } from './funded-exchange.ts';
import { reportFigure } from './figure.ts';

const args = process.argv.slice(2);
const inProcess = args.includes('--in-process');
const ORDERS = Number(args.find((a) => /^\d+$/.test(a)) ?? 2000);
/**
 * p99 of one placed order, sequential, on loopback: the order waits for its fsync (synchronous=FULL), so the target
 * leaves room for a disk flush of a few ms; the click-to-acknowledgement budget on screen is 100 ms.
 */
const TARGET_P99_MS = 10;
const { client, userId, close } = await (inProcess ? fundedExchange('bench') : fundedSupervisedExchange('bench'));
console.log(
  `exchange ${inProcess ? 'in this process' : 'in its own process'}, load average ${loadavg()[0]!.toFixed(2)}`,
);

let price = 1000;
const place = async (): Promise<number> => {
  const started = performance.now();
  await client.placeLimitOrder({
    userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: String((price++ % 50_000) + 1000),
    size: '10000',
  });
  return performance.now() - started;
};
/** Prints the latencies' percentiles and answers the p99 in ms. */
const report = (label: string, ms: number[], wallMs: number): number => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `${label}: n=${ms.length} p50=${at(0.5).toFixed(2)}ms p99=${at(0.99).toFixed(2)}ms max=${sorted.at(-1)!.toFixed(2)}ms throughput=${((ms.length / wallMs) * 1000).toFixed(0)}/s`,
  );
  return at(0.99);
};

for (let i = 0; i < 100; i++) await place(); // warm-up
let t0 = performance.now();
const sequential: number[] = [];
for (let i = 0; i < ORDERS; i++) sequential.push(await place());
const p99 = report('placeLimitOrder sequential', sequential, performance.now() - t0);
if (inProcess) console.log('(in process: not reported as the figure)');
else
  reportFigure({
    figure: 'p99 placed order over HTTP, loopback, sequential',
    target: TARGET_P99_MS,
    measured: p99,
    unit: 'ms',
    better: 'lower',
  });

t0 = performance.now();
const concurrent: number[] = [];
await Promise.all(
  Array.from({ length: 8 }, async () => {
    for (let i = 0; i < ORDERS / 8; i++) concurrent.push(await place());
  }),
);
report('placeLimitOrder 8 concurrent', concurrent, performance.now() - t0);

console.log(`load average ${loadavg()[0]!.toFixed(2)}`);
await close();
