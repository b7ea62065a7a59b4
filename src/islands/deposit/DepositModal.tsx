import { Modal } from '#islands/ui/Modal.tsx';
import { StepTransition } from '#islands/ui/StepTransition.tsx';
import { t } from '#lib/i18n/index.ts';
import type { ModalComponentProps } from '#stores/modal.ts';
import { DepositStartView, type DepositOption } from './DepositStartView.tsx';

/**
 * The start options today. Wallet and Deposit address lead to steps the deposit wizard adds later (wallet form,
 * wallet selection, connecting; the address panel), so they are disabled and say so rather than open an empty
 * screen; the credit card is the spec's coming-soon route.
 */
const START_OPTIONS: readonly DepositOption[] = [
  { route: 'wallet', availability: 'notYet' },
  { route: 'address', availability: 'notYet' },
  { route: 'card', availability: 'comingSoon' },
];

/**
 * The deposit modal (420 px), opened by openModal('deposit'). Its steps slide through StepTransition; the start
 * step is the only one until the deposit wizard's panels arrive, which then set the step and its direction.
 */
export function DepositModal({ isOpen, onClose }: ModalComponentProps<'deposit'>) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => open || onClose()} title={t('deposit.title')} size="deposit">
      <StepTransition step="start" direction="forward">
        <DepositStartView options={START_OPTIONS} />
      </StepTransition>
    </Modal>
  );
}
