import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RefereesView } from '#islands/referrals/RefereesView.tsx';
import '#islands/referrals/referrals.css';
import '#styles/page-layout.css';

const meta = {
  title: 'Referrals/Referees',
  component: RefereesView,
  decorators: [
    (Story) => (
      <main className="page" style={{ padding: 'var(--space-6)' }}>
        <Story />
      </main>
    ),
  ],
  args: {
    rows: [
      { id: '57', volume: 3_000_000_000_000n, fees: 1_350_000_000n, kickback: 300_000_000n },
      { id: '63', volume: 1_000_000_000_000n, fees: 450_123_456n, kickback: 100_123_456n },
    ],
  },
} satisfies Meta<typeof RefereesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two referees, largest reward first, with volume, fees and your reward to the base unit. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const rows = (await within(canvasElement).findAllByRole('row')).slice(1);
    await expect(rows[0]).toHaveTextContent('#57');
    await expect(rows[0]).toHaveTextContent('$3,000,000.00');
    await expect(rows[1]).toHaveTextContent('100.123456 USDC');
  },
};

/** Nobody yet. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nobody has signed up through your link yet.')).toBeVisible();
  },
};

/** Loading: skeleton rows. */
export const Loading: Story = { args: { rows: [], isLoading: true } };

/** Failed with Try again. */
export const Error: Story = {
  args: { rows: [], errorMessage: 'Your referral figures could not be loaded.', onRetry: () => undefined },
};

/** 390 px: cards. */
export const Narrow: Story = { tags: ['viewport-narrow'], args: { isNarrow: true } };
