/**
 * Chain steps of outbox entries, performed at most once across crashes. The chain and the exchange log are two
 * stores, so no transaction spans both; instead the chain's own replay protection is used, as a real exchange
 * would use its treasury account's sequence number. Before a step runs, its entry durably records the chain
 * operator's next sequence number; the step's transactions take that number and the next (they commit
 * synchronously in the same turn, so nothing else can take them). A restart finds an attempted entry's transfer
 * among exactly those transactions: found, the entry completes with its hash; absent, the step runs again.
 */
import { CHAIN_OPERATOR, resolveAsset, type Ledger, type UserTxJson } from '#server/chain/index.ts';
import { printAddress } from '#server/chain/ledger/tx-json.ts';
import type { ChainStep } from '#server/exchange/handlers/funds.ts';
import type { ExchangeStore, PendingStep } from '#server/exchange/store/store.ts';

/** Operator transactions one step may take: a pay step can mint the treasury's shortfall before its transfer. */
const STEP_TXS = 2;
const TRANSFER_FUNCTION = '0x1::chain_operator::transfer';

/**
 * Performs the chain step of outbox entry `entry` unless a crash left it already done; completes the entry and
 * returns the chain transaction hash of the step's transfer.
 */
export function settleChainStep(
  store: ExchangeStore,
  ledger: Ledger,
  entry: Pick<PendingStep, 'seq' | 'chainSeq'>,
  step: ChainStep,
  perform: (ledger: Ledger, step: ChainStep) => string,
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
