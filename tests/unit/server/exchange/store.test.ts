import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { parseBig, stringifyBig } from '#server/exchange/store/bigjson.ts';
import { ExchangeStore } from '#server/exchange/store/store.ts';

const dirs: string[] = [];
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ex-store-'));
  dirs.push(dir);
  return join(dir, 'ex.db');
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('bigint JSON', () => {
  it.each([
    ['nested bigints', { a: 1n, b: [-2n, 'x'], c: { d: 10n ** 30n } }],
    ['a look-alike tag', { $n: 'not a number' }],
    ['a string ending in n', { alias: '1n' }],
  ])('round-trips %s exactly', (_name, value) => expect(parseBig(stringifyBig(value))).toEqual(value));
});

describe('ExchangeStore', () => {
  it('logs commands with their rows and replays them after reopening', () => {
    const path = tempDb();
    const store = new ExchangeStore(path);
    const s1 = store.append({ type: 'deposit', ts: 5, amount: 7n } as never, {
      trades: [{ market: 'BTC-PERP', ts: 5, price: 10n, size: 2n, isBid: true }],
      outbox: { kind: 'withdraw', amount: 7n },
    });
    const s2 = store.append({ type: 'setAlias', ts: 6 } as never);
    store.saveSnapshot(s1, { engine: 1n }, 100);
    store.close();
    const again = new ExchangeStore(path);
    expect([s1, s2, again.lastSeq()]).toEqual([1, 2, 2]);
    expect([...again.commandsAfter(1)]).toEqual([{ seq: 2, command: { type: 'setAlias', ts: 6 } }]);
    expect(again.latestSnapshot()).toEqual({ seq: 1, state: { engine: 1n } });
    expect(again.trades('BTC-PERP', 0, 10, 10)).toEqual([
      { market: 'BTC-PERP', ts: 5, price: 10n, size: 2n, isBid: true },
    ]);
    expect(again.pendingOutbox()).toEqual([{ seq: 1, body: { kind: 'withdraw', amount: 7n } }]);
    again.completeOutbox(1);
    expect(again.pendingOutbox()).toEqual([]);
    again.close();
  });

  it('writes nothing of a batch when one row fails', () => {
    const store = new ExchangeStore(':memory:');
    const bad = {
      trades: [
        { market: 'BTC-PERP', ts: 1, price: 1n, size: 1n, isBid: true },
        { market: null as never, ts: 1, price: 1n, size: 1n, isBid: true },
      ],
    };
    expect(() =>
      store.appendBatch([{ command: { type: 'a', ts: 1 } }, { command: { type: 'b', ts: 1 }, derived: bad }]),
    ).toThrow();
    expect(store.lastSeq()).toBe(0);
    expect(store.trades('BTC-PERP', 0, 10, 10)).toEqual([]);
  });

  it('keeps the newest three snapshots', () => {
    const store = new ExchangeStore(':memory:');
    for (const seq of [1, 2, 3, 4]) store.saveSnapshot(seq, { seq }, seq);
    expect(store.latestSnapshot()).toEqual({ seq: 4, state: { seq: 4 } });
  });

  it('writes queued nonces with the next command, and keeps them queued when that write fails', () => {
    const store = new ExchangeStore(':memory:');
    store.queueNonce('k:a', 5);
    expect(store.recentNonces(0)).toEqual([]);
    store.append({ type: 'setAlias', ts: 5 });
    expect(store.recentNonces(0)).toEqual([{ id: 'k:a', usedAt: 5 }]);
    store.queueNonce('k:b', 6);
    const bad = { trades: [{ market: null as never, ts: 1, price: 1n, size: 1n, isBid: true }] };
    expect(() => store.append({ type: 'x', ts: 6 }, bad)).toThrow();
    expect(store.recentNonces(0).map((n) => n.id)).toEqual(['k:a']);
    store.flushNonces();
    expect(store.recentNonces(6).map((n) => n.id)).toEqual(['k:b']);
    store.forgetNonces(6);
    expect(store.recentNonces(0).map((n) => n.id)).toEqual(['k:b']);
  });

  it('adds the outbox columns to a database made before them, keeping its entries', () => {
    const path = tempDb();
    const old = new DatabaseSync(path);
    old.exec('CREATE TABLE ex_outbox (seq INTEGER PRIMARY KEY, body TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 0)');
    old.prepare('INSERT INTO ex_outbox (seq, body) VALUES (?, ?)').run(1, stringifyBig({ kind: 'pay', amount: 3n }));
    old.close();
    const store = new ExchangeStore(path);
    expect(store.pendingOutbox()).toEqual([{ seq: 1, body: { kind: 'pay', amount: 3n } }]);
    store.attemptOutbox(1, 2n ** 64n - 1n);
    expect(store.pendingOutbox()).toEqual([{ seq: 1, body: { kind: 'pay', amount: 3n }, chainSeq: 2n ** 64n - 1n }]);
    store.completeOutbox(1, '0xabc');
    expect([store.pendingOutbox(), store.outboxTxHash(1)]).toEqual([[], '0xabc']);
    store.close();
  });

  it('runs in WAL mode with full sync', () => {
    const path = tempDb();
    const store = new ExchangeStore(path);
    // synchronous is a setting of the connection, not of the file: only the store's own connection can tell; its
    // commits never checkpoint inline (store-checkpoint.test.ts)
    expect(store.durability()).toEqual({ journalMode: 'wal', synchronous: 2, walAutocheckpoint: 0 });
    store.close();
    // the journal mode is persistent in the file: a fresh plain connection sees it
    const plain = new DatabaseSync(path);
    expect(plain.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    plain.close();
  });
});
