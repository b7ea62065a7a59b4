import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VaultHistoryView } from '#islands/vault/VaultHistoryView.tsx';
import '#islands/vault/vault.css';
import '#styles/page-layout.css';
import { VAULT_HISTORY_ROWS } from './fixtures.ts';

const meta = {
  title: 'Vault/History',
  component: VaultHistoryView,
  decorators: [
    (Story) => (
      <main className="page vault-page" style={{ padding: 'var(--space-6)' }}>
        <Story />
      </main>
    ),
  ],
  args: { rows: VAULT_HISTORY_ROWS },
} satisfies Meta<typeof VaultHistoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Newest first: 250 shares withdrawn at 1.024 (gross 256; fee 0.256 and profit share 0.6: 255.144 received), then
 * the 1,000 USDC deposit at 1.0.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const rows = (await within(canvasElement).findAllByRole('row')).slice(1);
    await expect(rows[0]).toHaveTextContent('Withdraw');
    await expect(rows[0]).toHaveTextContent('255.144');
    await expect(rows[0]).toHaveTextContent('1.024000');
    await expect(rows[0]).toHaveTextContent('0.856');
    await expect(rows[1]).toHaveTextContent('Deposit');
    await expect(rows[1]).toHaveTextContent('1,000');
  },
};

/** Nothing yet. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No deposits or withdrawals yet.')).toBeVisible();
  },
};

/** Loading: skeleton rows. */
export const Loading: Story = { args: { rows: [], isLoading: true } };

/** Failed with Try again. */
export const Error: Story = {
  args: { rows: [], errorMessage: 'Your vault history could not be loaded.', onRetry: () => undefined },
};

/** 390 px: cards. */
export const Narrow: Story = { tags: ['viewport-narrow'], args: { isNarrow: true } };
