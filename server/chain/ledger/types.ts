/**
 * The ledger's plain data shapes, apart from the Ledger class so the commit step, the Move function table and the
 * node API share them without importing the class: options, account state, what a payload reads and produces, and
 * a submission waiting in the mempool.
 */
import type { EventJson, PendingTxJson } from './tx-json.ts';

/** One balance movement; no `from` is a mint, no `to` a burn. Addresses and asset are long form. */
export interface Movement {
  from?: string;
  to?: string;
  asset: string;
  amount: bigint;
}

/** What running a payload produced. */
export interface Execution {
  /** False when the payload aborted; movements are then ignored. */
  success: boolean;
  /** Node vm_status text ("Executed successfully" or the abort). */
  vmStatus: string;
  /** Balance movements to apply atomically. */
  movements: Movement[];
  /** Payload-specific events (FA withdraw/deposit events are added by the commit step). */
  events: EventJson[];
}

/** What a running payload or a view function may read of the chain (the Ledger is one). */
export interface ChainReader {
  /** Balance of owner in an asset (ticker or metadata address), base units. */
  balanceOf(owner: string, asset: string): bigint;
  /** Long-form address that must co-sign deposit_token, when configured. */
  readonly exchangeSigner: string | undefined;
}

/** A signed transaction accepted by the node API, waiting in the mempool. */
export interface Submission {
  pending: PendingTxJson;
  /** Who pays gas: the fee payer, else the sender. */
  gasPayer: string;
  /** Runs the payload against current balances; the ledger applies the result atomically. */
  execute: (chain: ChainReader) => Execution;
}

/** Options of a ledger. */
export interface LedgerOptions {
  /** Chain id (default 4, local). */
  chainId?: number;
  /** Delay between acceptance and execution of a submitted transaction, ms (default 100). */
  executionDelayMs?: number;
  /**
   * When true, submitted transactions stay pending until `executePending()` runs them (no timer): tests observe
   * the pending state and the commit as separate steps instead of racing the execution delay.
   */
  manualExecution?: boolean;
  /** Gas units every user transaction uses (default 10). */
  gasUsed?: bigint;
  /** Clock, ms since epoch (default Date.now). */
  now?: () => number;
  /**
   * The exchange operator account: when set, `exchange::deposit_token` aborts unless it is the second signer
   * (as the Move module's assert on the exchange's signer would). Unset, any co-signer is accepted.
   */
  exchangeSigner?: string;
}

/** An account as the node reports it. */
export interface AccountInfo {
  /** Next sequence number (committed transactions only). */
  sequenceNumber: bigint;
  /** Authentication key, long-form hex. */
  authKey: string;
}
