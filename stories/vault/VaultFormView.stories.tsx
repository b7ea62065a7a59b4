import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VaultFormView } from '#islands/vault/VaultFormView.tsx';
import '#islands/vault/vault.css';
import '#styles/page-layout.css';

const meta = {
  title: 'Vault/Deposit and withdraw',
  component: VaultFormView,
  decorators: [
    (Story) => (
      <main className="page vault-page" style={{ padding: 'var(--space-6)', maxWidth: 420 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    mode: 'deposit',
    onModeChange: fn(),
    amount: '1000',
    onAmountChange: fn(),
    max: 5_000_000_000n,
    percent: 20,
    onPercentChange: fn(),
    // 1,000 USDC into a vault of 1,026,634 USDC over 1,000,000 shares: floor(1,000 x 1,000,000 / 1,026,634) =
    // 974.056966 shares, worth floor(974.056966 x 1,027,634 / 1,000,974.056966) = 999.999999 USDC right after
    estimatedShares: 974_056_966n,
    estimatedValue: 999_999_999n,
    roundingCost: 1n,
    step: 'edit',
    onReview: fn(),
    onBack: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof VaultFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Deposit: 1,000 of 5,000 USDC available, the slider at 20 %; Review goes on. */
export const Deposit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Available 5,000 USDC')).toBeVisible();
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuetext', '20%');
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }));
    await expect(args.onAmountChange).toHaveBeenCalledWith('5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await expect(args.onReview).toHaveBeenCalled();
  },
};

/** Review of a deposit: the shares it mints, then Confirm deposit. */
export const DepositReview: Story = {
  args: { step: 'review' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('vault-est-shares')).toHaveTextContent('974.056966');
    // what the shares are worth, and why it is a unit under the 1,000 USDC put in
    await expect(canvas.getByTestId('vault-est-value')).toHaveTextContent('999.999999 USDC');
    await expect(canvas.getByTestId('vault-rounding')).toHaveTextContent(
      'New shares round down in the vault’s favour, so 0.000001 USDC of your deposit stays with the vault.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm deposit' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/**
 * Review of withdrawing everything: 1,000 shares (cost 1,000) now worth 1,100: fee 0.1 % = 1.1, profit share 10 % of
 * 100 = 10, received 1,088.9 USDC.
 */
export const WithdrawReview: Story = {
  args: {
    mode: 'withdraw',
    amount: '1100',
    max: 1_100_000_000n,
    percent: 100,
    estimatedShares: undefined,
    breakdown: {
      shares: 1_000_000_000n,
      gross: 1_100_000_000n,
      withdrawalFee: 1_100_000n,
      profitShare: 10_000_000n,
      net: 1_088_900_000n,
    },
    isEverything: true,
    step: 'review',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Withdraws all your shares')).toBeVisible();
    await expect(canvas.getByTestId('vault-fee')).toHaveTextContent('−1.1 USDC');
    await expect(canvas.getByTestId('vault-profit')).toHaveTextContent('−10 USDC');
    await expect(canvas.getByTestId('vault-receive')).toHaveTextContent('1,088.9 USDC');
  },
};

/** Below the minimum deposit: the error, Review off. */
export const BelowMinimum: Story = {
  args: {
    amount: '5',
    percent: 0,
    estimatedShares: 4_870_284n,
    estimatedValue: 4_999_999n,
    error: 'The minimum deposit is 10 USDC.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The minimum deposit is 10 USDC.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Review' })).toBeDisabled();
  },
};

/** Empty and loading: nothing to act with yet, everything disabled. */
export const Loading: Story = {
  args: {
    amount: '',
    max: 0n,
    percent: 0,
    estimatedShares: undefined,
    estimatedValue: undefined,
    roundingCost: undefined,
    isDisabled: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Review' })).toBeDisabled();
    // signed out or loading, the wallet's balance is unknown: a dash, not "0 USDC" (seen on the signed-out vault page)
    await expect(within(canvasElement).getByText('Available – USDC')).toBeVisible();
  },
};

/** Confirming: the button spins. */
export const Pending: Story = { args: { step: 'review', isPending: true } };

/** 390 px. */
export const Narrow: Story = { tags: ['viewport-narrow'] };
