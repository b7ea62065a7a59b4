/**
 * The store's WAL checkpoints (server/exchange/store/store.ts): commits never checkpoint inline (the order that
 * crossed SQLite's 1,000 pages used to wait for the copy and its fsync); a checkpointer thread copies the WAL into
 * the database file every CHECKPOINT_EVERY commits, and the WAL stays bounded under steady writes (the store copies
 * what the checkpointer left behind); and a command acknowledged is durable across kill -9 at any point of it.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, it } from 'vitest';
import { CATCH_UP_PAGES, CHECKPOINT_EVERY, ExchangeStore } from '#server/exchange/store/store.ts';

const dir = mkdtempSync(join(tmpdir(), 'ex-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Largest WAL frame: a 4 KiB page and its 24-byte header. */
const FRAME_BYTES = 4096 + 24;

/** Commands in the database file alone (a copy without its WAL): what checkpoints put there. */
function commandsInFile(path: string): number {
  const copy = `${path}.alone`;
  copyFileSync(path, copy);
  const db = new DatabaseSync(copy, { readOnly: true });
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM ex_commands').get() as { n: number };
  db.close();
  return n;
}

it('copies the WAL into the database file beside the commits and keeps the WAL bounded', async () => {
  const path = join(dir, 'steady.db');
  const store = new ExchangeStore(path);
  const commits = 5 * CHECKPOINT_EVERY;
  for (let i = 1; i <= commits; i++) {
    store.queueNonce(`key:${i}`, i);
    store.append({ type: 'placeLimitOrder', ts: i, note: 'x'.repeat(200) } as never);
    // one command per turn, as the exchange logs orders
    await new Promise((resolve) => setImmediate(resolve));
  }
  const last = await store.lastCheckpoint();
  // every page the last checkpoint saw was copied, and the WAL restarted along the way: its file never held more
  // than the catch-up mark and two checkpoints' worth of commits (an order's commit writes 3-5 pages; without
  // restarts these 1,250 commits take ~5,500 pages)
  expect(last).toMatchObject({ log: last?.checkpointed });
  expect(statSync(`${path}-wal`).size).toBeLessThanOrEqual((CATCH_UP_PAGES + 2 * CHECKPOINT_EVERY * 5) * FRAME_BYTES);
  // no inline checkpoint: the file alone holds the commands up to a checkpoint of the checkpointer
  expect(store.durability().walAutocheckpoint).toBe(0);
  expect(commandsInFile(path)).toBeGreaterThanOrEqual(commits - CHECKPOINT_EVERY);
  store.close();
  const again = new ExchangeStore(path);
  expect(again.lastSeq()).toBe(commits);
  expect(again.recentNonces(commits).map((n) => n.id)).toEqual([`key:${commits}`]);
  again.close();
});

it('keeps every acknowledged command across kill -9 while the checkpointer runs', async () => {
  const path = join(dir, 'killed.db');
  const child = spawn('npx', ['node', join(import.meta.dirname, 'store-kill-child.ts'), path], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let acked = 0;
  // killed at a point of its own once several checkpoints ran (some of it mid-commit, some mid-checkpoint)
  for await (const line of createInterface({ input: child.stdout! })) {
    acked = Number(line);
    if (acked === 3 * CHECKPOINT_EVERY + 17) {
      process.kill(-child.pid!, 'SIGKILL');
      break;
    }
  }
  await exited;
  // checkpoints had copied commands into the file before the kill (only the checkpointer does)
  expect(commandsInFile(path)).toBeGreaterThanOrEqual(CHECKPOINT_EVERY);
  const store = new ExchangeStore(path);
  expect(store.lastSeq()).toBeGreaterThanOrEqual(acked);
  const logged = [...store.commandsAfter(0)].slice(0, acked);
  expect(logged.map((c) => c.seq)).toEqual(Array.from({ length: acked }, (_, i) => i + 1));
  expect(logged.map((c) => (c.command as { price: bigint }).price)).toEqual(
    Array.from({ length: acked }, (_, i) => BigInt(i + 1) * 10n ** 9n),
  );
  expect(store.recentNonces(0).length).toBeGreaterThanOrEqual(acked);
  store.close();
}, 60_000);
