/**
 * The indexer's tables as the Aptos indexer's Hasura schema names them: each table's columns, its relations to
 * other tables, and its rows built from the ledger. Fungible balances, metadata, fungible-asset activities and
 * account transactions hold real data; the token, collection and delegated-staking tables exist with their
 * columns but stay empty, because this chain has no digital assets and no staking (queries still validate).
 */
import { EXCHANGE_MODULE_ADDRESS, LOCAL_ASSETS, assetByAddress, type LocalAsset } from '#lib/chain/local-assets.ts';
import type { Ledger } from '#server/chain/ledger/ledger.ts';
import { primaryStoreAddress } from '#server/chain/ledger/tx-json.ts';
import type { Row } from './filter.ts';

/** A table of the indexer's schema. */
export interface TableSpec {
  /** Scalar columns. */
  readonly columns: readonly string[];
  /** Object relations: field name -> related table. */
  readonly relations?: Readonly<Record<string, string>>;
  /** The table's rows (relations filled in as nested rows). */
  readonly rows: (ledger: Ledger) => Row[];
}

/** The timestamp format of the indexer: ISO 8601 without the zone letter. */
function isoTimestamp(us: bigint): string {
  return new Date(Number(us / 1000n)).toISOString().replace('Z', '');
}

const METADATA_COLUMNS = [
  'asset_type',
  'name',
  'symbol',
  'decimals',
  'icon_uri',
  'project_uri',
  'creator_address',
  'token_standard',
  'supply_aggregator_table_handle_v1',
  'supply_aggregator_table_key_v1',
  'supply_v2',
  'maximum_v2',
  'last_transaction_version',
  'last_transaction_timestamp',
];

function metadataRow(a: LocalAsset): Row {
  return {
    asset_type: a.address,
    name: a.name,
    symbol: a.symbol,
    decimals: a.decimals,
    icon_uri: a.iconUri,
    project_uri: null,
    creator_address: a.symbol === 'APT' ? LOCAL_ASSETS.APT.address.replace(/a$/, '1') : EXCHANGE_MODULE_ADDRESS,
    token_standard: 'v2',
    supply_aggregator_table_handle_v1: null,
    supply_aggregator_table_key_v1: null,
    supply_v2: null,
    maximum_v2: null,
    last_transaction_version: 0n,
    last_transaction_timestamp: isoTimestamp(0n),
  };
}

const metadataOf = (asset: string): Row | null => {
  const a = assetByAddress(asset);
  return a ? metadataRow(a) : null;
};

function balanceRows(ledger: Ledger): Row[] {
  return ledger.store.readBalances().map((b) => ({
    owner_address: b.owner,
    asset_type: b.asset,
    amount: b.amount,
    amount_v2: b.amount,
    amount_v1: null,
    is_frozen: false,
    is_primary: true,
    storage_id: primaryStoreAddress(b.owner, b.asset),
    token_standard: 'v2',
    last_transaction_version: b.lastVersion,
    last_transaction_timestamp: isoTimestamp(b.lastTimestampUs),
    metadata: metadataOf(b.asset),
  }));
}

function activityRows(ledger: Ledger): Row[] {
  return ledger.store.readActivities().map((a) => ({
    transaction_version: a.version,
    event_index: a.eventIndex,
    block_height: a.blockHeight,
    transaction_timestamp: isoTimestamp(a.timestampUs),
    type: a.type,
    owner_address: a.owner,
    asset_type: a.asset,
    amount: a.amount,
    is_gas_fee: a.isGasFee,
    gas_fee_payer_address: a.gasFeePayer,
    is_transaction_success: a.success,
    is_frozen: null,
    entry_function_id_str: a.entryFunction,
    storage_id: primaryStoreAddress(a.owner, a.asset),
    storage_refund_amount: 0n,
    token_standard: 'v2',
    metadata: metadataOf(a.asset),
  }));
}

const PROCESSORS = [
  'account_restoration_processor',
  'account_transactions_processor',
  'default_processor',
  'events_processor',
  'fungible_asset_processor',
  'stake_processor',
  'token_v2_processor',
  'user_transaction_processor',
  'objects_processor',
];

const none = (): Row[] => [];

