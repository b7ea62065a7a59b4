import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseFormView } from '#islands/trade/close/CloseFormView.tsx';
import { usd9 } from './fixtures.tsx';

const LONG = {
  market: 'BTC-PERP',
  baseToken: 'BTC',
  baseDecimals: 8,
  lotSize: 10_000n,
  tickSize: usd9(1n),
  size: 12_345_678n,
  indexPrice: 96_881_400_000_000n,
};

const meta = {
  title: 'Trade/CloseFormView',
  component: CloseFormView,
  decorators: [
    (Story) => (
      <div style={{ width: 'var(--size-modal-limit-close)', padding: 'var(--space-6)' }}>
        <Story />
      </div>
    ),
  ],
  args: { kind: 'limit', position: LONG, isPending: false, onConfirm: fn() },
} satisfies Meta<typeof CloseFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Limit close: price starts at the index on the tick; 50 % closes half, rounded down to whole lots. */
export const LimitClose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Closing price' })).toHaveValue('96881');
    await userEvent.click(canvas.getByRole('button', { name: 'Set to 50%' }));
    await expect(canvas.getByRole('textbox', { name: 'Closing quantity' })).toHaveValue('0.0617');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(6_170_000n, usd9(96_881n));
  },
};

/** Market close of a short: the worst price is 5 % above the index. */
export const MarketClose: Story = {
  args: { kind: 'market', position: { ...LONG, size: -LONG.size }, worstPrice: usd9(101_726n) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('101,726')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(12_345_678n, undefined);
  },
};

/** A quantity above the position is refused. */
export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Closing quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The close is on its way: Confirm ignores presses. */
export const Pending: Story = { args: { isPending: true } };
