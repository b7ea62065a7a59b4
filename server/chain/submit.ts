/**
 * Accepting a BCS SignedTransaction: decode it with the SDK's deserializers, run the node's validation (signatures,
 * authentication keys, expiry, chain id, sequence number, gas bounds, fee balance) and hand the ledger a
 * submission whose payload runs later. Rejections are NodeApiErrors shaped like the fullnode's.
 */
import { Deserializer, SignedTransaction, TransactionPayloadEntryFunction } from '@aptos-labs/ts-sdk';
import { LOCAL_ASSETS, assetByAddress } from '../../src/lib/chain/local-assets.ts';
import { signersOf, transactionSignatureJson, verifySigner } from './authenticators.ts';
import { NodeApiError, invalidInput, validationError } from './errors.ts';
import type { Execution } from './ledger-commit.ts';
import type { Ledger } from './ledger.ts';
import { MOVE_FUNCTIONS, decodeBcsArgs, printArgs, type MoveArg, type MoveFunctionSpec } from './move-functions.ts';
import { userTransactionHash, type PayloadJson, type PendingTxJson } from './tx-json.ts';

/** Bounds the node enforces on submissions. */
export interface SubmitRules {
  /** Largest max_gas_amount accepted (the spec's 200000). */
  maxGasAmount: bigint;
  /** Smallest gas_unit_price accepted. */
  minGasUnitPrice: bigint;
  /** Current time, seconds since epoch. */
  nowSecs: () => bigint;
}

/** Default rules: max gas 200000, min gas price 100, wall clock. */
export const DEFAULT_SUBMIT_RULES: SubmitRules = {
  maxGasAmount: 200_000n,
  minGasUnitPrice: 100n,
  nowSecs: () => BigInt(Math.floor(Date.now() / 1000)),
};

/** Decodes a BCS SignedTransaction; malformed bytes are a 400 invalid_input. */
export function decodeSignedTransaction(bytes: Uint8Array): SignedTransaction {
  try {
    const d = new Deserializer(bytes);
    const signed = SignedTransaction.deserialize(d);
    d.assertFinished();
    return signed;
  } catch (e) {
    throw invalidInput(`Failed to deserialize input into SignedTransaction: ${(e as Error).message}`);
  }
}

/** Validates a submission and queues it in the ledger's mempool; returns the pending transaction JSON. */
export function submitSignedTransaction(ledger: Ledger, bytes: Uint8Array, rules: SubmitRules = DEFAULT_SUBMIT_RULES): PendingTxJson {
  const signed = decodeSignedTransaction(bytes);
  const raw = signed.raw_txn;
  const hash = userTransactionHash(bytes);
  const existing = ledger.getTransaction(hash);
  if (existing?.type === 'pending_transaction') return existing; // resubmission of a mempool transaction is idempotent
  if (!(raw.payload instanceof TransactionPayloadEntryFunction)) {
    throw new NodeApiError(400, 'vm_error', 'Invalid transaction: Type: Validation Code: FEATURE_UNDER_GATING', 26);
  }
  let list;
  try {
    list = signersOf(raw, signed.authenticator);
  } catch (e) {
    throw invalidInput((e as Error).message);
  }
  if (!list.ok) throw validationError(list.reason);
  for (const signer of list.signers) {
    const authKey = verifySigner(signer);
    if (authKey === undefined) throw validationError('INVALID_SIGNATURE');
    if (authKey.toLowerCase() !== ledger.account(signer.address).authKey.toLowerCase()) throw validationError('INVALID_AUTH_KEY');
  }
  if (raw.expiration_timestamp_secs <= rules.nowSecs()) throw validationError('TRANSACTION_EXPIRED');
  if (raw.chain_id.chainId !== ledger.chainId) throw validationError('BAD_CHAIN_ID');
  const sender = raw.sender.toStringLong();
  const expected = ledger.nextSequenceNumber(sender);
  if (raw.sequence_number < expected) throw validationError('SEQUENCE_NUMBER_TOO_OLD');
  if (raw.sequence_number > expected) throw validationError('SEQUENCE_NUMBER_TOO_NEW');
  if (raw.max_gas_amount > rules.maxGasAmount) throw validationError('MAX_GAS_UNITS_EXCEEDS_MAX_GAS_UNITS_BOUND');
  if (raw.max_gas_amount < ledger.gasUsed) throw validationError('MAX_GAS_UNITS_BELOW_MIN_TRANSACTION_GAS_UNITS');
  if (raw.gas_unit_price < rules.minGasUnitPrice) throw validationError('GAS_UNIT_PRICE_BELOW_MIN_BOUND');
  const gasPayer = list.feePayer ?? sender;
  if (ledger.balanceOf(gasPayer, LOCAL_ASSETS.APT.address) < raw.max_gas_amount * raw.gas_unit_price) {
    throw validationError('INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE');
  }

  const fn = raw.payload.entryFunction;
  const id = `${fn.module_name.address.toStringLong()}::${fn.module_name.name.identifier}::${fn.function_name.identifier}`;
  const spec = MOVE_FUNCTIONS.get(id);
  const typeArgs = fn.type_args.map((t) => t.toString());
  let args: MoveArg[] | undefined;
  try {
    args = spec?.entry ? decodeBcsArgs(spec.params, fn.args) : undefined;
  } catch {
    args = undefined;
  }
  const payload: PayloadJson = {
    type: 'entry_function_payload',
    function: `${fn.module_name.address.toString()}::${fn.module_name.name.identifier}::${fn.function_name.identifier}`,
    type_arguments: typeArgs,
    arguments: spec && args ? printArgs(spec.params, args) : fn.args.map((a) => a.bcsToHex().toString()),
  };
  const pending: PendingTxJson = {
    type: 'pending_transaction',
    hash,
    sender,
    sequence_number: raw.sequence_number.toString(),
    max_gas_amount: raw.max_gas_amount.toString(),
    gas_unit_price: raw.gas_unit_price.toString(),
    expiration_timestamp_secs: raw.expiration_timestamp_secs.toString(),
    payload,
    signature: transactionSignatureJson(signed.authenticator, list),
  };
  const signerAddresses = [sender, ...list.secondary];
  return ledger.submit({ pending, gasPayer, execute: (l) => runEntry(l, spec, signerAddresses, typeArgs, args) });
}

const failed = (vmStatus: string): Execution => ({ success: false, vmStatus, movements: [], events: [] });

/** Runs an entry function, aborting the way the VM would for unknown functions and malformed calls. */
function runEntry(ledger: Ledger, spec: MoveFunctionSpec | undefined, signers: string[], typeArgs: string[], args: MoveArg[] | undefined): Execution {
  if (!spec?.entry) return failed('FUNCTION_RESOLUTION_FAILURE');
  if (!args) return failed('FAILED_TO_DESERIALIZE_ARGUMENT');
  if (spec.signers !== signers.length) return failed('NUMBER_OF_SIGNER_ARGUMENTS_MISMATCH');
  if (spec.typeParams !== typeArgs.length) return failed('NUMBER_OF_TYPE_ARGUMENTS_MISMATCH');
  const unknownObject = spec.params.some((p, i) => p === 'object' && !assetByAddress(args[i] as string));
  if (unknownObject) return failed('Move abort in 0x1::object: EOBJECT_DOES_NOT_EXIST(0x60002): The object does not exist');
  return spec.entry({ ledger, signers, typeArgs, args });
}
