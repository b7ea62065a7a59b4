import { Table, type TableColumn } from '#islands/ui/Table.tsx';
import type { TriggerOrder } from '#lib/api/contract.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatPrice, formatSize } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/advanced.ts';
import { CellStack } from '#islands/ui/CellStack.tsx';
import { marketSide, time, type HistoryGrid } from './HistoryTableView.tsx';
import './account-tables.css';

/** Props of the trigger orders' history: the list as the contract answers it (newest first) and the grids. */
export interface TriggerHistoryViewProps {
  readonly rows: readonly TriggerOrder[];
  readonly grids: ReadonlyMap<string, HistoryGrid>;
  readonly isLoading?: boolean;
  readonly errorMessage?: string;
  readonly emptyMessage?: string;
  readonly layout?: 'table' | 'cards';
}

const price = (text: string, grid: HistoryGrid | undefined) =>
  grid ? formatPrice(parseDecimal(text, PRICE_DECIMALS), grid.tickSize) : text;

const KIND = {
  stop: 'orders.type.stop',
  takeProfit: 'orders.type.takeProfit',
  stopLoss: 'orders.type.stopLoss',
} as const;

/**
 * Trigger orders placed (stops, take profits, stop losses), newest first: what fires when, its order's price
 * (Market, never $0.00) and size (the position), and how it ended: open, triggered, or canceled and why.
 */
export function TriggerHistoryView(props: TriggerHistoryViewProps) {
  const { grids } = props;
  const list = props.rows.map((o) => ({ ...o, id: o.triggerId }));
  // 640 px in all: whole in the panel under the chart from a 1024 px window (703 px), no sideways scroll
  const columns: TableColumn<(typeof list)[number]>[] = [
    marketSide(),
    {
      id: 'type',
      width: 96,
      name: t('history.type'),
      cell: (r) => t(r.kind === 'stop' && r.limitPrice !== null ? 'orders.type.stopLimit' : KIND[r.kind]),
    },
    {
      id: 'price',
      width: 130,
      name: `${t('orders.price')} / ${t('orders.trigger')}`,
      isNumeric: true,
      cell: (r) => (
        <CellStack
          top={
            r.limitPrice === null ? (
              <span className="account-word">{t('orders.marketPrice')}</span>
            ) : (
              price(r.limitPrice, grids.get(r.market))
            )
          }
          bottom={t(`orders.condition.${r.condition}`, { price: price(r.triggerPrice, grids.get(r.market)) })}
        />
      ),
    },
    {
      id: 'size',
      width: 100,
      name: t('orders.size'),
      isNumeric: true,
      cell: (r) => {
        const grid = grids.get(r.market);
        if (r.size === null) return <span className="account-word">{t('orders.wholePosition')}</span>;
        return grid ? formatSize(BigInt(r.size), grid.baseDecimals, grid.lotSize) : r.size;
      },
    },
    // "Canceled (position closed)" wraps in its cell rather than running under the time
    {
      id: 'status',
      width: 110,
      name: t('history.status'),
      cell: (r) => (
        <span className="account-wrap">
          {r.status === 'canceled' && r.closeReason !== null && r.closeReason !== 'triggered'
            ? `${t('history.triggerStatus.canceled')} (${t(`history.reason.${r.closeReason}`)})`
            : t(`history.triggerStatus.${r.status}`)}
        </span>
      ),
    },
    time((r) => r.closedAt ?? r.timestamp),
  ];
  return (
    <Table
      aria-label={t('history.triggers')}
      className="account-table"
      columns={columns}
      rows={list}
      isLoading={props.isLoading}
      errorMessage={props.errorMessage}
      emptyMessage={props.emptyMessage}
      layout={props.layout}
    />
  );
}
