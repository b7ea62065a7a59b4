import type { SortDescriptor } from 'react-aria-components';

/** A value a column sorts by: exact bigints for money and prices, numbers for counts and times, strings for names. */
export type SortValue = bigint | number | string;

/** Compares two sort values of one column: numbers and bigints numerically (exactly), strings by locale. */
export function compareSortValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (typeof a === 'string' || typeof b === 'string') return collator.compare(String(a), String(b));
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Rows in the order of a sort descriptor (RAC's { column, direction }), using the column's sortValue; a stable
 * sort, so equal rows keep their given order. Unknown or unsortable columns leave the rows as given.
 */
export function sortRows<T>(
  rows: readonly T[],
  descriptor: SortDescriptor | undefined,
  sortValueOf: (columnId: string) => ((row: T) => SortValue) | undefined,
  collator: Intl.Collator,
): readonly T[] {
  if (descriptor?.column === undefined) return rows;
  const value = sortValueOf(String(descriptor.column));
  if (value === undefined) return rows;
  const sign = descriptor.direction === 'descending' ? -1 : 1;
  return rows
    .map((row) => ({ row, key: value(row) }))
    .sort((a, b) => sign * compareSortValues(a.key, b.key, collator))
    .map(({ row }) => row);
}

/** The sort a press on a column's header asks for: the other direction on the sorted column, else ascending. */
export function nextSort(descriptor: SortDescriptor | undefined, column: string): SortDescriptor {
  if (descriptor?.column === column)
    return { column, direction: descriptor.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: 'ascending' };
}
