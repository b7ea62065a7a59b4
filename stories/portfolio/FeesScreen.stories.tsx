import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeesScreen } from '#islands/portfolio/FeesScreen.tsx';
import { aggregatedStats } from '#stories/support/signed-in.ts';
import { screenMeta, signedInStory, signedOutStory } from '#stories/support/in-page.tsx';

/** /account/fees as the page mounts it: the stores in, the view out. */
const meta = { title: 'Portfolio/FeesScreen (container)', ...screenMeta(FeesScreen) } satisfies Meta<typeof FeesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: what the page would show and Connect wallet. */
export const SignedOut: Story = signedOutStory('Connect wallet');

/** Signed in: the configuration's tier with the account's row marked, its 30-day volume $1,234,567.89. */
export const Filled: Story = signedInStory(
  { getUserAggregatedStats: aggregatedStats({ volume30d: 1_234_567_890_000n, trades: 12 }) },
  async ({ canvas }) => {
    await expect((await canvas.findAllByText('$1,234,567.89', undefined, { timeout: 5000 }))[0]).toBeVisible();
    await expect(canvas.getByText('You')).toBeVisible();
  },
);
