import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Modal } from '#islands/ui/Modal.tsx';
import { CreateAccountView, type CreateAccountValues } from '#islands/wallet/CreateAccountView.tsx';
import { t } from '#lib/i18n/accounts.ts';
import { withPageBehind } from '#stories/support/page-behind.tsx';

/** Props of the story: where the form starts and what the modal does. */
interface StoryProps {
  readonly initial: CreateAccountValues;
  readonly isPending: boolean;
  readonly showAllErrors: boolean;
  readonly onSubmit: () => void;
}

const EMPTY: CreateAccountValues = { alias: '', referral: '', acceptTerms: false, acceptPrivacy: false };

/** The form inside the modal, its values kept as the container keeps them. */
function InModal({ initial, isPending, showAllErrors, onSubmit }: StoryProps) {
  const [values, setValues] = useState(initial);
  const [all, setAll] = useState(showAllErrors);
  return (
    <Modal isOpen onOpenChange={() => undefined} title={t('createAccount.title')} isPending={isPending}>
      <CreateAccountView
        values={values}
        onChange={setValues}
        onSubmit={onSubmit}
        isPending={isPending}
        showAllErrors={all}
        onSubmitAttempt={() => setAll(true)}
      />
    </Modal>
  );
}

const meta = {
  title: 'Wallet/CreateAccount',
  component: InModal,
  decorators: [withPageBehind],
  args: { initial: EMPTY, isPending: false, showAllErrors: false, onSubmit: fn() },
} satisfies Meta<typeof InModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Create account' }));

/** Empty: submitting shows every error instead of creating (SPEC 4: works only when valid and both ticked). */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(modal.getByText('Required')).toBeVisible();
    await expect(modal.getAllByText('Required to create an account')).toHaveLength(2);
  },
};

/** Filled: a valid alias, the saved referral prefilled, both consents; Create account submits. */
export const Filled: Story = {
  args: { initial: { alias: 'Satoshi21', referral: '1042', acceptTerms: true, acceptPrivacy: true } },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue('1042');
    await userEvent.click(modal.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Invalid (error): an alias with a symbol, one consent missing; the referral field drops non-digits. */
export const Invalid: Story = {
  args: { initial: { alias: 'bad name!', referral: '', acceptTerms: true, acceptPrivacy: false }, showAllErrors: true },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByText('Only letters and digits are allowed')).toBeVisible();
    await userEvent.type(modal.getByRole('textbox', { name: 'Referral code (optional)' }), 'a1b2');
    await expect(modal.getByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue('12');
  },
};

/** Creating (loading): the button spins, presses are ignored and the modal cannot be dismissed. */
export const Creating: Story = {
  args: { initial: { alias: 'Satoshi21', referral: '', acceptTerms: true, acceptPrivacy: true }, isPending: true },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    const submit = canvasElement.ownerDocument.querySelector<HTMLButtonElement>('.wallet-form button[type=submit]')!;
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(modal.getByRole('textbox', { name: 'Alias' })).toBeDisabled();
  },
};

/** The form on a 390 px phone. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { initial: { alias: 'Satoshi21', referral: '1042', acceptTerms: true, acceptPrivacy: false } },
};
