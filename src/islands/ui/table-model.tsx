import { useMemo, useState, type ReactNode } from 'react';
// types only: a Table loads none of react-aria's table code (the virtualized table brings its own, VirtualTable.tsx)
import type { ColumnProps, Key, SortDescriptor } from 'react-aria-components';
import { sortRows, type SortValue } from './table-sort.ts';

/** A row of a Table: anything with a stable id. */
export interface TableRow {
  readonly id: Key;
}

/** One column of a Table: its header, how a row fills its cell, and how it aligns and sorts. */
export interface TableColumn<T> {
  readonly id: string;
  /** Header text. */
  readonly name: ReactNode;
  /** The cell of one row, formatted by the caller (src/lib/domain/format.ts). */
  readonly cell: (row: T) => ReactNode;
  /** Numbers: right-aligned, tabular figures, so digits line up down the column. */
  readonly isNumeric?: boolean;
  /** The column that names a row for screen readers (default: the first). */
  readonly isRowHeader?: boolean;
  /** Makes the column sortable by this value (bigints compare exactly, strings by locale). */
  readonly sortValue?: (row: T) => SortValue;
  /**
   * Width for react-aria's layout: px, a percentage, or a fraction ("2fr"); the virtualized table needs these. In a
   * Table, px widths fix the columns (CSS fixed table layout, widths shared out in proportion when the table is
   * wider), so the header stays put between the loading, empty and filled states; give every column one.
   */
  readonly width?: ColumnProps['width'];
  readonly minWidth?: number;
}

/** Props shared by Table and VirtualTable. */
export interface TableBaseProps<T extends TableRow> {
  /** What the table lists: "Open positions". */
  readonly 'aria-label': string;
  readonly columns: readonly TableColumn<T>[];
  readonly rows: readonly T[];
  /** First load: skeleton rows under the header, the table marked aria-busy. */
  readonly isLoading?: boolean;
  /** Skeleton rows shown while loading (default 5). */
  readonly loadingRowCount?: number;
  /** Set when the rows could not be loaded: shown instead of the rows, with Try again when onRetry is given. */
  readonly errorMessage?: ReactNode;
  readonly onRetry?: () => void;
  /** Shown when there are no rows (default "Nothing here yet"). */
  readonly emptyMessage?: ReactNode;
  /** Controlled sort (RAC names); without it the table keeps its own, starting at defaultSortDescriptor. */
  readonly sortDescriptor?: SortDescriptor;
  readonly defaultSortDescriptor?: SortDescriptor;
  readonly onSortChange?: (descriptor: SortDescriptor) => void;
  /** Makes rows pressable (open a position's details). */
  readonly onRowAction?: (key: Key) => void;
  readonly className?: string;
  /**
   * 'cards' stacks each row into a card for a phone: the row header on top, every other cell under its column's name
   * in two columns, the actions last; the grid and its keyboard navigation stay the same. Default 'table'.
   */
  readonly layout?: 'table' | 'cards';
}

/** A skeleton row's id: never a real row's. */
export interface LoadingRow {
  readonly id: string;
}

/** The rows a table renders in its current state, with its sort state. */
export function useTableModel<T extends TableRow>(props: TableBaseProps<T>) {
  // the browser's locale, as react-aria's useLocale gives it without an I18nProvider
  const collator = useMemo(() => new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }), []);
  const [ownSort, setOwnSort] = useState(props.defaultSortDescriptor);
  const sortDescriptor = props.sortDescriptor ?? ownSort;
  const onSortChange = (descriptor: SortDescriptor) => {
    setOwnSort(descriptor);
    props.onSortChange?.(descriptor);
  };
  const sorted = useMemo(
    () => sortRows(props.rows, sortDescriptor, (id) => props.columns.find((c) => c.id === id)?.sortValue, collator),
    [props.rows, props.columns, sortDescriptor, collator],
  );
  const loadingRows: LoadingRow[] = Array.from({ length: props.loadingRowCount ?? 5 }, (_, i) => ({ id: `~${i}` }));
  const state = props.errorMessage !== undefined ? 'error' : props.isLoading ? 'loading' : 'ready';
  const items: readonly (T | LoadingRow)[] = state === 'error' ? [] : state === 'loading' ? loadingRows : sorted;
  return { state, items, sortDescriptor, onSortChange } as const;
}

/** Whether a column names its rows: the one marked isRowHeader, else the first. */
export function isRowHeader<T>(column: TableColumn<T>, columns: readonly TableColumn<T>[]): boolean {
  return column.isRowHeader ?? (columns.every((c) => !c.isRowHeader) && column === columns[0]);
}

/** Whether a table's columns are fixed by their px widths (see TableColumn.width). */
export function hasFixedColumns<T>(columns: readonly TableColumn<T>[]): boolean {
  return columns.length > 0 && columns.every((c) => typeof c.width === 'number');
}
