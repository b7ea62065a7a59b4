/**
 * Committing one transaction: charge gas, apply the payload's balance movements all-or-nothing (a shortfall
 * aborts the payload but keeps the gas charge and the sequence bump, as Aptos does), write everything to SQLite in
 * one transaction, then update the in-memory maps. runExecution computes the same outcome without writing anything
 * (simulation reads it over the live state, which is the copy-on-write view of the state it needs).
 */
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import type { Ledger } from './ledger.ts';
import type { LedgerMeta } from './store.ts';
import type { AccountInfo, Submission } from './types.ts';
import {
  labelHash,
  moduleEvent,
  primaryStoreAddress,
  storeChange,
  type EventJson,
  type UserTxJson,
} from './tx-json.ts';

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
  /** Payload-specific events (FA withdraw/deposit events are added by the ledger). */
  events: EventJson[];
}

const APT = LOCAL_ASSETS.APT.address;
const INSUFFICIENT = 'Move abort in 0x1::fungible_asset: EINSUFFICIENT_BALANCE(0x10004): Insufficient balance.';

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
}

/** Computes a transaction's outcome without writing; undefined when the gas payer cannot pay. chargeGas false
 * reports gas_used but takes no fee (a simulation with fee payer 0x0). */
export function runExecution(
  ledger: Ledger,
  accounts: ReadonlyMap<string, AccountInfo>,
  balances: ReadonlyMap<string, bigint>,
  sub: Submission,
  exec: Execution,
  gasUsed: bigint = ledger.gasUsed,
  chargeGas = true,
): Outcome | undefined {
  const p = sub.pending;
  const fee = chargeGas ? gasUsed * BigInt(p.gas_unit_price) : 0n;
  const gasLayer = new Map<string, bigint>();
  const read = (layer: Map<string, bigint>, key: string) =>
    layer.get(key) ?? gasLayer.get(key) ?? balances.get(key) ?? 0n;
  const payerKey = `${sub.gasPayer}|${APT}`;
  if (read(gasLayer, payerKey) < fee) return undefined;
  if (fee > 0n) gasLayer.set(payerKey, read(gasLayer, payerKey) - fee);

  let success = exec.success;
  let vmStatus = exec.vmStatus;
  const moveLayer = new Map<string, bigint>();
  const events: EventJson[] = [];
  if (success) {
    for (const m of exec.movements) {
      if (m.amount < 0n) throw new Error('Negative movement');
      if (m.from) {
        const key = `${m.from}|${m.asset}`;
        moveLayer.set(key, read(moveLayer, key) - m.amount);
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
    events.push(...exec.events);
  }
  events.push(moduleEvent('0x1::transaction_fee::FeeStatement', { total_charge_gas_units: gasUsed.toString() }));

  const version = ledger.meta.ledgerVersion + 1n;
  const blockHeight = ledger.meta.blockHeight + 1n;
  const timestampUs = ledger.nowUs();
  const tx: UserTxJson = {
    ...p,
    type: 'user_transaction',
    version: version.toString(),
    state_change_hash: labelHash('state', p.hash),
    event_root_hash: labelHash('events', p.hash),
    state_checkpoint_hash: null,
    gas_used: gasUsed.toString(),
    success,
    vm_status: vmStatus,
    accumulator_root_hash: labelHash('accumulator', version.toString(), p.hash),
    changes: [...finalLayer].map(([k, v]) => storeChange(k.split('|')[0]!, k.split('|')[1]!, v)),
    events,
    timestamp: timestampUs.toString(),
  };
  const sender = accounts.get(p.sender) ?? { sequenceNumber: 0n, authKey: p.sender };
  const nextSender: AccountInfo = { ...sender, sequenceNumber: sender.sequenceNumber + 1n };
  const recipients = success
    ? exec.movements.flatMap((m) => (m.to && !accounts.has(m.to) && m.to !== p.sender ? [m.to] : []))
    : [];
  const meta = { ledgerVersion: version, blockHeight, timestampUs };
  return { tx, writes: finalLayer, recipients, sender: nextSender, meta };
}

/** Commits a transaction; undefined when the gas payer can no longer pay (the transaction is discarded). */
export function applyExecution(
  ledger: Ledger,
  accounts: Map<string, AccountInfo>,
  balances: Map<string, bigint>,
  sub: Submission,
  exec: Execution,
  gasUsed: bigint = ledger.gasUsed,
): UserTxJson | undefined {
  const outcome = runExecution(ledger, accounts, balances, sub, exec, gasUsed);
  if (!outcome) return undefined;
  const { tx, writes: finalLayer, recipients, sender: nextSender, meta } = outcome;
  const p = sub.pending;
  const { ledgerVersion: version, blockHeight, timestampUs } = meta;
  ledger.store.atomically(() => {
    for (const [k, v] of finalLayer) {
      const [owner, asset] = k.split('|') as [string, string];
      ledger.store.writeBalance({ owner, asset, amount: v, lastVersion: version, lastTimestampUs: timestampUs });
    }
    ledger.store.writeAccount({ address: p.sender, ...nextSender });
    for (const r of new Set(recipients)) ledger.store.writeAccount({ address: r, sequenceNumber: 0n, authKey: r });
    ledger.store.writeMeta(meta);
    ledger.store.insertTransaction({
      version,
      hash: p.hash,
      blockHeight,
      sender: p.sender,
      sequenceNumber: BigInt(p.sequence_number),
      success: tx.success,
      json: JSON.stringify(tx),
    });
  });
  for (const [k, v] of finalLayer) balances.set(k, v);
  accounts.set(p.sender, nextSender);
  for (const r of recipients) accounts.set(r, { sequenceNumber: 0n, authKey: r });
  ledger.meta = meta;
  return tx;
}
