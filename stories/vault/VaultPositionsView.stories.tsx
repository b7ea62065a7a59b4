import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VaultPositionsView } from '#islands/vault/VaultPositionsView.tsx';
import '#islands/vault/vault.css';
import '#styles/page-layout.css';
import { VAULT_POSITION_ROWS } from './fixtures.ts';

const meta = {
  title: 'Vault/Positions',
  component: VaultPositionsView,
  decorators: [
    (Story) => (
      <main className="page vault-page" style={{ padding: 'var(--space-6)' }}>
        <Story />
      </main>
    ),
  ],
  args: { rows: VAULT_POSITION_ROWS, unallocated: 43_023_000_000n },
} satisfies Meta<typeof VaultPositionsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Long 2 BTC worth $194,246.00, up $3,246.00; short 100 SOL worth $18,731.00, down $731.00; $43,023.00 unallocated. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = (await canvas.findAllByRole('row')).slice(1);
    const cells = (row: HTMLElement) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ];
    await expect(cells(rows[0]!)).toEqual(['BTC-PERP', 'Long', '2 BTC', '$194,246.00', '+$3,246.00']);
    await expect(cells(rows[1]!)).toEqual(['SOL-PERP', 'Short', '100 SOL', '$18,731.00', '-$731.00']);
    await expect(canvas.getByTestId('vault-unallocated')).toHaveTextContent('Unallocated USDC $43,023.00');
  },
};

/** No position open: the whole TVL is unallocated. */
export const Empty: Story = {
  args: { rows: [], unallocated: 256_000_000_000n },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The vault holds no position now.')).toBeVisible();
  },
};

/** Loading: skeleton rows, a dash for the unallocated USDC. */
export const Loading: Story = { args: { rows: [], unallocated: undefined, isLoading: true } };

/** Failed: the error with Try again. */
export const Error: Story = {
  args: { rows: [], unallocated: undefined, errorMessage: 'The vault could not be loaded.', onRetry: () => undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** 390 px: each position a card. */
export const Narrow: Story = { tags: ['viewport-narrow'], args: { isNarrow: true } };
