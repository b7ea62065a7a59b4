import { Button } from '#islands/ui/Button.tsx';
import { LinkButton } from '#islands/ui/LinkButton.tsx';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/accounts.ts';

/** One account in the panel's list: its name and, once fetchUserStats answered, value and 30-day volume. */
export interface PanelAccountRow {
  readonly userId: string;
  readonly alias: string;
  readonly balanceUsd?: bigint;
  readonly volume30dUsd?: bigint;
}

/** Props of the accounts list. */
export interface AccountsListProps {
  readonly accounts?: readonly PanelAccountRow[] | 'error';
  readonly currentUserId?: string;
  readonly onSelect: (userId: string) => void;
  readonly onRetry: () => void;
}

/** Where sub-accounts are added, renamed and funded. */
const ACCOUNTS_PAGE = '/account/accounts';

/**
 * The expandable Accounts list (SPEC 2): name, balance, 30-day volume; the acting account highlighted; a link to the
 * accounts page, where sub-accounts are added and managed (traders look for it here).
 */
export function AccountsList({ accounts, currentUserId, onSelect, onRetry }: AccountsListProps) {
  const count = Array.isArray(accounts) ? ` (${accounts.length})` : '';
  return (
    <details className="wallet-section" open>
      <summary>
        {t('accountPanel.accounts')}
        {count}
      </summary>
      {accounts === undefined ? (
        <div className="wallet-rows" aria-busy="true">
          <Skeleton height="40px" />
          <Skeleton height="40px" />
        </div>
      ) : accounts === 'error' ? (
        <div className="wallet-rows" role="alert">
          <p className="wallet-error">{t('accountPanel.loadError')}</p>
          <Button size="sm" onPress={onRetry}>
            {t('accountPanel.retry')}
          </Button>
        </div>
      ) : (
        <ul className="wallet-rows" role="list">
          {accounts.map((account) => {
            const selected = account.userId === currentUserId;
            return (
              <li key={account.userId}>
                <Button
                  className="wallet-row"
                  data-selected={selected || undefined}
                  aria-current={selected ? 'true' : undefined}
                  onPress={() => onSelect(account.userId)}
                  isFullWidth
                >
                  <span className="wallet-row-name">{account.alias}</span>
                  <span className="wallet-row-figures num">
                    <span>
                      {account.balanceUsd === undefined ? <Skeleton width="4em" /> : formatUsd(account.balanceUsd)}
                    </span>
                    <span className="wallet-label">
                      {t('accountPanel.volume30d')}{' '}
                      {account.volume30dUsd === undefined ? '–' : formatUsd(account.volume30dUsd)}
                    </span>
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <LinkButton className="wallet-manage" href={ACCOUNTS_PAGE} variant="ghost" size="sm">
        {t('accountPanel.manageAccounts')}
      </LinkButton>
    </details>
  );
}
