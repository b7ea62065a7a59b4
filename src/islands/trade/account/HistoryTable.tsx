import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Table, type TableColumn } from '#islands/ui/Table.tsx';
import type { CallResponse } from '#lib/api/contract.ts';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatPrice, formatSize, formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/index.ts';
import { $api } from '#stores/api.ts';
import { $config } from '#stores/config.ts';
import { readyValue } from '#stores/resource.ts';
import { marketGridOf, type MarketGrid } from '#stores/trade-account.ts';
import { $userData } from '#stores/user-data.ts';

/** Which history a tab lists. */
export type HistoryKind = 'orders' | 'fills' | 'funding';

type Orders = CallResponse<'getUserPerpOrders'>['orders'];
type Fills = CallResponse<'getUserPerpFills'>['fills'];
type Funding = CallResponse<'getUserFundingHistory'>['funding'];
type Rows = { kind: 'orders'; rows: Orders } | { kind: 'fills'; rows: Fills } | { kind: 'funding'; rows: Funding };

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium', hour12: false });
const price = (text: string, grid: MarketGrid | undefined) =>
  grid ? formatPrice(parseDecimal(text, PRICE_DECIMALS), grid.tickSize) : text;
const size = (units: string, grid: MarketGrid | undefined) =>
  grid ? formatSize(BigInt(units), grid.baseDecimals, grid.lotSize, { signDisplay: 'auto' }) : units;
const trend = (value: bigint) => (value > 0n ? 'up' : value < 0n ? 'down' : undefined);

/** Loads one history list of the current account, again whenever its data changes (an order, a fill). */
function useHistory(userId: string, kind: HistoryKind, version: unknown) {
  const [state, setState] = useState<{ rows?: Rows; error?: unknown }>({});
  useEffect(() => {
    const api = $api.get();
    if (!api) return;
    let live = true;
    const load =
      kind === 'orders'
        ? api.getUserPerpOrders({ userId }).then((r): Rows => ({ kind, rows: r.orders }))
        : kind === 'fills'
          ? api.getUserPerpFills({ userId }).then((r): Rows => ({ kind, rows: r.fills }))
          : api.getUserFundingHistory({ userId }).then((r): Rows => ({ kind, rows: r.funding }));
    load.then(
      (rows) => live && setState({ rows }),
      (error: unknown) => live && setState((s) => ({ ...s, error })),
    );
    return () => {
      live = false;
    };
  }, [userId, kind, version]);
  return state;
}

/** Order history, fills or funding payments of the account, newest first. */
export function HistoryTable({ userId, kind }: { readonly userId: string; readonly kind: HistoryKind }) {
  const data = useStore($userData);
  const config = readyValue(useStore($config));
  const grids = new Map(Object.values(config?.perpetualsMarkets ?? {}).map((m) => [m.name, marketGridOf(m)]));
  const { rows, error } = useHistory(userId, kind, data);
  const common = {
    isLoading: rows === undefined && error === undefined,
    errorMessage: error === undefined ? undefined : t('account.loadError'),
    emptyMessage: t('account.historyEmpty'),
  };
  if (kind === 'orders') {
    const list = rows?.kind === 'orders' ? rows.rows.map((o) => ({ ...o, id: o.orderId })) : [];
    const columns: TableColumn<(typeof list)[number]>[] = [
      { id: 'market', name: t('orders.market'), isRowHeader: true, cell: (r) => r.market },
      {
        id: 'side',
        name: t('orders.side'),
        cell: (r) => <span data-trend={r.isBid ? 'up' : 'down'}>{t(r.isBid ? 'orders.buy' : 'orders.sell')}</span>,
      },
      { id: 'price', name: t('orders.price'), isNumeric: true, cell: (r) => price(r.price, grids.get(r.market)) },
      { id: 'size', name: t('orders.size'), isNumeric: true, cell: (r) => size(r.size, grids.get(r.market)) },
      { id: 'status', name: t('history.status'), cell: (r) => t(`history.status.${r.status}`) },
      { id: 'time', name: t('orders.time'), cell: (r) => TIME.format(r.timestamp) },
    ];
    return (
      <Table
        aria-label={t('account.orderHistory')}
        className="account-table"
        columns={columns}
        rows={list}
        {...common}
      />
    );
  }
  if (kind === 'fills') {
    const list = rows?.kind === 'fills' ? rows.rows.map((f) => ({ ...f, id: `${f.tradeId}:${f.orderId}` })) : [];
    const columns: TableColumn<(typeof list)[number]>[] = [
      { id: 'market', name: t('orders.market'), isRowHeader: true, cell: (r) => r.market },
      {
        id: 'side',
        name: t('orders.side'),
        cell: (r) => <span data-trend={r.isBid ? 'up' : 'down'}>{t(r.isBid ? 'orders.buy' : 'orders.sell')}</span>,
      },
      { id: 'price', name: t('orders.price'), isNumeric: true, cell: (r) => price(r.price, grids.get(r.market)) },
      { id: 'size', name: t('orders.size'), isNumeric: true, cell: (r) => size(r.size, grids.get(r.market)) },
      { id: 'fee', name: t('history.fee'), isNumeric: true, cell: (r) => formatUsd(BigInt(r.fee)) },
      {
        id: 'pnl',
        name: t('history.realizedPnl'),
        isNumeric: true,
        cell: (r) => (
          <span data-trend={trend(BigInt(r.realizedPnl))}>
            {formatUsd(BigInt(r.realizedPnl), { signDisplay: 'exceptZero' })}
          </span>
        ),
      },
      { id: 'time', name: t('orders.time'), cell: (r) => TIME.format(r.timestamp) },
    ];
    return (
      <Table aria-label={t('account.fills')} className="account-table" columns={columns} rows={list} {...common} />
    );
  }
  const list =
    rows?.kind === 'funding' ? rows.rows.map((f, i) => ({ ...f, id: `${f.timestamp}:${f.market}:${i}` })) : [];
  const columns: TableColumn<(typeof list)[number]>[] = [
    { id: 'market', name: t('orders.market'), isRowHeader: true, cell: (r) => r.market },
    { id: 'size', name: t('positions.size'), isNumeric: true, cell: (r) => size(r.positionSize, grids.get(r.market)) },
    {
      id: 'amount',
      name: t('history.payment'),
      isNumeric: true,
      cell: (r) => (
        <span data-trend={trend(BigInt(r.amount))}>{formatUsd(BigInt(r.amount), { signDisplay: 'exceptZero' })}</span>
      ),
    },
    { id: 'time', name: t('orders.time'), cell: (r) => TIME.format(r.timestamp) },
  ];
  return (
    <Table aria-label={t('account.funding')} className="account-table" columns={columns} rows={list} {...common} />
  );
}
