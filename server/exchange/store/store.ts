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
 *
 * WAL checkpoints are taken off the hot path: SQLite's automatic one runs inside the commit that crosses 1,000
 * WAL pages, so the order that happened to cross it waited for the copy to the database file and its fsync. The
 * store's connection turns that off and asks a checkpointer (a worker thread with its own connection, see
 * CHECKPOINTER) for a PASSIVE checkpoint every CHECKPOINT_EVERY commits, which runs beside the next commands
 * without blocking them; should the WAL still pass WAL_BOUND_PAGES (the checkpointer dead, or never catching up),
 * the store checkpoints it itself, inline. Durability is unchanged: a commit is durable when its WAL frames are
 * synced (synchronous = FULL), before the caller acknowledges it; a checkpoint only copies durable frames into
 * the database file, and SQLite keeps that safe against a crash at any point of it.
 */
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
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

/** Commits between two checkpoints asked of the checkpointer (an order's commit writes 3-4 WAL pages). */
export const CHECKPOINT_EVERY = 250;
/** WAL pages past which the store checkpoints inline (RESTART), whatever the checkpointer does: ~40 MiB of 4 KiB pages. */
const WAL_BOUND_PAGES = 10_000;
/** WAL pages past which the store copies the frames the checkpointer left behind itself (~8 MiB). */
export const CATCH_UP_PAGES = 2_000;
/** PASSIVE passes a checkpointer makes per request while writers keep adding frames behind it. */
const CATCH_UP_PASSES = 4;
/** What a checkpoint reports: WAL pages, and those of them copied to the database file. */
export interface CheckpointResult {
  readonly log: number;
  readonly checkpointed: number;
}
/**
 * The checkpointer's thread (CommonJS, evaluated: nothing to resolve or transpile where it starts): its own
 * connection, synchronous = FULL like the writer's, runs a PASSIVE checkpoint per request (never waits for the
 * writer, never blocks it), again while frames were added behind it, and answers the last pass's pages.
 */
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.path);
db.exec('PRAGMA synchronous = FULL');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    let result = checkpoint.get();
    for (let pass = 1; pass < ${CATCH_UP_PASSES} && result.log > result.checkpointed; pass++) result = checkpoint.get();
    parentPort.postMessage({ log: result.log, checkpointed: result.checkpointed });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

/** The exchange's SQLite store. */
export class ExchangeStore {
  readonly #db: DatabaseSync;
  readonly #insertCommand;
  readonly #insertTrade;
  readonly #insertOutbox;
  readonly #insertNonce;
  readonly #maxSeq;
  readonly #path: string;
  #queuedNonces: { id: string; usedAt: number }[] = [];
  /** Commits since the last checkpoint was asked for. */
  #commits = 0;
  /** The checkpointer: undefined until first needed, null once it failed (the store then checkpoints inline). */
  #checkpointer: Worker | null | undefined;
  #checkpointing = false;
  #lastCheckpoint: CheckpointResult | undefined;
  readonly #checkpointWaiters: (() => void)[] = [];

