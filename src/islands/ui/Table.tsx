import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { t } from '#lib/i18n/index.ts';
import { hasFixedColumns, useTableModel, type TableBaseProps, type TableRow } from './table-model.tsx';
import { focusablesIn, keyTarget, searchTarget } from './table-keys.ts';
import { BodyRow, HeaderCell, useInteraction } from './table-parts.tsx';
import { nextSort } from './table-sort.ts';
import { TableEmptyState } from './TableStates.tsx';
import './table.css';

/** The table's props, column definitions and row shape (shared with VirtualTable), and a column's sort value. */
export type { TableColumn, TableRow } from './table-model.tsx';

/** The rows a windowed table draws (VirtualTable): [start, end) of its rows, each `rowHeight` px tall. */
export interface RowWindow {
  readonly start: number;
  readonly end: number;
  readonly rowHeight: number;
}

/** How long typed letters add up to one search (react-aria's typeahead wait). */
const TYPEAHEAD_MS = 1000;

/**
 * A data table: a semantic <table> with the ARIA grid pattern (role grid, one Tab stop, arrow keys through rows,
 * cells and the controls in them, Enter on a row for onRowAction; table-keys.ts), columns from definitions, numeric
 * columns right-aligned in tabular figures, sortable columns (aria-sort, pressed or Enter/Space on the header)
 * sorted here by their sortValue, and one look for the empty, loading (skeleton rows) and error states; columns
 * with px widths are fixed, so the header never moves between those states. Our own rather than react-aria's
 * Table, whose selection, drag and drop and virtualizer weighed about 45 KB gzip on every page with a table, for
 * none of which these lists have a use. For short lists (positions, open orders); long histories use VirtualTable,
 * which draws only a window of the rows (`rowWindow`: spacer rows stand for the others, aria-rowcount and
 * aria-rowindex say where the drawn rows are).
 */
export function Table<T extends TableRow>(props: TableBaseProps<T> & { readonly rowWindow?: RowWindow }) {
  const { state, items, sortDescriptor, onSortChange } = useTableModel(props);
  const tableId = useId();
  const [focusWithin, setFocusWithin] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const lastKey = useRef<string | undefined>(undefined);
  const typed = useRef({ text: '', at: 0 });
  const collator = useMemo(() => new Intl.Collator(undefined, { sensitivity: 'base' }), []);
  const interaction = useInteraction(false);
  const sortable = props.columns.some((c) => c.sortValue !== undefined);
  const { rowWindow } = props;
  const shown = rowWindow ? items.slice(rowWindow.start, rowWindow.end) : items;

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
        aria-rowcount={rowWindow ? items.length + 1 : undefined}
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
          <tr role="row" aria-rowindex={rowWindow ? 1 : undefined}>
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
          {rowWindow && rowWindow.start > 0 ? <Spacer height={rowWindow.start * rowWindow.rowHeight} /> : null}
          {shown.map((item, i) => (
            <BodyRow
              key={String(item.id)}
              {...(rowWindow ? { rowIndex: rowWindow.start + i + 2 } : {})}
              item={item}
              columns={props.columns}
              isLoading={state === 'loading'}
              tableId={tableId}
              onRowAction={state === 'ready' ? props.onRowAction : undefined}
            />
          ))}
          {rowWindow && rowWindow.end < items.length ? (
            <Spacer height={(items.length - rowWindow.end) * rowWindow.rowHeight} />
          ) : null}
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

/** Stands for the rows a windowed table does not draw: their height, hidden from assistive technology. */
function Spacer({ height }: { readonly height: number }) {
  return <tr aria-hidden="true" className="ui-table-spacer" style={{ height }} />;
}
