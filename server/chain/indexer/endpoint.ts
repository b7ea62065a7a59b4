/**
 * The indexer's GraphQL endpoint (POST /v1/graphql) over the tables of tables.ts (fungible balances and metadata,
 * fungible-asset activities, account transactions, processor status, and the token, collection and staking tables),
 * with Hasura-style where / order_by / offset / limit, `<table>_aggregate { aggregate { count } }` and field
 * selection checked against each table's columns. Rows are built from the ledger on every query, so the indexer is
 * never behind.
 */
import { GraphqlSyntaxError, MAX_DEPTH, parseQuery, type GqlField } from './graphql.ts';
import type { OriginPolicy } from '#server/chain/cors.ts';
import { serve, type RouteResponse, type RunningServer } from '#server/chain/http.ts';
import type { Ledger } from '#server/chain/ledger/ledger.ts';
import { OPERATOR_NAMES, QueryError, matchesWhere, orderRows, type Row } from './filter.ts';
import { TABLES, type TableSpec } from './tables.ts';
import { LOCAL_PORTS } from '#lib/network/ports.ts';

function tableOf(name: string): TableSpec {
  const t = TABLES[name];
  if (!t) throw new QueryError(`field '${name}' not found in type: 'query_root'`);
  return t;
}

/** Projects a row onto a selection set checked against the table's columns, as Hasura does. */
function project(row: Row | null, fields: GqlField[], table: string): Row {
  const spec = tableOf(table);
  const out: Row = {};
  for (const f of fields) {
    if (f.name === '__typename') {
      out[f.key] = table;
      continue;
    }
    const related = spec.relations?.[f.name];
    if (related) {
      if (f.selections.length === 0) throw new QueryError(`field '${f.name}' of type '${table}' must have a selection`);
      const value = row?.[f.name] as Row | null | undefined;
      // a missing relation (or an empty table) still checks the selection, as Hasura does
      if (!value) project(null, f.selections, related);
      out[f.key] = value ? project(value, f.selections, related) : null;
    } else if (spec.columns.includes(f.name)) {
      if (f.selections.length) throw new QueryError(`field '${f.name}' of type '${table}' is a scalar`);
      out[f.key] = row?.[f.name] ?? null;
    } else throw new QueryError(`field '${f.name}' not found in type: '${table}'`);
  }
  return out;
}

const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks a where expression against the table's columns and relations before any row is read. */
function checkWhere(where: unknown, table: string, depth = 0): void {
  if (where === null || where === undefined) return;
  if (depth > MAX_DEPTH) throw new QueryError(`where nests deeper than ${MAX_DEPTH} levels`);
  if (!isObject(where)) throw new QueryError(`expected an object for the where of '${table}'`);
  const spec = tableOf(table);
  for (const [key, cond] of Object.entries(where)) {
    if (key === '_and' || key === '_or') {
      if (!Array.isArray(cond)) throw new QueryError(`expected a list for '${key}'`);
      for (const c of cond) checkWhere(c, table, depth + 1);
    } else if (key === '_not') checkWhere(cond, table, depth + 1);
    else if (spec.relations?.[key]) checkWhere(cond, spec.relations[key]!, depth + 1);
    else if (spec.columns.includes(key)) {
      if (!isObject(cond)) throw new QueryError(`expected an object for '${key}'`);
      const op = Object.keys(cond).find((o) => !OPERATOR_NAMES.includes(o));
      if (op !== undefined) throw new QueryError(`unsupported operator '${op}'`);
    } else throw new QueryError(`field '${key}' not found in type: '${table}_bool_exp'`);
  }
}

/** A non-negative integer argument (offset, limit), or the fallback when absent. */
function count(args: Record<string, unknown>, name: string, fallback: number): number {
  const v = args[name];
  if (v === undefined || v === null) return fallback;
  const n = typeof v === 'bigint' ? v : typeof v === 'number' && Number.isSafeInteger(v) ? BigInt(v) : undefined;
  if (n === undefined || n < 0n) throw new QueryError(`expected a non-negative integer for '${name}'`);
  return n > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(n);
}

