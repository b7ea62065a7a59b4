import { Table as AriaTable, TableBody } from 'react-aria-components';
import {
  TableHead,
  hasFixedColumns,
  renderTableRow,
  useTableModel,
  type TableBaseProps,
  type TableRow,
} from './table-model.tsx';
import { TableEmptyState } from './TableStates.tsx';
import './table.css';

/** The table's props, column definitions and row shape (shared with VirtualTable), and a column's sort value. */
export type { TableColumn, TableRow } from './table-model.tsx';
/**
 * A data table on RAC Table (keyboard grid navigation, aria-sort): columns from definitions, numeric columns
 * right-aligned in tabular figures, sortable columns sorted here by their sortValue, and one look for the empty,
 * loading (skeleton rows) and error states; columns with px widths are fixed, so the header never moves between
 * those states. For short lists (positions, open orders); long histories use
 * VirtualTable.
 */
export function Table<T extends TableRow>(props: TableBaseProps<T>) {
  const { state, items, sortDescriptor, onSortChange } = useTableModel(props);
  return (
    <div
      className={props.className ? `ui-table-scroll ${props.className}` : 'ui-table-scroll'}
      aria-busy={state === 'loading' || undefined}
      data-layout={props.layout ?? 'table'}
    >
      <AriaTable
        aria-label={props['aria-label']}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        onRowAction={props.onRowAction}
        className="ui-table"
        data-state={state}
        data-fixed={hasFixedColumns(props.columns) || undefined}
      >
        <TableHead columns={props.columns} widths="css" />
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
    </div>
  );
}
