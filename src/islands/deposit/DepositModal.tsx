import { useReducer, useState, type ReactNode } from 'react';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { Modal } from '#islands/ui/Modal.tsx';
import { StepTransition } from '#islands/ui/StepTransition.tsx';
import { formatAmount } from '#lib/domain/format.ts';
import { TOKEN_DECIMALS } from '#lib/domain/tokens.ts';
import { t, type FundsMessageKey } from '#lib/i18n/funds.ts';
import { SOCIAL_ICONS } from '#lib/wallets/runtime.ts';
import { WalletError } from '#lib/wallets/errors.ts';
import { $config } from '#stores/config.ts';
import { depositFromWallet } from '#stores/deposit.ts';
import { $modalPending, runModalAction, type ModalComponentProps } from '#stores/modal.ts';
import { readyValue } from '#stores/resource.ts';
import { cancelledByUser } from '#stores/session.ts';
import { notify } from '#stores/toasts.ts';
import {
  $currentUserId,
  $wallet,
  $walletEntries,
  cancelConnect,
  connectWallet,
  currentWalletAdapter,
} from '#stores/wallet.ts';
import { ConnectingView } from './ConnectingView.tsx';
import { DepositAddressStep } from './DepositAddressStep.tsx';
import { DepositFormStep } from './DepositFormStep.tsx';
import { DepositStartView, type DepositOption } from './DepositStartView.tsx';
import { walletChoices } from './wallet-choices.ts';
import { WalletSelectView } from './WalletSelectView.tsx';
import { depositWizard, initialDepositWizard } from './wizard.ts';

/** SPEC 2: Wallet and Deposit address lead on; the credit card is coming soon and disabled. */
const START_OPTIONS: readonly DepositOption[] = [
  { route: 'wallet', availability: 'available' },
  { route: 'address', availability: 'available' },
  { route: 'card', availability: 'comingSoon' },
];

const SOCIAL = [
  { id: 'google', name: 'Google', icon: SOCIAL_ICONS.google },
  { id: 'apple', name: 'Apple', icon: SOCIAL_ICONS.apple },
];

/**
 * The deposit modal (420 px), opened by openModal('deposit'): the wizard of SPEC 4 (wizard.ts) with each step's
 * panel sliding in from the side the move goes to. Connecting a wallet goes through the wallet store (the deposit's
 * sender is the account's owner wallet); the deposit runs as the modal's action: loading, then it closes.
 */
export function DepositModal({ isOpen, onClose }: ModalComponentProps<'deposit'>) {
  const [state, dispatch] = useReducer(depositWizard, undefined, initialDepositWizard);
  const [connectError, setConnectError] = useState<FundsMessageKey | undefined>(undefined);
  const isPending = useIslandStore($modalPending);
  const wallet = useIslandStore($wallet);
  const entries = useIslandStore($walletEntries);
  const config = readyValue(useIslandStore($config));
  const back = () => dispatch({ type: 'back' });
  const connectedId = wallet.status === 'connected' ? wallet.walletId : undefined;
  const choices = walletChoices(state.network, entries, SOCIAL, connectedId);
  const nameOf = (id: string) => choices.find((c) => c.id === id)?.name ?? currentWalletAdapter()?.name ?? id;
  const iconOf = (id: string) => choices.find((c) => c.id === id)?.icon;

  const connect = (walletId: string) => {
    setConnectError(undefined);
    connectWallet(walletId).then(
      () => dispatch({ type: 'connected' }),
      (error: unknown) => {
        if (error instanceof WalletError) setConnectError(error.messageKey);
        dispatch({ type: 'connectFailed' });
      },
    );
  };

  const adapter = wallet.status === 'connected' ? currentWalletAdapter() : undefined;
  const walletError: FundsMessageKey | undefined =
    state.linked && wallet.status === 'connected' && (wallet.kind === 'solana' || adapter?.transactions === undefined)
      ? 'deposit.form.walletCannotSign'
      : undefined;

  const deposit = (units: bigint) => {
    const userId = $currentUserId.get();
    const tokenAddress = config?.tokens[state.token]?.contractAddress;
    const signer = currentWalletAdapter()?.transactions;
    if (userId === undefined || tokenAddress === undefined || signer === undefined) return;
    const ticker = state.token;
    void runModalAction(
      async () => {
        try {
          const outcome = await depositFromWallet({
            userId,
            tokenAddress,
            units,
            signTransaction: (transaction) => signer.signTransaction(transaction),
          });
          if (outcome === 'credited')
            notify({
              kind: 'success',
              title: 'sonnerMessages.deposit.success',
              description: 'sonnerMessages.deposit.successDescription',
              params: { amount: formatAmount(units, TOKEN_DECIMALS[ticker]), ticker },
            });
        } catch (error) {
          // closing Establish connection (asked for over this modal) is the user's choice: no failure toast, and the
          // deposit stays open to try again
          if (!cancelledByUser(error))
            notify({
              kind: 'error',
              title: 'sonnerMessages.deposit.error',
              description: 'sonnerMessages.deposit.description',
            });
          throw error;
        }
      },
      { keepOpenOnError: cancelledByUser },
    );
  };

  let panel: ReactNode;
  switch (state.step) {
    case 'start':
      panel = (
        <DepositStartView
          options={START_OPTIONS}
          onChoose={(route) => route !== 'card' && dispatch({ type: 'choose', route })}
        />
      );
      break;
    case 'address':
      panel = <DepositAddressStep onBack={back} />;
      break;
    case 'wallets':
      panel = (
        <WalletSelectView
          network={state.network}
          wallets={choices}
          onBack={back}
          onPick={(picked) => {
            dispatch({ type: 'pickWallet', walletId: picked.id, connected: picked.isConnected });
            if (!picked.isConnected) connect(picked.id);
          }}
        />
      );
      break;
    case 'connecting': {
      const walletId = state.connect?.walletId ?? '';
      const icon = iconOf(walletId);
      panel = (
        <ConnectingView
          status={state.connect?.status ?? 'connecting'}
          walletName={nameOf(walletId)}
          {...(icon === undefined ? {} : { walletIcon: icon })}
          {...(connectError === undefined ? {} : { error: connectError })}
          onRetry={() => {
            dispatch({ type: 'retry' });
            connect(walletId);
          }}
          onContinue={() => dispatch({ type: 'continue' })}
          onBack={() => {
            cancelConnect();
            back();
          }}
        />
      );
      break;
    }
    case 'form':
      panel = (
        <DepositFormStep
          network={state.network}
          token={state.token}
          linked={state.linked}
          walletName={nameOf}
          walletError={walletError}
          onNetworkChange={(network) => dispatch({ type: 'setNetwork', network })}
          onTokenChange={(token) => dispatch({ type: 'setToken', token })}
          onSelectWallet={() => dispatch({ type: 'selectWallet' })}
          onSubmit={deposit}
          onBack={back}
        />
      );
  }
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose()}
      title={t('deposit.title')}
      size="deposit"
      isPending={isPending}
    >
      <StepTransition step={state.step} direction={state.direction}>
        {panel}
      </StepTransition>
    </Modal>
  );
}
