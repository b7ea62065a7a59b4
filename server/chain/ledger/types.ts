/**
 * The ledger's plain data shapes, apart from the Ledger class so the commit step and the node API can share them
 * without a cycle: options, account state, and a submission waiting in the mempool.
 */
import type { Execution } from './commit.ts';
import type { Ledger } from './ledger.ts';
import type { PendingTxJson } from './tx-json.ts';

/** A signed transaction accepted by the node API, waiting in the mempool. */
export interface Submission {
  pending: PendingTxJson;
  /** Who pays gas: the fee payer, else the sender. */
  gasPayer: string;
  /** Runs the payload against current balances; the ledger applies the result atomically. */
  execute: (ledger: Ledger) => Execution;
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
