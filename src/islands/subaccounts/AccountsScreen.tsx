import { lazy, Suspense, useEffect, useMemo } from 'react';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { $accountStats } from '#stores/account-stats.ts';
import { $accounts, $currentAccount, $currentUserId, refetchAccounts, switchAccount } from '#stores/accounts.ts';
import { describeApiError } from '#stores/errors.ts';
import { openModal } from '#stores/modal.ts';
import { openPanel } from '#stores/panel.ts';
import { readyValue } from '#stores/resource.ts';
import { $accountSummary } from '#stores/user-data.ts';
import { $isWide } from '#stores/viewport.ts';
import { $wallet } from '#stores/wallet.ts';
import { toAccountRows } from './account-model.ts';
import { AccountsConnectPrompt } from './AccountsConnectPrompt.tsx';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { t } from '#lib/i18n/accounts.ts';

/**
 * The accounts table's code (the kit's Table, Select, search, and what they pull in: ~95 KB gzip) loads once a wallet
 * connects, not before: signed out the page shows only the prompt to connect.
 */
const loadTableView = () => import('./AccountsTableView.tsx');
const AccountsTableView = lazy(() =>
  loadTableView().then(
    (module) => ({ default: module.AccountsTableView }),
    () => ({
      default: () => (
        <p className="accounts-page" role="alert">
          {t('subaccounts.loadError')}
        </p>
      ),
    }),
  ),
);

/** While the table's code arrives: the page's heading and a placeholder where the table goes. */
function TableLoading() {
  return (
    <section className="accounts-page" aria-labelledby="accounts-title" aria-busy="true">
      <header className="accounts-head">
        <h1 id="accounts-title">{t('page.accounts')}</h1>
      </header>
      <Skeleton width="100%" height="var(--size-table-row)" />
    </section>
  );
}

/** What the server renders and hydration starts from: the accounts have not loaded. */
const LOADING = { status: 'loading' } as const;

const rename = (userId: string) => openModal('editAccount', { userId });
const transferFrom = (fromUserId: string) => openModal('transferFunds', { fromUserId });
const add = () => openModal('addAccount');
const transferFromCurrent = () => openModal('transferFunds');
const connect = () => openPanel('login');
const retry = () => void refetchAccounts().catch(() => undefined);
const switchTo = (userId: string) => void switchAccount(userId);

/**
 * /account/accounts: without a wallet, the prompt to connect (the login panel); with one, the acting account with
 * its balance live from its user stream, and the wallet's accounts from the account layer with fetchUserStats'
 * balance and 30-day volume, and the per-row switch, rename and transfer.
 */
function AccountsScreenContainer() {
  const wallet = useIslandStore($wallet);
  const accounts = useIslandStore($accounts, LOADING);
  const stats = useIslandStore($accountStats);
  const currentUserId = useIslandStore($currentUserId);
  const currentAccount = useIslandStore($currentAccount);
  // live from the acting account's user stream (SPEC 4: it follows a switch)
  const summary = useIslandStore($accountSummary);
  // a phone lists cards: the table's six columns cut Balance at 390 px
  const isWide = useIslandStore($isWide);
  const liveBalance = summary?.balanceUsd;
  const rows = useMemo(
    () => toAccountRows(readyValue(accounts) ?? [], stats, currentUserId, liveBalance),
    [accounts, stats, currentUserId, liveBalance],
  );
  // a wallet on its way: fetch the table's code meanwhile
  const wanted = wallet.status !== 'disconnected';
  useEffect(() => {
    if (wanted) void loadTableView().catch(() => undefined);
  }, [wanted]);
  if (wallet.status !== 'connected')
    return <AccountsConnectPrompt onConnect={connect} isConnecting={wallet.status === 'connecting'} />;
  return (
    <Suspense fallback={<TableLoading />}>
      <AccountsTableView
        rows={rows}
        isLoading={accounts.status === 'loading'}
        errorMessage={accounts.status === 'error' ? describeApiError(accounts.error) : undefined}
        onRetry={retry}
        onSwitch={switchTo}
        onRename={rename}
        onTransfer={transferFrom}
        onAdd={add}
        current={currentAccount && { alias: currentAccount.alias, balanceUsd: summary?.balanceUsd }}
        onTransferCurrent={transferFromCurrent}
        layout={isWide ? 'table' : 'cards'}
      />
    </Suspense>
  );
}

/** The accounts page's island. */
export const AccountsScreen = withErrorBoundary(AccountsScreenContainer);
