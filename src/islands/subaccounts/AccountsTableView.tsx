import { useMemo, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { ACCOUNT_SEARCH_DEBOUNCE_MS } from '#lib/domain/constants.ts';
import { formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/accounts.ts';
import { Button } from '#islands/ui/Button.tsx';
import { Table } from '#islands/ui/Table.tsx';
import { accountColumns, type AccountRow, type AccountRowActions } from './accounts-columns.tsx';
import { matchesSearch, type AccountSearchMode } from './account-search.ts';
import { AccountSearch } from './AccountSearch.tsx';
import { useDebounced } from './use-debounced.ts';
import './accounts-page.css';

/** Props of the accounts page once a wallet is connected: its accounts, their load state, and the actions. */
export interface AccountsTableViewProps extends AccountRowActions {
  readonly rows: readonly AccountRow[];
  /** The wallet's accounts are loading (skeleton rows). */
  readonly isLoading?: boolean;
  /** The accounts could not be loaded (alert with Try again instead of rows). */
  readonly errorMessage?: string;
  readonly onRetry?: () => void;
  readonly onAdd: () => void;
  /** The acting account: its alias and live balance in USD x 10^6 (undefined while its data loads). */
  readonly current?: { readonly alias: string; readonly balanceUsd: bigint | undefined };
  /** Opens Transfer funds from the acting account. */
  readonly onTransferCurrent?: () => void;
  readonly initialQuery?: string;
  readonly initialMode?: AccountSearchMode;
  /** 'cards' on a phone: each account a card, so Balance is never cut at the screen's edge (default 'table'). */
  readonly layout?: 'table' | 'cards';
}

/**
 * /account/accounts: the acting account with its live balance and Transfer, then the wallet's accounts in a sortable table (alias with the current one marked, id, balance in
 * USD, 30-day volume, created date) with switch, rename and transfer per row, a search by alias or user id that
 * filters 250 ms after the last keystroke (SPEC 9), and Add account.
 */
export function AccountsTableView({
  rows,
  isLoading,
  errorMessage,
  onRetry,
  onAdd,
  current,
  onTransferCurrent,
  layout,
  ...props
}: AccountsTableViewProps) {
  const { locale } = useLocale();
  const [query, setQuery] = useState(props.initialQuery ?? '');
  const [mode, setMode] = useState<AccountSearchMode>(props.initialMode ?? 'alias');
  const settledQuery = useDebounced(query, ACCOUNT_SEARCH_DEBOUNCE_MS);
  const dates = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const { onSwitch, onRename, onTransfer } = props;
  const columns = useMemo(
    () => accountColumns({ onSwitch, onRename, onTransfer }, dates),
    [onSwitch, onRename, onTransfer, dates],
  );
  const shown = useMemo(() => rows.filter((row) => matchesSearch(row, settledQuery, mode)), [rows, settledQuery, mode]);
  const searching = settledQuery.trim() !== '';
  return (
    <section className="accounts-page" aria-labelledby="accounts-title">
      <header className="accounts-head">
        <div className="accounts-title">
          <h1 id="accounts-title">{t('page.accounts')}</h1>
          {current ? (
            <p className="accounts-current">
              {t('subaccounts.page.acting')} <strong className="accounts-current-alias">{current.alias}</strong>
              <span className="num">{current.balanceUsd === undefined ? '–' : formatUsd(current.balanceUsd)}</span>
            </p>
          ) : null}
        </div>
        <div className="accounts-head-actions">
          {onTransferCurrent ? (
            <Button onPress={onTransferCurrent} isDisabled={isLoading || errorMessage !== undefined}>
              {t('subaccounts.page.transfer')}
            </Button>
          ) : null}
          <Button variant="primary" onPress={onAdd} isDisabled={isLoading || errorMessage !== undefined}>
            {t('subaccounts.page.add')}
          </Button>
        </div>
      </header>
      <AccountSearch query={query} mode={mode} onQueryChange={setQuery} onModeChange={setMode} />
      <Table
        aria-label={t('subaccounts.page.caption')}
        className="accounts-table"
        layout={layout}
        columns={columns}
        rows={shown}
        isLoading={isLoading}
        loadingRowCount={3}
        errorMessage={errorMessage}
        onRetry={onRetry}
        emptyMessage={
          searching ? t('subaccounts.page.noMatch', { query: settledQuery.trim() }) : t('subaccounts.page.empty')
        }
        defaultSortDescriptor={{ column: 'id', direction: 'ascending' }}
      />
    </section>
  );
}
