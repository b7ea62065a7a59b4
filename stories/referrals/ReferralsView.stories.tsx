import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefereesView } from '#islands/referrals/RefereesView.tsx';
import { ReferralLinkView } from '#islands/referrals/ReferralLinkView.tsx';
import { ReferralStatsView } from '#islands/referrals/ReferralStatsView.tsx';
import { ReferralsView } from '#islands/referrals/ReferralsView.tsx';
import { inPage } from '#stories/support/in-page.tsx';

const RATES = { referee: 100_000_000n, referrer: 200_000_000n };
const REFEREES = [
  { id: '57', volume: 3_000_000_000_000n, fees: 1_350_000_000n, kickback: 300_000_000n },
  { id: '63', volume: 1_000_000_000_000n, fees: 450_123_456n, kickback: 100_123_456n },
];
const STATS = {
  month: { referees: 2, volume: 1_250_000_000_000n, earned: 125_000_000n, trades: 48 },
  allTime: { referees: 3, volume: 4_000_000_000_000n, earned: 400_123_456n },
  toClaim: 150_123_456n,
  claimed: 250_000_000n,
};
const FAILED = 'Your referral figures could not be loaded.';

/** The /account/referrals layout with its panels in their own states (the panels have their own stories). */
const meta = {
  title: 'Referrals/ReferralsView',
  component: ReferralsView,
  decorators: [inPage()],
  args: {
    title: 'Referrals',
    link: <ReferralLinkView link="http://127.0.0.1:4321/?referral=41" rates={RATES} />,
    stats: <ReferralStatsView {...STATS} onClaim={fn()} />,
    referees: <RefereesView rows={REFEREES} />,
  },
} satisfies Meta<typeof ReferralsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the link, this month's and all-time figures with Claim, each referee. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
    await expect(canvas.getByTestId('referral-to-claim')).toHaveTextContent('150.123456 USDC');
    await expect((await canvas.findAllByRole('row'))[1]).toHaveTextContent('#57');
    await expect(canvas.queryByTestId('referral-invitation')).toBeNull();
  },
};

/** A new account: no referee yet, nothing earned. */
export const Empty: Story = {
  args: {
    stats: (
      <ReferralStatsView
        month={{ referees: 0, volume: 0n, earned: 0n, trades: 0 }}
        allTime={{ referees: 0, volume: 0n, earned: 0n }}
        toClaim={0n}
        claimed={0n}
        onClaim={fn()}
      />
    ),
    referees: <RefereesView rows={[]} />,
  },
};

/** Every panel loading: skeletons, never $0.00. */
export const Loading: Story = {
  args: {
    link: <ReferralLinkView />,
    stats: <ReferralStatsView onClaim={fn()} />,
    referees: <RefereesView rows={[]} isLoading />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('$0.00')).toBeNull();
  },
};

/** The figures could not be loaded: each panel says so with Try again. */
export const Error: Story = {
  args: {
    stats: <ReferralStatsView onClaim={fn()} errorMessage={FAILED} onRetry={fn()} />,
    referees: <RefereesView rows={[]} errorMessage={FAILED} onRetry={fn()} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(FAILED).length).toBeGreaterThan(0);
  },
};

/** Signed out after opening a referral link: the invitation and how to get a link, no panels. */
export const SignedOutInvited: Story = {
  args: {
    link: undefined,
    stats: undefined,
    referees: undefined,
    invitation: 'You were invited by account 41: sign up to get 10.00% of your trading fees back.',
    signedOut: { onConnect: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('referral-invitation')).toHaveTextContent('invited by account 41');
    await expect(canvas.getByRole('heading', { name: 'Connect a wallet to get your referral link' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Claim' })).toBeNull();
    // the same prompt as every signed-out account page, with its way in
    await userEvent.click(canvas.getByRole('button', { name: 'Connect wallet' }));
    await expect(args.signedOut?.onConnect).toHaveBeenCalledOnce();
  },
};

/** A 390 px phone: the panels stack, referees as cards, nothing scrolls sideways. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { referees: <RefereesView rows={REFEREES} isNarrow /> },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('#57');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
