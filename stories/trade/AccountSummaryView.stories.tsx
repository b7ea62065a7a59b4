import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountSummaryView } from '#islands/trade/order/AccountSummaryView.tsx';
import { orderColumn, usd6 } from './fixtures.tsx';

const meta = {
  title: 'Trade/AccountSummaryView',
  component: AccountSummaryView,
  decorators: [orderColumn],
  args: {
    summary: {
      balanceUsd: usd6(10_842n),
      change24hUsd: usd6(120n),
      change24hRate: 11_200_000n,
      openPnlUsd: -73_450_000n,
      leverage: 4_999_999_999n,
      marginUsage: 123_400_000n,
    },
  },
} satisfies Meta<typeof AccountSummaryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Value, a loss in rose, leverage rounded down (4.99x, never 5.00x), margin usage. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-$73.45')).toHaveAttribute('data-trend', 'down');
    await expect(canvas.getByText('4.99×')).toBeVisible();
  },
};

/** The account's figures are loading. */
export const Loading: Story = { args: { summary: undefined } };

/** Nobody signed in: nothing shows above the form. */
export const Empty: Story = { args: { summary: null } };
