import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarketNotFoundView } from '#islands/trade/MarketNotFoundView.tsx';
import type { MarketStats } from '#stores/markets.ts';
import { usd6, usd9 } from './fixtures.tsx';

const market = (name: string, price: bigint, tickSize: bigint, change24h: bigint): MarketStats => ({
  name,
  price,
  tickSize,
  change24h,
  high24h: price,
  low24h: price,
  volume24hUsd: usd6(1_000_000n),
});
const MARKETS = [
  market('BTC-PERP', usd9(96_881n), usd9(1n), -1_523_000n),
  market('ETH-PERP', 3_452_300_000_000n, 100_000_000n, 8_120_000n),
  market('SOL-PERP', 187_450_000_000n, 10_000_000n, 0n),
  market('APT-PERP', 9_876_000_000n, 1_000_000n, -20_000_000n),
];

const meta = {
  title: 'Trade/MarketNotFoundView',
  component: MarketNotFoundView,
  args: { name: 'DOGE-PERP', markets: MARKETS, marketHref: (name: string) => `/futures/${name}` },
} satisfies Meta<typeof MarketNotFoundView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An address naming no market: says so and links every market. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Market not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /ETH-PERP/ })).toHaveAttribute('href', '/futures/ETH-PERP');
  },
};

/** No market listed (the exchange has none configured). */
export const Empty: Story = { args: { markets: [] } };

/** Phone width. */
export const Narrow: Story = { tags: ['viewport-narrow'] };
