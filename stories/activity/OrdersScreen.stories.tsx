import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrdersScreen } from '#islands/activity/OrdersScreen.tsx';
import { screenMeta, signedInStory, signedOutStory } from '#stories/support/in-page.tsx';

/** /account/orders as the page mounts it: the stores in, the view out. */
const meta = {
  title: 'Activity/OrdersScreen (container)',
  ...screenMeta(OrdersScreen),
} satisfies Meta<typeof OrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: what the page would show and Connect. */
export const SignedOut: Story = signedOutStory('Connect wallet');

/** Signed in: the account's resting BTC bid from its data, half filled (0.1 of 0.2 left), with its cancels. */
export const Filled: Story = signedInStory({}, async ({ canvas }) => {
  const grid = await canvas.findByRole('grid', { name: 'Open orders across markets' }, { timeout: 5000 });
  await expect(await within(grid).findByRole('button', { name: 'Cancel order 101 on BTC-PERP' })).toBeVisible();
  await expect(within(grid).getAllByRole('row')).toHaveLength(2);
});
