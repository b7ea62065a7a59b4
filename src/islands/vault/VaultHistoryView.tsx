import { formatUtcTime } from '#lib/domain/time-format.ts';
import { PanelTable, type PanelTableState } from '#islands/ui/PanelTable.tsx';
import type { TableColumn } from '#islands/ui/Table.tsx';
import { formatAmount } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/vault.ts';
import { formatSharePrice, SHARE_DECIMALS } from './vault-format.ts';

/** One deposit or withdrawal of the acting account (USDC base units; share price at PRICE scale). */
export interface VaultHistoryRow {
  readonly id: string;
  readonly timestamp: number;
  readonly kind: 'deposit' | 'withdraw';
  readonly amount: bigint;
  readonly shares: bigint;
  readonly sharePrice: bigint;
  /** Withdrawal fee plus profit share (0 on a deposit). */
  readonly fees: bigint;
}

/** Props of the acting account's vault history: the rows and their load state. */
export type VaultHistoryViewProps = PanelTableState<VaultHistoryRow>;

const usdc = (units: bigint) => formatAmount(units, 6);

// 732 px in all: whole beside the form from 1280 px (vault.css), the dated time with its zone included
const COLUMNS: readonly TableColumn<VaultHistoryRow>[] = [
  { id: 'time', name: t('vault.history.time'), cell: (r) => formatUtcTime(r.timestamp), width: 204 },
  {
    id: 'action',
    name: t('vault.history.action'),
    isRowHeader: true,
    cell: (r) => t(r.kind === 'deposit' ? 'vault.history.deposit' : 'vault.history.withdraw'),
    width: 86,
  },
  { id: 'amount', name: t('vault.history.amount'), isNumeric: true, cell: (r) => usdc(r.amount), width: 110 },
  {
    id: 'shares',
    name: t('vault.history.shares'),
    isNumeric: true,
    cell: (r) => formatAmount(r.shares, SHARE_DECIMALS),
    width: 110,
  },
  {
    id: 'price',
    name: t('vault.history.price'),
    isNumeric: true,
    cell: (r) => formatSharePrice(r.sharePrice),
    width: 96,
  },
  {
    id: 'fees',
    name: t('vault.history.fees'),
    isNumeric: true,
    cell: (r) => (r.kind === 'deposit' ? '–' : usdc(r.fees)),
    width: 126,
  },
];

/** Your deposits and withdrawals, newest first, with the share price each moved at and what a withdrawal cost. */
export function VaultHistoryView(props: VaultHistoryViewProps) {
  return (
    <PanelTable
      className="page-panel vault-table-panel"
      titleId="vault-history-title"
      title={t('vault.history.title')}
      columns={COLUMNS}
      emptyMessage={t('vault.history.empty')}
      {...props}
    />
  );
}
