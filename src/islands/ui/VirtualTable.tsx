import { useEffect, useMemo, useRef, type CSSProperties, type RefObject } from 'react';
import {
  Table as AriaTable,
  Cell,
  Column,
  Row,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
} from 'react-aria-components';
import { t } from '#lib/i18n/index.ts';
import { readPixels } from '#styles/media.ts';
import { SortArrowIcon } from './Icons.tsx';
import { Skeleton } from './Skeleton.tsx';
import { SortLabel } from './table-parts.tsx';
import { Spinner } from './Spinner.tsx';
import {
  isRowHeader,
  useTableModel,
  type LoadingRow,
  type TableBaseProps,
  type TableColumn,
  type TableRow,
} from './table-model.tsx';
import { TableEmptyState } from './TableStates.tsx';
import './table.css';

/** Props of a virtualized table: a Table's, a height, and optional paging as the user scrolls. */
export interface VirtualTableProps<T extends TableRow> extends TableBaseProps<T> {
  /** Height of the scrolling area (CSS length); rows outside it are not rendered. */
  readonly height: CSSProperties['height'];
  /** Called when the user scrolls within one screen of the end: load the next page. */
  readonly onLoadMore?: () => void;
  /** A page is loading: a spinner under the rows, announced politely. */
  readonly isLoadingMore?: boolean;
}

/**
 * A Table for long histories (fills, funding, transfers): RAC Virtualizer + TableLayout render only the rows in
 * view. Row and header heights come from the design tokens (--size-table-row, --size-table-head), read once.
 */
export function VirtualTable<T extends TableRow>(props: VirtualTableProps<T>) {
  const { state, items, sortDescriptor, onSortChange } = useTableModel(props);
  const gridRef = useRef<HTMLDivElement>(null);
  const layoutOptions = useMemo(
    () => ({ rowHeight: readPixels('--size-table-row'), headingHeight: readPixels('--size-table-head') }),
    [],
  );
  // Fixed row heights make the content height known before the virtualizer lays anything out.
  const contentHeight = layoutOptions.headingHeight + items.length * layoutOptions.rowHeight;
  useLoadMore(gridRef, contentHeight, state === 'ready' && !props.isLoadingMore ? props.onLoadMore : undefined);
  return (
    <div
      className={props.className ? `ui-table-scroll ${props.className}` : 'ui-table-scroll'}
      aria-busy={state === 'loading' || undefined}
    >
      <Virtualizer layout={TableLayout} layoutOptions={layoutOptions}>
        <AriaTable
          ref={gridRef}
          aria-label={props['aria-label']}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          onRowAction={props.onRowAction}
          className="ui-table"
          data-virtual
          data-state={state}
          style={{ height: props.height }}
        >
          <TableHead columns={props.columns} />
          <TableBody
            className="ui-table-body"
            items={items}
            dependencies={[props.columns, state]}
            renderEmptyState={() => (
              <TableEmptyState
                state={state}
                errorMessage={props.errorMessage}
                onRetry={props.onRetry}
                emptyMessage={props.emptyMessage}
              />
            )}
          >
            {(item) => renderTableRow(item, props.columns, state === 'loading')}
          </TableBody>
        </AriaTable>
      </Virtualizer>
      {props.isLoadingMore ? (
        <div className="ui-table-load-more">
          <Spinner aria-label={t('ui.table.loadingMore')} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Calls `onLoadMore` when the grid is scrolled within one screen of the end of its content (or the rows do not
 * fill it). Our own check rather than RAC's TableLoadMoreItem, whose row carries aria-level, which a grid row may
 * not have (axe aria-conditional-attr).
 */
function useLoadMore(
  gridRef: RefObject<HTMLDivElement | null>,
  contentHeight: number,
  onLoadMore: (() => void) | undefined,
) {
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || !onLoadMore) return;
    let asked = false; // once per page: the effect runs again when the rows grow or loading ends
    const check = () => {
      if (asked || contentHeight - grid.scrollTop - grid.clientHeight > grid.clientHeight) return;
      asked = true;
      onLoadMore();
    };
    check();
    grid.addEventListener('scroll', check, { passive: true });
    return () => grid.removeEventListener('scroll', check);
  }, [gridRef, contentHeight, onLoadMore]);
}

/** The header row, sized by react-aria's layout: sortable columns show an arrow that turns with the direction. */
function TableHead<T>({ columns }: { columns: readonly TableColumn<T>[] }) {
  return (
    <TableHeader className="ui-table-head" columns={columns}>
      {(column) => (
        <Column
          id={column.id}
          isRowHeader={isRowHeader(column, columns)}
          allowsSorting={column.sortValue !== undefined}
          // a px width is the column's least, and the columns share out the rest of the panel in proportion (as a
          // Table's fixed layout does): px alone left the rows 80 px short of their panel at 1440 px, and of its border
          width={typeof column.width === 'number' ? `${column.width}fr` : column.width}
          minWidth={column.minWidth ?? (typeof column.width === 'number' ? column.width : undefined)}
          className="ui-column"
          data-numeric={column.isNumeric || undefined}
        >
          {({ allowsSorting, sortDirection }) => (
            <span className="ui-column-label">
              {allowsSorting ? (
                <SortLabel
                  name={column.name}
                  arrow={<SortArrowIcon className="ui-column-sort" data-direction={sortDirection ?? 'none'} />}
                  isNumeric={column.isNumeric === true}
                />
              ) : (
                column.name
              )}
            </span>
          )}
        </Column>
      )}
    </TableHeader>
  );
}

/** One row: real cells, or skeleton bars while loading. */
function renderTableRow<T extends TableRow>(
  item: T | LoadingRow,
  columns: readonly TableColumn<T>[],
  isLoading: boolean,
) {
  return (
    <Row id={item.id} columns={columns} className="ui-row" data-loading={isLoading || undefined}>
      {(column) => (
        <Cell
          className="ui-cell"
          data-numeric={column.isNumeric || undefined}
          data-label={typeof column.name === 'string' ? column.name : undefined}
        >
          {isLoading ? <Skeleton className="ui-cell-skeleton" /> : column.cell(item as T)}
          {/* a skeleton row is named "Loading" by its row header, never an empty header */}
          {isLoading && isRowHeader(column, columns) ? (
            <span className="visually-hidden">{t('ui.loading')}</span>
          ) : null}
        </Cell>
      )}
    </Row>
  );
}
