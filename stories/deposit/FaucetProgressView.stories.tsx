import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FaucetProgressView } from '#islands/deposit/FaucetProgressView.tsx';
import type { FaucetTokenProgress, FaucetTokenStatus } from '#stores/faucet.ts';

const run = (...statuses: FaucetTokenStatus[]): FaucetTokenProgress[] => [
  { token: 'USDC', units: 10_000_000_000n, decimals: 6, status: statuses[0]! },
  { token: 'SOL', units: 10_000_000_000n, decimals: 9, status: statuses[1]! },
  { token: 'BTC', units: 100_000_000n, decimals: 8, status: statuses[2]! },
];

const meta = {
  title: 'Deposit/FaucetProgress',
  component: FaucetProgressView,
  args: { run: run('minted', 'minting', 'waiting'), isPending: true, onClose: fn() },
} satisfies Meta<typeof FaucetProgressView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mid-run: USDC minted, SOL minting, BTC waiting its turn; closing waits for the run. */
export const Minting: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('10,000 USDC')).toBeVisible();
    await expect(card.getByText('Minting…')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Close faucet progress' })).toBeDisabled();
  },
};

/** Every token credited. */
export const Credited: Story = { args: { run: run('credited', 'credited', 'credited'), isPending: false } };

/** A mint was refused: the rest failed. */
export const Failed: Story = { args: { run: run('credited', 'failed', 'failed'), isPending: false } };

/** On a 390 px phone. */
export const MintingNarrow: Story = { tags: ['viewport-narrow'] };
