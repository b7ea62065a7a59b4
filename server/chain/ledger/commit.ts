/**
 * The commit step as a pure function over a plain chain-state value: charge gas, apply the payload's balance
 * movements all-or-nothing (a shortfall aborts the payload but keeps the gas charge and the sequence bump, as Aptos
 * does) and describe everything the commit writes, without writing it. The ledger persists an outcome with
 * `persistOutcome` (one SQLite transaction) and then folds it into its maps; a simulation reads the outcome only.
 */
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import type { FaActivityRow, LedgerMeta, LedgerStore } from './store.ts';
import type { AccountInfo, Execution, Submission } from './types.ts';
import {
  labelHash,
  moduleEvent,
  primaryStoreAddress,
  storeChange,
  type EventJson,
  type UserTxJson,
} from './tx-json.ts';

/** The chain state a commit reads: committed accounts, balances by `owner|asset`, and the ledger counters. */
export interface ChainState {
  readonly accounts: ReadonlyMap<string, AccountInfo>;
  readonly balances: ReadonlyMap<string, bigint>;
  readonly meta: LedgerMeta;
}

/** How a commit is charged and stamped. */
export interface StepOptions {
  /** Gas units the transaction uses. */
  readonly gasUsed: bigint;
  /** False for a simulation sponsored by fee payer 0x0: gas_used is reported, no fee is taken. */
  readonly chargeGas: boolean;
  /** Block timestamp, microseconds (strictly after the last block). */
  readonly timestampUs: bigint;
}

/** A transaction's effect on state, computed but not written. */
export interface Outcome {
  tx: UserTxJson;
  /** New balances by `owner|asset`. */
  writes: Map<string, bigint>;
  /** Accounts the transaction creates by sending them funds. */
  recipients: string[];
  /** The sender after its sequence bump. */
  sender: AccountInfo;
  meta: LedgerMeta;
  /** The indexer's fungible-asset activity rows of this transaction (gas fee and each withdraw and deposit). */
  activities: FaActivityRow[];
  /** Every account the transaction involved (sender, gas payer, both sides of each movement). */
  involved: string[];
}

const APT = LOCAL_ASSETS.APT.address;
const INSUFFICIENT = 'Move abort in 0x1::fungible_asset: EINSUFFICIENT_BALANCE(0x10004): Insufficient balance.';

