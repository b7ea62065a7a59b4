/**
 * The chain as the exchange uses it, asynchronously: in the same process it wraps the Ledger (ledgerLink); when
 * the exchange runs as its own process (server/exchange/child.ts) every call crosses the IPC channel to the
 * process that owns the chain (server/supervisor.ts), which answers with ledgerLink (outbox.ts). Each call is one synchronous
 * turn on the chain's side, so a step's transactions still take consecutive operator sequence numbers.
 */
import type { TestToken } from '#server/chain/index.ts';

/** A chain step owed by a logged command: sweep a deposit address into the treasury, or pay a withdrawal. */
export type ChainStep =
  | { readonly kind: 'sweep'; readonly from: string; readonly token: string; readonly amount: bigint }
  | { readonly kind: 'pay'; readonly to: string; readonly token: string; readonly amount: bigint };

/** What the exchange asks of the chain. */
export interface ChainLink {
  /** Node REST base ending in /v1, where deposit transactions are built. */
  readonly nodeUrl: string;
  /** The co-signer every deposit_token needs (the chain's rule), when it has one. */
  readonly exchangeSigner: string | undefined;
  balanceOf(owner: string, token: string): Promise<bigint>;
  /** The chain operator's next sequence number: the first one a step performed now would take. */
  operatorSeq(): Promise<bigint>;
  /** Performs a step if the operator's next sequence number is still `atSeq`; refuses (StepMoved) otherwise. */
  performStep(step: ChainStep, atSeq: bigint): Promise<string>;
  /** Hash of the committed transfer of `step` among the operator transactions from `chainSeq` on, if any. */
  findStepTransfer(chainSeq: bigint, step: ChainStep): Promise<string | undefined>;
  /** Mints one test token's faucet amount to `address`; returns the transaction hash. */
  mintTestToken(address: string, token: TestToken): Promise<string>;
}

/** The chain's operator took another transaction between the read of its sequence number and the step. */
export class StepMoved extends Error {
  override readonly name = 'StepMoved' as const;
}
