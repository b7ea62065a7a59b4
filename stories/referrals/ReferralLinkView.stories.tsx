import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReferralLinkView } from '#islands/referrals/ReferralLinkView.tsx';
import '#islands/referrals/referrals.css';
import '#styles/page-layout.css';

const meta = {
  title: 'Referrals/Link',
  component: ReferralLinkView,
  decorators: [
    (Story) => (
      <main className="page" style={{ padding: 'var(--space-6)' }}>
        <Story />
      </main>
    ),
  ],
  args: { link: 'http://127.0.0.1:4321/?referral=41', rates: { referee: 100_000_000n, referrer: 200_000_000n } },
} satisfies Meta<typeof ReferralLinkView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link with Copy and its QR code; 10 % back to referees, 20 % of their fees to you. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('referral-link')).toHaveTextContent('http://127.0.0.1:4321/?referral=41');
    await expect(canvas.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Copy link/ })).toBeEnabled();
    await expect(canvas.getByText(/get 10.00% of their trading fees back/)).toBeVisible();
    await expect(canvas.getByText(/You earn 20.00% of the fees/)).toBeVisible();
  },
};

/** The account and configuration load: skeletons, Copy off. */
export const Loading: Story = {
  args: { link: undefined, rates: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Copy link/ })).toBeDisabled();
  },
};

/** 390 px: the QR above the link. */
export const Narrow: Story = { tags: ['viewport-narrow'] };
