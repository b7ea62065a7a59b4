import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VaultTermsView } from '#islands/vault/VaultTermsView.tsx';
import '#islands/vault/vault.css';
import '#styles/page-layout.css';
import { VAULT_TERMS } from './fixtures.ts';

const meta = {
  title: 'Vault/Terms',
  component: VaultTermsView,
  decorators: [
    (Story) => (
      <main className="page vault-page" style={{ padding: 'var(--space-6)', maxWidth: 720 }}>
        <Story />
      </main>
    ),
  ],
  args: { terms: VAULT_TERMS },
} satisfies Meta<typeof VaultTermsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's terms: 10 % profit share, 0.1 % withdrawal fee, 10 USDC minimum deposit. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('vault-profit-share')).toHaveTextContent('10.00%');
    await expect(canvas.getByTestId('vault-withdrawal-fee')).toHaveTextContent('0.10%');
    await expect(canvas.getByText('10 USDC')).toBeVisible();
  },
};

/** The configuration loads: skeletons. */
export const Loading: Story = { args: { terms: undefined } };

/** 390 px: the terms stack. */
export const Narrow: Story = { tags: ['viewport-narrow'] };
