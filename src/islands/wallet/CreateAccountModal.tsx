import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Modal } from '#islands/ui/Modal.tsx';
import { t } from '#lib/i18n/accounts.ts';
import { createAccount } from '#stores/create-account.ts';
import { $modalPending, runModalAction, type ModalComponentProps } from '#stores/modal.ts';
import { $referral } from '#stores/referral.ts';
import { $referralRates } from '#stores/referrals.ts';
import { formatPercent } from '#lib/domain/format.ts';
import { CreateAccountView, type CreateAccountValues } from './CreateAccountView.tsx';

/**
 * The Create account modal (SPEC 2 and 4), opened by the sign-in flow for a wallet without an account: the referral
 * is prefilled from the saved one; createUser runs with the modal loading (a second press is refused), then the
 * modal closes on success and on error (the toast says which).
 */
export function CreateAccountModal({ isOpen, onClose }: ModalComponentProps<'createAccount'>) {
  const referral = useStore($referral);
  const isPending = useStore($modalPending);
  const rates = useStore($referralRates);
  const [values, setValues] = useState<CreateAccountValues>({
    alias: '',
    referral: referral?.replace(/[^0-9]/g, '') ?? '',
    acceptTerms: false,
    acceptPrivacy: false,
  });
  const [showAllErrors, setShowAllErrors] = useState(false);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose()}
      title={t('createAccount.title')}
      isPending={isPending}
    >
      <CreateAccountView
        values={values}
        onChange={setValues}
        isPending={isPending}
        showAllErrors={showAllErrors}
        onSubmitAttempt={() => setShowAllErrors(true)}
        {...(rates
          ? { referralDiscount: t('createAccount.referralDiscount', { rate: formatPercent(rates.referee) }) }
          : {})}
        onSubmit={() =>
          void runModalAction(() =>
            createAccount({
              alias: values.alias,
              ...(values.referral === '' ? {} : { referralCode: values.referral }),
            }),
          )
        }
      />
    </Modal>
  );
}
