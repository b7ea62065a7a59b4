import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PositionsScreen } from '#islands/activity/PositionsScreen.tsx';
import { screenMeta, signedInStory, signedOutStory } from '#stories/support/in-page.tsx';

/** /account/positions as the page mounts it: the stores in, the view out. */
const meta = {
  title: 'Activity/PositionsScreen (container)',
  ...screenMeta(PositionsScreen),
} satisfies Meta<typeof PositionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: what the page would show and Connect. */
export const SignedOut: Story = signedOutStory('Connect wallet');

/**
 * Signed in: the account's BTC long and ETH short from its data, valued at the index prices (BTC 97,123.45:
 * 0.5 x (97,123.45 - 95,200) = +961.73 PnL on the long), with the funding paid since each opened.
 */
export const Filled: Story = signedInStory({}, async ({ canvas }) => {
  const long = (await canvas.findByText('BTC-PERP', undefined, { timeout: 5000 })).closest('[role="row"]');
  await expect(long).toHaveTextContent('+0.5000 BTC');
  await expect(long).toHaveTextContent('+$961.73');
  await expect(canvas.getByRole('row', { name: /ETH-PERP/ })).toHaveTextContent('-3.000 ETH');
});
