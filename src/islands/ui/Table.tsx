import {
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';
import { t } from '#lib/i18n/index.ts';
import { SortArrowIcon } from './Icons.tsx';
import { Skeleton } from './Skeleton.tsx';
import {
  hasFixedColumns,
  isRowHeader,
  useTableModel,
  type LoadingRow,
  type TableBaseProps,
  type TableColumn,
  type TableRow,
} from './table-model.tsx';
import { focusablesIn, keyTarget, searchTarget } from './table-keys.ts';
import { nextSort } from './table-sort.ts';
import { TableEmptyState } from './TableStates.tsx';
import './table.css';

/** The table's props, column definitions and row shape (shared with VirtualTable), and a column's sort value. */
export type { TableColumn, TableRow } from './table-model.tsx';

/** How long typed letters add up to one search (react-aria's typeahead wait). */
const TYPEAHEAD_MS = 1000;

/**
 * The focus, focus ring and hover of one part of the grid, as data-* attributes for table.css (react-aria's names):
 * data-focus-visible only when the focus came from the keyboard; hover only from a mouse, and only when `hoverable`.
 */
function useInteraction(hoverable: boolean) {
  const [focus, setFocus] = useState<'none' | 'focused' | 'visible'>('none');
  const [hovered, setHovered] = useState(false);
  const hover = (on: boolean) => (e: PointerEvent) => {
    if (hoverable && e.pointerType === 'mouse') setHovered(on);
  };
  return {
    onFocus: (e: FocusEvent<HTMLElement>) => {
      if (e.target === e.currentTarget) setFocus(e.currentTarget.matches(':focus-visible') ? 'visible' : 'focused');
    },
    onBlur: (e: FocusEvent) => {
      if (e.target === e.currentTarget) setFocus('none');
    },
    onPointerEnter: hover(true),
    onPointerLeave: hover(false),
    'data-focused': focus !== 'none' || undefined,
    'data-focus-visible': focus === 'visible' || undefined,
    'data-hovered': (hoverable && hovered) || undefined,
  };
}

/** Whether a click landed on a control inside the row (its own press, not the row's). */
function onControl(target: EventTarget, row: Element): boolean {
  const control = (target as Element).closest('a[href],button,input,select,textarea,[role="button"]');
  return control !== null && control !== row && row.contains(control);
}

function HeaderCell<T>(props: {
  column: TableColumn<T>;
  index: number;
  sort: SortDescriptor | undefined;
  onSort: (column: string) => void;
  tableId: string;
}) {
  const { column, sort } = props;
  const sortable = column.sortValue !== undefined;
  const direction = sort?.column === column.id ? sort.direction : undefined;
  const interaction = useInteraction(sortable);
  const press = () => sortable && props.onSort(column.id);
  return (
    <th
      {...interaction}
      id={`${props.tableId}-${column.id}`}
      role="columnheader"
      tabIndex={-1}
      aria-colindex={props.index + 1}
      aria-sort={sortable ? (direction ?? 'none') : undefined}
      aria-describedby={sortable ? `${props.tableId}-sortable` : undefined}
      className="ui-column"
      style={typeof column.width === 'number' ? { width: column.width } : undefined}
      data-numeric={column.isNumeric || undefined}
      data-allows-sorting={sortable || undefined}
      data-sort-direction={direction}
      onClick={press}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        press();
      }}
    >
      <span className="ui-column-label">
        {column.name}
        {sortable ? <SortArrowIcon className="ui-column-sort" data-direction={direction ?? 'none'} /> : null}
      </span>
    </th>
  );
}

function BodyRow<T extends TableRow>(props: {
  item: T | LoadingRow;
  columns: readonly TableColumn<T>[];
  isLoading: boolean;
  tableId: string;
  onRowAction: ((key: Key) => void) | undefined;
}) {
  const { item, columns, isLoading, tableId, onRowAction } = props;
  const interaction = useInteraction(onRowAction !== undefined);
  const headerIndex = Math.max(
    0,
    columns.findIndex((c) => isRowHeader(c, columns)),
  );
  const headerId = `${tableId}-${String(item.id)}-${columns[headerIndex]?.id ?? ''}`;
  return (
    <tr
      {...interaction}
      role="row"
      tabIndex={-1}
      className="ui-row"
      data-key={String(item.id)}
      aria-labelledby={headerId}
      data-loading={isLoading || undefined}
      onClick={(e) => {
        if (onRowAction && !onControl(e.target, e.currentTarget)) onRowAction(item.id);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target === e.currentTarget && onRowAction) {
          e.preventDefault();
          onRowAction(item.id);
        }
      }}
    >
      {columns.map((column, j) => (
        <BodyCell key={column.id} id={j === headerIndex ? headerId : undefined} column={column} columns={columns}>
          {isLoading ? <Skeleton className="ui-cell-skeleton" /> : column.cell(item as T)}
          {/* a skeleton row is named "Loading" by its row header, never an empty header */}
          {isLoading && j === headerIndex ? <span className="visually-hidden">{t('ui.loading')}</span> : null}
        </BodyCell>
      ))}
    </tr>
  );
}

function BodyCell<T>(props: {
  id: string | undefined;
  column: TableColumn<T>;
  columns: readonly TableColumn<T>[];
  children: ReactNode;
}) {
  const { column } = props;
  const interaction = useInteraction(false);
  return (
    <td
      {...interaction}
      id={props.id}
      role={isRowHeader(column, props.columns) ? 'rowheader' : 'gridcell'}
      tabIndex={-1}
      className="ui-cell"
      data-numeric={column.isNumeric || undefined}
      data-label={typeof column.name === 'string' ? column.name : undefined}
    >
      {props.children}
    </td>
  );
}

