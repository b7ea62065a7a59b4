/**
 * Where a sequential placed order's time goes, part by part (the same exchange and client as bench/http.ts, in one
 * process): the client's signing and send, the server's body read + JSON + schema + signature check, the engine, the
 * store's inserts and its COMMIT (the fsync), the rest of the handler, the answer (response check, JSON, write) and
 * the client's read. Prints p50/p99/max per part, the orders over the p99 with their parts, the WAL checkpoints and
 * garbage collections that overlapped an order, and the load average. Run: `npx node bench/order-profile.ts [orders]`.
 */
import { existsSync, statSync } from 'node:fs';
import { Server } from 'node:http';
import { loadavg } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import { Engine } from '#server/engine/engine.ts';
import { ExchangeService } from '#server/exchange/service.ts';
import { ExchangeStore } from '#server/exchange/store/store.ts';
import { fundedExchange } from './funded-exchange.ts';

const ORDERS = Number(process.argv[2] ?? 2000);

/** Time stamps of the order in flight (performance.now()). */
interface Marks {
  c0: number;
  request?: number;
  handle0?: number;
  handle1?: number;
  apply?: number;
  append0?: number;
  commit0?: number;
  commit1?: number;
  append1?: number;
  finish?: number;
  c1?: number;
  checkpoint?: number;
  gc: number;
}
let current: Marks | undefined;

const emit = Server.prototype.emit;
Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
  const [req, res] = args as [{ url?: string }, { once(e: string, f: () => void): void }];
  if (event === 'request' && current && req.url === '/api/placeLimitOrder') {
    const marks = current;
    marks.request = performance.now();
    res.once('finish', () => (marks.finish = performance.now()));
  }
  return (emit as (this: Server, event: string, ...rest: unknown[]) => boolean).call(this, event, ...args);
} as typeof Server.prototype.emit;
const wrap = <T extends object>(proto: T, name: keyof T, before: (m: Marks) => void, after: (m: Marks) => void) => {
  const original = proto[name] as (...args: unknown[]) => unknown;
  (proto as Record<keyof T, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
    const m = current;
    if (m) before(m);
    const out = original.apply(this, args);
    if (m && out instanceof Promise) void out.finally(() => after(m));
    else if (m) after(m);
    return out;
  };
};
let applyStart = 0;
wrap(
  Engine.prototype,
  'apply',
  () => (applyStart = performance.now()),
  (m) => (m.apply = (m.apply ?? 0) + performance.now() - applyStart),
);
wrap(
  ExchangeService.prototype,
  'handle',
  (m) => (m.handle0 = performance.now()),
  (m) => (m.handle1 = performance.now()),
);
wrap(
  ExchangeStore.prototype,
  'appendBatch',
  (m) => (m.append0 = performance.now()),
  (m) => (m.append1 = performance.now()),
);
const exec = DatabaseSync.prototype.exec;
DatabaseSync.prototype.exec = function (this: DatabaseSync, sql: string) {
  const m = current;
  const t0 = performance.now();
  exec.call(this, sql);
  if (m && sql === 'COMMIT') [m.commit0, m.commit1] = [t0, performance.now()];
  if (m && /wal_checkpoint/.test(sql)) m.checkpoint = (m.checkpoint ?? 0) + performance.now() - t0;
};
const gcs: { start: number; duration: number; kind: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    gcs.push({
      start: e.startTime,
      duration: e.duration,
      kind: (e as unknown as { detail: { kind: number } }).detail.kind,
    });
}).observe({ entryTypes: ['gc'] });

const { exchange, db, client, userId, close } = await fundedExchange('profile');
let price = 1000;
const place = async (): Promise<Marks> => {
  const m: Marks = { c0: performance.now(), gc: 0 };
  current = m;
  await client.placeLimitOrder({
    userId,
    market: 'BTC-PERP',
    side: 'Bid',
    price: String((price++ % 50_000) + 1000),
    size: '10000',
  });
  m.c1 = performance.now();
  current = undefined;
  return m;
};
for (let i = 0; i < 100; i++) await place(); // warm-up
const load0 = loadavg()[0]!;
const all: Marks[] = [];
for (let i = 0; i < ORDERS; i++) all.push(await place());
await new Promise((resolve) => setTimeout(resolve, 50)); // the last GC entries
for (const m of all) for (const g of gcs) if (g.start < m.c1! && g.start + g.duration > m.c0) m.gc += g.duration;

const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak callbacks' };
const during = gcs.filter((g) => g.start >= all[0]!.c0 && g.start <= all.at(-1)!.c1!);
for (const [kind, name] of Object.entries(GC_KINDS)) {
  const of = during.filter((g) => g.kind === Number(kind)).map((g) => g.duration);
  if (of.length > 0)
    console.log(
      `GC ${name}: ${of.length}, total ${of.reduce((a, b) => a + b, 0).toFixed(1)} ms, longest ${Math.max(...of).toFixed(1)} ms`,
    );
}
console.log(`heap used ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(1)} MiB`);
const d = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? 0 : b - a);
const PARTS: Record<string, (m: Marks) => number> = {
  total: (m) => d(m.c0, m.c1),
  'client sign + send': (m) => d(m.c0, m.request),
  'read + parse + schema + auth': (m) => d(m.request, m.handle0),
  engine: (m) => m.apply ?? 0,
  'store inserts': (m) => d(m.append0, m.commit0),
  'store COMMIT (fsync)': (m) => d(m.commit0, m.commit1),
  'handler rest': (m) => d(m.handle0, m.handle1) - d(m.append0, m.append1) - (m.apply ?? 0),
  'answer (check, JSON, write)': (m) => d(m.handle1, m.finish),
  'client read': (m) => d(m.finish, m.c1),
  'GC overlapping': (m) => m.gc,
};
const pct = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
console.log(`orders ${ORDERS}, load average ${load0.toFixed(2)} -> ${loadavg()[0]!.toFixed(2)}`);
for (const [name, f] of Object.entries(PARTS)) {
  const xs = all.map(f).sort((a, b) => a - b);
  console.log(
    `${name.padEnd(30)} p50 ${pct(xs, 0.5).toFixed(3).padStart(8)}  p99 ${pct(xs, 0.99).toFixed(3).padStart(8)}  max ${xs.at(-1)!.toFixed(3).padStart(8)} ms`,
  );
}
const p99 = pct(
  all.map(PARTS.total!).sort((a, b) => a - b),
  0.99,
);
console.log(`\norders at or over the p99 (${p99.toFixed(2)} ms), their parts:`);
for (const m of all.filter((x) => PARTS.total!(x) >= p99))
  console.log(
    Object.entries(PARTS)
      .map(([n, f]) => `${n.split(' ')[0]}=${f(m).toFixed(1)}`)
      .join(' '),
  );
const wal = existsSync(`${db}-wal`) ? statSync(`${db}-wal`).size : 0;
const store = exchange.service.store as Partial<{ lastCheckpoint(): Promise<unknown> }>;
const checkpoint = await store.lastCheckpoint?.();
console.log(`\nWAL file ${(wal / 2 ** 20).toFixed(1)} MiB; last checkpoint ${JSON.stringify(checkpoint ?? 'none')}`);
await close();
