import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BalanceScreen } from '#islands/portfolio/BalanceScreen.tsx';
import { screenMeta, signedInStory, signedOutStory } from '#stories/support/in-page.tsx';

/** /account/balance as the page mounts it: the stores in, the view out. */
const meta = {
  title: 'Portfolio/BalanceScreen (container)',
  ...screenMeta(BalanceScreen),
} satisfies Meta<typeof BalanceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: what the page would show and Connect. */
export const SignedOut: Story = signedOutStory('Connect wallet');

/** Signed in: the account's 10,000 USDC from its data, nothing lent or borrowed. */
export const Filled: Story = signedInStory({}, async ({ canvas }) => {
  const usdc = (await canvas.findByText('USDC', undefined, { timeout: 5000 })).closest('[role="row"]');
  await expect(usdc).toHaveTextContent('10,000');
});
