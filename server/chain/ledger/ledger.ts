/**
 * The chain's state: accounts, fungible balances, the mempool and committed transactions, held in memory and
 * written through to SQLite on every commit. The exchange server uses the in-process API (balanceOf, mint,
 * transfer, getTransaction, onTransaction); the node API submits signed transactions through `submit`. A queued
 * transaction runs after the execution delay (or when `executePending()` is called, in manual mode); one whose
 * expiry has passed by then is discarded, as a node's mempool does, and its hash is unknown afterwards.
 */
import type { DatabaseSync } from 'node:sqlite';
import { LOCAL_ASSETS, LOCAL_CHAIN_ID, resolveAsset } from '#lib/chain/local-assets.ts';
import { LedgerStore, type LedgerMeta } from './store.ts';
import { persistOutcome, runExecution, type Outcome } from './commit.ts';
import {
  labelHash,
  longAddress,
  moduleEvent,
  printAddress,
  type PayloadJson,
  type PendingTxJson,
  type TxJson,
  type UserTxJson,
} from './tx-json.ts';

import type { AccountInfo, ChainReader, Execution, LedgerOptions, Movement, Submission } from './types.ts';

export { resolveAsset } from '#lib/chain/local-assets.ts';
export type { AccountInfo, Execution, LedgerOptions, Movement, Submission } from './types.ts';

/** Account that sends chain-internal transactions (faucet mints, in-process operations): Aptos's core resources. */
export const CHAIN_OPERATOR = '0x000000000000000000000000000000000000000000000000000000000a550c18';

/** In-memory chain state persisted to SQLite; see the module comment. */
export class Ledger implements ChainReader {
  readonly chainId: number;
  readonly gasUsed: bigint;
  readonly store: LedgerStore;
  /** Long-form address that must co-sign deposit_token, when configured. */
  readonly exchangeSigner: string | undefined;
  private readonly now: () => number;
  private readonly delayMs: number;
  private readonly manual: boolean;
  private readonly accounts = new Map<string, AccountInfo>();
  private readonly balances = new Map<string, bigint>();
  private readonly mempool = new Map<string, Submission>();
  private readonly listeners = new Set<(tx: UserTxJson) => void>();
  private readonly waiters = new Map<string, Set<(tx: UserTxJson | undefined) => void>>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  meta: LedgerMeta;

  /** Opens the ledger on a database handle or file path, creating tables and asset metadata on first use. */
  constructor(db: DatabaseSync | string, opts: LedgerOptions = {}) {
    this.chainId = opts.chainId ?? LOCAL_CHAIN_ID;
    this.gasUsed = opts.gasUsed ?? 10n;
    this.now = opts.now ?? Date.now;
    this.delayMs = opts.executionDelayMs ?? 100;
    this.manual = opts.manualExecution ?? false;
    this.exchangeSigner = opts.exchangeSigner === undefined ? undefined : longAddress(opts.exchangeSigner);
    this.store = new LedgerStore(db);
    for (const a of Object.values(LOCAL_ASSETS)) this.store.writeAsset(a);
    this.meta = this.store.readMeta() ?? { ledgerVersion: 0n, blockHeight: 0n, timestampUs: this.nowUs() };
    for (const a of this.store.readAccounts()) this.accounts.set(a.address, a);
    for (const b of this.store.readBalances()) this.balances.set(`${b.owner}|${b.asset}`, b.amount);
  }

  /** The account's committed state; an account never touched is implicit (sequence 0, auth key = address). */
  account(address: string): AccountInfo {
    const addr = longAddress(address);
    return this.accounts.get(addr) ?? { sequenceNumber: 0n, authKey: addr };
  }

  /** True when the account has been written (funded, or has sent a transaction). */
  accountExists(address: string): boolean {
    return this.accounts.has(longAddress(address));
  }

