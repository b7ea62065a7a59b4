/**
 * SQLite persistence of the chain (tables prefixed `chain_`): accounts, fungible balances, asset metadata, committed
 * transactions and ledger counters, plus the indexer's processed tables (fungible-asset activities and the
 * transactions each account took part in), written in the commit's own transaction so the indexer is never behind.
 * Amounts and u64 numbers are stored as decimal TEXT (u64 overflows INTEGER).
 */
import { DatabaseSync } from 'node:sqlite';

/** An account's persisted state. */
export interface AccountRow {
  /** Long-form address. */
  address: string;
  /** Next sequence number. */
  sequenceNumber: bigint;
  /** Authentication key, long-form hex. */
  authKey: string;
}

/** A persisted fungible balance of (owner, asset). */
export interface BalanceRow {
  owner: string;
  asset: string;
  amount: bigint;
  /** Version of the last transaction that touched it. */
  lastVersion: bigint;
  /** Timestamp (microseconds) of that transaction. */
  lastTimestampUs: bigint;
}

/** Ledger counters. */
export interface LedgerMeta {
  /** Version of the latest committed transaction (0 = genesis). */
  ledgerVersion: bigint;
  /** Height of the latest block. */
  blockHeight: bigint;
  /** Timestamp (microseconds) of the latest block. */
  timestampUs: bigint;
}

/** One fungible-asset activity as the indexer's fungible_asset_activities table holds it. */
export interface FaActivityRow {
  version: bigint;
  /** Index of the transaction event the row comes from; -1 for the gas fee, as the Aptos indexer numbers it. */
  eventIndex: number;
  blockHeight: bigint;
  timestampUs: bigint;
  /** Event type: 0x1::fungible_asset::Withdraw / Deposit, or 0x1::aptos_coin::GasFeeEvent. */
  type: string;
  owner: string;
  asset: string;
  amount: bigint;
  isGasFee: boolean;
  /** The sponsor of a gas fee paid by a fee payer, else null. */
  gasFeePayer: string | null;
  success: boolean;
  /** The entry function the transaction called. */
  entryFunction: string;
}

