import { formatAmount, formatPercent, formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/portfolio.ts';
import type { TableColumn } from '#islands/ui/Table.tsx';
import type { BalanceRow } from './balance-rows.ts';

/** A right-aligned amount column in the row's token, sorted by its base units. */
function amountColumn(id: string, name: string, pick: (row: BalanceRow) => bigint): TableColumn<BalanceRow> {
  return { id, name, isNumeric: true, sortValue: pick, cell: (row) => formatAmount(pick(row), row.decimals) };
}

/** The APR a row earns on what it lent and pays on what it borrowed; a dash when neither. */
function aprCell(row: BalanceRow) {
  if (row.earnApr === undefined && row.payApr === undefined) return '–';
  return (
    <span className="portfolio-apr">
      {row.earnApr === undefined ? null : (
        <span data-trend="up">{t('balance.apr.earned', { rate: formatPercent(row.earnApr) })}</span>
      )}
      {row.payApr === undefined ? null : (
        <span data-trend="down">{t('balance.apr.paid', { rate: formatPercent(row.payApr) })}</span>
      )}
    </span>
  );
}

/** The balance table's columns. */
export const balanceColumns: readonly TableColumn<BalanceRow>[] = [
  {
    id: 'token',
    name: t('balance.col.token'),
    isRowHeader: true,
    sortValue: (row) => row.token,
    cell: (row) => <span className="portfolio-token">{row.token}</span>,
  },
  amountColumn('balance', t('balance.col.balance'), (row) => row.balance),
  amountColumn('lent', t('balance.col.lent'), (row) => row.lent),
  amountColumn('borrowed', t('balance.col.borrowed'), (row) => row.borrowed),
  amountColumn('net', t('balance.col.net'), (row) => row.net),
  {
    id: 'usd',
    name: t('balance.col.usd'),
    isNumeric: true,
    sortValue: (row) => row.usd ?? -1n,
    cell: (row) => (row.usd === undefined ? '–' : formatUsd(row.usd)),
  },
  {
    id: 'collateralFactor',
    name: t('balance.col.collateralFactor'),
    isNumeric: true,
    sortValue: (row) => row.collateralFactor,
    cell: (row) => formatPercent(row.collateralFactor),
  },
  { id: 'apr', name: t('balance.col.apr'), isNumeric: true, cell: aprCell },
];
