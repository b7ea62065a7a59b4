import { Button } from '#islands/ui/Button.tsx';
import { Table, type TableColumn } from '#islands/ui/Table.tsx';
import { formatPrice, formatSize, formatUsd } from '#lib/domain/format.ts';
import { notionalUsd } from '#lib/domain/value.ts';
import { t } from '#lib/i18n/activity.ts';
import { ActivityPageView } from './ActivityPageView.tsx';
import { formatUtcTime } from '#lib/domain/time-format.ts';
import './activity.css';

/** One resting order as /account/orders lists it. */
export interface OrderRow {
  /** The order id. */
  readonly id: number;
  readonly market: string;
  readonly isBid: boolean;
  /** USD x 10^9. */
  readonly price: bigint;
  /** Base units. */
  readonly size: bigint;
  readonly sizeLeft: bigint;
  readonly timestamp: number;
  readonly baseToken: string;
  readonly baseDecimals: number;
  readonly lotSize: bigint;
  readonly tickSize: bigint;
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
    {
      id: 'market',
      width: 110,
      name: t('orders.col.market'),
      isRowHeader: true,
      sortValue: (r) => r.market,
      cell: (r) => r.market,
    },
    {
      id: 'side',
      width: 70,
      name: t('orders.col.side'),
      cell: (r) => <span data-trend={r.isBid ? 'up' : 'down'}>{t(r.isBid ? 'activity.buy' : 'activity.sell')}</span>,
    },
    {
      id: 'price',
      width: 110,
      name: t('orders.col.price'),
      isNumeric: true,
      sortValue: (r) => r.price,
      cell: (r) => formatPrice(r.price, r.tickSize),
    },
    {
      id: 'size',
      width: 120,
      name: t('orders.col.size'),
      isNumeric: true,
      sortValue: (r) => r.size,
      cell: (r) => `${formatSize(r.size, r.baseDecimals, r.lotSize)} ${r.baseToken}`,
    },
    {
      id: 'filled',
      width: 100,
      name: t('orders.col.filled'),
      isNumeric: true,
      cell: (r) => formatSize(r.size - r.sizeLeft, r.baseDecimals, r.lotSize),
    },
    {
      id: 'value',
      width: 110,
      name: t('orders.col.value'),
      isNumeric: true,
      sortValue: (r) => notionalUsd(r.sizeLeft, r.baseDecimals, r.price),
      cell: (r) => formatUsd(notionalUsd(r.sizeLeft, r.baseDecimals, r.price)),
    },
    {
      id: 'time',
      width: 200,
      name: t('orders.col.time'),
      sortValue: (r) => r.timestamp,
      cell: (r) => formatUtcTime(r.timestamp),
    },
    {
      id: 'cancel',
      width: 90,
      name: t('orders.col.actions'),
      cell: (r) => (
        <Button
          size="sm"
          variant="ghost"
          isPending={props.canceling?.has(r.id) || props.cancelingMarkets?.has(r.market)}
          onPress={() => props.onCancel(r)}
          aria-label={t('orders.cancelLabel', { market: r.market, id: r.id })}
        >
          {t('orders.cancel')}
        </Button>
      ),
    },
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
