import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { SidePanel } from '#islands/ui/SidePanel.tsx';
import { t, type AccountsMessageKey } from '#lib/i18n/accounts.ts';
import { toWalletError } from '#lib/wallets/errors.ts';
import type { PanelComponentProps } from '#stores/panel.ts';
import { $wallet, $walletEntries, cancelConnect, connectWallet, prepareSocialWallets } from '#stores/wallet.ts';
import { LoginPanelView, type LoginStep } from './LoginPanelView.tsx';

/** The name and icon a connecting view shows for a wallet id (Google and Apple are not wallet entries). */
function describe(id: string, entries: ReturnType<typeof $walletEntries.get>): { name: string; icon?: string } {
  if (id === 'google') return { name: 'Google' };
  if (id === 'apple') return { name: 'Apple' };
  const entry = entries.find((e) => e.id === id);
  return entry ? { name: entry.name, icon: entry.icon } : { name: id };
}

/**
 * The login side panel (SPEC 2, 320 px with its toggle handle), opened by openPanel('login'): Google, Apple or a
 * detected wallet; connecting with Try again; Back. It closes itself once a wallet is connected (the sign-in flow
 * then offers Create account or Establish connection).
 */
export function LoginPanel({ isOpen, onClose }: PanelComponentProps<'login'>) {
  const wallet = useStore($wallet);
  const entries = useStore($walletEntries);
  const [view, setView] = useState<LoginStep>({ step: 'options' });
  const lastId = useRef<string | undefined>(undefined);
  const from = useRef<LoginStep['step']>('options');

  useEffect(() => {
    if (wallet.status === 'connected' && isOpen) onClose();
  }, [wallet.status, isOpen, onClose]);
  useEffect(() => {
    if (isOpen) prepareSocialWallets();
  }, [isOpen]);

  const connect = (id: string) => {
    lastId.current = id;
    const shown = describe(id, entries);
    setView({ step: 'connecting', ...shown });
    connectWallet(id).catch((error: unknown) => {
      // a newer attempt or Back replaced this one: its failure is not news
      if (lastId.current !== id || $wallet.get().status === 'connected') return;
      const messageKey: AccountsMessageKey = toWalletError(error, 'connection_failed').messageKey;
      setView((now) => (now.step === 'connecting' ? { step: 'connecting', ...shown, error: messageKey } : now));
    });
  };

  // a wallet that auto-connects while the panel is open shows as connecting too (SPEC 4)
  const shown: LoginStep =
    view.step === 'options' && wallet.status === 'connecting'
      ? { step: 'connecting', ...describe(wallet.walletId, entries) }
      : view;

  return (
    <SidePanel isOpen={isOpen} onOpenChange={(open) => open || onClose()} variant="login" title={t('login.title')}>
      <LoginPanelView
        view={shown}
        entries={entries}
        onSocial={(provider) => {
          from.current = 'options';
          connect(provider);
        }}
        onShowWallets={() => setView({ step: 'wallets' })}
        onShowExternal={() => setView({ step: 'external' })}
        onPickWallet={(id) => {
          from.current = 'wallets';
          connect(id);
        }}
        onBack={() => {
          if (shown.step === 'connecting') {
            lastId.current = undefined;
            cancelConnect();
            setView({ step: from.current === 'wallets' ? 'wallets' : 'options' });
          } else setView({ step: 'options' });
        }}
        onRetry={() => lastId.current !== undefined && connect(lastId.current)}
      />
    </SidePanel>
  );
}
