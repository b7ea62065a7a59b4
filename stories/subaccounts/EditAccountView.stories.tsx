import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditAccountView, type EditAccountViewProps } from '#islands/subaccounts/EditAccountView.tsx';
import { withPageBehind } from '#stories/support/page-behind.tsx';
import { InModal } from './fixtures.tsx';

/** The view inside the Modal; a submit turns it pending, as useModalAction does. */
function Framed(props: EditAccountViewProps) {
  const [pending, setPending] = useState(props.isPending);
  return (
    <InModal title="Edit account" isPending={pending}>
      <EditAccountView
        {...props}
        isPending={pending}
        onSubmit={(alias) => {
          setPending(true);
          props.onSubmit(alias);
        }}
      />
    </InModal>
  );
}

const meta = {
  title: 'Sub-accounts/Edit account',
  component: EditAccountView,
  decorators: [withPageBehind],
  render: (args) => <Framed {...args} />,
  args: { account: { id: '107', alias: 'Scalping' }, isPending: false, onSubmit: fn() },
} satisfies Meta<typeof EditAccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit account' }));

/** Just opened: the new alias is empty and focused, the current one is named under it, no error yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    const alias = modal.getByRole('textbox', { name: 'New alias' });
    await waitFor(() => expect(alias).toHaveFocus());
    await expect(modal.getByText('Current alias: Scalping (#107)')).toBeVisible();
    await expect(modal.queryByText('Required')).toBeNull();
  },
};

/** A valid alias is sent once; the button turns pending and a second press (or Enter) sends nothing. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: 'New alias' }), 'Swing2');
    const save = modal.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith('Swing2');
    await waitFor(() => expect(save).toHaveAttribute('data-pending'));
    await userEvent.click(save);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Pending from the start (the rename runs): the button spins and the modal cannot be dismissed. */
export const Pending: Story = {
  args: { initialAlias: 'Swing2', isPending: true },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole('button', { name: /^Save/ })).toHaveAttribute('data-pending');
    await expect(modal.getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

/** Each alias rule gives its own message after blur: too short, then letters and digits only. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    const alias = modal.getByRole('textbox', { name: 'New alias' });
    await userEvent.type(alias, 'ab');
    await userEvent.tab();
    await expect(modal.getByText('Must be at least 3 characters')).toBeVisible();
    await userEvent.type(alias, 'c d');
    await expect(modal.getByText('Only letters and digits are allowed')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saving with nothing typed: errors.required at once. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(modal.getByText('Required')).toBeVisible();
  },
};

/** On a 390 px phone. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { initialAlias: 'Swing2' },
  play: async ({ canvasElement }) => {
    const root = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit account' });
    await expect(root.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
  },
};
