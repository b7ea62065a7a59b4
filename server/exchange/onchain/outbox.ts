/**
 * Chain steps of outbox entries, performed at most once across crashes. The chain and the exchange log are two
 * stores, so no transaction spans both; instead the chain's own replay protection is used, as a real exchange
 * would use its treasury account's sequence number. Before a step runs, its entry durably records the chain
 * operator's next sequence number; the step's transactions take that number and the next (they commit
 * synchronously in one turn on the chain's side, which refuses the step if the operator moved since the read, and
 * one link settles one step at a time, so nothing else can take them). A restart finds an attempted entry's transfer
 * among exactly those transactions: found, the entry completes with its hash; absent, the step runs again.
 * This module owns the step: its type, how it is read back from the log, how it runs, settles and recovers.
 */
import { EXCHANGE_MODULE_ADDRESS } from '#lib/chain/local-assets.ts';
import { CHAIN_OPERATOR, mintTestToken, resolveAsset, type Ledger, type UserTxJson } from '#server/chain/index.ts';
import { printAddress } from '#server/chain/ledger/tx-json.ts';
import type { ExchangeStore, PendingStep } from '#server/exchange/store/store.ts';
import { StepMoved, type ChainLink, type ChainStep } from './chain-link.ts';

/** Where the exchange keeps swept deposits and pays withdrawals from. */
export const TREASURY_ADDRESS = EXCHANGE_MODULE_ADDRESS;

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

/** Settles of one link run one at a time: a step's attempt record and its transactions are never interleaved. */
const queues = new WeakMap<ChainLink, Promise<unknown>>();

/**
 * Performs the chain step of outbox entry `entry` unless a crash left it already done; completes the entry and
 * returns the chain transaction hash of the step's transfer. `perform` replaces the link's step (tests crash it).
 */
export function settleChainStep(
  store: ExchangeStore,
  link: ChainLink,
  entry: Pick<PendingStep, 'seq' | 'chainSeq'>,
  step: ChainStep,
  perform: (step: ChainStep, atSeq: bigint) => Promise<string> = (s, at) => link.performStep(s, at),
): Promise<string> {
  const run = async (): Promise<string> => {
    const done = entry.chainSeq === undefined ? undefined : await link.findStepTransfer(entry.chainSeq, step);
    if (done !== undefined) {
      store.completeOutbox(entry.seq, done);
      return done;
    }
    // the chain's own faucet may take an operator number between the read and the step: read again then
    for (let attempt = 1; ; attempt++) {
      const atSeq = await link.operatorSeq();
      store.attemptOutbox(entry.seq, atSeq);
      try {
        const hash = await perform(step, atSeq);
        store.completeOutbox(entry.seq, hash);
        return hash;
      } catch (error) {
        if (!(error instanceof StepMoved) || attempt >= 5) throw error;
      }
    }
  };
  const result = (queues.get(link) ?? Promise.resolve()).then(run, run);
  queues.set(
    link,
    result.catch(() => undefined),
  );
  return result;
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
export async function finishPendingSteps(
  store: ExchangeStore,
  link: ChainLink | undefined,
  log?: (m: string) => void,
): Promise<void> {
  if (!link) return;
  for (const entry of store.pendingOutbox()) {
    try {
      await settleChainStep(store, link, entry, parseChainStep(entry.body));
    } catch (error) {
      log?.(`outbox ${entry.seq} failed: ${String(error)}`);
      store.completeOutbox(entry.seq);
    }
  }
}

/** The chain's own methods behind a link, one synchronous turn per call. */
export function ledgerLink(ledger: Ledger, nodeUrl: string): ChainLink {
  const seq = () => ledger.account(CHAIN_OPERATOR).sequenceNumber;
  return {
    nodeUrl,
    exchangeSigner: ledger.exchangeSigner,
    balanceOf: async (owner, token) => ledger.balanceOf(owner, token),
    operatorSeq: async () => seq(),
    performStep: async (step, atSeq) => {
      if (seq() !== atSeq) throw new StepMoved(`the chain operator is at ${seq()}, not ${atSeq}`);
      return performChainStep(ledger, step);
    },
    findStepTransfer: async (chainSeq, step) => findStepTransfer(ledger, chainSeq, step),
    mintTestToken: async (address, token) => mintTestToken(ledger, address, token),
  };
}
