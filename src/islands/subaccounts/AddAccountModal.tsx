import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useModalAction } from '#islands/app/use-overlay-action.ts';
import { Modal } from '#islands/ui/Modal.tsx';
import { t } from '#lib/i18n/accounts.ts';
import { $accounts, $currentUserId, refetchAccounts } from '#stores/accounts.ts';
import { describeApiError } from '#stores/errors.ts';
import type { ModalComponentProps } from '#stores/modal.ts';
import { $formTokens, addAccount } from '#stores/subaccounts.ts';
import { toAccountChoice } from './account-model.ts';
import { AddAccountView, type AddAccountRequest } from './AddAccountView.tsx';

const submitAccount = (request: AddAccountRequest) =>
  addAccount({
    sourceUserId: request.sourceUserId,
    alias: request.alias,
    tokenAddress: request.token.address,
    units: request.units,
  });

/** Looks the accounts up again (their balances) when a form opens; a failure keeps the last list. */
const refetchOnOpen = () => void refetchAccounts().catch(() => undefined);

/**
 * Add account (openModal('addAccount')): a new sub-account, optionally funded from a source account. SPEC 4: it
 * closes when the account is made; a failure only ends the loading, the form stays as it was.
 */
export function AddAccountModal({ isOpen, onClose }: ModalComponentProps<'addAccount'>) {
  const accounts = useStore($accounts);
  const tokens = useStore($formTokens);
  const currentUserId = useStore($currentUserId);
  const { run, isPending } = useModalAction(submitAccount, { keepOpenOnError: true });
  // balances move outside this page (trades, deposits, another tab): read them afresh when the form opens
  useEffect(refetchOnOpen, []);
  const choices = useMemo(() => (accounts.status === 'ready' ? accounts.value.map(toAccountChoice) : []), [accounts]);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose()}
      title={t('subaccounts.add.title')}
      isPending={isPending}
    >
      <AddAccountView
        accounts={choices}
        tokens={tokens}
        initialSource={currentUserId}
        isLoading={accounts.status === 'loading' || tokens.length === 0}
        loadError={accounts.status === 'error' ? describeApiError(accounts.error) : undefined}
        onRetry={refetchOnOpen}
        isPending={isPending}
        onSubmit={(request) => void run(request)}
      />
    </Modal>
  );
}
