/**
 * The node API's JSON shapes for transactions (what the SDK's TransactionResponse types describe) and the hashes
 * and addresses the chain derives: transaction hash, primary fungible store address, stand-in state hashes.
 */
import { sha3_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { AccountAddress } from '@aptos-labs/ts-sdk';

/** An entry-function payload as the node prints it. */
export interface PayloadJson {
  type: 'entry_function_payload';
  function: string;
  type_arguments: string[];
  arguments: unknown[];
}

/** A module event as the node prints it. */
export interface EventJson {
  guid: { creation_number: string; account_address: string };
  sequence_number: string;
  type: string;
  data: Record<string, unknown>;
}

/** A write-set change (only fungible store writes are reported). */
export interface ChangeJson {
  type: 'write_resource';
  address: string;
  state_key_hash: string;
  data: { type: string; data: Record<string, unknown> };
}

/** Fields shared by pending and committed user transactions. */
export interface UserTxFields {
  hash: string;
  sender: string;
  sequence_number: string;
  max_gas_amount: string;
  gas_unit_price: string;
  expiration_timestamp_secs: string;
  payload: PayloadJson;
  signature?: Record<string, unknown>;
}

/** A transaction accepted into the mempool, not executed yet. */
export interface PendingTxJson extends UserTxFields {
  type: 'pending_transaction';
}

/** A committed user transaction. */
export interface UserTxJson extends UserTxFields {
  type: 'user_transaction';
  version: string;
  state_change_hash: string;
  event_root_hash: string;
  state_checkpoint_hash: null;
  gas_used: string;
  success: boolean;
  vm_status: string;
  accumulator_root_hash: string;
  changes: ChangeJson[];
  events: EventJson[];
  timestamp: string;
}

/** Either transaction shape. */
export type TxJson = PendingTxJson | UserTxJson;

const TRANSACTION_PREFIX = sha3_256(utf8ToBytes('APTOS::Transaction'));

/** The user-transaction hash: sha3-256(sha3-256("APTOS::Transaction") | 0x00 | bcs(SignedTransaction)). */
export function userTransactionHash(signedTransactionBcs: Uint8Array): string {
  const h = sha3_256.create();
  h.update(TRANSACTION_PREFIX);
  h.update(new Uint8Array([0]));
  h.update(signedTransactionBcs);
  return `0x${bytesToHex(h.digest())}`;
}

/** A deterministic stand-in hash for chain-internal values (operator transactions, state roots). */
export function labelHash(...parts: string[]): string {
  return `0x${bytesToHex(sha3_256(utf8ToBytes(parts.join('|'))))}`;
}

/** An address in the node's long form (0x + 64 hex digits); throws on malformed input. */
export function longAddress(address: string): string {
  return AccountAddress.fromString(address, { maxMissingChars: 63 }).toStringLong();
}

/** An address as the node prints it in JSON (short form for special addresses like 0x1, 0xa). */
export function printAddress(address: string): string {
  return AccountAddress.fromString(address, { maxMissingChars: 63 }).toString();
}

/** Address of owner's primary fungible store of an asset: sha3-256(owner | metadata | 0xFC). */
export function primaryStoreAddress(owner: string, asset: string): string {
  const bytes = new Uint8Array(65);
  bytes.set(hexToBytes(longAddress(owner).slice(2)), 0);
  bytes.set(hexToBytes(longAddress(asset).slice(2)), 32);
  bytes[64] = 0xfc;
  return `0x${bytesToHex(sha3_256(bytes))}`;
}

/** A module event with the v2 (handle-less) guid. */
export function moduleEvent(type: string, data: Record<string, unknown>): EventJson {
  return { guid: { creation_number: '0', account_address: '0x0' }, sequence_number: '0', type, data };
}

/** The write of a fungible store's new balance. */
export function storeChange(owner: string, asset: string, balance: bigint): ChangeJson {
  const store = primaryStoreAddress(owner, asset);
  return {
    type: 'write_resource',
    address: store,
    state_key_hash: labelHash('state_key', store),
    data: {
      type: '0x1::fungible_asset::FungibleStore',
      data: { balance: balance.toString(), frozen: false, metadata: { inner: printAddress(asset) } },
    },
  };
}
