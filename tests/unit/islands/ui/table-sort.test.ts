import { describe, expect, it } from 'vitest';
import { compareSortValues, nextSort, sortRows, type SortValue } from '#islands/ui/table-sort.ts';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

describe.each<[SortValue, SortValue, number]>([
  [1n, 2n, -1],
  [2n, 1n, 1],
  [5n, 5n, 0],
  [-3n, 2n, -1],
  // beyond 2^53, where Number would call these equal
  [9_007_199_254_740_993n, 9_007_199_254_740_992n, 1],
  [1, 2, -1],
  [2.5, 2.5, 0],
  ['BTC-PERP', 'APT-PERP', 1],
  ['item 2', 'item 10', -1], // numeric collation
  ['eth', 'ETH', 0],
])('compareSortValues(%s, %s)', (a, b, expected) => {
  it(`is ${expected}`, () => expect(Math.sign(compareSortValues(a, b, collator))).toBe(expected));
});

interface Row {
  readonly id: string;
  readonly pnl: bigint;
}

const ROWS: readonly Row[] = [
  { id: 'a', pnl: 5n },
  { id: 'b', pnl: -1n },
  { id: 'c', pnl: 5n },
  { id: 'd', pnl: 9_007_199_254_740_993n },
];
const byColumn = (id: string) => (id === 'pnl' ? (row: Row) => row.pnl : undefined);
const ids = (rows: readonly Row[]) => rows.map((row) => row.id);

describe('sortRows', () => {
  it('sorts ascending, equal rows keeping their order', () =>
    expect(ids(sortRows(ROWS, { column: 'pnl', direction: 'ascending' }, byColumn, collator))).toEqual([
      'b',
      'a',
      'c',
      'd',
    ]));
  it('sorts descending, equal rows still in their given order', () =>
    expect(ids(sortRows(ROWS, { column: 'pnl', direction: 'descending' }, byColumn, collator))).toEqual([
      'd',
      'a',
      'c',
      'b',
    ]));
  it('leaves the rows as given without a descriptor or for an unsortable column', () => {
    expect(sortRows(ROWS, undefined, byColumn, collator)).toBe(ROWS);
    expect(sortRows(ROWS, { column: 'side', direction: 'ascending' }, byColumn, collator)).toBe(ROWS);
  });
  it('does not change the rows it was given', () => {
    sortRows(ROWS, { column: 'pnl', direction: 'descending' }, byColumn, collator);
    expect(ids(ROWS)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('nextSort (a press on a header)', () => {
  it('sorts an unsorted column ascending', () => {
    expect(nextSort(undefined, 'pnl')).toEqual({ column: 'pnl', direction: 'ascending' });
    expect(nextSort({ column: 'size', direction: 'descending' }, 'pnl')).toEqual({
      column: 'pnl',
      direction: 'ascending',
    });
  });
  it('turns the sorted column the other way, both ways', () => {
    expect(nextSort({ column: 'pnl', direction: 'ascending' }, 'pnl')).toEqual({
      column: 'pnl',
      direction: 'descending',
    });
    expect(nextSort({ column: 'pnl', direction: 'descending' }, 'pnl')).toEqual({
      column: 'pnl',
      direction: 'ascending',
    });
  });
});