function page(rows: Row[], args: Record<string, unknown>, table: string): Row[] {
  checkWhere(args.where, table);
  const orderBy = args.order_by;
  const specs = (Array.isArray(orderBy) ? orderBy : orderBy ? [orderBy] : []) as unknown[];
  for (const o of specs) {
    if (!isObject(o)) throw new QueryError(`expected an object for order_by of '${table}'`);
    for (const k of Object.keys(o))
      if (!tableOf(table).columns.includes(k))
        throw new QueryError(`field '${k}' not found in type: '${table}_order_by'`);
  }
  const filtered = rows.filter((r) => matchesWhere(r, (args.where ?? null) as Row | null));
  const sorted = orderRows(filtered, orderBy);
  const offset = count(args, 'offset', 0);
  return sorted.slice(offset, offset + count(args, 'limit', sorted.length));
}

function resolveField(ledger: Ledger, f: GqlField): unknown {
  const aggregate = f.name.endsWith('_aggregate') ? f.name.slice(0, -'_aggregate'.length) : undefined;
  const table = aggregate ?? f.name;
  const spec = tableOf(table);
  if (!aggregate) {
    const rows = page(spec.rows(ledger), f.args, table);
    if (rows.length === 0) project(null, f.selections, table);
    return rows.map((r) => project(r, f.selections, table));
  }
  const rows = page(spec.rows(ledger), f.args, table);
  const out: Row = {};
  for (const sel of f.selections) {
    if (sel.name === '__typename') out[sel.key] = f.name;
    else if (sel.name !== 'aggregate') throw new QueryError(`field '${sel.name}' not found in type: '${f.name}'`);
    else
      out[sel.key] = Object.fromEntries(
        sel.selections.map((a) => {
          if (a.name !== 'count')
            throw new QueryError(`field '${a.name}' not found in type: '${table}_aggregate_fields'`);
          return [a.key, rows.length];
        }),
      );
  }
  return out;
}

/** Serialises a GraphQL result; bigints become JSON numbers written digit for digit (no float on the way). */
export function toGraphqlJson(value: unknown): string {
  return JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? `__bigint__${v}` : v)).replace(
    /"__bigint__(-?\d+)"/g,
    '$1',
  );
}

/** Executes one GraphQL request body ({query, variables, operationName}) against the ledger. */
export function executeGraphql(ledger: Ledger, body: unknown): { data?: Row; errors?: { message: string }[] } {
  try {
    if (!isObject(body)) throw new QueryError('The request body must be a JSON object {query, variables}');
    if (typeof body.query !== 'string') throw new QueryError('Missing query');
    const variables = body.variables ?? {};
    if (!isObject(variables)) throw new QueryError('variables must be a JSON object');
    const op = parseQuery(body.query, variables);
    const data: Row = {};
    for (const f of op.fields) data[f.key] = resolveField(ledger, f);
    return { data };
  } catch (e) {
    if (e instanceof QueryError || e instanceof GraphqlSyntaxError) return { errors: [{ message: e.message }] };
    throw e;
  }
}

/** Starts the indexer GraphQL service (default port LOCAL_PORTS.indexer, path /v1/graphql). */
export function startIndexer(
  ledger: Ledger,
  opts: { host?: string; port?: number; origins?: OriginPolicy } = {},
): Promise<RunningServer> {
  const handle = ({ body }: { body: Uint8Array }): RouteResponse => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return { status: 200, body: { errors: [{ message: 'Request body must be JSON' }] } };
    }
    return { status: 200, body: null, rawJson: toGraphqlJson(executeGraphql(ledger, parsed)) };
  };
  return serve([{ method: 'POST', pattern: '/v1/graphql', handler: handle }], {
    host: opts.host ?? '127.0.0.1',
    port: opts.port ?? LOCAL_PORTS.indexer,
    ...(opts.origins ? { origins: opts.origins } : {}),
    onError: (e) => ({
      status: (e as { status?: number }).status ?? 500,
      body: { errors: [{ message: (e as Error).message }] },
    }),
  });
}
