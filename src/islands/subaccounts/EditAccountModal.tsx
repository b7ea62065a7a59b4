import { useStore } from '@nanostores/react';
import { useModalAction } from '#islands/app/use-overlay-action.ts';
import { Modal } from '#islands/ui/Modal.tsx';
import { t } from '#lib/i18n/accounts.ts';
import { $accounts } from '#stores/accounts.ts';
import type { ModalComponentProps } from '#stores/modal.ts';
import { cancelledByUser } from '#stores/session.ts';
import { renameAccount } from '#stores/subaccounts.ts';
import { EditAccountView } from './EditAccountView.tsx';

/** Edit account (openModal('editAccount', { userId })): a new alias for one of the wallet's accounts. */
export function EditAccountModal({ args, isOpen, onClose }: ModalComponentProps<'editAccount'>) {
  const accounts = useStore($accounts);
  const { run, isPending } = useModalAction(renameAccount, { keepOpenOnError: cancelledByUser });
  const account = accounts.status === 'ready' ? accounts.value.find((a) => a.userId === args.userId) : undefined;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose()}
      title={t('subaccounts.edit.title')}
      isPending={isPending}
    >
      <EditAccountView
        account={{ id: args.userId, alias: account?.alias ?? '' }}
        isPending={isPending}
        onSubmit={(alias) => void run(args.userId, alias)}
      />
    </Modal>
  );
}
