/**
 * Hasura-style filtering and ordering over plain rows: bool expressions (_and, _or, _not, nested relations) with
 * comparison operators _eq, _neq, _in, _nin, _gt, _gte, _lt, _lte, _is_null, _like, _ilike. Integers compare as
 * bigint, everything else as text.
 */

/** A malformed filter, reported in the GraphQL errors array. */
export class QueryError extends Error {}

/** A row: column name to value (bigint for integers, nested Row for relations). */
export type Row = Record<string, unknown>;

function comparable(v: unknown): bigint | string | boolean | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint' || typeof v === 'boolean') return v;
  if (typeof v === 'number' && Number.isInteger(v)) return BigInt(v);
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return BigInt(v);
  return String(v);
}

function compare(a: unknown, b: unknown): number {
  const x = comparable(a);
  const y = comparable(b);
  if (x === y) return 0;
  if (x === null) return -1;
  if (y === null) return 1;
  if (typeof x === 'bigint' && typeof y === 'bigint') return x < y ? -1 : 1;
  return String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
}

function like(value: unknown, pattern: unknown, flags: string): boolean {
  const re = String(pattern)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${re}$`, flags).test(String(value));
}

const OPERATORS: Record<string, (value: unknown, arg: unknown) => boolean> = {
  _eq: (v, a) => compare(v, a) === 0,
  _neq: (v, a) => compare(v, a) !== 0,
  _in: (v, a) => Array.isArray(a) && a.some((x) => compare(v, x) === 0),
  _nin: (v, a) => Array.isArray(a) && !a.some((x) => compare(v, x) === 0),
  _gt: (v, a) => compare(v, a) > 0,
  _gte: (v, a) => compare(v, a) >= 0,
  _lt: (v, a) => compare(v, a) < 0,
  _lte: (v, a) => compare(v, a) <= 0,
  _is_null: (v, a) => (v === null || v === undefined) === Boolean(a),
  _like: (v, a) => like(v, a, ''),
  _ilike: (v, a) => like(v, a, 'i'),
};

/** The comparison operators a where expression may use. */
export const OPERATOR_NAMES: readonly string[] = Object.keys(OPERATORS);

function isRow(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** True when the row satisfies the bool expression (null/undefined where matches everything). */
export function matchesWhere(row: Row, where: Row | null | undefined): boolean {
  if (!where) return true;
  return Object.entries(where).every(([key, cond]) => {
    if (key === '_and') return (cond as Row[]).every((c) => matchesWhere(row, c));
    if (key === '_or') return (cond as Row[]).some((c) => matchesWhere(row, c));
    if (key === '_not') return !matchesWhere(row, cond as Row);
    if (!(key in row)) throw new QueryError(`field '${key}' not found in the where expression's type`);
    if (!isRow(cond)) throw new QueryError(`expected an object for '${key}'`);
    const value = row[key];
    if (isRow(value)) return matchesWhere(value, cond);
    // a condition on a relation the row does not have (null) matches nothing
    if (value === null && Object.keys(cond).some((k) => !Object.hasOwn(OPERATORS, k))) return false;
    return Object.entries(cond).every(([op, arg]) => {
      const fn = OPERATORS[op];
      if (!fn) throw new QueryError(`unsupported operator '${op}'`);
      return fn(value, arg);
    });
  });
}

/** Sorts rows by a Hasura order_by (object or list of objects; asc/desc with optional _nulls_first/_nulls_last). */
export function orderRows(rows: Row[], orderBy: unknown): Row[] {
  const specs = (Array.isArray(orderBy) ? orderBy : orderBy ? [orderBy] : []) as Row[];
  const keys = specs.flatMap((s) => Object.entries(s).map(([k, dir]) => ({ k, desc: String(dir).startsWith('desc') })));
  if (keys.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const { k, desc } of keys) {
      const c = compare(a[k], b[k]);
      if (c !== 0) return desc ? -c : c;
    }
    return 0;
  });
}
