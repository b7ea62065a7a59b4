import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TransferFundsView, type TransferFundsViewProps } from '#islands/subaccounts/TransferFundsView.tsx';
import { withPageBehind } from '#stories/support/page-behind.tsx';
import { ACCOUNTS, InModal, TOKENS } from './fixtures.tsx';

/** The view as its container shows it: inside the Modal, the modal pending while the view is. */
function Framed(props: TransferFundsViewProps) {
  return (
    <InModal title="Transfer funds" isPending={props.isPending}>
      <TransferFundsView {...props} />
    </InModal>
  );
}

/** The container's part in a submit: the first press turns the form pending, as useModalAction does. */
function PendingOnSubmit(props: TransferFundsViewProps) {
  const [pending, setPending] = useState(false);
  return (
    <Framed
      {...props}
      isPending={pending}
      onSubmit={(request) => {
        setPending(true);
        props.onSubmit(request);
      }}
    />
  );
}

const meta = {
  title: 'Sub-accounts/Transfer funds',
  component: TransferFundsView,
  decorators: [withPageBehind],
  render: (args) => <Framed {...args} />,
  args: { accounts: ACCOUNTS, tokens: TOKENS, initialFrom: '101', isPending: false, onSubmit: fn() },
} satisfies Meta<typeof TransferFundsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = async (canvasElement: HTMLElement) =>
  within(await body(canvasElement).findByRole('dialog', { name: 'Transfer funds' }));

/** Just opened: from the main account to the first other one, USDC, no amount and no error yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole('button', { name: /^Main.*From/ })).toBeVisible();
    await expect(modal.getByRole('button', { name: /^Scalping.*To/ })).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    await expect(modal.getByText('Available 12,345.678901 USDC')).toBeVisible();
    await expect(modal.queryByText('This field is required')).toBeNull();
  },
};

/** Filled: the 50 % mark fills half the balance exactly, Max the whole of it, and the summary follows. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    const amount = modal.getByRole('textbox', { name: 'Amount' });
    await userEvent.click(modal.getByRole('button', { name: 'Set to 50%' }));
    await expect(amount).toHaveValue('6172.83945');
    await userEvent.click(modal.getByRole('button', { name: 'Max' }));
    await expect(amount).toHaveValue('12345.678901');
    await expect(modal.getByRole('slider', { name: 'Share of balance' })).toHaveAttribute('aria-valuetext', '100%');
    await expect(modal.getByText('$12,345.68')).toBeVisible();
    await expect(modal.getByText('0 USDC')).toBeVisible();
  },
};

/** The same form on a 390 px phone: the modal keeps a margin, the two account pickers stay side by side. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { initialAmount: '250.5' },
  play: async ({ canvasElement }) => {
    const root = await body(canvasElement).findByRole('dialog', { name: 'Transfer funds' });
    await expect(within(root).getByRole('textbox', { name: 'Amount' })).toHaveValue('250.5');
    await expect(root.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
  },
};

/** More than the balance is capped at the balance as it is typed (SPEC 5). */
export const CappedAtBalance: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    const amount = modal.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '99999');
    await expect(amount).toHaveValue('12345.678901');
  },
};

/** Same account twice and an amount under 1 USD: the invalid-user-id and insufficient-balance messages, no submit. */
export const Invalid: Story = {
  args: { initialTo: '101', initialAmount: '0.5' },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Transfer' }));
    await expect(modal.getByText('Choose two different accounts')).toBeVisible();
    await expect(modal.getByText('Insufficient amount: at least 1 USDC is needed')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Under 1 USD of SOL: the message names the amount that reaches 1 USD (1 / 150.25, rounded up to 6 decimals). */
export const BelowMinimum: Story = {
  args: { initialToken: 'SOL', initialAmount: '0.001' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Transfer' }));
    await expect(modal.getByText('Insufficient amount: at least 0.006656 SOL is needed')).toBeVisible();
  },
};

/** A valid transfer goes out once in exact base units; the form turns pending and a second press sends nothing. */
export const Pending: Story = {
  render: (args) => <PendingOnSubmit {...args} />,
  args: { initialAmount: '100.000001' },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    const submit = modal.getByRole('button', { name: 'Transfer' });
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fromUserId: '101',
      toUserId: '107',
      token: TOKENS[0],
      units: 100_000_001n,
    });
    await waitFor(() => expect(submit).toHaveAttribute('data-pending'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The accounts are still loading: the pickers spin and the submit waits. */
export const Loading: Story = {
  args: { accounts: [], tokens: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole('button', { name: 'Transfer' })).toBeDisabled();
  },
};

/** The accounts could not be loaded: the reason and Try again instead of the form. */
export const LoadError: Story = {
  args: { accounts: [], tokens: [], loadError: 'Network error: the server could not be reached', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole('alert')).toHaveTextContent('Your accounts could not be loaded');
    await userEvent.click(modal.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
