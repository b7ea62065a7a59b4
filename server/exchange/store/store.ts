/**
 * Durable state of the exchange in SQLite (node:sqlite, WAL, synchronous=FULL), tables prefixed `ex_`:
 * - ex_commands: every accepted engine Command, appended in one transaction with its derived rows BEFORE the
 *   caller acknowledges it, so an acknowledged mutation survives kill -9;
 * - ex_snapshots: periodic engine snapshots; startup restores the newest and replays the later commands;
 * - ex_trades: the uncapped public trade tape (the engine keeps only recent trades and candles in memory);
 * - ex_outbox: chain side effects (withdrawals) to perform after the commit, retried on restart; an entry
 *   records the chain sequence number its step's transactions take, so a restart can tell a step already done;
 * - ex_nonces: nonces of accepted signed requests, so a request captured before a restart cannot be replayed
 *   after it. They are queued and written in the next command's transaction (no extra fsync on the hot path).
 */
import { DatabaseSync } from 'node:sqlite';
import { parseBig, stringifyBig } from './bigjson.ts';

/** A public trade row ready to store (price and size as bigint). */
export interface TradeRow {
  readonly market: string;
  readonly ts: number;
  readonly price: bigint;
  readonly size: bigint;
  readonly isBid: boolean;
}
/** What one accepted command writes besides itself. */
export interface Derived {
  readonly trades: readonly TradeRow[];
  readonly outbox?: unknown;
}
/** An outbox entry not yet completed. */
export interface PendingStep {
  readonly seq: number;
  readonly body: unknown;
  /** Chain operator sequence number the step's first transaction took when it was last attempted. */
  readonly chainSeq?: bigint;
}
/** A logged command. */
export interface LoggedCommand {
  readonly seq: number;
  readonly command: unknown;
}

/** Nothing derived. */
const NO_ROWS: Derived = { trades: [] };

const SCHEMA = `
CREATE TABLE IF NOT EXISTS ex_commands (seq INTEGER PRIMARY KEY, ts INTEGER NOT NULL, type TEXT NOT NULL, body TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS ex_snapshots (seq INTEGER PRIMARY KEY, created_at INTEGER NOT NULL, body TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS ex_trades (seq INTEGER NOT NULL, idx INTEGER NOT NULL, market TEXT NOT NULL,
  ts INTEGER NOT NULL, price TEXT NOT NULL, size TEXT NOT NULL, is_bid INTEGER NOT NULL, PRIMARY KEY (seq, idx));
CREATE INDEX IF NOT EXISTS ex_trades_market ON ex_trades (market, ts);
CREATE TABLE IF NOT EXISTS ex_outbox (seq INTEGER PRIMARY KEY, body TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS ex_nonces (id TEXT PRIMARY KEY, used_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS ex_nonces_used_at ON ex_nonces (used_at);
`;
/** Columns added to ex_outbox after its first release (databases made before get them on open). */
const OUTBOX_COLUMNS = { chain_seq: 'TEXT', tx_hash: 'TEXT' } as const;

/** The exchange's SQLite store. */
export class ExchangeStore {
  readonly #db: DatabaseSync;
  readonly #insertCommand;
  readonly #insertTrade;
  readonly #insertOutbox;
  readonly #insertNonce;
  #queuedNonces: { id: string; usedAt: number }[] = [];

