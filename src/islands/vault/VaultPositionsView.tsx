import { PanelTable, type PanelTableState } from '#islands/ui/PanelTable.tsx';
import type { TableColumn } from '#islands/ui/Table.tsx';
import { displayTrend, formatAmount, formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/vault.ts';

/** One open position of the vault: size in base units (signed), value and unrealized PnL in USD base units. */
export interface VaultPositionRow {
  readonly id: string;
  readonly market: string;
  readonly baseToken: string;
  readonly sizeDecimals: number;
  readonly size: bigint;
  readonly value: bigint;
  readonly pnl: bigint;
}

/** Props of the vault's holdings: its positions, its unallocated USDC, or their load state. */
export interface VaultPositionsViewProps extends PanelTableState<VaultPositionRow> {
  /** TVL less the margin its positions tie up (USDC base units); undefined while loading. */
  readonly unallocated?: bigint;
}

const signed = (usd: bigint) => {
  const text = formatUsd(usd, { signDisplay: 'exceptZero' });
  return <span data-trend={displayTrend(text)}>{text}</span>;
};

const COLUMNS: readonly TableColumn<VaultPositionRow>[] = [
  { id: 'market', name: t('vault.positions.market'), isRowHeader: true, cell: (r) => r.market, width: 140 },
  {
    id: 'side',
    name: t('vault.positions.side'),
    cell: (r) => (
      <span data-trend={r.size > 0n ? 'up' : 'down'}>
        {t(r.size > 0n ? 'vault.positions.long' : 'vault.positions.short')}
      </span>
    ),
    width: 90,
  },
  {
    id: 'size',
    name: t('vault.positions.size'),
    isNumeric: true,
    cell: (r) => `${formatAmount(r.size < 0n ? -r.size : r.size, r.sizeDecimals)} ${r.baseToken}`,
    width: 160,
  },
  { id: 'value', name: t('vault.positions.value'), isNumeric: true, cell: (r) => formatUsd(r.value), width: 140 },
  { id: 'pnl', name: t('vault.positions.pnl'), isNumeric: true, cell: (r) => signed(r.pnl), width: 140 },
];

/** The vault's open positions (market, side, size, value at the index, PnL) and the USDC no position uses. */
export function VaultPositionsView({ unallocated, ...list }: VaultPositionsViewProps) {
  return (
    <PanelTable
      className="page-panel vault-table-panel"
      titleId="vault-positions-title"
      title={t('vault.positions.title')}
      headClassName="vault-panel-head"
      aside={
        <p className="vault-unallocated" data-testid="vault-unallocated">
          <span>{t('vault.positions.unallocated')}</span>{' '}
          <span className="num">{unallocated === undefined ? '–' : formatUsd(unallocated)}</span>
        </p>
      }
      columns={COLUMNS}
      emptyMessage={t('vault.positions.empty')}
      {...list}
    />
  );
}