  /** Sequence number the next submission from this sender must carry (committed + in the mempool). */
  nextSequenceNumber(address: string): bigint {
    const addr = longAddress(address);
    let n = this.account(addr).sequenceNumber;
    for (const s of this.mempool.values()) if (s.pending.sender === addr) n += 1n;
    return n;
  }

  /** Balance of owner in an asset (ticker like 'USDC' or metadata address), in base units. */
  balanceOf(owner: string, asset: string): bigint {
    return this.balances.get(`${longAddress(owner)}|${resolveAsset(asset)}`) ?? 0n;
  }

  /** Mints amount of an asset to owner in an operator transaction committed at once; returns it. */
  mint(owner: string, asset: string, amount: bigint): UserTxJson {
    if (amount < 0n) throw new Error('Cannot mint a negative amount');
    const a = resolveAsset(asset);
    const to = longAddress(owner);
    return this.operatorTransaction('mint', [printAddress(a), printAddress(to), amount.toString()], {
      asset: a,
      to,
      amount,
    });
  }

  /** Moves amount of an asset between owners in an operator transaction committed at once; fails when short. */
  transfer(from: string, to: string, asset: string, amount: bigint): UserTxJson {
    const a = resolveAsset(asset);
    const f = longAddress(from);
    const t = longAddress(to);
    if (amount < 0n || this.balanceOf(f, a) < amount)
      throw new Error(`Insufficient balance: ${f} holds less than ${amount} of ${a}`);
    const args = [printAddress(a), printAddress(f), printAddress(t), amount.toString()];
    return this.operatorTransaction('transfer', args, { asset: a, from: f, to: t, amount });
  }

  /** A pending (mempool) or committed transaction by hash. */
  getTransaction(hash: string): TxJson | undefined {
    const h = hash.toLowerCase();
    const pending = this.mempool.get(h);
    if (pending) return pending.pending;
    const json = this.store.transactionByHash(h);
    return json === undefined ? undefined : (JSON.parse(json) as UserTxJson);
  }

