import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TradesPanelView } from '#islands/trade/trades/TradesPanelView.tsx';
import type { TapeTrade } from '#lib/market/trade-tape.ts';
import { usd9 } from './fixtures.tsx';

const START = Date.UTC(2026, 0, 5, 12, 0, 0);
const TRADES: TapeTrade[] = Array.from({ length: 24 }, (_, i) => ({
  tradeId: 100 - i,
  price: String(96_880 + ((i * 7) % 23) - 11),
  size: String(10_000 * (1 + ((i * 5) % 17))),
  timestamp: START - i * 1_300,
  isBid: i % 3 !== 0,
}));

const meta = {
  title: 'Trade/TradesPanelView',
  component: TradesPanelView,
  decorators: [
    (Story) => (
      <div style={{ width: 'var(--size-trade-book)', height: '560px' }}>
        <Story />
      </div>
    ),
  ],
  args: { trades: TRADES, isLoading: false, baseToken: 'BTC', baseDecimals: 8, tickSize: usd9(1n), lotSize: 10_000n },
} satisfies Meta<typeof TradesPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tape, newest first, each price in its taker's colour, sizes at the lot's decimals. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(TRADES.length + 1);
    await expect(rows[1]).toHaveTextContent('96,869');
  },
};

/** Loading the market's recent trades. */
export const Loading: Story = { args: { trades: [], isLoading: true } };

/** A market nobody traded yet. */
export const Empty: Story = { args: { trades: [] } };

/** Phone width (the trades tab of the narrow layout). */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  decorators: [
    (Story) => (
      <div style={{ width: '100%', height: '560px' }}>
        <Story />
      </div>
    ),
  ],
};
