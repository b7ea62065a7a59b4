import { CellStack, StackedTime } from '#islands/ui/CellStack.tsx';
import { Table, type TableColumn } from '#islands/ui/Table.tsx';
import type { CallResponse } from '#lib/api/contract.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatPrice, formatSignedUsd, formatSize, formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/trade.ts';
import type { MarketGrid } from '#stores/trade-account.ts';
import './account-tables.css';

/** Which history a tab lists. */
export type HistoryKind = 'orders' | 'fills' | 'funding';

/** One history list as the contract answers it (wire strings: prices decimal, sizes and USD in base units). */
export type HistoryList =
  | { readonly kind: 'orders'; readonly rows: CallResponse<'getUserPerpOrders'>['orders'] }
  | { readonly kind: 'fills'; readonly rows: CallResponse<'getUserPerpFills'>['fills'] }
  | { readonly kind: 'funding'; readonly rows: CallResponse<'getUserFundingHistory'>['funding'] };

/** What the view needs of a market to format its prices and sizes. */
export type HistoryGrid = Pick<MarketGrid, 'baseDecimals' | 'lotSize' | 'tickSize'>;

/** Props of the history table: the list, its markets' grids by market name, and the table's state. */
export type HistoryTableViewProps = HistoryList & {
  readonly grids: ReadonlyMap<string, HistoryGrid>;
  readonly isLoading?: boolean;
  readonly errorMessage?: string;
  readonly emptyMessage?: string;
  /** 'cards' on a phone: one card per row, no sideways scroll. */
  readonly layout?: 'table' | 'cards';
};

// a market missing from the config still shows its row, with the wire text unformatted
const price = (text: string, grid: HistoryGrid | undefined) =>
  grid ? formatPrice(parseDecimal(text, PRICE_DECIMALS), grid.tickSize) : text;
const size = (units: string, grid: HistoryGrid | undefined) =>
  grid ? formatSize(BigInt(units), grid.baseDecimals, grid.lotSize, { signDisplay: 'auto' }) : units;
const side = (isBid: boolean) => (
  <span data-trend={isBid ? 'up' : 'down'}>{t(isBid ? 'orders.buy' : 'orders.sell')}</span>
);
/**
 * The market over the side, the row header (every history fits the panel under the chart from a 1024 px window,
 * 703 px, with no sideways scroll: at 944 px the order history scrolled); the time, its date over its time.
 */
export function marketSide<R extends { readonly market: string; readonly isBid: boolean }>(): TableColumn<R> {
  return {
    id: 'market',
    width: 100,
    name: `${t('orders.market')} / ${t('orders.side')}`,
    isRowHeader: true,
    cell: (r) => <CellStack top={r.market} bottom={side(r.isBid)} />,
  };
}
export function time<R>(
  at: (row: R) => number = (r) => (r as { readonly timestamp: number }).timestamp,
): TableColumn<R> {
  return { id: 'time', width: 110, name: t('orders.time'), cell: (r) => <StackedTime ms={at(r)} /> };
}
// sign and colour from the rounded text: a fraction of a cent lost reads "$0.00", neutral, not a red zero
const signedUsd = (units: string) => {
  const { text, trend } = formatSignedUsd(BigInt(units));
  return <span data-trend={trend}>{text}</span>;
};

/** Order history, fills or funding payments of the account, newest first (as the list comes). */
export function HistoryTableView(props: HistoryTableViewProps) {
  const { grids } = props;
  const state = {
    isLoading: props.isLoading,
    errorMessage: props.errorMessage,
    emptyMessage: props.emptyMessage,
    layout: props.layout,
  };
  if (props.kind === 'orders') {
    const list = props.rows.map((o) => ({ ...o, id: o.orderId }));
    const columns: TableColumn<(typeof list)[number]>[] = [
      marketSide(),
      {
        id: 'type',
        width: 70,
        name: t('history.type'),
        cell: (r) => t(r.type === 'market' ? 'order.market' : 'order.limit'),
      },
      // a market order's price is only its protection bound: what it paid is the average under it
      {
        id: 'price',
        width: 110,
        name: `${t('orders.price')} / ${t('history.averagePrice')}`,
        isNumeric: true,
        cell: (r) => (
          <CellStack
            top={
              r.type === 'market' ? (
                <span className="account-word">{t('order.market')}</span>
              ) : (
                price(r.price, grids.get(r.market))
              )
            }
            bottom={r.averagePrice === null ? '–' : price(r.averagePrice, grids.get(r.market))}
          />
        ),
      },
      {
        id: 'filled',
        width: 150,
        name: t('history.filledOfSize'),
        isNumeric: true,
        cell: (r) => {
          const grid = grids.get(r.market);
          return `${size(String(BigInt(r.size) - BigInt(r.sizeLeft)), grid)} / ${size(r.size, grid)}`;
        },
      },
      { id: 'status', width: 90, name: t('history.status'), cell: (r) => t(`history.status.${r.status}`) },
      time(),
    ];
    return (
      <Table
        aria-label={t('account.orderHistory')}
        className="account-table"
        columns={columns}
        rows={list}
        {...state}
      />
    );
  }
  if (props.kind === 'fills') {
    const list = props.rows.map((f) => ({ ...f, id: `${f.tradeId}:${f.orderId}` }));
    const columns: TableColumn<(typeof list)[number]>[] = [
      marketSide(),
      {
        id: 'price',
        width: 100,
        name: t('orders.price'),
        isNumeric: true,
        cell: (r) => price(r.price, grids.get(r.market)),
      },
      {
        id: 'size',
        width: 110,
        name: t('orders.size'),
        isNumeric: true,
        cell: (r) => size(r.size, grids.get(r.market)),
      },
      { id: 'fee', width: 90, name: t('history.fee'), isNumeric: true, cell: (r) => formatUsd(BigInt(r.fee)) },
      { id: 'pnl', width: 110, name: t('history.realizedPnl'), isNumeric: true, cell: (r) => signedUsd(r.realizedPnl) },
      time(),
    ];
    return <Table aria-label={t('account.fills')} className="account-table" columns={columns} rows={list} {...state} />;
  }
  // funding rows carry no id of their own: a market is paid once per funding time, the index keeps keys unique
  const list = props.rows.map((f, i) => ({ ...f, id: `${f.timestamp}:${f.market}:${i}` }));
  const columns: TableColumn<(typeof list)[number]>[] = [
    { id: 'market', width: 110, name: t('orders.market'), isRowHeader: true, cell: (r) => r.market },
    {
      id: 'size',
      width: 130,
      name: t('positions.size'),
      isNumeric: true,
      cell: (r) => size(r.positionSize, grids.get(r.market)),
    },
    { id: 'amount', width: 120, name: t('history.payment'), isNumeric: true, cell: (r) => signedUsd(r.amount) },
    time(),
  ];
  return <Table aria-label={t('account.funding')} className="account-table" columns={columns} rows={list} {...state} />;
}
