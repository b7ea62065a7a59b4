import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseAllView } from '#islands/activity/CloseAllView.tsx';
import { Modal } from '#islands/ui/Modal.tsx';
import { CLOSE_ALL_ROWS } from './fixtures.ts';

const meta = {
  title: 'Activity/CloseAllView',
  component: CloseAllView,
  decorators: [
    (Story) => (
      <Modal isOpen onOpenChange={() => undefined} title="Close all positions">
        <Story />
      </Modal>
    ),
  ],
  args: { rows: CLOSE_ALL_ROWS, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof CloseAllView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation lists each close: sell 0.5 BTC no lower than 92,036 (0.95 x 96,880), buy 3 ETH back no higher. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Sell 0.5000 BTC')).toBeVisible();
    await expect(body.getByText('Buy 3.000 ETH')).toBeVisible();
    await expect(body.getByText('92,036')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Close 2 positions' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    // the way out names what stays open, in the plural for many
    await userEvent.click(body.getByRole('button', { name: 'Keep positions' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** One position: the buttons say "Close 1 position" (it read "Close 1 positions") and "Keep position" (it read "Keep them"). */
export const One: Story = {
  args: { rows: CLOSE_ALL_ROWS.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Close 1 position' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Keep position' })).toBeVisible();
    await expect(body.queryByRole('button', { name: /Keep them|Keep positions/ })).toBeNull();
  },
};

/** Nothing left to close. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText(/no open position/)).toBeVisible();
  },
};

/** The closes are on their way: Confirm waits, Keep is off. */
export const Loading: Story = { args: { isPending: true } };

/** A 390 px phone. */
export const Narrow: Story = { tags: ['viewport-narrow'] };
