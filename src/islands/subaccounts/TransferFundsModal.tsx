import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useModalAction } from '#islands/app/use-overlay-action.ts';
import { Modal } from '#islands/ui/Modal.tsx';
import { t } from '#lib/i18n/accounts.ts';
import { $accounts, $currentUserId, refetchAccounts } from '#stores/accounts.ts';
import { describeApiError } from '#stores/errors.ts';
import type { ModalComponentProps } from '#stores/modal.ts';
import { cancelledByUser } from '#stores/session.ts';
import { $formTokens, transferFunds } from '#stores/subaccounts.ts';
import { toAccountChoice } from './account-model.ts';
import { TransferFundsView, type TransferRequest } from './TransferFundsView.tsx';

const submitTransfer = (request: TransferRequest) =>
  transferFunds({
    fromUserId: request.fromUserId,
    toUserId: request.toUserId,
    tokenAddress: request.token.address,
    units: request.units,
  });

/** Looks the accounts up again (their balances) when a form opens; a failure keeps the last list. */
const refetchOnOpen = () => void refetchAccounts().catch(() => undefined);

/**
 * Transfer funds (openModal('transferFunds', { fromUserId? })): the wallet's accounts and their balances from the
 * account layer, the tokens with live prices; the submit runs transferFunds once (pending until it settles).
 */
export function TransferFundsModal({ args, isOpen, onClose }: ModalComponentProps<'transferFunds'>) {
  const accounts = useStore($accounts);
  const tokens = useStore($formTokens);
  const currentUserId = useStore($currentUserId);
  const { run, isPending } = useModalAction(submitTransfer, { keepOpenOnError: cancelledByUser });
  // balances move outside this page (trades, deposits, another tab): read them afresh when the form opens
  useEffect(refetchOnOpen, []);
  const choices = useMemo(() => (accounts.status === 'ready' ? accounts.value.map(toAccountChoice) : []), [accounts]);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose()}
      title={t('subaccounts.transfer.title')}
      isPending={isPending}
    >
      <TransferFundsView
        accounts={choices}
        tokens={tokens}
        initialFrom={args?.fromUserId ?? currentUserId}
        isLoading={accounts.status === 'loading' || tokens.length === 0}
        loadError={accounts.status === 'error' ? describeApiError(accounts.error) : undefined}
        onRetry={refetchOnOpen}
        isPending={isPending}
        onSubmit={(request) => void run(request)}
      />
    </Modal>
  );
}
