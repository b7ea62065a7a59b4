/**
 * The row both open-order tables are built on (order-columns.tsx reads it), and how one of the account's resting
 * orders becomes one. Apart from the columns so the trade screen's first chunk can build its rows without loading
 * the tables' code.
 */
import type { OpenOrderView } from '#lib/api/user-view.ts';

/** A resting order as both tables have it (values raw; the cells format): the account's order and its market's grid. */
export interface OrderCellsRow extends OpenOrderView {
  readonly baseDecimals: number;
  readonly lotSize: bigint;
  /** USD x 10^9. */
  readonly tickSize: bigint;
}

/** The cells' row of one of the account's resting orders, with its market's grid (as the trade account lists it). */
export function orderCellsRow(
  order: OpenOrderView & { readonly grid: Pick<OrderCellsRow, 'baseDecimals' | 'lotSize' | 'tickSize'> },
): OrderCellsRow {
  return {
    id: order.id,
    market: order.market,
    isBid: order.isBid,
    price: order.price,
    size: order.size,
    sizeLeft: order.sizeLeft,
    timestamp: order.timestamp,
    baseDecimals: order.grid.baseDecimals,
    lotSize: order.grid.lotSize,
    tickSize: order.grid.tickSize,
  };
}