/** Computes a transaction's outcome without writing; undefined when the gas payer cannot pay. */
export function runExecution(
  state: ChainState,
  sub: Submission,
  exec: Execution,
  opts: StepOptions,
): Outcome | undefined {
  const p = sub.pending;
  const fee = opts.chargeGas ? opts.gasUsed * BigInt(p.gas_unit_price) : 0n;
  const gasLayer = new Map<string, bigint>();
  const read = (layer: Map<string, bigint>, key: string) =>
    layer.get(key) ?? gasLayer.get(key) ?? state.balances.get(key) ?? 0n;
  const payerKey = `${sub.gasPayer}|${APT}`;
  if (read(gasLayer, payerKey) < fee) return undefined;
  if (fee > 0n) gasLayer.set(payerKey, read(gasLayer, payerKey) - fee);

  const version = state.meta.ledgerVersion + 1n;
  const blockHeight = state.meta.blockHeight + 1n;
  let success = exec.success;
  let vmStatus = exec.vmStatus;
  const moveLayer = new Map<string, bigint>();
  const events: EventJson[] = [];
  const moves: Omit<FaActivityRow, 'success'>[] = [];
  const row = (type: string, owner: string, asset: string, amount: bigint, isGasFee: boolean) => ({
    version,
    eventIndex: events.length,
    blockHeight,
    timestampUs: opts.timestampUs,
    type,
    owner,
    asset,
    amount,
    isGasFee,
    gasFeePayer: isGasFee && sub.gasPayer !== p.sender ? sub.gasPayer : null,
    entryFunction: p.payload.function,
  });
  if (success) {
    for (const m of exec.movements) {
      if (m.amount < 0n) throw new Error('Negative movement');
      if (m.from) {
        const key = `${m.from}|${m.asset}`;
        moveLayer.set(key, read(moveLayer, key) - m.amount);
        moves.push(row('0x1::fungible_asset::Withdraw', m.from, m.asset, m.amount, false));
        events.push(
          moduleEvent('0x1::fungible_asset::Withdraw', {
            store: primaryStoreAddress(m.from, m.asset),
            amount: m.amount.toString(),
          }),
        );
      }
      if (m.to) {
        const key = `${m.to}|${m.asset}`;
        moveLayer.set(key, read(moveLayer, key) + m.amount);
        moves.push(row('0x1::fungible_asset::Deposit', m.to, m.asset, m.amount, false));
        events.push(
          moduleEvent('0x1::fungible_asset::Deposit', {
            store: primaryStoreAddress(m.to, m.asset),
            amount: m.amount.toString(),
          }),
        );
      }
    }
    if ([...moveLayer.values()].some((v) => v < 0n)) {
      success = false;
      vmStatus = INSUFFICIENT;
    }
  }
  const finalLayer = new Map(gasLayer);
  if (success) {
    for (const [k, v] of moveLayer) finalLayer.set(k, v);
  } else {
    events.length = 0;
    moves.length = 0;
  }
  if (success) events.push(...exec.events);
  // the indexer numbers a gas fee row -1 (it comes from the fee statement, not from a transfer event)
  const gasRow =
    fee > 0n ? [{ ...row('0x1::aptos_coin::GasFeeEvent', sub.gasPayer, APT, fee, true), eventIndex: -1 }] : [];
  events.push(moduleEvent('0x1::transaction_fee::FeeStatement', { total_charge_gas_units: opts.gasUsed.toString() }));

  const tx: UserTxJson = {
    ...p,
    type: 'user_transaction',
    version: version.toString(),
    state_change_hash: labelHash('state', p.hash),
    event_root_hash: labelHash('events', p.hash),
    state_checkpoint_hash: null,
    gas_used: opts.gasUsed.toString(),
    success,
    vm_status: vmStatus,
    accumulator_root_hash: labelHash('accumulator', version.toString(), p.hash),
    changes: [...finalLayer].map(([k, v]) => storeChange(k.split('|')[0]!, k.split('|')[1]!, v)),
    events,
    timestamp: opts.timestampUs.toString(),
  };
  const sender = state.accounts.get(p.sender) ?? { sequenceNumber: 0n, authKey: p.sender };
  const nextSender: AccountInfo = { ...sender, sequenceNumber: sender.sequenceNumber + 1n };
  const recipients = success
    ? exec.movements.flatMap((m) => (m.to && !state.accounts.has(m.to) && m.to !== p.sender ? [m.to] : []))
    : [];
  const meta = { ledgerVersion: version, blockHeight, timestampUs: opts.timestampUs };
  const activities = [...gasRow, ...moves].map((a) => ({ ...a, success }));
  const involved = [...new Set([p.sender, sub.gasPayer, ...activities.map((a) => a.owner)])];
  return { tx, writes: finalLayer, recipients, sender: nextSender, meta, activities, involved };
}

/** Writes an outcome to the chain's tables in one SQLite transaction (all or nothing). */
export function persistOutcome(store: LedgerStore, sub: Submission, outcome: Outcome): void {
  const p = sub.pending;
  const { ledgerVersion: version, blockHeight, timestampUs } = outcome.meta;
  store.atomically(() => {
    for (const [k, v] of outcome.writes) {
      const [owner, asset] = k.split('|') as [string, string];
      store.writeBalance({ owner, asset, amount: v, lastVersion: version, lastTimestampUs: timestampUs });
    }
    store.writeAccount({ address: p.sender, ...outcome.sender });
    for (const r of new Set(outcome.recipients)) store.writeAccount({ address: r, sequenceNumber: 0n, authKey: r });
    store.writeMeta(outcome.meta);
    store.insertTransaction({
      version,
      hash: p.hash,
      blockHeight,
      sender: p.sender,
      sequenceNumber: BigInt(p.sequence_number),
      success: outcome.tx.success,
      json: JSON.stringify(outcome.tx),
    });
    for (const a of outcome.activities) store.insertActivity(a);
    for (const address of outcome.involved) store.insertAccountTransaction(address, version);
  });
}
