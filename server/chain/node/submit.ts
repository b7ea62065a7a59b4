/**
 * Accepting a BCS SignedTransaction: decode it with the SDK's deserializers, run the node's validation (signatures,
 * authentication keys, expiry, chain id, sequence number, gas bounds, fee balance) and hand the ledger a
 * submission whose payload runs later. Rejections are NodeApiErrors shaped like the fullnode's. The same checks,
 * in their simulation variant, serve POST /v1/transactions/simulate (simulate.ts).
 */
import {
  AccountAddress,
  Deserializer,
  SignedTransaction,
  TransactionPayloadEntryFunction,
  type RawTransaction,
} from '@aptos-labs/ts-sdk';
import { LOCAL_ASSETS, assetByAddress } from '#lib/chain/local-assets.ts';
import { authKeyOf, signatureVerifies, signersOf, transactionSignatureJson } from './authenticators.ts';
import { NodeApiError, invalidInput, validationError } from '#server/chain/errors.ts';
import type { Ledger } from '#server/chain/ledger/ledger.ts';
import type { ChainReader, Execution, Submission } from '#server/chain/ledger/types.ts';
import {
  MOVE_FUNCTIONS,
  decodeBcsArgs,
  printArgs,
  type MoveArg,
  type MoveFunctionSpec,
} from '#server/chain/ledger/move-functions.ts';
import { userTransactionHash, type PayloadJson, type PendingTxJson } from '#server/chain/ledger/tx-json.ts';

/** Bounds the node enforces on submissions. */
export interface SubmitRules {
  /** Largest max_gas_amount accepted (the network's maximum_number_of_gas_units). */
  maxGasAmount: bigint;
  /** Smallest gas_unit_price accepted. */
  minGasUnitPrice: bigint;
  /** Current time, seconds since epoch. */
  nowSecs: () => bigint;
}

/**
 * The real networks' bound on max_gas_amount (the gas schedule's maximum_number_of_gas_units), which is also the
 * SDK's own default. The app asks for less (its 200000 default lives in its chain config), but any client that
 * stays within the network's bound must be accepted here too.
 */
const MAX_GAS_UNITS_BOUND = 2_000_000n;

