import { describe, expect, it } from 'vitest';
import { historyPage, type HistoryQuery } from '#server/exchange/views/history-page.ts';

interface Row {
  readonly id: number;
  readonly ts: number;
  readonly market: string;
}
const keys = { timestamp: (r: Row) => r.ts, market: (r: Row) => r.market };

/** Rows as the engine appends them (oldest first): `count` rows, `perTs` of them sharing each millisecond. */
function journal(count: number, perTs: number, start = 1_000): Row[] {
  return Array.from({ length: count }, (_, id) => ({
    id,
    ts: start + Math.floor(id / perTs),
    market: id % 3 === 0 ? 'ETH-PERP' : 'BTC-PERP',
  }));
}
const newestFirst = (rows: readonly Row[]) => rows.slice().reverse();

/** Every page of the query, following nextCursor. */
function allPages(rows: readonly Row[], query: Omit<HistoryQuery, 'cursor'>): Row[][] {
  const pages: Row[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = historyPage(newestFirst(rows), keys, { ...query, cursor });
    pages.push([...page.rows]);
    if (page.nextCursor === null) return pages;
    cursor = page.nextCursor;
  }
}

describe('historyPage: keyset pages of a history list', () => {
  describe.each([
    { count: 250, perTs: 250, limit: 7 },
    { count: 250, perTs: 10, limit: 10 },
    { count: 250, perTs: 10, limit: 3 },
    { count: 250, perTs: 1, limit: 50 },
    { count: 1000, perTs: 40, limit: 100 },
    { count: 5, perTs: 5, limit: 5 },
  ])('$count rows, $perTs per timestamp, $limit per page', ({ count, perTs, limit }) => {
    const rows = journal(count, perTs);
    const pages = allPages(rows, { limit });
    it('gives every row once, newest first, across the pages (no duplicate, no gap at a boundary)', () => {
      expect(pages.flat().map((r) => r.id)).toEqual(newestFirst(rows).map((r) => r.id));
    });
    it('fills every page but the last, and ends with a null cursor', () => {
      expect(pages.length).toBe(Math.max(1, Math.ceil(count / limit)));
      for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
    });
  });

  it('answers the first `limit` rows, as before, when the request names no page', () => {
    const rows = journal(30, 4);
    const page = historyPage(newestFirst(rows), keys, { limit: 12 });
    expect(page.rows.map((r) => r.id)).toEqual(
      newestFirst(rows)
        .slice(0, 12)
        .map((r) => r.id),
    );
    expect(page.nextCursor).toBe('1004:2');
  });

  it('neither repeats nor skips when rows of the cursor millisecond arrive between two pages', () => {
    const rows = journal(20, 20); // all at 1000
    const first = historyPage(newestFirst(rows), keys, { limit: 8 });
    const grown = [...rows, { id: 100, ts: 1000, market: 'BTC-PERP' }, { id: 101, ts: 1001, market: 'BTC-PERP' }];
    const rest = allPages(grown, { limit: 8 }).flat(); // sanity: a fresh read sees the new rows first
    expect(rest.slice(0, 2).map((r) => r.id)).toEqual([101, 100]);
    const second = historyPage(newestFirst(grown), keys, { limit: 100, cursor: first.nextCursor! });
    expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(newestFirst(rows).map((r) => r.id));
  });

  it('orders rows by time even when the journal holds an older row after a newer one', () => {
    const rows: Row[] = [
      { id: 0, ts: 5, market: 'BTC-PERP' },
      { id: 1, ts: 9, market: 'BTC-PERP' },
      { id: 2, ts: 5, market: 'BTC-PERP' },
      { id: 3, ts: 7, market: 'BTC-PERP' },
    ];
    expect(
      allPages(rows, { limit: 1 })
        .flat()
        .map((r) => r.id),
    ).toEqual([1, 3, 2, 0]);
  });

  it('pages the filtered set only: market and an inclusive time range', () => {
    const rows = journal(300, 7);
    const query = { limit: 9, market: 'ETH-PERP', from: 1_010, to: 1_030 };
    const expected = newestFirst(rows).filter((r) => r.market === 'ETH-PERP' && r.ts >= 1_010 && r.ts <= 1_030);
    expect(expected.length).toBeGreaterThan(9);
    expect(allPages(rows, query).flat()).toEqual(expected);
    expect(historyPage(newestFirst(rows), keys, query).total).toBe(expected.length);
  });

  it('ignores the market filter on a list whose rows have no market (transfers, deposits)', () => {
    const rows = journal(10, 2);
    const page = historyPage(newestFirst(rows), { timestamp: (r: Row) => r.ts }, { limit: 100, market: 'SOL-PERP' });
    expect(page.rows).toHaveLength(10);
  });

  it.each(['', 'abc', '12', '1:2:3', '-1:0', '01:0', '1:1e3'])('refuses the malformed cursor %j', (cursor) => {
    expect(() => historyPage([], keys, { limit: 1, cursor })).toThrow(/cursor/);
  });
});
