import { Badge } from '#islands/ui/Badge.tsx';
import { Button } from '#islands/ui/Button.tsx';
import type { TransferNetwork } from '#lib/domain/transfer-networks.ts';
import './deposit.css';
import { t } from '#lib/i18n/funds.ts';
import { DepositStepHeader } from './DepositStepHeader.tsx';

/** One wallet the selection lists: a detected wallet of the network, or Google / Apple on Aptos. */
export interface SelectableWallet {
  readonly id: string;
  readonly name: string;
  /** A data: URI or an app asset. */
  readonly icon: string;
  /** The app's wallet is this one and connected: picking it returns to the form at once. */
  readonly isConnected: boolean;
  readonly recentlyUsed: boolean;
}

/** Props of wallet selection. */
export interface WalletSelectViewProps {
  readonly network: TransferNetwork;
  readonly wallets: readonly SelectableWallet[];
  readonly onPick: (wallet: SelectableWallet) => void;
  readonly onBack: () => void;
}

/** Wallet selection (SPEC 4): the wallets of the deposit network, the connected one marked; none found says so. */
export function WalletSelectView({ network, wallets, onPick, onBack }: WalletSelectViewProps) {
  return (
    <div className="deposit-wallets">
      <DepositStepHeader heading={t('deposit.wallets.heading')} onBack={onBack} />
      {wallets.length === 0 ? (
        <p className="deposit-empty">{t('deposit.wallets.empty', { network })}</p>
      ) : (
        <ul className="deposit-wallet-list" role="list">
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <Button className="deposit-wallet-option" onPress={() => onPick(wallet)}>
                <img src={wallet.icon} alt="" width={24} height={24} />
                <span className="deposit-wallet-option-name">{wallet.name}</span>
                {wallet.isConnected ? (
                  <Badge variant="buy">{t('deposit.wallets.connected')}</Badge>
                ) : wallet.recentlyUsed ? (
                  <Badge>{t('deposit.wallets.recent')}</Badge>
                ) : null}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
