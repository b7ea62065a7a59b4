import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { SidePanel } from '#islands/ui/SidePanel.tsx';
import { t } from '#lib/i18n/accounts.ts';
import { $accounts, $currentAccount, $currentUserId, refetchAccounts, switchAccount } from '#stores/accounts.ts';
import { $accountStats, reloadAccountStats } from '#stores/account-stats.ts';
import { $recentActivity, reloadActivity } from '#stores/activity.ts';
import { $config } from '#stores/config.ts';
import { readyValue } from '#stores/resource.ts';
import { activityItems } from './activity-items.ts';
import { $signIn } from '#stores/connection.ts';
import { $faucetPending, requestFaucet } from '#stores/faucet.ts';
import { openModal } from '#stores/modal.ts';
import type { PanelComponentProps } from '#stores/panel.ts';
import { $accountSummary } from '#stores/user-data.ts';
import { $wallet, $walletEntries, connectWallet, disconnectWallet } from '#stores/wallet.ts';
import { AccountPanelView, type PanelAccountRow } from './AccountPanelView.tsx';
import { AccountLoginView } from './AccountLoginView.tsx';

/**
 * The account side panel (SPEC 2, 312 px plus its close strip), opened by openPanel('account') from the header.
 * Connected: the acting account's figures, Deposit, Withdraw and Transfer (other features' modals, through openModal)
 * and the test faucet (its progress shows in the page's toast corner, so the panel closes), the
 * wallet's accounts with fetchUserStats loaded on opening. Not connected: the wallet list and Google / Apple.
 */
export function AccountPanel({ isOpen, onClose }: PanelComponentProps<'account'>) {
  const wallet = useStore($wallet);
  const step = useStore($signIn);
  const accounts = useStore($accounts);
  const stats = useStore($accountStats);
  const current = useStore($currentAccount);
  const currentUserId = useStore($currentUserId);
  const summary = useStore($accountSummary);
  const entries = useStore($walletEntries);
  const activity = useStore($recentActivity);
  const config = useStore($config);
  const faucetPending = useStore($faucetPending);

  useEffect(() => {
    if (!isOpen) return;
    reloadAccountStats().catch(() => undefined); // stats failures are logged only (SPEC 8)
    reloadActivity().catch(() => undefined); // the activity list stays hidden when it cannot load
  }, [isOpen]);

  const then = (open: () => void) => () => {
    onClose();
    open();
  };
  const rows: readonly PanelAccountRow[] | 'error' | undefined =
    accounts.status === 'ready'
      ? accounts.value.map((a) => {
          const s = stats?.get(a.userId);
          return {
            userId: a.userId,
            alias: a.alias,
            ...(s ? { balanceUsd: s.balanceUsd, volume30dUsd: s.volume30dUsd } : {}),
          };
        })
      : accounts.status === 'error'
        ? 'error'
        : undefined;

  return (
    <SidePanel
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose()}
      variant="account"
      title={t('accountPanel.title')}
    >
      {wallet.status !== 'connected' ? (
        <AccountLoginView
          state="disconnected"
          entries={entries}
          onSocial={(provider) => void connectWallet(provider).catch(() => undefined)}
          onPickWallet={(id) => void connectWallet(id).catch(() => undefined)}
        />
      ) : step === 'noAccount' ? (
        <AccountLoginView
          state="noAccount"
          onCreateAccount={then(() => openModal('createAccount'))}
          onDisconnect={() => void disconnectWallet()}
        />
      ) : (
        <AccountPanelView
          address={wallet.address}
          {...(current ? { alias: current.alias } : {})}
          {...(summary ? { summary } : {})}
          {...(rows === undefined ? {} : { accounts: rows })}
          {...(currentUserId === undefined ? {} : { currentUserId })}
          activity={activityItems(
            activity,
            readyValue(config)?.tokens ?? {},
            accounts.status === 'ready' ? accounts.value : [],
          )}
          onDisconnect={() => void disconnectWallet()}
          onDeposit={then(() => openModal('deposit'))}
          onWithdraw={then(() => openModal('withdraw'))}
          isFaucetPending={faucetPending}
          onFaucet={then(() => void requestFaucet())}
          onTransfer={then(() =>
            openModal('transferFunds', currentUserId === undefined ? undefined : { fromUserId: currentUserId }),
          )}
          onSelectAccount={(userId) => switchAccount(userId)}
          onRetryAccounts={() => void refetchAccounts().catch(() => undefined)}
        />
      )}
    </SidePanel>
  );
}
