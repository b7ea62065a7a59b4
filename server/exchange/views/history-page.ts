/**
 * Keyset pages of a history list (SPEC 7's history calls): newest first, ordered by (timestamp desc, rank desc),
 * where a row's rank is its place among the rows of the same timestamp, oldest first. The engine only appends
 * (newer rows get higher ranks in their timestamp), so a row's key never changes while it is kept: a page that
 * starts after the cursor's key neither repeats a row nor skips one, even when hundreds share a millisecond or rows
 * arrive between pages (those are newer than the cursor and belong to a fresh first page).
 */
import { ApiFailure } from '#server/exchange/api/failure.ts';

/** What a history request asks of a list beyond the account: page size, where to resume, and filters. */
export interface HistoryQuery {
  readonly limit: number;
  /** "<timestamp>:<rank>" of the last row of the previous page (nextCursor). */
  readonly cursor?: string | undefined;
  /** Rows of this market only (lists without a market ignore it). */
  readonly market?: string | undefined;
  /** Inclusive time range, ms. */
  readonly from?: number | undefined;
  readonly to?: number | undefined;
}

/** How the pager reads a row: its time and, when it has one, its market. */
export interface RowKeys<T> {
  readonly timestamp: (row: T) => number;
  readonly market?: (row: T) => string;
}

/** One page: the rows, newest first, and the cursor of the next page (null when none is left). */
export interface HistoryPage<T> {
  readonly rows: readonly T[];
  readonly nextCursor: string | null;
  /** Rows matching the filters across all pages. */
  readonly total: number;
}

const CURSOR = /^(0|[1-9][0-9]{0,15}):(0|[1-9][0-9]{0,8})$/;

/** Reads a cursor; a malformed one is the caller's error. */
function parseCursor(cursor: string): { ts: number; rank: number } {
  const m = CURSOR.exec(cursor);
  if (!m) throw new ApiFailure('invalid_request', 'bad history cursor');
  return { ts: Number(m[1]), rank: Number(m[2]) };
}

/** True when a row passes the query's market and time filters. */
function inFilters<T>(r: { row: T; ts: number }, keys: RowKeys<T>, query: HistoryQuery): boolean {
  return (
    (query.from === undefined || r.ts >= query.from) &&
    (query.to === undefined || r.ts <= query.to) &&
    (query.market === undefined || keys.market === undefined || keys.market(r.row) === query.market)
  );
}

/**
 * The page of `newestFirst` (the engine's list, newest first) that the query asks for. The list is put in key order
 * (a stable sort by time, so rows of one timestamp keep their newest-first order), each row ranked within its
 * timestamp from the oldest, then filtered, resumed after the cursor's key and cut to `limit`.
 */
export function historyPage<T>(newestFirst: readonly T[], keys: RowKeys<T>, query: HistoryQuery): HistoryPage<T> {
  const sorted = newestFirst
    .map((row, i) => ({ row, ts: keys.timestamp(row), i }))
    .sort((a, b) => b.ts - a.ts || a.i - b.i);
  const seen = new Map<number, number>();
  const ranked = new Array<{ row: T; ts: number; rank: number }>(sorted.length);
  for (let i = sorted.length - 1; i >= 0; i--) {
    const { row, ts } = sorted[i]!;
    const rank = seen.get(ts) ?? 0;
    seen.set(ts, rank + 1);
    ranked[i] = { row, ts, rank };
  }
  const after = query.cursor === undefined ? undefined : parseCursor(query.cursor);
  const matching = ranked.filter(
    (r) =>
      inFilters(r, keys, query) &&
      (after === undefined || r.ts < after.ts || (r.ts === after.ts && r.rank < after.rank)),
  );
  const page = matching.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    rows: page.map((r) => r.row),
    nextCursor: matching.length > query.limit && last ? `${last.ts}:${last.rank}` : null,
    total: ranked.filter((r) => inFilters(r, keys, query)).length,
  };
}