/** The largest integer SQLite binds (signed 64-bit). */
const MAX_SQLITE_INTEGER = 2n ** 63n - 1n;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS chain_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS chain_accounts (address TEXT PRIMARY KEY, sequence_number TEXT NOT NULL, auth_key TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS chain_balances (owner TEXT NOT NULL, asset TEXT NOT NULL, amount TEXT NOT NULL,
  last_version TEXT NOT NULL, last_timestamp_us TEXT NOT NULL, PRIMARY KEY (owner, asset));
CREATE TABLE IF NOT EXISTS chain_assets (address TEXT PRIMARY KEY, symbol TEXT NOT NULL, name TEXT NOT NULL,
  decimals INTEGER NOT NULL, icon_uri TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS chain_transactions (version INTEGER PRIMARY KEY, hash TEXT NOT NULL UNIQUE,
  block_height INTEGER NOT NULL, sender TEXT NOT NULL, sequence_number TEXT NOT NULL, success INTEGER NOT NULL,
  json TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS chain_transactions_sender ON chain_transactions (sender, version);
CREATE TABLE IF NOT EXISTS chain_fa_activities (version INTEGER NOT NULL, event_index INTEGER NOT NULL,
  block_height INTEGER NOT NULL, timestamp_us TEXT NOT NULL, type TEXT NOT NULL, owner TEXT NOT NULL,
  asset TEXT NOT NULL, amount TEXT NOT NULL, is_gas_fee INTEGER NOT NULL, gas_fee_payer TEXT, success INTEGER NOT NULL,
  entry_function TEXT NOT NULL, PRIMARY KEY (version, event_index));
CREATE TABLE IF NOT EXISTS chain_account_transactions (address TEXT NOT NULL, version INTEGER NOT NULL,
  PRIMARY KEY (address, version));
`;

/** The chain's SQLite tables behind a small typed API; every write of one commit goes through `atomically`. */
export class LedgerStore {
  readonly db: DatabaseSync;
  private readonly owned: boolean;

  /**
   * Opens (or creates) the tables in a database handle or file path; a path is opened in WAL mode, waiting for
   * the file's lock when another process (the exchange's own, server/supervisor.ts) is writing its tables.
   */
  constructor(db: DatabaseSync | string) {
    this.owned = typeof db === 'string';
    this.db = typeof db === 'string' ? new DatabaseSync(db) : db;
    if (this.owned) this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
    this.db.exec(SCHEMA);
  }

  /** Runs fn inside one SQLite transaction (all or nothing). */
  atomically<T>(fn: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const out = fn();
      this.db.exec('COMMIT');
      return out;
    } catch (e) {
      this.db.exec('ROLLBACK');
      throw e;
    }
  }

  /** Ledger counters, or undefined for a fresh database. */
  readMeta(): LedgerMeta | undefined {
    const rows = this.db.prepare('SELECT key, value FROM chain_meta').all() as { key: string; value: string }[];
    const m = new Map(rows.map((r) => [r.key, r.value]));
    const v = m.get('ledger_version');
    if (v === undefined) return undefined;
    return {
      ledgerVersion: BigInt(v),
      blockHeight: BigInt(m.get('block_height') ?? '0'),
      timestampUs: BigInt(m.get('timestamp_us') ?? '0'),
    };
  }

  /** Saves the ledger counters. */
  writeMeta(meta: LedgerMeta): void {
    const put = this.db.prepare(
      'INSERT INTO chain_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    );
    put.run('ledger_version', meta.ledgerVersion.toString());
    put.run('block_height', meta.blockHeight.toString());
    put.run('timestamp_us', meta.timestampUs.toString());
  }

  /** Every persisted account. */
  readAccounts(): AccountRow[] {
    const rows = this.db.prepare('SELECT address, sequence_number, auth_key FROM chain_accounts').all() as Record<
      string,
      string
    >[];
    return rows.map((r) => ({ address: r.address!, sequenceNumber: BigInt(r.sequence_number!), authKey: r.auth_key! }));
  }

  /** Inserts or updates an account. */
  writeAccount(a: AccountRow): void {
    this.db
      .prepare(
        'INSERT INTO chain_accounts (address, sequence_number, auth_key) VALUES (?, ?, ?) ON CONFLICT(address) DO UPDATE SET sequence_number = excluded.sequence_number, auth_key = excluded.auth_key',
      )
      .run(a.address, a.sequenceNumber.toString(), a.authKey);
  }

  /** Every persisted balance. */
  readBalances(): BalanceRow[] {
    const rows = this.db
      .prepare('SELECT owner, asset, amount, last_version, last_timestamp_us FROM chain_balances')
      .all() as Record<string, string>[];
    return rows.map((r) => ({
      owner: r.owner!,
      asset: r.asset!,
      amount: BigInt(r.amount!),
      lastVersion: BigInt(r.last_version!),
      lastTimestampUs: BigInt(r.last_timestamp_us!),
    }));
  }

  /** Inserts or updates a balance. */
  writeBalance(b: BalanceRow): void {
    this.db
      .prepare(
        'INSERT INTO chain_balances (owner, asset, amount, last_version, last_timestamp_us) VALUES (?, ?, ?, ?, ?) ON CONFLICT(owner, asset) DO UPDATE SET amount = excluded.amount, last_version = excluded.last_version, last_timestamp_us = excluded.last_timestamp_us',
      )
      .run(b.owner, b.asset, b.amount.toString(), b.lastVersion.toString(), b.lastTimestampUs.toString());
  }

  /** Writes an asset's metadata (idempotent). */
  writeAsset(a: { address: string; symbol: string; name: string; decimals: number; iconUri: string }): void {
    this.db
      .prepare(
        'INSERT INTO chain_assets (address, symbol, name, decimals, icon_uri) VALUES (?, ?, ?, ?, ?) ON CONFLICT(address) DO UPDATE SET symbol = excluded.symbol, name = excluded.name, decimals = excluded.decimals, icon_uri = excluded.icon_uri',
      )
      .run(a.address, a.symbol, a.name, a.decimals, a.iconUri);
  }

  /** Appends a committed transaction. */
  insertTransaction(t: {
    version: bigint;
    hash: string;
    blockHeight: bigint;
    sender: string;
    sequenceNumber: bigint;
    success: boolean;
    json: string;
  }): void {
    this.db
      .prepare(
        'INSERT INTO chain_transactions (version, hash, block_height, sender, sequence_number, success, json) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(t.version, t.hash, t.blockHeight, t.sender, t.sequenceNumber.toString(), t.success ? 1 : 0, t.json);
  }

  /** Appends one fungible-asset activity. */
  insertActivity(a: FaActivityRow): void {
    this.db
      .prepare(
        'INSERT INTO chain_fa_activities (version, event_index, block_height, timestamp_us, type, owner, asset, amount, is_gas_fee, gas_fee_payer, success, entry_function) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        a.version,
        a.eventIndex,
        a.blockHeight,
        a.timestampUs.toString(),
        a.type,
        a.owner,
        a.asset,
        a.amount.toString(),
        a.isGasFee ? 1 : 0,
        a.gasFeePayer,
        a.success ? 1 : 0,
        a.entryFunction,
      );
  }

  /** Every fungible-asset activity, oldest first. */
  readActivities(): FaActivityRow[] {
    const rows = this.db.prepare('SELECT * FROM chain_fa_activities ORDER BY version, event_index').all() as Record<
      string,
      string | number | null
    >[];
    return rows.map((r) => ({
      version: BigInt(r.version!),
      eventIndex: Number(r.event_index),
      blockHeight: BigInt(r.block_height!),
      timestampUs: BigInt(r.timestamp_us!),
      type: String(r.type),
      owner: String(r.owner),
      asset: String(r.asset),
      amount: BigInt(r.amount!),
      isGasFee: r.is_gas_fee === 1,
      gasFeePayer: r.gas_fee_payer === null ? null : String(r.gas_fee_payer),
      success: r.success === 1,
      entryFunction: String(r.entry_function),
    }));
  }

  /** Records that an account took part in the transaction at `version`. */
  insertAccountTransaction(address: string, version: bigint): void {
    this.db
      .prepare('INSERT OR IGNORE INTO chain_account_transactions (address, version) VALUES (?, ?)')
      .run(address, version);
  }

  /** Every (account, version) pair of the account_transactions table. */
  readAccountTransactions(): { address: string; version: bigint }[] {
    const rows = this.db.prepare('SELECT address, version FROM chain_account_transactions ORDER BY version').all() as {
      address: string;
      version: number;
    }[];
    return rows.map((r) => ({ address: r.address, version: BigInt(r.version) }));
  }

  /** A committed transaction's JSON by hash. */
  transactionByHash(hash: string): string | undefined {
    const row = this.db.prepare('SELECT json FROM chain_transactions WHERE hash = ?').get(hash) as
      { json: string } | undefined;
    return row?.json;
  }

  /** A committed transaction's JSON by version. */
  transactionByVersion(version: bigint): string | undefined {
    if (version > MAX_SQLITE_INTEGER) return undefined; // past SQLite's integers: no version is that high
    const row = this.db.prepare('SELECT json FROM chain_transactions WHERE version = ?').get(version) as
      { json: string } | undefined;
    return row?.json;
  }

  /** Committed transactions from version `start` on, at most `limit`, optionally only one sender's. */
  listTransactions(start: bigint, limit: number, sender?: string): string[] {
    if (start > MAX_SQLITE_INTEGER) return []; // a u64 start past SQLite's integers: no version is that high
    const rows = sender
      ? this.db
          .prepare(
            'SELECT json FROM chain_transactions WHERE sender = ? AND CAST(sequence_number AS INTEGER) >= ? ORDER BY version LIMIT ?',
          )
          .all(sender, start, limit)
      : this.db
          .prepare('SELECT json FROM chain_transactions WHERE version >= ? ORDER BY version LIMIT ?')
          .all(start, limit);
    return (rows as { json: string }[]).map((r) => r.json);
  }

  /** Closes the database when this store opened it. */
  close(): void {
    if (this.owned && this.db.isOpen) this.db.close();
  }
}
