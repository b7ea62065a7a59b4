import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WithdrawModal } from '#islands/withdraw/WithdrawModal.tsx';
import { withPageBehind } from '#stories/support/page-behind.tsx';

const meta = {
  title: 'Withdraw/WithdrawModal',
  component: WithdrawModal,
  decorators: [withPageBehind],
  args: { args: undefined, isOpen: true, onClose: fn() },
} satisfies Meta<typeof WithdrawModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account's data has not arrived yet: the 431 px modal shows its loading state rather than a zero balance. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Withdraw' });
    await expect(dialog.getBoundingClientRect().width).toBe(431);
    await expect(within(dialog).queryByRole('button', { name: 'Confirm withdraw' })).toBeNull();
  },
};
