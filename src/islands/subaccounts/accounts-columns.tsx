import { formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/accounts.ts';
import { Badge } from '#islands/ui/Badge.tsx';
import { Button } from '#islands/ui/Button.tsx';
import type { TableColumn } from '#islands/ui/Table.tsx';

/** One account of the wallet as the accounts page lists it; USD figures are undefined until the stats load. */
export interface AccountRow {
  readonly id: string;
  readonly alias: string;
  /** Registration time, ms since the epoch. */
  readonly createdAt: number;
  /** Net value, USD x 10^6. */
  readonly balanceUsd: bigint | undefined;
  /** 30-day traded volume, USD x 10^6. */
  readonly volumeUsd: bigint | undefined;
  /** The account the app acts for now. */
  readonly isSelected: boolean;
}

/** What a row's buttons do. */
export interface AccountRowActions {
  readonly onSwitch: (id: string) => void;
  readonly onRename: (id: string) => void;
  readonly onTransfer: (id: string) => void;
}

const usd = (value: bigint | undefined) => (value === undefined ? '–' : formatUsd(value));

/** The page's columns: alias (the current one badged), id, balance, 30-day volume, created date, row actions. */
export function accountColumns(actions: AccountRowActions, dates: Intl.DateTimeFormat): TableColumn<AccountRow>[] {
  return [
    {
      id: 'alias',
      name: t('subaccounts.col.alias'),
      isRowHeader: true,
      sortValue: (row) => row.alias,
      cell: (row) => (
        <span className="accounts-alias">
          <span className="accounts-alias-text">{row.alias}</span>
          {row.isSelected ? <Badge variant="accent">{t('subaccounts.selected')}</Badge> : null}
        </span>
      ),
    },
    {
      id: 'id',
      name: t('subaccounts.col.id'),
      isNumeric: true,
      sortValue: (row) => BigInt(row.id),
      cell: (row) => row.id,
    },
    {
      id: 'balance',
      name: t('subaccounts.col.balance'),
      isNumeric: true,
      sortValue: (row) => row.balanceUsd ?? -1n,
      cell: (row) => usd(row.balanceUsd),
    },
    {
      id: 'volume',
      name: t('subaccounts.col.volume'),
      isNumeric: true,
      sortValue: (row) => row.volumeUsd ?? -1n,
      cell: (row) => usd(row.volumeUsd),
    },
    {
      id: 'created',
      name: t('subaccounts.col.created'),
      isNumeric: true,
      sortValue: (row) => BigInt(row.createdAt),
      cell: (row) => dates.format(row.createdAt),
    },
    {
      id: 'actions',
      name: t('subaccounts.col.actions'),
      cell: (row) => (
        <span className="accounts-actions">
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('subaccounts.action.switchTo', { alias: row.alias })}
            isDisabled={row.isSelected}
            onPress={() => actions.onSwitch(row.id)}
          >
            {t('subaccounts.action.switch')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('subaccounts.action.renameLabel', { alias: row.alias })}
            onPress={() => actions.onRename(row.id)}
          >
            {t('subaccounts.action.rename')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('subaccounts.action.transferLabel', { alias: row.alias })}
            onPress={() => actions.onTransfer(row.id)}
          >
            {t('subaccounts.action.transfer')}
          </Button>
        </span>
      ),
    },
  ];
}