  /** Opens (or creates) the database at `path` (':memory:' for tests). */
  constructor(path: string) {
    this.#path = path;
    this.#db = new DatabaseSync(path);
    this.#db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA wal_autocheckpoint = 0;',
    );
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
    this.#maxSeq = this.#db.prepare('SELECT MAX(seq) AS seq FROM ex_commands');
  }

  /** Sequence number of the last logged command (0 when none). */
  lastSeq(): number {
    return (this.#maxSeq.get() as { seq: number | null }).seq ?? 0;
  }

  /** Appends a command and its derived rows atomically and durably; returns its sequence number. */
  append(command: { readonly type: string; readonly ts: number }, derived: Derived = NO_ROWS): number {
    return this.appendBatch([{ command, derived }])[0]!;
  }

  /** Appends several commands in one durable transaction (one fsync); returns their sequence numbers. */
  appendBatch(
    entries: readonly { command: { readonly type: string; readonly ts: number }; derived?: Derived }[],
  ): number[] {
    const seqs: number[] = [];
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      // read under the write lock: no other writer can take the next number meanwhile
      let seq = this.lastSeq();
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
    this.#committed();
    return seqs;
  }

  /**
   * Counts a commit; every CHECKPOINT_EVERY of them, asks the checkpointer for a checkpoint (a message: the caller
   * goes on at once). Without a checkpointer (it failed to start or died) the store checkpoints inline once the
   * answers of this turn have left.
   */
  #committed(): void {
    this.#commits += 1;
    if (this.#commits < CHECKPOINT_EVERY || this.#checkpointing || this.#path === ':memory:') return;
    this.#commits = 0;
    this.#checkpointing = true;
    const worker = this.#worker();
    if (worker) worker.postMessage('checkpoint');
    else setImmediate(() => this.#checkpointed(this.#checkpointInline('PASSIVE')));
  }

  #worker(): Worker | null {
    if (this.#checkpointer !== undefined) return this.#checkpointer;
    try {
      const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { path: this.#path } });
      worker.unref();
      worker.on('message', (m: CheckpointResult | { error: string }) =>
        this.#checkpointed('error' in m ? this.#checkpointInline('PASSIVE') : m),
      );
      const failed = () => {
        if (this.#checkpointer !== worker) return;
        this.#checkpointer = null;
        if (this.#checkpointing && this.#db.isOpen) this.#checkpointed(this.#checkpointInline('PASSIVE'));
      };
      worker.on('error', failed);
      worker.on('exit', failed);
      this.#checkpointer = worker;
    } catch {
      this.#checkpointer = null;
    }
    return this.#checkpointer;
  }

  /**
   * A checkpoint done. The WAL starts again from its beginning only when a commit begins with every frame of it
   * copied, and under steady writes the checkpointer's last pass tends to end just after a commit began: once the
   * WAL holds CATCH_UP_PAGES (it has not restarted for several checkpoints), the store copies the few frames left
   * itself, between two commands (never inside one), so the next commit restarts it; past WAL_BOUND_PAGES, it
   * checkpoints the WAL whole and restarts it.
   */
  #checkpointed(result: CheckpointResult | undefined): void {
    this.#checkpointing = false;
    if (result && result.log > CATCH_UP_PAGES)
      result = this.#checkpointInline(result.log > WAL_BOUND_PAGES ? 'RESTART' : 'PASSIVE') ?? result;
    if (result) this.#lastCheckpoint = result;
    this.#checkpointWaiters.splice(0).forEach((wake) => wake());
  }

  #checkpointInline(mode: 'PASSIVE' | 'RESTART'): CheckpointResult | undefined {
    if (!this.#db.isOpen) return undefined;
    return this.#db.prepare(`PRAGMA wal_checkpoint(${mode})`).get() as unknown as CheckpointResult;
  }

  /**
   * The last checkpoint's report (WAL pages and those copied), once no checkpoint is running; undefined before the
   * first. For tests and benches.
   */
  async lastCheckpoint(): Promise<CheckpointResult | undefined> {
    if (this.#checkpointing) await new Promise<void>((wake) => this.#checkpointWaiters.push(wake));
    return this.#lastCheckpoint;
  }

  /**
   * Runs `fn` with commits that skip their fsync (synchronous = NORMAL: in WAL mode still safe against a crash of
   * the process, not of the machine), then restores FULL and checkpoints: for bulk work that is regenerated if
   * lost, such as the generated history of a fresh network.
   */
  relaxed<T>(fn: () => T): T {
    // bulk work never yields to the checkpointer's answers: SQLite's own checkpoint keeps its WAL short meanwhile
    this.#db.exec('PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 1000;');
    try {
      return fn();
    } finally {
      this.#db.exec('PRAGMA synchronous = FULL; PRAGMA wal_autocheckpoint = 0;');
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
    this.#committed();
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
    this.#committed();
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

  /**
   * The durability settings of this connection: journal mode, synchronous level (2 = FULL) and the WAL pages at
   * which a commit would checkpoint inline (0: never, the checkpointer does it).
   */
  durability(): { journalMode: string; synchronous: number; walAutocheckpoint: number } {
    const mode = this.#db.prepare('PRAGMA journal_mode').get() as { journal_mode: string };
    const sync = this.#db.prepare('PRAGMA synchronous').get() as { synchronous: number };
    const auto = this.#db.prepare('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint: number };
    return {
      journalMode: mode.journal_mode,
      synchronous: sync.synchronous,
      walAutocheckpoint: auto.wal_autocheckpoint,
    };
  }

  /** Closes the database (and the checkpointer's connection: its thread ends after it). */
  close(): void {
    const worker = this.#checkpointer;
    this.#checkpointer = null;
    worker?.postMessage('close');
    if (this.#db.isOpen) this.#db.close();
    this.#checkpointing = false;
    this.#checkpointWaiters.splice(0).forEach((wake) => wake());
  }
}
