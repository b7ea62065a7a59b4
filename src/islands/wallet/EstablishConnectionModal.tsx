import { useStore } from '@nanostores/react';
import { Modal } from '#islands/ui/Modal.tsx';
import { t } from '#lib/i18n/accounts.ts';
import { $accounts, $currentUserId } from '#stores/accounts.ts';
import { $modalPending, runModalAction, type ModalComponentProps } from '#stores/modal.ts';
import { notifyFailure } from '#stores/errors.ts';
import { $sessionRequest, authorizeSession } from '#stores/session.ts';
import { EstablishConnectionView } from './EstablishConnectionView.tsx';

/**
 * The Establish connection modal (460 px), opened by ensureSession when an account has no valid session key: the
 * wallet signs an addApiKey proof for a new 24 h key of that account. Loading while it runs; closes after.
 */
export function EstablishConnectionModal({ isOpen, onClose }: ModalComponentProps<'establishConnection'>) {
  const request = useStore($sessionRequest);
  const current = useStore($currentUserId);
  const accounts = useStore($accounts);
  const isPending = useStore($modalPending);
  const userId = request?.userId ?? current;
  const alias = accounts.status === 'ready' ? accounts.value.find((a) => a.userId === userId)?.alias : undefined;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose()}
      title={t('establish.title')}
      size="establish"
      isPending={isPending}
    >
      <EstablishConnectionView
        accountName={alias ?? userId ?? ''}
        isPending={isPending}
        onEstablish={() =>
          void runModalAction(() =>
            authorizeSession().catch((error: unknown) => {
              notifyFailure('sonnerMessages.establishConnection.error', error);
              throw error;
            }),
          )
        }
      />
    </Modal>
  );
}