  /** Opens (or creates) the database at `path` (':memory:' for tests). */
  constructor(path: string) {
    this.#db = new DatabaseSync(path);
    this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;');
    this.#db.exec(SCHEMA);
    const have = new Set(
      (this.#db.prepare('PRAGMA table_info(ex_outbox)').all() as { name: string }[]).map((c) => c.name),
    );
    for (const [name, type] of Object.entries(OUTBOX_COLUMNS)) {
      if (!have.has(name)) this.#db.exec(`ALTER TABLE ex_outbox ADD COLUMN ${name} ${type}`);
    }
    this.#insertCommand = this.#db.prepare('INSERT INTO ex_commands (seq, ts, type, body) VALUES (?, ?, ?, ?)');
    this.#insertTrade = this.#db.prepare(
      'INSERT INTO ex_trades (seq, idx, market, ts, price, size, is_bid) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.#insertOutbox = this.#db.prepare('INSERT INTO ex_outbox (seq, body) VALUES (?, ?)');
    this.#insertNonce = this.#db.prepare('INSERT OR IGNORE INTO ex_nonces (id, used_at) VALUES (?, ?)');
  }

  /** Sequence number of the last logged command (0 when none). */
  lastSeq(): number {
    const row = this.#db.prepare('SELECT MAX(seq) AS seq FROM ex_commands').get() as { seq: number | null };
    return row.seq ?? 0;
  }

  /** Appends a command and its derived rows atomically and durably; returns its sequence number. */
  append(command: { readonly type: string; readonly ts: number }, derived: Derived = NO_ROWS): number {
    return this.appendBatch([{ command, derived }])[0]!;
  }

  /** Appends several commands in one durable transaction (one fsync); returns their sequence numbers. */
  appendBatch(
    entries: readonly { command: { readonly type: string; readonly ts: number }; derived?: Derived }[],
  ): number[] {
    let seq = this.lastSeq();
    const seqs: number[] = [];
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      for (const { command, derived = NO_ROWS } of entries) {
        seq += 1;
        seqs.push(seq);
        this.#insertCommand.run(seq, command.ts, command.type, stringifyBig(command));
        derived.trades.forEach((t, i) =>
          this.#insertTrade.run(seq, i, t.market, t.ts, t.price.toString(), t.size.toString(), t.isBid ? 1 : 0),
        );
        if (derived.outbox !== undefined) this.#insertOutbox.run(seq, stringifyBig(derived.outbox));
      }
      const nonces = this.#writeQueuedNonces();
      this.#db.exec('COMMIT');
      this.#queuedNonces = this.#queuedNonces.slice(nonces);
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
    return seqs;
  }

  /**
   * Runs `fn` with commits that skip their fsync (synchronous = NORMAL: in WAL mode still safe against a crash of
   * the process, not of the machine), then restores FULL and checkpoints: for bulk work that is regenerated if
   * lost, such as the generated history of a fresh network.
   */
  relaxed<T>(fn: () => T): T {
    this.#db.exec('PRAGMA synchronous = NORMAL');
    try {
      return fn();
    } finally {
      this.#db.exec('PRAGMA synchronous = FULL');
      this.#db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    }
  }

  /** Queues an accepted nonce; it becomes durable with the next append or flushNonces. */
  queueNonce(id: string, usedAt: number): void {
    this.#queuedNonces.push({ id, usedAt });
  }

  /** Makes the queued nonces durable now (no-op when none are queued). */
  flushNonces(): void {
    if (this.#queuedNonces.length === 0) return;
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const nonces = this.#writeQueuedNonces();
      this.#db.exec('COMMIT');
      this.#queuedNonces = this.#queuedNonces.slice(nonces);
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Durable nonces used at or after `since` (queued ones not included). */
  recentNonces(since: number): { id: string; usedAt: number }[] {
    const rows = this.#db.prepare('SELECT id, used_at FROM ex_nonces WHERE used_at >= ?').all(since) as {
      id: string;
      used_at: number;
    }[];
    return rows.map((r) => ({ id: r.id, usedAt: r.used_at }));
  }

  /** Deletes nonces used before `before`. */
  forgetNonces(before: number): void {
    this.#db.prepare('DELETE FROM ex_nonces WHERE used_at < ?').run(before);
  }

  #writeQueuedNonces(): number {
    for (const n of this.#queuedNonces) this.#insertNonce.run(n.id, n.usedAt);
    return this.#queuedNonces.length;
  }

  /** Commands with a sequence number above `seq`, in order. */
  *commandsAfter(seq: number): Generator<LoggedCommand> {
    const stmt = this.#db.prepare('SELECT seq, body FROM ex_commands WHERE seq > ? ORDER BY seq');
    for (const row of stmt.iterate(seq) as Iterable<{ seq: number; body: string }>) {
      yield { seq: row.seq, command: parseBig(row.body) };
    }
  }

  /** Saves a snapshot of the state after command `seq`; keeps the newest three. */
  saveSnapshot(seq: number, state: unknown, now: number): void {
    this.#db
      .prepare('INSERT OR REPLACE INTO ex_snapshots (seq, created_at, body) VALUES (?, ?, ?)')
      .run(seq, now, stringifyBig(state));
    this.#db
      .prepare('DELETE FROM ex_snapshots WHERE seq NOT IN (SELECT seq FROM ex_snapshots ORDER BY seq DESC LIMIT 3)')
      .run();
  }

  /** The newest snapshot, or null. */
  latestSnapshot(): { seq: number; state: unknown } | null {
    const row = this.#db.prepare('SELECT seq, body FROM ex_snapshots ORDER BY seq DESC LIMIT 1').get() as
      { seq: number; body: string } | undefined;
    return row ? { seq: row.seq, state: parseBig(row.body) } : null;
  }

  /** Trades of a market with ts in [from, to], oldest first, at most `limit` (the newest ones when cut). */
  trades(market: string, from: number, to: number, limit: number): TradeRow[] {
    const rows = this.#db
      .prepare(
        'SELECT * FROM (SELECT seq, idx, ts, price, size, is_bid FROM ex_trades WHERE market = ? AND ts BETWEEN ? AND ? ' +
          'ORDER BY seq DESC, idx DESC LIMIT ?) ORDER BY seq, idx',
      )
      .all(market, from, to, limit) as { ts: number; price: string; size: string; is_bid: number }[];
    return rows.map((r) => ({ market, ts: r.ts, price: BigInt(r.price), size: BigInt(r.size), isBid: r.is_bid === 1 }));
  }

  /** Chain side effects not yet performed, oldest first. */
  pendingOutbox(): PendingStep[] {
    const rows = this.#db.prepare('SELECT seq, body, chain_seq FROM ex_outbox WHERE done = 0 ORDER BY seq').all() as {
      seq: number;
      body: string;
      chain_seq: string | null;
    }[];
    return rows.map((r) => ({
      seq: r.seq,
      body: parseBig(r.body),
      ...(r.chain_seq === null ? {} : { chainSeq: BigInt(r.chain_seq) }),
    }));
  }

  /** Durably records that the step of an outbox entry is about to run as chain sequence number `chainSeq` on. */
  attemptOutbox(seq: number, chainSeq: bigint): void {
    this.#db.prepare('UPDATE ex_outbox SET chain_seq = ? WHERE seq = ?').run(chainSeq.toString(), seq);
  }

  /** Marks an outbox entry performed, with the chain transaction that did it when known. */
  completeOutbox(seq: number, txHash: string | null = null): void {
    this.#db.prepare('UPDATE ex_outbox SET done = 1, tx_hash = ? WHERE seq = ?').run(txHash, seq);
  }

  /** The chain transaction recorded for a completed outbox entry, or null. */
  outboxTxHash(seq: number): string | null {
    const row = this.#db.prepare('SELECT tx_hash FROM ex_outbox WHERE seq = ?').get(seq) as
      { tx_hash: string | null } | undefined;
    return row?.tx_hash ?? null;
  }

  /** The durability settings of this connection: journal mode and synchronous level (2 = FULL). */
  durability(): { journalMode: string; synchronous: number } {
    const mode = this.#db.prepare('PRAGMA journal_mode').get() as { journal_mode: string };
    const sync = this.#db.prepare('PRAGMA synchronous').get() as { synchronous: number };
    return { journalMode: mode.journal_mode, synchronous: sync.synchronous };
  }

  /** Closes the database. */
  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