  /** Calls listener after every commit (signed or operator); returns the unsubscribe function. */
  onTransaction(listener: (tx: UserTxJson) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Accepts a validated submission into the mempool and schedules its execution (unless in manual mode). */
  submit(submission: Submission): PendingTxJson {
    const hash = submission.pending.hash;
    this.mempool.set(hash, submission);
    if (this.manual) return submission.pending;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.executeQueued(hash);
    }, this.delayMs);
    this.timers.add(timer);
    return submission.pending;
  }

  /** Hashes waiting in the mempool, in arrival order. */
  pendingHashes(): string[] {
    return [...this.mempool.keys()];
  }

  /** Runs every mempool transaction now, in arrival order; returns the committed ones (expired or stale ones are
   * dropped). The execution step of manual mode, usable in timer mode too. */
  executePending(): UserTxJson[] {
    return this.pendingHashes().flatMap((hash) => this.executeQueued(hash) ?? []);
  }

  /** Runs a submission against the current state and reports what it would commit, writing nothing; undefined
   * when the gas payer cannot pay. chargeGas false takes no fee (fee payer 0x0). */
  simulate(submission: Submission, chargeGas = true): UserTxJson | undefined {
    const opts = { gasUsed: this.gasUsed, chargeGas, timestampUs: this.nowUs() };
    return runExecution(this.#state(), submission, submission.execute(this), opts)?.tx;
  }

  /** Resolves with the committed transaction, or undefined after timeoutMs (or if it left the mempool). */
  waitForCommit(hash: string, timeoutMs: number): Promise<UserTxJson | undefined> {
    const h = hash.toLowerCase();
    const now = this.getTransaction(h);
    if (now?.type === 'user_transaction') return Promise.resolve(now);
    if (now === undefined) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const set = this.waiters.get(h) ?? new Set();
      this.waiters.set(h, set);
      const done = (tx: UserTxJson | undefined) => {
        clearTimeout(timer);
        this.timers.delete(timer);
        set.delete(done);
        resolve(tx);
      };
      const timer = setTimeout(() => done(undefined), timeoutMs);
      this.timers.add(timer);
      set.add(done);
    });
  }

  /** Stops timers (pending transactions are dropped, like a node's mempool) and closes an owned database. */
  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const set of this.waiters.values()) for (const w of [...set]) w(undefined);
    this.waiters.clear();
    this.mempool.clear();
    this.store.close();
  }

  /** Current time in microseconds, strictly after the last block. */
  nowUs(): bigint {
    const t = BigInt(this.now()) * 1000n;
    return this.meta && t <= this.meta.timestampUs ? this.meta.timestampUs + 1n : t;
  }

  private executeQueued(hash: string): UserTxJson | undefined {
    const sub = this.mempool.get(hash);
    if (!sub) return undefined;
    this.mempool.delete(hash);
    // The prologue's checks at execution time: the block clock must be before the expiry (else the node discards
    // the transaction: EXPIRED), and the sequence number must still be the account's next one.
    const expired = this.nowUs() / 1_000_000n >= BigInt(sub.pending.expiration_timestamp_secs);
    const stale = this.account(sub.pending.sender).sequenceNumber !== BigInt(sub.pending.sequence_number);
    const tx = expired || stale ? undefined : this.#commit(sub, sub.execute(this), this.gasUsed);
    this.settle(hash, tx);
    return tx;
  }

  /** The committed state the commit step reads (the live maps, read-only). */
  #state() {
    return { accounts: this.accounts, balances: this.balances, meta: this.meta };
  }

  /** Commits a transaction: persist the outcome, then fold it into memory; undefined when the payer cannot pay. */
  #commit(sub: Submission, exec: Execution, gasUsed: bigint): UserTxJson | undefined {
    const outcome = runExecution(this.#state(), sub, exec, { gasUsed, chargeGas: true, timestampUs: this.nowUs() });
    if (!outcome) return undefined;
    persistOutcome(this.store, sub, outcome);
    this.#apply(sub, outcome);
    return outcome.tx;
  }

  #apply(sub: Submission, outcome: Outcome): void {
    for (const [k, v] of outcome.writes) this.balances.set(k, v);
    this.accounts.set(sub.pending.sender, outcome.sender);
    for (const r of outcome.recipients) this.accounts.set(r, { sequenceNumber: 0n, authKey: r });
    this.meta = outcome.meta;
  }

  private operatorTransaction(fn: 'mint' | 'transfer', args: string[], move: Movement): UserTxJson {
    const seq = this.account(CHAIN_OPERATOR).sequenceNumber;
    const hash = labelHash('operator', this.chainId.toString(), seq.toString(), this.nowUs().toString());
    const payload: PayloadJson = {
      type: 'entry_function_payload',
      function: `0x1::chain_operator::${fn}`,
      type_arguments: [],
      arguments: args,
    };
    const expiry = (this.nowUs() / 1_000_000n + 20n).toString();
    const pending: PendingTxJson = {
      type: 'pending_transaction',
      hash,
      sender: CHAIN_OPERATOR,
      sequence_number: seq.toString(),
      max_gas_amount: '0',
      gas_unit_price: '0',
      expiration_timestamp_secs: expiry,
      payload,
    };
    const event = moduleEvent(`0x1::chain_operator::${fn === 'mint' ? 'Mint' : 'Transfer'}`, {
      amount: move.amount.toString(),
    });
    const exec: Execution = { success: true, vmStatus: 'Executed successfully', movements: [move], events: [event] };
    const tx = this.#commit({ pending, gasPayer: CHAIN_OPERATOR, execute: () => exec }, exec, 0n);
    if (!tx?.success) throw new Error(`Operator ${fn} failed: ${tx?.vm_status ?? 'not committed'}`);
    this.settle(hash, tx);
    return tx;
  }

  private settle(hash: string, tx: UserTxJson | undefined): void {
    for (const w of [...(this.waiters.get(hash) ?? [])]) w(tx);
    this.waiters.delete(hash);
    if (tx) for (const l of this.listeners) l(tx);
  }
}
