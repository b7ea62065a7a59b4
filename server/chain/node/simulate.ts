/**
 * POST /v1/transactions/simulate as the fullnode serves it to the SDK's transaction.simulate.simple/multiAgent: a BCS
 * SignedTransaction whose signatures must not verify (the SDK sends zeroed Ed25519 signatures, or no authenticator
 * at all when no public key is given), optional gas estimation, and a one-element array holding the user
 * transaction that would commit. Nothing is written: the run reads the live state and its outcome is discarded.
 * A validation failure is not an HTTP error here: like the fullnode, the answer is a failed transaction whose
 * vm_status is the bare status name (the SDK itself compares vm_status with "MAX_GAS_UNITS_BELOW_MIN_...").
 */
import { TransactionAuthenticatorFeePayer, type SignedTransaction } from '@aptos-labs/ts-sdk';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import { NodeApiError, VM_STATUS } from '#server/chain/errors.ts';
import type { Ledger } from '#server/chain/ledger/ledger.ts';
import {
  GAS_PRICE_ESTIMATE,
  checkSignedTransaction,
  decodeSignedTransaction,
  describePayload,
  type SubmitRules,
} from './submit.ts';
import { labelHash, userTransactionHash, type UserTxJson } from '#server/chain/ledger/tx-json.ts';

/** The query flags of a simulation (each "true" or absent). */
export interface SimulateFlags {
  estimateGasUnitPrice: boolean;
  estimateMaxGasAmount: boolean;
  estimatePrioritizedGasUnitPrice: boolean;
}

/** Reads the simulation flags from the query string. */
export function simulateFlags(query: URLSearchParams): SimulateFlags {
  const on = (name: string) => query.get(name) === 'true';
  return {
    estimateGasUnitPrice: on('estimate_gas_unit_price'),
    estimateMaxGasAmount: on('estimate_max_gas_amount'),
    estimatePrioritizedGasUnitPrice: on('estimate_prioritized_gas_unit_price'),
  };
}

/** Simulates a signed transaction against the current state; returns what the node answers (one transaction). */
export function simulateSignedTransaction(
  ledger: Ledger,
  bytes: Uint8Array,
  rules: SubmitRules,
  flags: SimulateFlags,
): UserTxJson[] {
  const signed = decodeSignedTransaction(bytes);
  const raw = signed.raw_txn;
  const hash = userTransactionHash(bytes);
  const gasUnitPrice = flags.estimatePrioritizedGasUnitPrice
    ? GAS_PRICE_ESTIMATE.prioritized
    : flags.estimateGasUnitPrice
      ? GAS_PRICE_ESTIMATE.normal
      : raw.gas_unit_price;
  const maxGasAmount = flags.estimateMaxGasAmount
    ? estimateMaxGas(ledger, signed, gasUnitPrice, rules)
    : raw.max_gas_amount;
  try {
    const { submission, chargeGas } = checkSignedTransaction(ledger, signed, hash, rules, 'simulate', {
      maxGasAmount,
      gasUnitPrice,
    });
    return [
      ledger.simulate(submission, chargeGas) ??
        discarded(ledger, signed, hash, 'INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE'),
    ];
  } catch (e) {
    const status = validationStatus(e);
    if (status === undefined) throw e;
    return [discarded(ledger, signed, hash, status)];
  }
}

/** The most gas the payer's APT covers at this price, capped by the node's bound (the fullnode's estimate). */
function estimateMaxGas(ledger: Ledger, signed: SignedTransaction, price: bigint, rules: SubmitRules): bigint {
  const auth = signed.authenticator;
  const payer = auth instanceof TransactionAuthenticatorFeePayer ? auth.fee_payer.address : signed.raw_txn.sender;
  if (payer.toStringLong() === '0x' + '0'.repeat(64) || price === 0n) return rules.maxGasAmount;
  const affordable = ledger.balanceOf(payer.toStringLong(), LOCAL_ASSETS.APT.address) / price;
  return affordable < rules.maxGasAmount ? affordable : rules.maxGasAmount;
}

/** The VM status name of a validation rejection (except malformed payloads, which stay HTTP errors). */
function validationStatus(e: unknown): string | undefined {
  if (!(e instanceof NodeApiError) || e.errorCode !== 'vm_error' || e.vmErrorCode === VM_STATUS.FEATURE_UNDER_GATING)
    return undefined;
  return Object.entries(VM_STATUS).find(([, code]) => code === e.vmErrorCode)?.[0];
}

/** A transaction the VM discarded in validation: no gas, no changes, the status name as vm_status. */
function discarded(ledger: Ledger, signed: SignedTransaction, hash: string, status: string): UserTxJson {
  const raw = signed.raw_txn;
  const version = (ledger.meta.ledgerVersion + 1n).toString();
  return {
    type: 'user_transaction',
    hash,
    sender: raw.sender.toStringLong(),
    sequence_number: raw.sequence_number.toString(),
    max_gas_amount: raw.max_gas_amount.toString(),
    gas_unit_price: raw.gas_unit_price.toString(),
    expiration_timestamp_secs: raw.expiration_timestamp_secs.toString(),
    payload: describePayload(raw).payload,
    version,
    state_change_hash: labelHash('state', hash),
    event_root_hash: labelHash('events', hash),
    state_checkpoint_hash: null,
    gas_used: '0',
    success: false,
    vm_status: status,
    accumulator_root_hash: labelHash('accumulator', version, hash),
    changes: [],
    events: [],
    timestamp: ledger.nowUs().toString(),
  };
}
