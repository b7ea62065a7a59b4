import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReferralsScreen } from '#islands/referrals/ReferralsScreen.tsx';
import { $config } from '#stores/config.ts';
import { $referral } from '#stores/referral.ts';
import { CONFIG } from '#stories/support/fixtures/markets.ts';
import { ready, seed, withStores } from '#stories/support/with-stores.tsx';
import { inPage } from '#stories/support/in-page.tsx';

const meta = {
  title: 'Referrals/Screen (container)',
  component: ReferralsScreen,
  decorators: [inPage(), withStores(seed($config, ready(CONFIG)))],
} satisfies Meta<typeof ReferralsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: how to get a link. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Connect a wallet to get your referral link' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  },
};

/** Opened through a referral link, before signing up: the discount the referee gets (10 % of fees back). */
export const Invited: Story = {
  decorators: [withStores(seed($referral, '41'))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('referral-invitation')).toHaveTextContent(
      'You were invited by account 41: sign up to get 10.00% of your trading fees back.',
    );
  },
};
