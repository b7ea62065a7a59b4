import { PanelTable, type PanelTableState } from '#islands/ui/PanelTable.tsx';
import type { TableColumn } from '#islands/ui/Table.tsx';
import { formatAmount, formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/referrals.ts';

/** One referee: its account id, traded volume, fees paid and your reward from it (USD base units). */
export interface RefereeRow {
  readonly id: string;
  readonly volume: bigint;
  readonly fees: bigint;
  readonly kickback: bigint;
}

/** Props of the referees table: the rows and their load state. */
export type RefereesViewProps = PanelTableState<RefereeRow>;

const COLUMNS: readonly TableColumn<RefereeRow>[] = [
  { id: 'account', name: t('referrals.list.account'), isRowHeader: true, cell: (r) => `#${r.id}`, width: 120 },
  {
    id: 'volume',
    name: t('referrals.list.volume'),
    isNumeric: true,
    sortValue: (r) => r.volume,
    cell: (r) => formatUsd(r.volume),
    width: 160,
  },
  { id: 'fees', name: t('referrals.list.fees'), isNumeric: true, cell: (r) => formatUsd(r.fees), width: 140 },
  {
    id: 'reward',
    name: t('referrals.list.reward'),
    isNumeric: true,
    sortValue: (r) => r.kickback,
    cell: (r) => `${formatAmount(r.kickback, 6)} USDC`,
    width: 160,
  },
];

/** Your referees with their volume and your reward from each, largest reward first. */
export function RefereesView(props: RefereesViewProps) {
  return (
    <PanelTable
      className="page-panel"
      titleId="referral-list-title"
      title={t('referrals.list.title')}
      columns={COLUMNS}
      emptyMessage={t('referrals.list.empty')}
      {...props}
    />
  );
}
