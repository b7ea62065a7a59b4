import { useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';
import { t } from '#lib/i18n/index.ts';
import { SortArrowIcon } from './Icons.tsx';
import { Skeleton } from './Skeleton.tsx';
import { isRowHeader, type LoadingRow, type TableColumn, type TableRow } from './table-model.tsx';

/* The parts of a Table's grid (Table.tsx): header cells, rows and cells with react-aria's data-* attributes. */

/**
 * The focus, focus ring and hover of one part of the grid, as data-* attributes for table.css (react-aria's names):
 * data-focus-visible only when the focus came from the keyboard; hover only from a mouse, and only when `hoverable`.
 */
export function useInteraction(hoverable: boolean) {
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

/** A column's header: its name, and for a sortable column the arrow, aria-sort, and the press that sorts. */
export function HeaderCell<T>(props: {
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
      data-column={column.id}
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
        {sortable ? (
          <SortLabel
            name={column.name}
            arrow={<SortArrowIcon className="ui-column-sort" data-direction={direction ?? 'none'} />}
            isNumeric={column.isNumeric === true}
          />
        ) : (
          column.name
        )}
      </span>
    </th>
  );
}

/**
 * A sortable header's text with its arrow held to the word beside it, so a header that wraps keeps the arrow next
 * to its label (an inline-flex label left the arrow at the far edge of a wrapped "Supply APR"): after the last word,
 * or before the first in a right-aligned (numeric) column, where the label lines up with the digits.
 */
function SortLabel(props: { name: ReactNode; arrow: ReactNode; isNumeric: boolean }) {
  const { name, arrow, isNumeric } = props;
  if (typeof name !== 'string')
    return isNumeric ? (
      <>
        {arrow}
        {name}
      </>
    ) : (
      <>
        {name}
        {arrow}
      </>
    );
  const words = name.split(' ');
  if (isNumeric) {
    const rest = words.slice(1).join(' ');
    return (
      <>
        <span className="ui-column-glue">
          {arrow}
          {words[0]}
        </span>
        {rest === '' ? null : ` ${rest}`}
      </>
    );
  }
  const head = words.slice(0, -1).join(' ');
  return (
    <>
      {head === '' ? null : `${head} `}
      <span className="ui-column-glue">
        {words.at(-1)}
        {arrow}
      </span>
    </>
  );
}

/** One row: its cells, or skeleton bars while loading; pressed or Enter for the table's onRowAction. */
export function BodyRow<T extends TableRow>(props: {
  item: T | LoadingRow;
  columns: readonly TableColumn<T>[];
  isLoading: boolean;
  tableId: string;
  onRowAction: ((key: Key) => void) | undefined;
  /** Its aria-rowindex when the table draws only some of its rows (the header row is 1). */
  rowIndex?: number;
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
      aria-rowindex={props.rowIndex}
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

/** One cell: the row header's, or a grid cell. */
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
      data-column={column.id}
      data-numeric={column.isNumeric || undefined}
      data-label={typeof column.name === 'string' ? column.name : undefined}
    >
      {props.children}
    </td>
  );
}
