import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrdersView } from '#islands/activity/OrdersView.tsx';
import { ORDERS } from './fixtures.ts';

const meta = {
  title: 'Activity/OrdersView',
  component: OrdersView,
  args: { rows: ORDERS, onCancel: fn(), onCancelMarket: fn(), onCancelAll: fn() },
} satisfies Meta<typeof OrdersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Orders on two markets: cancel one, a market's, or all. Value is what is left at the price: 0.1 x 95,000. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$9,500.00')).toBeVisible();
    await expect(canvas.getByText('2026-11-27 09:30:05 UTC')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order 103 on ETH-PERP' }));
    await expect(args.onCancel).toHaveBeenCalledWith(ORDERS[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel all BTC-PERP (2)' }));
    await expect(args.onCancelMarket).toHaveBeenCalledWith('BTC-PERP');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel all' }));
    await expect(args.onCancelAll).toHaveBeenCalledOnce();
  },
};

/** No open order. */
export const Empty: Story = { args: { rows: [] } };

/** Loading. */
export const Loading: Story = { args: { rows: [], isLoading: true } };

/** It failed. */
export const Error: Story = { args: { rows: [], errorMessage: 'Your account could not be loaded.' } };

/** A 390 px phone: cards. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { layout: 'cards' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('$9,500.00');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