/**
 * A data table: a semantic <table> with the ARIA grid pattern (role grid, one Tab stop, arrow keys through rows,
 * cells and the controls in them, Enter on a row for onRowAction; table-keys.ts), columns from definitions, numeric
 * columns right-aligned in tabular figures, sortable columns (aria-sort, pressed or Enter/Space on the header)
 * sorted here by their sortValue, and one look for the empty, loading (skeleton rows) and error states; columns
 * with px widths are fixed, so the header never moves between those states. Our own rather than react-aria's
 * Table, whose selection, drag and drop and virtualizer weighed about 45 KB gzip on every page with a table, for
 * none of which these lists have a use. For short lists (positions, open orders); long histories use VirtualTable.
 */
export function Table<T extends TableRow>(props: TableBaseProps<T>) {
  const { state, items, sortDescriptor, onSortChange } = useTableModel(props);
  const tableId = useId();
  const [focusWithin, setFocusWithin] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const lastKey = useRef<string | undefined>(undefined);
  const typed = useRef({ text: '', at: 0 });
  const collator = useMemo(() => new Intl.Collator(undefined, { sensitivity: 'base' }), []);
  const interaction = useInteraction(false);
  const sortable = props.columns.some((c) => c.sortValue !== undefined);

  const onSort = (column: string) => {
    const next = nextSort(sortDescriptor, column);
    onSortChange(next);
    const columnName = props.columns.find((c) => c.id === column)?.name;
    const name = typeof columnName === 'string' ? columnName : column;
    setAnnouncement(t(`ui.table.sorted.${next.direction}`, { column: name }));
  };

  const onFocus = (e: FocusEvent<HTMLTableElement>) => {
    setFocusWithin(true);
    const row = (e.target as Element).closest('tr[data-key]');
    if (row) lastKey.current = row.getAttribute('data-key') ?? undefined;
    interaction.onFocus(e);
    // the grid itself took the focus from outside (Tab, Shift+Tab, a click on it): hand it to a row
    const table = e.currentTarget;
    if (e.target !== table || (e.relatedTarget && table.contains(e.relatedTarget))) return;
    const rows = [...table.querySelectorAll<HTMLElement>('tbody > tr[data-key]')];
    const fromAfter =
      e.relatedTarget instanceof Node &&
      (table.compareDocumentPosition(e.relatedTarget) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    const remembered = rows.find((r) => r.dataset['key'] === lastKey.current);
    (remembered ?? (fromAfter ? rows.at(-1) : rows[0]))?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const table = e.currentTarget;
    const target = e.target as HTMLElement;
    if (e.key === 'Tab') {
      // one Tab stop: from the grid, Tab goes past its last control and Shift+Tab before the grid
      if (e.shiftKey) table.focus();
      else {
        const last = focusablesIn(table, true).at(-1);
        if (last && !last.contains(target)) last.focus();
      }
      return;
    }
    if (target.matches('input, textarea, select, [contenteditable="true"]')) return;
    const next = keyTarget(table, target, e.nativeEvent);
    if (next) {
      e.preventDefault();
      next.focus();
      return;
    }
    const letter = e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && target.closest('tbody') !== null;
    if (!letter || (e.key === ' ' && typed.current.text === '')) return;
    const now = e.timeStamp;
    typed.current = { text: (now - typed.current.at < TYPEAHEAD_MS ? typed.current.text : '') + e.key, at: now };
    const found = searchTarget(table, target, typed.current.text, collator);
    if (found) {
      e.preventDefault();
      found.focus();
    }
  };

  return (
    <div
      className={props.className ? `ui-table-scroll ${props.className}` : 'ui-table-scroll'}
      aria-busy={state === 'loading' || undefined}
      data-layout={props.layout ?? 'table'}
    >
      {sortable ? (
        <span id={`${tableId}-sortable`} hidden>
          {t('ui.table.sortable')}
        </span>
      ) : null}
      <span className="visually-hidden" aria-live="assertive">
        {announcement}
      </span>
      <table
        id={tableId}
        role="grid"
        aria-label={props['aria-label']}
        tabIndex={focusWithin ? -1 : 0}
        className="ui-table"
        data-state={state}
        data-fixed={hasFixedColumns(props.columns) || undefined}
        data-focused={interaction['data-focused']}
        data-focus-visible={interaction['data-focus-visible']}
        onFocus={onFocus}
        onBlur={(e) => {
          interaction.onBlur(e);
          if (!e.relatedTarget || !e.currentTarget.contains(e.relatedTarget)) setFocusWithin(false);
        }}
        onKeyDown={onKeyDown}
      >
        <thead role="rowgroup" className="ui-table-head">
          <tr role="row">
            {props.columns.map((column, index) => (
              <HeaderCell
                key={column.id}
                column={column}
                index={index}
                sort={sortDescriptor}
                onSort={onSort}
                tableId={tableId}
              />
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="ui-table-body" data-empty={items.length === 0 || undefined}>
          {items.map((item) => (
            <BodyRow
              key={String(item.id)}
              item={item}
              columns={props.columns}
              isLoading={state === 'loading'}
              tableId={tableId}
              onRowAction={state === 'ready' ? props.onRowAction : undefined}
            />
          ))}
          {items.length === 0 ? (
            <tr role="row">
              <td role="rowheader" colSpan={props.columns.length}>
                <TableEmptyState
                  state={state}
                  errorMessage={props.errorMessage}
                  onRetry={props.onRetry}
                  emptyMessage={props.emptyMessage}
                />
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