/** Every table, by name. */
export const TABLES: Readonly<Record<string, TableSpec>> = {
  current_fungible_asset_balances: {
    columns: [
      'owner_address',
      'asset_type',
      'amount',
      'amount_v2',
      'amount_v1',
      'is_frozen',
      'is_primary',
      'storage_id',
      'token_standard',
      'last_transaction_version',
      'last_transaction_timestamp',
    ],
    relations: { metadata: 'fungible_asset_metadata' },
    rows: balanceRows,
  },
  fungible_asset_metadata: {
    columns: METADATA_COLUMNS,
    rows: () => Object.values(LOCAL_ASSETS).map(metadataRow),
  },
  fungible_asset_activities: {
    columns: [
      'transaction_version',
      'event_index',
      'block_height',
      'transaction_timestamp',
      'type',
      'owner_address',
      'asset_type',
      'amount',
      'is_gas_fee',
      'gas_fee_payer_address',
      'is_transaction_success',
      'is_frozen',
      'entry_function_id_str',
      'storage_id',
      'storage_refund_amount',
      'token_standard',
    ],
    relations: { metadata: 'fungible_asset_metadata' },
    rows: activityRows,
  },
  account_transactions: {
    columns: ['account_address', 'transaction_version'],
    rows: (ledger) =>
      ledger.store
        .readAccountTransactions()
        .map((t) => ({ account_address: t.address, transaction_version: t.version })),
  },
  processor_status: {
    columns: ['processor', 'last_success_version', 'last_updated', 'last_transaction_timestamp'],
    rows: (ledger) =>
      PROCESSORS.map((processor) => ({
        processor,
        last_success_version: ledger.meta.ledgerVersion,
        last_updated: isoTimestamp(ledger.meta.timestampUs),
        last_transaction_timestamp: isoTimestamp(ledger.meta.timestampUs),
      })),
  },
  current_token_ownerships_v2: {
    columns: [
      'token_standard',
      'token_properties_mutated_v1',
      'token_data_id',
      'table_type_v1',
      'storage_id',
      'property_version_v1',
      'owner_address',
      'last_transaction_version',
      'last_transaction_timestamp',
      'is_soulbound_v2',
      'is_fungible_v2',
      'amount',
      'non_transferrable_by_owner',
    ],
    relations: { current_token_data: 'current_token_datas_v2' },
    rows: none,
  },
  current_token_datas_v2: {
    columns: [
      'collection_id',
      'description',
      'is_fungible_v2',
      'largest_property_version_v1',
      'last_transaction_timestamp',
      'last_transaction_version',
      'maximum',
      'supply',
      'token_data_id',
      'token_name',
      'token_properties',
      'token_standard',
      'token_uri',
      'decimals',
      'is_deleted_v2',
    ],
    relations: { current_collection: 'current_collections_v2' },
    rows: none,
  },
  current_collections_v2: {
    columns: [
      'collection_id',
      'collection_name',
      'creator_address',
      'current_supply',
      'description',
      'last_transaction_timestamp',
      'last_transaction_version',
      'max_supply',
      'mutable_description',
      'mutable_uri',
      'table_handle_v1',
      'token_standard',
      'total_minted_v2',
      'uri',
    ],
    rows: none,
  },
  current_collection_ownership_v2_view: {
    columns: [
      'collection_id',
      'collection_name',
      'collection_uri',
      'creator_address',
      'distinct_tokens',
      'last_transaction_version',
      'owner_address',
      'single_token_uri',
    ],
    relations: { current_collection: 'current_collections_v2' },
    rows: none,
  },
  token_activities_v2: {
    columns: [
      'after_value',
      'before_value',
      'entry_function_id_str',
      'event_account_address',
      'event_index',
      'from_address',
      'is_fungible_v2',
      'property_version_v1',
      'to_address',
      'token_amount',
      'token_data_id',
      'token_standard',
      'transaction_timestamp',
      'transaction_version',
      'type',
    ],
    relations: { current_token_data: 'current_token_datas_v2' },
    rows: none,
  },
  delegated_staking_activities: {
    columns: ['amount', 'delegator_address', 'event_index', 'event_type', 'pool_address', 'transaction_version'],
    rows: none,
  },
};