/** Default rules: max gas as the real networks bound it, min gas price 100, wall clock. */
export const DEFAULT_SUBMIT_RULES: SubmitRules = {
  maxGasAmount: MAX_GAS_UNITS_BOUND,
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

/** The node's gas price estimates (GET /v1/estimate_gas_price and simulation estimates). */
export const GAS_PRICE_ESTIMATE = { deprioritized: 100n, normal: 100n, prioritized: 150n } as const;

/** Gas figures that replace the transaction's own (a simulation's estimates). */
export interface GasOverride {
  maxGasAmount?: bigint;
  gasUnitPrice?: bigint;
}

/** A transaction that passed the node's checks. */
export interface CheckedTransaction {
  submission: Submission;
  /** False for a simulation sponsored by fee payer 0x0: the node charges nobody. */
  chargeGas: boolean;
}

/** An entry-function payload decoded: its node JSON and, when the function is known and the arguments decode, its run. */
export function describePayload(raw: RawTransaction): {
  payload: PayloadJson;
  spec?: MoveFunctionSpec;
  typeArgs: string[];
  args?: MoveArg[];
} {
  if (!(raw.payload instanceof TransactionPayloadEntryFunction)) {
    throw new NodeApiError(400, 'vm_error', 'Invalid transaction: Type: Validation Code: FEATURE_UNDER_GATING', 26);
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
  return { payload, spec, typeArgs, args };
}

/**
 * Runs the node's checks. 'submit' verifies every signature and counts mempool transactions in the sequence number;
 * 'simulate' (like the fullnode) refuses fully valid signatures, skips verification, checks auth keys only for
 * signers that carry a public key, reads the committed sequence number, and lets fee payer 0x0 sponsor for free.
 */
export function checkSignedTransaction(
  ledger: Ledger,
  signed: SignedTransaction,
  hash: string,
  rules: SubmitRules,
  mode: 'submit' | 'simulate',
  gas: GasOverride = {},
): CheckedTransaction {
  const raw = signed.raw_txn;
  const { payload, spec, typeArgs, args } = describePayload(raw);
  let list;
  try {
    list = signersOf(raw, signed.authenticator);
  } catch (e) {
    throw invalidInput((e as Error).message);
  }
  if (!list.ok) throw validationError(list.reason);
  if (mode === 'simulate' && list.signers.every(signatureVerifies))
    throw invalidInput('Simulated transactions must not have a valid signature');
  for (const signer of list.signers) {
    if (mode === 'submit' && !signatureVerifies(signer)) throw validationError('INVALID_SIGNATURE');
    const authKey = authKeyOf(signer.authenticator);
    if (authKey === undefined && mode === 'simulate') continue; // no public key given: the simulation skips the check
    if (authKey?.toLowerCase() !== ledger.account(signer.address).authKey.toLowerCase())
      throw validationError('INVALID_AUTH_KEY');
  }
  if (raw.expiration_timestamp_secs <= rules.nowSecs()) throw validationError('TRANSACTION_EXPIRED');
  if (raw.chain_id.chainId !== ledger.chainId) throw validationError('BAD_CHAIN_ID');
  const sender = raw.sender.toStringLong();
  const expected = mode === 'submit' ? ledger.nextSequenceNumber(sender) : ledger.account(sender).sequenceNumber;
  if (raw.sequence_number < expected) throw validationError('SEQUENCE_NUMBER_TOO_OLD');
  if (raw.sequence_number > expected) throw validationError('SEQUENCE_NUMBER_TOO_NEW');
  const maxGas = gas.maxGasAmount ?? raw.max_gas_amount;
  const price = gas.gasUnitPrice ?? raw.gas_unit_price;
  if (maxGas > rules.maxGasAmount) throw validationError('MAX_GAS_UNITS_EXCEEDS_MAX_GAS_UNITS_BOUND');
  if (maxGas < ledger.gasUsed) throw validationError('MAX_GAS_UNITS_BELOW_MIN_TRANSACTION_GAS_UNITS');
  if (price < rules.minGasUnitPrice) throw validationError('GAS_UNIT_PRICE_BELOW_MIN_BOUND');
  const gasPayer = list.feePayer ?? sender;
  const chargeGas = !(mode === 'simulate' && gasPayer === AccountAddress.ZERO.toStringLong());
  if (chargeGas && ledger.balanceOf(gasPayer, LOCAL_ASSETS.APT.address) < maxGas * price)
    throw validationError('INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE');

  const pending: PendingTxJson = {
    type: 'pending_transaction',
    hash,
    sender,
    sequence_number: raw.sequence_number.toString(),
    max_gas_amount: maxGas.toString(),
    gas_unit_price: price.toString(),
    expiration_timestamp_secs: raw.expiration_timestamp_secs.toString(),
    payload,
    signature: transactionSignatureJson(signed.authenticator, list),
  };
  const signerAddresses = [sender, ...list.secondary];
  return {
    chargeGas,
    submission: { pending, gasPayer, execute: (l) => runEntry(l, spec, signerAddresses, typeArgs, args) },
  };
}

/** Validates a submission and queues it in the ledger's mempool; returns the pending transaction JSON. */
export function submitSignedTransaction(
  ledger: Ledger,
  bytes: Uint8Array,
  rules: SubmitRules = DEFAULT_SUBMIT_RULES,
): PendingTxJson {
  const signed = decodeSignedTransaction(bytes);
  const hash = userTransactionHash(bytes);
  const existing = ledger.getTransaction(hash);
  if (existing?.type === 'pending_transaction') return existing; // resubmission of a mempool transaction is idempotent
  return ledger.submit(checkSignedTransaction(ledger, signed, hash, rules, 'submit').submission);
}

const failed = (vmStatus: string): Execution => ({ success: false, vmStatus, movements: [], events: [] });

/** Runs an entry function, aborting the way the VM would for unknown functions and malformed calls. */
function runEntry(
  chain: ChainReader,
  spec: MoveFunctionSpec | undefined,
  signers: string[],
  typeArgs: string[],
  args: MoveArg[] | undefined,
): Execution {
  if (!spec?.entry) return failed('FUNCTION_RESOLUTION_FAILURE');
  if (!args) return failed('FAILED_TO_DESERIALIZE_ARGUMENT');
  if (spec.signers !== signers.length) return failed('NUMBER_OF_SIGNER_ARGUMENTS_MISMATCH');
  if (spec.typeParams !== typeArgs.length) return failed('NUMBER_OF_TYPE_ARGUMENTS_MISMATCH');
  const unknownObject = spec.params.some((p, i) => p === 'object' && !assetByAddress(args[i] as string));
  if (unknownObject)
    return failed('Move abort in 0x1::object: EOBJECT_DOES_NOT_EXIST(0x60002): The object does not exist');
  return spec.entry({ chain, signers, typeArgs, args });
}
