import { useMemo } from 'react';
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
import { AccountsTableView } from './AccountsTableView.tsx';

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
  const rows = useMemo(
    () => toAccountRows(readyValue(accounts) ?? [], stats, currentUserId),
    [accounts, stats, currentUserId],
  );
  if (wallet.status !== 'connected')
    return <AccountsConnectPrompt onConnect={connect} isConnecting={wallet.status === 'connecting'} />;
  return (
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
  );
}

/** The accounts page's island. */
export const AccountsScreen = withErrorBoundary(AccountsScreenContainer);
