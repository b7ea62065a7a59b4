import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarketBarView } from '#islands/trade/market/MarketBarView.tsx';
import type { MarketSummary } from '#stores/market-summary.ts';
import { usd6, usd9 } from './fixtures.tsx';

const SUMMARY: MarketSummary = {
  name: 'BTC-PERP',
  baseToken: 'BTC',
  baseDecimals: 8,
  tickSize: usd9(1n),
  lotSize: 10_000n,
  last: usd9(96_881n),
  index: usd9(96_874n),
  change24h: -1_523_000n,
  high24h: usd9(97_950n),
  low24h: usd9(95_310n),
  baseVolume24h: 1_234_500_000n,
  quoteVolume24h: usd6(1_195_230_000n),
  openInterest: usd6(48_200_000n),
  fundingRate: 12_500n,
};
// 12:36:22 UTC: 23 min 38 s to the next funding
const NOW = Date.UTC(2026, 0, 5, 12, 36, 22);
const picker = <strong style={{ fontSize: 'var(--text-lg)' }}>BTC-PERP</strong>;

const meta = {
  title: 'Trade/MarketBarView',
  component: MarketBarView,
  args: {
    picker,
    summary: { status: 'ready', value: SUMMARY },
    last: usd9(96_880n),
    now: NOW,
    favourite: { market: 'BTC-PERP', isSelected: false, onChange: fn() },
  },
} satisfies Meta<typeof MarketBarView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every figure: the mark (the index) and the last trade, the 24 h change in loss colour, volumes compact, funding
 * counting down.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stat = (name: string) => canvasElement.querySelector(`[data-stat="${name}"] dd`);
    await expect(stat('mark')).toHaveTextContent('96,874');
    await expect(stat('last')).toHaveTextContent('96,880');
    await expect(canvas.getByText('-0.15%')).toHaveAttribute('data-trend', 'down');
    await expect(canvas.getByText(/23:38/)).toBeVisible();
  },
};

/** The market starred: a filled star; pressing it again takes the market off the header's ticker. */
export const Favourite: Story = {
  args: { favourite: { market: 'BTC-PERP', isSelected: true, onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Favourite BTC-PERP' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expect(args.favourite?.onChange).toHaveBeenCalledWith(false);
  },
};

/** A rising market: the change in gain colour. */
export const Rising: Story = {
  args: { summary: { status: 'ready', value: { ...SUMMARY, change24h: 23_400_000n, fundingRate: -8_000n } } },
};

/** Figures still loading: skeletons hold their places. */
export const Loading: Story = { args: { summary: { status: 'loading' }, last: null } };

/** The markets call failed. */
export const Error: Story = {
  args: { summary: { status: 'error', error: new globalThis.Error('offline') }, last: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('unavailable');
  },
};

/** On a phone every figure shows, in rows of three: none is cut at the window's edge or hidden in a sideways strip. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const stats = canvasElement.querySelectorAll<HTMLElement>('.market-stat');
    await expect(stats).toHaveLength(9);
    const bar = canvasElement.querySelector('.market-stats')!.getBoundingClientRect();
    for (const stat of stats) {
      const box = stat.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(bar.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(Math.min(bar.right, window.innerWidth) + 0.5);
      await expect(stat.scrollWidth).toBeLessThanOrEqual(stat.clientWidth + 0.5);
    }
    await expect(canvasElement.querySelector('[data-stat="funding"]')).toHaveTextContent(/23:38/);
  },
};
