import { formatAmount, formatCompact, formatPercent } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/earn.ts';
import { Badge } from '#islands/ui/Badge.tsx';
import type { TableColumn } from '#islands/ui/Table.tsx';
import { rowUsd, type EarnMarketRow } from './earn-rows.ts';

/** A token amount of the row (the token is the row's header), or a dash while unknown. */
const amount = (row: EarnMarketRow, units: bigint | undefined) =>
  units === undefined ? '–' : formatAmount(units, row.decimals);

/** A pool's total in the compact rule of the markets lists (2 decimals, K / M / B): millions to the unit are noise. */
const poolAmount = (row: EarnMarketRow, units: bigint | undefined) =>
  units === undefined ? '–' : formatCompact(units, row.decimals);

/**
 * A sortable, right-aligned amount column: amounts of different tokens sort by their USD worth. Pool totals are
 * compact; the account's own amounts stay exact to the token's display decimals.
 */
function amountColumn(
  id: string,
  name: string,
  pick: (row: EarnMarketRow) => bigint | undefined,
  format: (row: EarnMarketRow, units: bigint | undefined) => string = amount,
): TableColumn<EarnMarketRow> {
  return {
    id,
    name,
    isNumeric: true,
    sortValue: (row) => rowUsd(row, pick(row)),
    cell: (row) => format(row, pick(row)),
  };
}

/** A sortable, right-aligned rate column (APR, utilization, factor). */
function rateColumn(id: string, name: string, pick: (row: EarnMarketRow) => bigint): TableColumn<EarnMarketRow> {
  return { id, name, isNumeric: true, sortValue: pick, cell: (row) => formatPercent(pick(row)) };
}

/**
 * The markets table's columns: the token (badged when its pool does not lend), supply and borrow APR, utilization,
 * the pool's totals and free liquidity, the collateral factor, and the account's supplied and borrowed amounts.
 */
export const earnColumns: readonly TableColumn<EarnMarketRow>[] = [
  {
    id: 'token',
    name: t('earn.col.token'),
    isRowHeader: true,
    sortValue: (row) => row.token,
    cell: (row) => (
      <span className="earn-token">
        {row.token}
        {row.borrowEnabled ? null : <Badge>{t('earn.borrowOff')}</Badge>}
      </span>
    ),
  },
  rateColumn('supplyApr', t('earn.col.supplyApr'), (row) => row.supplyApr),
  rateColumn('borrowApr', t('earn.col.borrowApr'), (row) => row.borrowApr),
  rateColumn('utilization', t('earn.col.utilization'), (row) => row.utilization),
  amountColumn('totalSupplied', t('earn.col.totalSupplied'), (row) => row.totalSupplied, poolAmount),
  amountColumn('totalBorrowed', t('earn.col.totalBorrowed'), (row) => row.totalBorrowed, poolAmount),
  amountColumn('available', t('earn.col.available'), (row) => row.available, poolAmount),
  rateColumn('collateralFactor', t('earn.col.collateralFactor'), (row) => row.collateralFactor),
  amountColumn('yourSupplied', t('earn.col.yourSupplied'), (row) => row.yourSupplied),
  amountColumn('yourBorrowed', t('earn.col.yourBorrowed'), (row) => row.yourBorrowed),
];
