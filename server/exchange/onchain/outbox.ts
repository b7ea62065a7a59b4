/**
 * Chain steps of outbox entries, performed at most once across crashes. The chain and the exchange log are two
 * stores, so no transaction spans both; instead the chain's own replay protection is used, as a real exchange
 * would use its treasury account's sequence number. Before a step runs, its entry durably records the chain
 * operator's next sequence number; the step's transactions take that number and the next (they commit
 * synchronously in the same turn, so nothing else can take them). A restart finds an attempted entry's transfer
 * among exactly those transactions: found, the entry completes with its hash; absent, the step runs again.
 * This module owns the step: its type, how it is read back from the log, how it runs, settles and recovers.
 */
import { EXCHANGE_MODULE_ADDRESS } from '#lib/chain/local-assets.ts';
import { CHAIN_OPERATOR, resolveAsset, type Ledger, type UserTxJson } from '#server/chain/index.ts';
import { printAddress } from '#server/chain/ledger/tx-json.ts';
import type { ExchangeStore, PendingStep } from '#server/exchange/store/store.ts';

/** Where the exchange keeps swept deposits and pays withdrawals from. */
export const TREASURY_ADDRESS = EXCHANGE_MODULE_ADDRESS;

/** A chain step owed by a logged command: sweep a deposit address into the treasury, or pay a withdrawal. */
export type ChainStep =
  | { readonly kind: 'sweep'; readonly from: string; readonly token: string; readonly amount: bigint }
  | { readonly kind: 'pay'; readonly to: string; readonly token: string; readonly amount: bigint };

/** Runs a step against the ledger and returns the hash of its transfer. */
export type PerformStep = (ledger: Ledger, step: ChainStep) => string;

/** Operator transactions one step may take: a pay step can mint the treasury's shortfall before its transfer. */
const STEP_TXS = 2;
const TRANSFER_FUNCTION = '0x1::chain_operator::transfer';

/** Reads a logged step body back (bigints restored by the store); anything else is a corrupt entry and throws. */
export function parseChainStep(body: unknown): ChainStep {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { kind, token, amount } = b;
  if (typeof token !== 'string' || typeof amount !== 'bigint' || amount < 0n)
    throw new Error(`corrupt outbox step: ${String(kind)} without a token and amount`);
  if (kind === 'sweep' && typeof b.from === 'string') return { kind, from: b.from, token, amount };
  if (kind === 'pay' && typeof b.to === 'string') return { kind, to: b.to, token, amount };
  throw new Error(`corrupt outbox step of kind ${String(kind)}`);
}

/** Performs a chain step; returns the chain transaction hash. Paying mints any treasury shortfall (test network). */
export function performChainStep(ledger: Ledger, step: ChainStep): string {
  if (step.kind === 'sweep') {
    const held = ledger.balanceOf(step.from, step.token);
    return ledger.transfer(step.from, TREASURY_ADDRESS, step.token, held < step.amount ? held : step.amount).hash;
  }
  const held = ledger.balanceOf(TREASURY_ADDRESS, step.token);
  if (held < step.amount) ledger.mint(TREASURY_ADDRESS, step.token, step.amount - held);
  return ledger.transfer(TREASURY_ADDRESS, step.to, step.token, step.amount).hash;
}

/**
 * Performs the chain step of outbox entry `entry` unless a crash left it already done; completes the entry and
 * returns the chain transaction hash of the step's transfer.
 */
export function settleChainStep(
  store: ExchangeStore,
  ledger: Ledger,
  entry: Pick<PendingStep, 'seq' | 'chainSeq'>,
  step: ChainStep,
  perform: PerformStep = performChainStep,
): string {
  const done = entry.chainSeq === undefined ? undefined : findStepTransfer(ledger, entry.chainSeq, step);
  if (done !== undefined) {
    store.completeOutbox(entry.seq, done);
    return done;
  }
  store.attemptOutbox(entry.seq, ledger.account(CHAIN_OPERATOR).sequenceNumber);
  const hash = perform(ledger, step);
  store.completeOutbox(entry.seq, hash);
  return hash;
}

/** Hash of the committed transfer of `step` among the operator transactions from `chainSeq` on, if any. */
function findStepTransfer(ledger: Ledger, chainSeq: bigint, step: ChainStep): string | undefined {
  const asset = printAddress(resolveAsset(step.token));
  for (const json of ledger.store.listTransactions(chainSeq, STEP_TXS, CHAIN_OPERATOR)) {
    const tx = JSON.parse(json) as UserTxJson;
    if (!tx.success || tx.payload.function !== TRANSFER_FUNCTION) continue;
    const [txAsset, from, to, amount] = tx.payload.arguments as string[];
    if (txAsset !== asset) continue;
    // a sweep moves what sat at the deposit address (at most the amount credited); a pay moves exactly its amount
    if (step.kind === 'sweep' && from === printAddress(step.from) && BigInt(amount!) <= step.amount) return tx.hash;
    if (step.kind === 'pay' && to === printAddress(step.to) && BigInt(amount!) === step.amount) return tx.hash;
  }
  return undefined;
}

/** Finishes chain steps of commands logged before a crash, each at most once; a step that fails is logged. */
export function finishPendingSteps(store: ExchangeStore, ledger: Ledger | undefined, log?: (m: string) => void): void {
  if (!ledger) return;
  for (const entry of store.pendingOutbox()) {
    try {
      settleChainStep(store, ledger, entry, parseChainStep(entry.body));
    } catch (error) {
      log?.(`outbox ${entry.seq} failed: ${String(error)}`);
      store.completeOutbox(entry.seq);
    }
  }
}
