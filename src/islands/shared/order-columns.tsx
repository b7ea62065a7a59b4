/**
 * The open-order columns both order tables show (the trade screen's Open orders tab and /account/orders): each table
 * picks its columns, widths and names (from its own catalogue) and the cells look, sort and cancel the same in both.
 * Imported whole (`import * as orderColumn`): orderColumn.market(...), orderColumn.cancel(...).
 */
import type { ReactNode } from 'react';
import { Button } from '#islands/ui/Button.tsx';
import type { TableColumn } from '#islands/ui/Table.tsx';
import { formatPrice, formatSize } from '#lib/domain/format.ts';
import type { OrderCellsRow } from './order-row.ts';

/** The market, the row header; sortable where the table sorts by it. */
export function market<T extends OrderCellsRow>(
  name: string,
  options: { readonly isSortable?: boolean } = {},
): TableColumn<T> {
  return {
    id: 'market',
    width: 110,
    name,
    isRowHeader: true,
    ...(options.isSortable ? { sortValue: (r: T) => r.market } : {}),
    cell: (r) => r.market,
  };
}

/** Buy in green or Sell in rose. */
export function side<T extends OrderCellsRow>(
  name: string,
  width: number,
  side: { readonly buy: string; readonly sell: string },
): TableColumn<T> {
  return {
    id: 'side',
    width,
    name,
    cell: (r) => <span data-trend={r.isBid ? 'up' : 'down'}>{r.isBid ? side.buy : side.sell}</span>,
  };
}

/** The order's price at its market's tick, sorted by it; `cell` where some rows show another price (a trigger's). */
export function price<T extends OrderCellsRow>(
  name: string,
  cell?: (row: T) => ReactNode,
  width = 110,
): TableColumn<T> {
  return {
    id: 'price',
    width,
    name,
    isNumeric: true,
    sortValue: (r) => r.price,
    cell: cell ?? ((r) => formatPrice(r.price, r.tickSize)),
  };
}

/** How much of the order has filled, on its lot grid; a dash for rows `hasFills` says cannot have any (triggers). */
export function filled<T extends OrderCellsRow>(
  name: string,
  width: number,
  hasFills: (row: T) => boolean = () => true,
): TableColumn<T> {
  return {
    id: 'filled',
    width,
    name,
    isNumeric: true,
    cell: (r) => (hasFills(r) ? formatSize(r.size - r.sizeLeft, r.baseDecimals, r.lotSize) : '–'),
  };
}

/** When the order was placed, in the table's time format, sorted by it. */
export function time<T extends OrderCellsRow>(
  name: string,
  width: number,
  format: (timestamp: number) => string,
): TableColumn<T> {
  return { id: 'time', width, name, sortValue: (r) => r.timestamp, cell: (r) => format(r.timestamp) };
}

/** The row's Cancel and what it says. */
export interface CancelColumnOptions<T> {
  readonly name: string;
  readonly cancel: string;
  /** The accessible name that says which order ("Cancel order 101 on BTC-PERP"). */
  readonly cancelLabel: (row: T) => string;
  /** Rows whose cancel is on its way: their button waits. */
  readonly isPending: (row: T) => boolean | undefined;
  readonly onCancel: (row: T) => void;
}

/** A Cancel per row. */
export function cancel<T extends OrderCellsRow>(options: CancelColumnOptions<T>): TableColumn<T> {
  return {
    id: 'cancel',
    width: 90,
    name: options.name,
    cell: (r) => (
      <Button
        size="sm"
        variant="ghost"
        isPending={options.isPending(r)}
        onPress={() => options.onCancel(r)}
        aria-label={options.cancelLabel(r)}
      >
        {options.cancel}
      </Button>
    ),
  };
}
