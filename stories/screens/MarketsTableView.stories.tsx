import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarketsTableView } from '#islands/screens/MarketsTableView.tsx';
import { MARKET_ROWS } from '#stories/fixtures/markets.ts';

const meta = {
  title: 'Screens/MarketsTable',
  component: MarketsTableView,
  args: { state: 'loading' },
} satisfies Meta<typeof MarketsTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the first markets answer. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading markets');
  },
};

/** The exchange could not be reached. */
export const Error: Story = {
  args: { state: 'error', message: 'Network error: the server could not be reached' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be reached');
  },
};

/** No markets listed. */
export const Empty: Story = {
  args: { state: 'ready', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No markets are listed.')).toBeVisible();
  },
};

/** Four live markets, prices with 2 decimals and grouping, changes as signed percentages. */
export const Filled: Story = {
  args: { state: 'ready', rows: [...MARKET_ROWS] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const btc = canvas.getByRole('row', { name: /BTC-PERP/ });
    await expect(btc).toHaveTextContent('97,123.45');
    await expect(btc).toHaveTextContent('2.34%');
    await expect(canvas.getByRole('row', { name: /ETH-PERP/ })).toHaveTextContent('-1.12%');
    await expect(canvas.getByRole('link', { name: 'SOL-PERP' })).toHaveAttribute('href', '/futures/SOL-PERP');
  },
};
