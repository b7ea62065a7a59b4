import { Button } from '#islands/ui/Button.tsx';
import { Table, type TableColumn } from '#islands/ui/Table.tsx';
import * as orderColumn from '#islands/shared/order-columns.tsx';
import type { OrderCellsRow } from '#islands/shared/order-row.ts';
import { formatSize, formatUsd } from '#lib/domain/format.ts';
import { notionalUsd } from '#lib/domain/value.ts';
import { t } from '#lib/i18n/activity.ts';
import { ActivityPageView } from './ActivityPageView.tsx';
import { formatUtcTime } from '#lib/domain/time-format.ts';
import './activity.css';

/** One resting order as /account/orders lists it: the shared order cells and the base token's name. */
export interface OrderRow extends OrderCellsRow {
  readonly baseToken: string;
}

/** Props of /account/orders. */
export interface OrdersViewProps {
  readonly rows: readonly OrderRow[];
  readonly isLoading?: boolean;
  readonly errorMessage?: string;
  readonly onCancel: (row: OrderRow) => void;
  readonly onCancelMarket: (market: string) => void;
  readonly onCancelAll: () => void;
  /** Orders whose cancel is on its way, and markets (or 'all') whose cancel-all is. */
  readonly canceling?: ReadonlySet<number>;
  readonly cancelingMarkets?: ReadonlySet<string>;
  readonly layout?: 'table' | 'cards';
}

function columns(props: OrdersViewProps): TableColumn<OrderRow>[] {
  return [
    orderColumn.market(t('orders.col.market'), { isSortable: true }),
    orderColumn.side(t('orders.col.side'), 70, { buy: t('activity.buy'), sell: t('activity.sell') }),
    orderColumn.price(t('orders.col.price')),
    {
      id: 'size',
      width: 120,
      name: t('orders.col.size'),
      isNumeric: true,
      sortValue: (r) => r.size,
      cell: (r) => `${formatSize(r.size, r.baseDecimals, r.lotSize)} ${r.baseToken}`,
    },
    orderColumn.filled(t('orders.col.filled'), 100),
    {
      id: 'value',
      width: 110,
      name: t('orders.col.value'),
      isNumeric: true,
      sortValue: (r) => notionalUsd(r.sizeLeft, r.baseDecimals, r.price),
      cell: (r) => formatUsd(notionalUsd(r.sizeLeft, r.baseDecimals, r.price)),
    },
    orderColumn.time(t('orders.col.time'), 200, formatUtcTime),
    orderColumn.cancel({
      name: t('orders.col.actions'),
      cancel: t('orders.cancel'),
      cancelLabel: (r) => t('orders.cancelLabel', { market: r.market, id: r.id }),
      isPending: (r) => props.canceling?.has(r.id) || props.cancelingMarkets?.has(r.market),
      onCancel: props.onCancel,
    }),
  ];
}

/** /account/orders: resting orders across markets with a Cancel per order, per market, and for all. */
export function OrdersView(props: OrdersViewProps) {
  const counts = new Map<string, number>();
  for (const r of props.rows) counts.set(r.market, (counts.get(r.market) ?? 0) + 1);
  return (
    <ActivityPageView
      current="/account/orders"
      title={t('orders.title')}
      actions={
        <>
          {[...counts].map(([market, count]) => (
            <Button
              key={market}
              size="sm"
              variant="secondary"
              isPending={props.cancelingMarkets?.has(market)}
              onPress={() => props.onCancelMarket(market)}
            >
              {t('orders.cancelMarket', { market, count })}
            </Button>
          ))}
          <Button
            size="sm"
            variant="danger"
            isDisabled={props.rows.length === 0}
            isPending={props.cancelingMarkets?.has('all')}
            onPress={props.onCancelAll}
          >
            {t('orders.cancelAll')}
          </Button>
        </>
      }
    >
      <Table
        aria-label={t('orders.label')}
        className="activity-table"
        columns={columns(props)}
        rows={props.rows}
        isLoading={props.isLoading}
        errorMessage={props.errorMessage}
        emptyMessage={t('orders.empty')}
        layout={props.layout}
      />
    </ActivityPageView>
  );
}
