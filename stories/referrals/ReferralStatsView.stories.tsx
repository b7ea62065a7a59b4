import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReferralStatsView } from '#islands/referrals/ReferralStatsView.tsx';
import '#islands/referrals/referrals.css';
import '#styles/page-layout.css';

const meta = {
  title: 'Referrals/Stats and claim',
  component: ReferralStatsView,
  decorators: [
    (Story) => (
      <main className="page" style={{ padding: 'var(--space-6)' }}>
        <Story />
      </main>
    ),
  ],
  args: {
    month: { referees: 2, volume: 1_250_000_000_000n, earned: 125_000_000n, trades: 48 },
    allTime: { referees: 3, volume: 4_000_000_000_000n, earned: 400_123_456n },
    toClaim: 150_123_456n,
    claimed: 250_000_000n,
    onClaim: fn(),
  },
} satisfies Meta<typeof ReferralStatsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This month, all time, 150.123456 USDC to claim (earned 400.123456 less 250 claimed); Claim calls the action. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('referral-month-volume')).toHaveTextContent('$1,250,000.00');
    await expect(canvas.getByTestId('referral-month-earned')).toHaveTextContent('125 USDC');
    await expect(canvas.getByTestId('referral-to-claim')).toHaveTextContent('150.123456 USDC');
    await expect(canvas.getByTestId('referral-claimed')).toHaveTextContent('250 USDC');
    await userEvent.click(canvas.getByRole('button', { name: 'Claim' }));
    await expect(args.onClaim).toHaveBeenCalled();
  },
};

/** A page of this month failed: what was read shows, with a note. */
export const PartialMonth: Story = {
  args: { isMonthPartial: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Some of this month could not be loaded.')).toBeVisible();
  },
};

/** Nothing earned yet: zeros, Claim off. */
export const Empty: Story = {
  args: {
    month: { referees: 0, volume: 0n, earned: 0n, trades: 0 },
    allTime: { referees: 0, volume: 0n, earned: 0n },
    toClaim: 0n,
    claimed: 0n,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Claim' })).toBeDisabled();
  },
};

/** Loading: skeletons, never 0. */
export const Loading: Story = {
  args: { month: undefined, allTime: undefined, toClaim: undefined, claimed: undefined },
};

/** The figures could not be loaded: the alert with Try again. */
export const Error: Story = {
  args: {
    month: undefined,
    allTime: undefined,
    toClaim: undefined,
    claimed: undefined,
    errorMessage: 'Your referral figures could not be loaded.',
    onRetry: fn(),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

/** Claiming: the button spins. */
export const Claiming: Story = { args: { isClaiming: true } };

/** 390 px: one column. */
export const Narrow: Story = { tags: ['viewport-narrow'] };
