import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PositionsView } from '#islands/activity/PositionsView.tsx';
import { BTC_LONG, ETH_SHORT } from './fixtures.ts';

const meta = {
  title: 'Activity/PositionsView',
  component: PositionsView,
  args: { rows: [BTC_LONG, ETH_SHORT], onMarketClose: fn(), onLimitClose: fn(), onCloseAll: fn() },
} satisfies Meta<typeof PositionsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long in profit and a short at a loss: value, PnL with ROE, funding since open; Close all and the row closes. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+$840.50')).toBeVisible();
    await expect(canvas.getByText('+86.76%')).toBeVisible();
    await expect(canvas.getByText('-60.54%')).toBeVisible();
    await expect(canvas.getByText('$48,440.50')).toBeVisible();
    await expect(canvas.getByText('-$12.35')).toBeVisible();
    await expect(canvas.getByText('+$4.56')).toBeVisible();
    // sizes in the trade screen's colours: the long's in gain, the short's in loss
    await expect(canvas.getByText('+0.5000 BTC')).toHaveAttribute('data-trend', 'up');
    await expect(canvas.getByText('-3.000 ETH')).toHaveAttribute('data-trend', 'down');
    await userEvent.click(canvas.getByRole('button', { name: 'Limit close ETH-PERP' }));
    await expect(args.onLimitClose).toHaveBeenCalledWith('ETH-PERP');
    await userEvent.click(canvas.getByRole('button', { name: 'Close all' }));
    await expect(args.onCloseAll).toHaveBeenCalledOnce();
  },
};

/** No position: Close all is off. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No open positions.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close all' })).toBeDisabled();
  },
};

/** Loading: skeleton rows, never a $0.00. */
export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('$0.00')).toBeNull();
  },
};

/** The account could not be loaded. */
export const Error: Story = {
  args: { rows: [], errorMessage: 'Your account could not be loaded.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your account could not be loaded.')).toBeVisible();
  },
};

/** A 390 px phone: one card per position, nothing scrolls sideways. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { layout: 'cards' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('+$840.50');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
