import * as orderColumn from '#islands/shared/order-columns.tsx';
import type { OrderCellsRow } from '#islands/shared/order-row.ts';
import { CellStack, StackedTime } from '#islands/ui/CellStack.tsx';
import { Table, type TableColumn } from '#islands/ui/Table.tsx';
import { formatPrice, formatSize } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/advanced.ts';
import './account-tables.css';

/** One resting order as the table shows it: the shared order cells, and a trigger's terms where it is one. */
export interface OpenOrderRow extends OrderCellsRow {
  /**
   * A trigger order (stop, take profit, stop loss): what it is, when it fires, and whether its order is a market
   * one (limitPrice null) or for the whole position (size null); absent for a resting order.
   */
  readonly trigger?: {
    readonly kind: 'stop' | 'takeProfit' | 'stopLoss';
    readonly condition: 'above' | 'below';
    readonly triggerPrice: bigint;
    readonly limitPrice: bigint | null;
    readonly wholePosition: boolean;
  };
}

/** Props of the open-orders table. */
export interface OpenOrdersTableViewProps {
  readonly rows: readonly OpenOrderRow[];
  readonly isLoading?: boolean;
  readonly errorMessage?: string;
  readonly onRetry?: () => void;
  readonly emptyMessage?: string;
  readonly onCancel: (row: OpenOrderRow) => void;
  /** Orders whose cancel is on its way. */
  readonly canceling?: ReadonlySet<number>;
  /** 'cards' on a phone: one card per order with its Cancel, no sideways scroll. */
  readonly layout?: 'table' | 'cards';
}

/** The type a row shows: Limit for a resting order, else the trigger's kind (a stop with a limit: Stop limit). */
function orderType(r: OpenOrderRow) {
  if (r.trigger === undefined) return 'orders.type.limit' as const;
  if (r.trigger.kind === 'stop') return r.trigger.limitPrice === null ? 'orders.type.stop' : 'orders.type.stopLimit';
  return r.trigger.kind === 'takeProfit' ? 'orders.type.takeProfit' : 'orders.type.stopLoss';
}

/** The account's resting orders: market, side, price, size, filled, time, and a Cancel per row. */
export function OpenOrdersTableView(props: OpenOrdersTableViewProps) {
  const both = (a: string, b: string) => `${a} / ${b}`;
  // 642 px in all: whole in the panel under the chart from a 1024 px window (703 px), no sideways scroll
  const columns: TableColumn<OpenOrderRow>[] = [
    {
      ...orderColumn.market(both(t('orders.market'), t('orders.side'))),
      width: 100,
      cell: (r) => (
        <CellStack
          top={r.market}
          bottom={<span data-trend={r.isBid ? 'up' : 'down'}>{t(r.isBid ? 'orders.buy' : 'orders.sell')}</span>}
        />
      ),
    },
    { id: 'type', width: 96, name: t('orders.type'), cell: (r) => t(orderType(r)) },
    // a trigger that fires as a market order has no price of its own: never a $0.00; the trigger under the price
    orderColumn.price(
      both(t('orders.price'), t('orders.trigger')),
      (r) => (
        <CellStack
          top={
            r.trigger === undefined ? (
              formatPrice(r.price, r.tickSize)
            ) : r.trigger.limitPrice === null ? (
              <span className="account-word">{t('orders.marketPrice')}</span>
            ) : (
              formatPrice(r.trigger.limitPrice, r.tickSize)
            )
          }
          bottom={
            r.trigger === undefined
              ? '–'
              : t(`orders.condition.${r.trigger.condition}`, { price: formatPrice(r.trigger.triggerPrice, r.tickSize) })
          }
        />
      ),
      130,
    ),
    {
      id: 'size',
      width: 110,
      name: both(t('orders.size'), t('orders.filled')),
      isNumeric: true,
      cell: (r) => (
        <CellStack
          top={
            r.trigger?.wholePosition ? (
              <span className="account-word">{t('orders.wholePosition')}</span>
            ) : (
              formatSize(r.size, r.baseDecimals, r.lotSize)
            )
          }
          bottom={r.trigger === undefined ? formatSize(r.size - r.sizeLeft, r.baseDecimals, r.lotSize) : '–'}
        />
      ),
    },
    {
      id: 'time',
      width: 110,
      name: t('orders.time'),
      sortValue: (r) => r.timestamp,
      cell: (r) => <StackedTime ms={r.timestamp} />,
    },
    orderColumn.cancel({
      name: t('orders.actions'),
      cancel: t('orders.cancel'),
      cancelLabel: (r) => t('orders.cancelLabel', { market: r.market, id: r.id }),
      isPending: (r) => props.canceling?.has(r.id),
      onCancel: props.onCancel,
    }),
  ];
  return (
    <Table
      aria-label={t('orders.label')}
      className="account-table account-actions"
      columns={columns}
      rows={props.rows}
      isLoading={props.isLoading}
      errorMessage={props.errorMessage}
      onRetry={props.onRetry}
      emptyMessage={props.emptyMessage ?? t('orders.empty')}
      layout={props.layout}
    />
  );
}
