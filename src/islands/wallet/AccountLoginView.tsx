import { Button } from '#islands/ui/Button.tsx';
import { t } from '#lib/i18n/accounts.ts';
import type { WalletEntry } from '#lib/wallets/entries.ts';
import { WalletList } from './WalletList.tsx';
import './wallet.css';

/** Props of the account panel's signed-out content. */
export type AccountLoginViewProps =
  | {
      /** No wallet connected: the login container (SPEC 2). */
      readonly state: 'disconnected';
      readonly entries: readonly WalletEntry[];
      readonly onSocial: (provider: 'google' | 'apple') => void;
      readonly onPickWallet: (id: string) => void;
    }
  | {
      /** A wallet without an account: create one, or disconnect. */
      readonly state: 'noAccount';
      readonly onCreateAccount: () => void;
      readonly onDisconnect: () => void;
    };

/**
 * The account panel when there is no account to show: the login/register container (Google, Apple, the detected
 * wallets with icon, name and network), or, for a connected wallet without an account, Create account.
 */
export function AccountLoginView(props: AccountLoginViewProps) {
  if (props.state === 'noAccount')
    return (
      <div className="wallet-login">
        <p className="wallet-hint">{t('accountPanel.noAccount')}</p>
        <Button variant="primary" isFullWidth onPress={props.onCreateAccount}>
          {t('accountPanel.createAccount')}
        </Button>
        <Button variant="secondary" isFullWidth onPress={props.onDisconnect}>
          {t('accountPanel.disconnect')}
        </Button>
      </div>
    );
  return (
    <div className="wallet-login">
      <Button variant="secondary" isFullWidth onPress={() => props.onSocial('google')}>
        {t('login.google')}
      </Button>
      <Button variant="secondary" isFullWidth onPress={() => props.onSocial('apple')}>
        {t('login.apple')}
      </Button>
      <WalletList entries={props.entries} onPick={props.onPickWallet} />
    </div>
  );
}
