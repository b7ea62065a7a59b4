import { useReducer, type ReactNode } from 'react';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { Modal } from '#islands/ui/Modal.tsx';
import { StepTransition } from '#islands/ui/StepTransition.tsx';
import { t } from '#lib/i18n/index.ts';
import { $modalPending, type ModalComponentProps } from '#stores/modal.ts';
import { DepositAddressStep } from './DepositAddressStep.tsx';
import { DepositFormStep } from './DepositFormStep.tsx';
import { DepositStartView, type DepositOption } from './DepositStartView.tsx';
import { depositWizard, initialDepositWizard } from './wizard.ts';

/** SPEC 2: Wallet and Deposit address lead on; the credit card is coming soon and disabled. */
const START_OPTIONS: readonly DepositOption[] = [
  { route: 'wallet', availability: 'available' },
  { route: 'address', availability: 'available' },
  { route: 'card', availability: 'comingSoon' },
];

/**
 * The deposit modal (420 px), opened by openModal('deposit'): the wizard of SPEC 4 (wizard.ts) with each step's
 * panel sliding in from the side the move goes to.
 */
export function DepositModal({ isOpen, onClose }: ModalComponentProps<'deposit'>) {
  const [state, dispatch] = useReducer(depositWizard, undefined, initialDepositWizard);
  const isPending = useIslandStore($modalPending);
  const back = () => dispatch({ type: 'back' });

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
    default:
      panel = (
        <DepositFormStep
          network={state.network}
          token={state.token}
          linked={state.linked}
          walletName={(walletId) => walletId}
          walletError={undefined}
          onNetworkChange={(network) => dispatch({ type: 'setNetwork', network })}
          onTokenChange={(token) => dispatch({ type: 'setToken', token })}
          onSelectWallet={() => dispatch({ type: 'selectWallet' })}
          onSubmit={() => undefined}
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
