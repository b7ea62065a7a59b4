import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OverviewScreen } from '#islands/portfolio/OverviewScreen.tsx';
import { aggregatedStats, dayStats } from '#stories/support/signed-in.ts';
import { screenMeta, signedInStory, signedOutStory } from '#stories/support/in-page.tsx';

const USD = 1_000_000n;

/** /account as the page mounts it: the stores in, the view out. */
const meta = {
  title: 'Portfolio/OverviewScreen (container)',
  ...screenMeta(OverviewScreen),
} satisfies Meta<typeof OverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A figure's value by its name. */
const figure = (canvas: StoryContext['canvas'], name: string) =>
  canvas.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

/** Signed out: what the page would show and Connect wallet. */
export const SignedOut: Story = signedOutStory('Connect wallet');

/**
 * Signed in: the figures from the account's data at the fixtures' index prices, and the performance card from two
 * days of trade statistics (today 10,000 volume, 5 days ago 20,000: 7-day volume $30,000.00). The value history is
 * left loading (its chart has its own stories: a chart on today's clock would change the picture every day).
 */
export const Filled: Story = signedInStory(
  {
    getUserTradeStatsHistory: () => ({
      stats: [dayStats(0, 10_000n * USD, 5n * USD, 12n * USD, 3), dayStats(5, 20_000n * USD, 10n * USD, -4n * USD, 5)],
    }),
    getUserAggregatedStats: aggregatedStats({
      volume30d: 30_000n * USD,
      realizedPnl: 8n * USD,
      fees: 15n * USD,
      trades: 8,
    }),
  },
  async ({ canvas }) => {
    // the 30-day volume figure, and the card's 7- and 30-day volumes (both days fall in both windows)
    await expect(await canvas.findAllByText('$30,000.00', undefined, { timeout: 5000 })).toHaveLength(3);
    await expect(figure(canvas, 'Account value')).toMatch(/^\$[\d,]+\.\d\d$/);
  },
);
