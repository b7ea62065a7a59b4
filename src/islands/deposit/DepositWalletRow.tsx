import { Button } from '#islands/ui/Button.tsx';
import { AlertIcon } from '#islands/ui/Icons.tsx';
import { t, type FundsMessageKey } from '#lib/i18n/funds.ts';

/** The form's wallet: none linked, or a wallet whose coins are loading, read, or failed to read. */
export type DepositWalletView =
  | { readonly status: 'none' }
  | {
      readonly status: 'loading' | 'ready' | 'error';
      readonly name: string;
      /** Already shortened for display (0x1a2b…9f0e). */
      readonly address: string;
      readonly icon?: string;
    };

/** Props of the wallet row. */
export interface DepositWalletRowProps {
  readonly wallet: DepositWalletView;
  /** The network takes no deposits: there is nothing to connect for. */
  readonly isUnsupported: boolean;
  readonly error?: FundsMessageKey;
  readonly isDisabled: boolean;
  readonly onSelectWallet: () => void;
  readonly onRetryCoins: () => void;
}

/** "From wallet": the linked wallet with Change wallet, or Connect wallet; a failed coin read offers Try again. */
export function DepositWalletRow({ wallet, isUnsupported, error, isDisabled, ...props }: DepositWalletRowProps) {
  return (
    <div className="deposit-wallet" role="group" aria-label={t('deposit.form.wallet')}>
      <span className="deposit-wallet-label">{t('deposit.form.wallet')}</span>
      <div className="deposit-wallet-row">
        {wallet.status === 'none' ? (
          <span className="deposit-wallet-none">{t('deposit.form.noWallet')}</span>
        ) : (
          <span className="deposit-wallet-id">
            {wallet.icon ? <img src={wallet.icon} alt="" width={20} height={20} /> : null}
            <span className="deposit-wallet-name">{wallet.name}</span>
            <span className="deposit-wallet-address num">{wallet.address}</span>
          </span>
        )}
        {!isUnsupported && (
          <Button
            size="sm"
            variant={wallet.status === 'none' ? 'primary' : 'ghost'}
            onPress={props.onSelectWallet}
            isDisabled={isDisabled}
          >
            {t(wallet.status === 'none' ? 'deposit.form.connectWallet' : 'deposit.form.changeWallet')}
          </Button>
        )}
      </div>
      {wallet.status === 'error' && (
        <p className="deposit-wallet-error" role="alert">
          <AlertIcon />
          <span>{t('deposit.form.coinsFailed')}</span>
          <Button size="sm" variant="ghost" onPress={props.onRetryCoins}>
            {t('ui.retry')}
          </Button>
        </p>
      )}
      {error !== undefined && (
        <p className="deposit-wallet-error" role="alert">
          <AlertIcon />
          <span>{t(error)}</span>
        </p>
      )}
    </div>
  );
}
