import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarketsTableView } from '#islands/screens/MarketsTableView.tsx';
import { MARKET_STATS } from '#stories/support/fixtures/markets.ts';

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

/** Four live markets: prices at each market's tick, grouped; signed changes; compact 24 h volumes. */
export const Filled: Story = {
  args: { state: 'ready', rows: MARKET_STATS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const btc = canvas.getByRole('row', { name: /BTC-PERP/ });
    await expect(btc).toHaveTextContent('97,123'); // tick $1: no decimals
    await expect(btc).toHaveTextContent('+2.34%');
    await expect(btc).toHaveTextContent('$1.23B');
    const eth = canvas.getByRole('row', { name: /ETH-PERP/ });
    await expect(eth).toHaveTextContent('3,412.8'); // tick $0.1
    await expect(eth).toHaveTextContent('-1.12%');
    await expect(canvas.getByRole('row', { name: /APT-PERP/ })).toHaveTextContent('0.00%'); // flat: no sign
    await expect(canvas.getByRole('row', { name: /APT-PERP/ })).toHaveTextContent('9.871'); // tick $0.001
    await expect(canvas.getByRole('link', { name: 'SOL-PERP' })).toHaveAttribute('href', '/futures/SOL-PERP');
  },
};

/** A change too small to show reads 0.00% and is not coloured as a gain or a loss. */
export const TinyChanges: Story = {
  args: {
    state: 'ready',
    rows: MARKET_STATS.slice(0, 2).map((row, i) => ({ ...row, change24h: i === 0 ? -40_000n : 40_000n })),
  },
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement).getAllByText('0.00%');
    await expect(cells).toHaveLength(2);
    for (const cell of cells) await expect(cell).toHaveAttribute('data-trend', 'flat');
  },
};

/** A phone: each market a card (name, price and change on top; high, low and volume under their names), no row wider than the window. */
export const Narrow: Story = {
  args: { state: 'ready', rows: MARKET_STATS },
  tags: ['viewport-narrow'],
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const btc = canvas.getByRole('row', { name: /BTC-PERP/ });
    // the six-column table was 532 px in a 390 px window, in a frame that scrolled sideways
    await expect(btc.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('table').scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(btc).getByRole('cell', { name: /\$1\.23B/ })).toBeVisible();
  },
};
