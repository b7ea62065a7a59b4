import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddAccountView, type AddAccountViewProps } from '#islands/subaccounts/AddAccountView.tsx';
import { withPageBehind } from '#stories/support/page-behind.tsx';
import { ACCOUNTS, InModal, TOKENS } from './fixtures.tsx';

/** The view inside the Modal; a submit turns it pending, as useModalAction does. */
function Framed(props: AddAccountViewProps) {
  const [pending, setPending] = useState(props.isPending);
  return (
    <InModal title="Add account" isPending={pending}>
      <AddAccountView
        {...props}
        isPending={pending}
        onSubmit={(request) => {
          setPending(true);
          props.onSubmit(request);
        }}
      />
    </InModal>
  );
}

const meta = {
  title: 'Sub-accounts/Add account',
  component: AddAccountView,
  decorators: [withPageBehind],
  render: (args) => <Framed {...args} />,
  args: { accounts: ACCOUNTS, tokens: TOKENS, initialSource: '101', isPending: false, onSubmit: fn() },
} satisfies Meta<typeof AddAccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add account' }));

/** Just opened: no alias, the main account as the source, USDC, no deposit; the estimate reads 3 s. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole('textbox', { name: 'Alias' })).toHaveValue('');
    await expect(modal.getByRole('button', { name: /^Main.*Source account for collateral/ })).toBeVisible();
    await expect(modal.getByText('None')).toBeVisible();
    await expect(modal.getByText('3 s')).toBeVisible();
  },
};

/** The deposit is optional: an alias alone creates the account, with 0 units. Sent once, then pending. */
export const WithoutDeposit: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: 'Alias' }), 'Options');
    const submit = modal.getByRole('button', { name: 'Add account' });
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      sourceUserId: '101',
      alias: 'Options',
      token: TOKENS[0],
      units: 0n,
    });
    await waitFor(() => expect(submit).toHaveAttribute('data-pending'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Filled with a deposit: the 25 % mark, and the summary shows the amount with its USD value. */
export const Filled: Story = {
  args: { initialAlias: 'Options' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Set to 25%' }));
    await expect(modal.getByRole('textbox', { name: 'Amount (optional)' })).toHaveValue('3086.419725');
    // the floored quarter is 24.99999...% of the balance; the slider still reads the mark that made it
    await expect(modal.getByRole('slider', { name: 'Share of balance' })).toHaveAttribute('aria-valuetext', '25%');
    await expect(modal.getByText('3,086.419725 USDC ($3,086.42)')).toBeVisible();
  },
};

/** Decimals are capped at the token's: a seventh USDC decimal is refused as it is typed. */
export const DecimalsCapped: Story = {
  args: { initialAlias: 'Options' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    const amount = modal.getByRole('textbox', { name: 'Amount (optional)' });
    await userEvent.type(amount, '1.1234567');
    await expect(amount).toHaveValue('1.123456');
  },
};

/** A deposit under 1 USD of BTC: the message states the amount needed (1 / 97,123.45, up to 6 decimals). */
export const BelowMinimum: Story = {
  args: { initialAlias: 'Options', initialToken: 'BTC', initialAmount: '0.00001' },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Add account' }));
    await expect(modal.getByText('Insufficient amount: at least 0.000011 BTC is needed')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A bad alias and a zero deposit: both messages after the submit attempt. */
export const Invalid: Story = {
  args: { initialAlias: 'my acct', initialAmount: '0' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Add account' }));
    await expect(modal.getByText('Only letters and digits are allowed')).toBeVisible();
    await expect(modal.getByText('Insufficient amount: at least 1 USDC is needed')).toBeVisible();
  },
};

/** Pending: the green button spins and the modal cannot be dismissed. */
export const Pending: Story = {
  args: { initialAlias: 'Options', initialAmount: '25', isPending: true },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole('button', { name: /^Add account/ })).toHaveAttribute('data-pending');
    await expect(modal.getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

/** Loading the accounts: the pickers spin and the button waits. */
export const Loading: Story = {
  args: { accounts: [], tokens: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole('button', { name: 'Add account' })).toBeDisabled();
  },
};

/** The accounts could not be loaded. */
export const LoadError: Story = {
  args: { accounts: [], tokens: [], loadError: 'Network error: the server could not be reached', onRetry: fn() },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole('alert')).toHaveTextContent('Your accounts could not be loaded');
  },
};

/** On a 390 px phone, filled. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { initialAlias: 'Options', initialAmount: '25' },
  play: async ({ canvasElement }) => {
    const root = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add account' });
    await expect(root.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
  },
};
