import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { YourPositionView } from '#islands/vault/YourPositionView.tsx';
import '#islands/vault/vault.css';
import '#styles/page-layout.css';

const meta = {
  title: 'Vault/Your position',
  component: YourPositionView,
  decorators: [
    (Story) => (
      <main className="page vault-page" style={{ padding: 'var(--space-6)', maxWidth: 420 }}>
        <Story />
      </main>
    ),
  ],
  // 750 shares bought at 1.0 (cost 750 USDC), now 1.026634: 769.975500 USDC, +19.98
  args: { stake: { shares: 750_000_000n, value: 769_975_500n, pnl: 19_975_500n, entryPrice: 1_000_000_000n } },
} satisfies Meta<typeof YourPositionView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shares, value, PnL since the deposits (gain colour) and the entry share price. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('vault-you-shares')).toHaveTextContent('750');
    await expect(canvas.getByTestId('vault-you-value')).toHaveTextContent('$769.98');
    await expect(canvas.getByText('+$19.98')).toHaveAttribute('data-trend', 'up');
    await expect(canvas.getByText('1.000000')).toBeVisible();
  },
};

/** No shares yet: zeros and a line saying so. */
export const Empty: Story = {
  args: { stake: { shares: 0n, value: 0n, pnl: 0n } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no shares yet.')).toBeVisible();
  },
};

/** Loading: skeletons. */
export const Loading: Story = { args: { stake: undefined } };

/** Signed out: how to take part. */
export const SignedOut: Story = {
  args: { stake: undefined, isSignedOut: true, onConnect: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Connect a wallet to deposit into the vault.')).toBeVisible();
    // the line asked for a wallet with nothing to press: Connect opens the connect flow
    await userEvent.click(canvas.getByRole('button', { name: 'Connect wallet' }));
    await expect(args.onConnect).toHaveBeenCalledOnce();
  },
};
