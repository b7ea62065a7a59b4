/**
 * The indexer's GraphQL endpoint (POST /v1/graphql) for the tables the app reads: current_fungible_asset_balances
 * (+ _aggregate), fungible_asset_metadata and processor_status, with Hasura-style where / order_by / offset / limit
 * and field selection. Rows are built from the ledger on every query, so the indexer is never behind.
 */
import { EXCHANGE_MODULE_ADDRESS, LOCAL_ASSETS, assetByAddress, type LocalAsset } from '#lib/chain/local-assets.ts';
import { GraphqlSyntaxError, parseQuery, type GqlField } from './graphql.ts';
import { serve, type RouteResponse, type RunningServer } from '#server/chain/http.ts';
import type { Ledger } from '#server/chain/ledger/ledger.ts';
import { QueryError, matchesWhere, orderRows, type Row } from './filter.ts';
import { primaryStoreAddress } from '#server/chain/ledger/tx-json.ts';

function isoTimestamp(us: bigint): string {
  return new Date(Number(us / 1000n)).toISOString().replace('Z', '');
}

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

function balanceRows(ledger: Ledger): Row[] {
  return ledger.store.readBalances().map((b) => {
    const asset = assetByAddress(b.asset)!;
    return {
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
      metadata: metadataRow(asset),
    };
  });
}

/** Projects a row onto a selection set; unknown fields are query errors, as in Hasura. */
function project(row: Row, fields: GqlField[], typeName: string): Row {
  const out: Row = {};
  for (const f of fields) {
    if (f.name === '__typename') out[f.key] = typeName;
    else if (!(f.name in row)) throw new QueryError(`field '${f.name}' not found in type: '${typeName}'`);
    else {
      const v = row[f.name];
      out[f.key] = f.selections.length && v && typeof v === 'object' ? project(v as Row, f.selections, f.name) : v;
    }
  }
  return out;
}

function page(rows: Row[], args: Record<string, unknown>): Row[] {
  const where = (args.where ?? null) as Row | null;
  const filtered = rows.filter((r) => matchesWhere(r, where));
  const sorted = orderRows(filtered, args.order_by);
  const offset = Number(args.offset ?? 0n);
  const limit = args.limit === null || args.limit === undefined ? sorted.length : Number(args.limit);
  return sorted.slice(offset, offset + limit);
}

function resolveField(ledger: Ledger, f: GqlField): unknown {
  const tables: Record<string, () => Row[]> = {
    current_fungible_asset_balances: () => balanceRows(ledger),
    fungible_asset_metadata: () => Object.values(LOCAL_ASSETS).map(metadataRow),
    processor_status: () => [
      {
        processor: 'fungible_asset_processor',
        last_success_version: ledger.meta.ledgerVersion,
        last_updated: isoTimestamp(ledger.meta.timestampUs),
      },
    ],
  };
  const aggregate = f.name.endsWith('_aggregate') ? f.name.slice(0, -'_aggregate'.length) : undefined;
  const source = tables[aggregate ?? f.name];
  if (!source) throw new QueryError(`field '${f.name}' not found in type: 'query_root'`);
  const rows = page(source(), f.args);
  if (!aggregate) return rows.map((r) => project(r, f.selections, f.name));
  return project({ aggregate: { count: rows.length } }, f.selections, f.name);
}

/** Serialises a GraphQL result; bigints become JSON numbers written digit for digit (no float on the way). */
export function toGraphqlJson(value: unknown): string {
  return JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? `__bigint__${v}` : v)).replace(
    /"__bigint__(-?\d+)"/g,
    '$1',
  );
}

/** Executes one GraphQL request body ({query, variables, operationName}) against the ledger. */
export function executeGraphql(
  ledger: Ledger,
  body: { query?: unknown; variables?: unknown },
): { data?: Row; errors?: { message: string }[] } {
  try {
    if (typeof body.query !== 'string') throw new QueryError('Missing query');
    const op = parseQuery(body.query, (body.variables ?? {}) as Record<string, unknown>);
    const data: Row = {};
    for (const f of op.fields) data[f.key] = resolveField(ledger, f);
    return { data };
  } catch (e) {
    if (e instanceof QueryError || e instanceof GraphqlSyntaxError) return { errors: [{ message: e.message }] };
    throw e;
  }
}

/** Starts the indexer GraphQL service (default port 8090, path /v1/graphql). */
export function startIndexer(ledger: Ledger, opts: { host?: string; port?: number } = {}): Promise<RunningServer> {
  const handle = ({ body }: { body: Uint8Array }): RouteResponse => {
    let parsed: { query?: unknown; variables?: unknown };
    try {
      parsed = JSON.parse(new TextDecoder().decode(body)) as typeof parsed;
    } catch {
      return { status: 200, body: { errors: [{ message: 'Request body must be JSON' }] } };
    }
    return { status: 200, body: null, rawJson: toGraphqlJson(executeGraphql(ledger, parsed)) };
  };
  return serve([{ method: 'POST', pattern: '/v1/graphql', handler: handle }], {
    host: opts.host ?? '127.0.0.1',
    port: opts.port ?? 8090,
    onError: (e) => ({
      status: (e as { status?: number }).status ?? 500,
      body: { errors: [{ message: (e as Error).message }] },
    }),
  });
}
