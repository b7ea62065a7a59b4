import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeesScreen } from '#islands/portfolio/FeesScreen.tsx';
import { signedIn } from '#stories/support/signed-in.ts';
import { withStores } from '#stories/support/with-stores.tsx';
import { inPage, offersConnect } from '#stories/support/in-page.tsx';

/** /account/fees as the page mounts it: the stores in, the view out. */
const meta = {
  title: 'Portfolio/FeesScreen (container)',
  component: FeesScreen,
  decorators: [inPage()],
} satisfies Meta<typeof FeesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: what the page would show and Connect wallet. */
export const SignedOut: Story = {
  play: offersConnect('Connect wallet'),
};

/** Signed in: the configuration's tier with the account's row marked, its 30-day volume $1,234,567.89. */
export const Filled: Story = {
  decorators: [
    withStores(
      ...signedIn({
        getUserAggregatedStats: {
          userAggregatedStats: {
            volume30d: '1234567890000',
            realizedPnl: '0',
            fees: '0',
            trades: 12,
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
    await expect((await canvas.findAllByText('$1,234,567.89', undefined, { timeout: 5000 }))[0]).toBeVisible();
    await expect(canvas.getByText('You')).toBeVisible();
  },
};
