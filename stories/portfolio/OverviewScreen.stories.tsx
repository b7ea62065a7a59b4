import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OverviewScreen } from '#islands/portfolio/OverviewScreen.tsx';
import { dayStats, signedIn } from '#stories/support/signed-in.ts';
import { withStores } from '#stories/support/with-stores.tsx';
import { inPage, offersConnect } from '#stories/support/in-page.tsx';

const USD = 1_000_000n;

/** /account as the page mounts it: the stores in, the view out. */
const meta = {
  title: 'Portfolio/OverviewScreen (container)',
  component: OverviewScreen,
  decorators: [inPage()],
} satisfies Meta<typeof OverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A figure's value by its name. */
const figure = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

/** Signed out: what the page would show and Connect wallet. */
export const SignedOut: Story = {
  play: offersConnect('Connect wallet'),
};

/**
 * Signed in: the figures from the account's data at the fixtures' index prices, and the performance card from two
 * days of trade statistics (today 10,000 volume, 5 days ago 20,000: 7-day volume $30,000.00). The value history is
 * left loading (its chart has its own stories: a chart on today's clock would change the picture every day).
 */
export const Filled: Story = {
  decorators: [
    withStores(
      ...signedIn({
        getUserTradeStatsHistory: () => ({
          stats: [
            dayStats(0, 10_000n * USD, 5n * USD, 12n * USD, 3),
            dayStats(5, 20_000n * USD, 10n * USD, -4n * USD, 5),
          ],
        }),
        getUserAggregatedStats: {
          userAggregatedStats: {
            volume30d: '30000000000',
            realizedPnl: '8000000',
            fees: '15000000',
            trades: 8,
            feeTier: 0,
            takerFee: '0.0005',
            makerFee: '0.0002',
          },
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the 30-day volume figure, and the card's 7- and 30-day volumes (both days fall in both windows)
    await expect(await canvas.findAllByText('$30,000.00', undefined, { timeout: 5000 })).toHaveLength(3);
    await expect(figure(canvasElement, 'Account value')).toMatch(/^\$[\d,]+\.\d\d$/);
  },
};
