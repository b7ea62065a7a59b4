import { useEffect, useState } from 'react';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { settlementSec, type TransferNetwork } from '#lib/domain/transfer-networks.ts';
import type { TokenTicker } from '#lib/domain/tokens.ts';
import type { FundsMessageKey } from '#lib/i18n/funds.ts';
import { $config } from '#stores/config.ts';
import { $walletCoins, clearWalletCoins, loadWalletCoins } from '#stores/deposit.ts';
import { $modalPending } from '#stores/modal.ts';
import { $indexPrices } from '#stores/prices.ts';
import { readyValue } from '#stores/resource.ts';
import { $wallet } from '#stores/wallet.ts';
import { depositTokenOptions } from './deposit-tokens.ts';
import { DepositFormView, type DepositWalletView } from './DepositFormView.tsx';

/** Shortens 0x + 64 hex to 0x1a2b…9f0e for the wallet row. */
function shorten(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** Props of the form step: the wizard's network, token and whether the app's wallet is the form's. */
export interface DepositFormStepProps {
  readonly network: TransferNetwork;
  readonly token: TokenTicker;
  readonly linked: boolean;
  readonly walletName: (walletId: string) => string;
  readonly walletError: FundsMessageKey | undefined;
  readonly onNetworkChange: (network: TransferNetwork) => void;
  readonly onTokenChange: (token: TokenTicker) => void;
  readonly onSelectWallet: () => void;
  readonly onSubmit: (units: bigint) => void;
  readonly onBack: () => void;
}

/** The wallet form's container: the linked wallet's coins from the indexer, prices and token names from the stores. */
export function DepositFormStep(props: DepositFormStepProps) {
  const wallet = useIslandStore($wallet);
  const coins = useIslandStore($walletCoins);
  const prices = useIslandStore($indexPrices, new Map());
  const config = readyValue(useIslandStore($config));
  const isPending = useIslandStore($modalPending);
  const [amount, setAmount] = useState('');
  const address = props.linked && wallet.status === 'connected' ? wallet.address : undefined;

  useEffect(() => {
    if (address === undefined) clearWalletCoins();
    else void loadWalletCoins(address);
  }, [address]);

  const names = new Map(Object.entries(config?.tokens ?? {}).map(([ticker, token]) => [ticker, token.name]));
  const known = address !== undefined && coins.status === 'ready' && coins.address === address;
  const tokens = depositTokenOptions({ network: props.network, coins: known ? coins.coins : undefined, names, prices });
  const view: DepositWalletView =
    address === undefined || wallet.status !== 'connected'
      ? { status: 'none' }
      : {
          status: coins.status === 'ready' || coins.status === 'error' ? coins.status : 'loading',
          name: props.walletName(wallet.walletId),
          address: shorten(address),
        };

  return (
    <DepositFormView
      network={props.network}
      onNetworkChange={(network) => {
        setAmount('');
        props.onNetworkChange(network);
      }}
      tokens={tokens}
      token={props.token}
      onTokenChange={(token) => {
        setAmount('');
        props.onTokenChange(token);
      }}
      wallet={view}
      onSelectWallet={props.onSelectWallet}
      onRetryCoins={() => address !== undefined && void loadWalletCoins(address)}
      {...(props.walletError === undefined ? {} : { walletError: props.walletError })}
      amount={amount}
      onAmountChange={setAmount}
      estimatedSec={settlementSec(props.network)}
      isPending={isPending}
      onSubmit={props.onSubmit}
      onBack={props.onBack}
    />
  );
}
