import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SidePanel } from '#islands/ui/SidePanel.tsx';
import { AccountPanelView, type AccountPanelViewProps } from '#islands/wallet/AccountPanelView.tsx';
import type { AccountSummary } from '#lib/domain/account-summary.ts';
import { t } from '#lib/i18n/accounts.ts';
import { withPageBehind } from '#stories/support/page-behind.tsx';

/** The view in the real account panel (312 px plus the close strip). */
function InPanel(props: AccountPanelViewProps) {
  return (
    <SidePanel isOpen onOpenChange={() => undefined} variant="account" title={t('accountPanel.title')}>
      <AccountPanelView {...props} />
    </SidePanel>
  );
}

const GAIN: AccountSummary = {
  balanceUsd: 12_345_678_900n,
  change24hUsd: 234_560_000n,
  change24hRate: 19_370_000n,
  openPnlUsd: 56_780_000n,
  leverage: 2_500_000_000n,
  marginUsage: 125_000_000n,
};

const LOSS: AccountSummary = {
  balanceUsd: 812_340_000n,
  change24hUsd: -95_120_000n,
  change24hRate: -104_800_000n,
  openPnlUsd: -42_100_000n,
  leverage: 9_750_000_000n,
  marginUsage: 870_000_000n,
};

const meta = {
  title: 'Wallet/AccountPanel',
  component: InPanel,
  decorators: [withPageBehind],
  args: {
    address: `0x${'1a2b'.repeat(16)}`,
    alias: 'Satoshi21',
    summary: GAIN,
    accounts: [
      { userId: '1001', alias: 'Satoshi21', balanceUsd: 12_345_678_900n, volume30dUsd: 98_765_430_000n },
      { userId: '1002', alias: 'Scalping', balanceUsd: 500_000_000n, volume30dUsd: 0n },
    ],
    currentUserId: '1001',
    activity: [],
    onDisconnect: fn(),
    onDeposit: fn(),
    onWithdraw: fn(),
    onTransfer: fn(),
    onFaucet: fn(),
    onSelectAccount: fn(),
    onRetryAccounts: fn(),
  },
} satisfies Meta<typeof InPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Account' }));

/**
 * Filled: gains in green, leverage, margin ring, Deposit / Withdraw / Transfer / Test faucet, the accounts with the
 * current one marked and the link to the accounts page.
 */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const view = await panel(canvasElement);
    // the balance, and the same account's row in the list
    await expect(view.getAllByText('$12,345.68')).toHaveLength(2);
    await expect(view.getByText('+$56.78')).toHaveClass(/wallet-trend-up/);
    await expect(view.getByText('2.50×')).toBeVisible();
    await expect(view.getByRole('meter', { name: 'Margin usage' })).toBeVisible();
    await expect(view.getByText('0x1a2b…1a2b')).toBeVisible();
    await expect(view.getByRole('button', { name: /^Satoshi21/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(view.getByRole('button', { name: /^Scalping/ }));
    await expect(args.onSelectAccount).toHaveBeenCalledWith('1002');
    await userEvent.click(view.getByRole('button', { name: 'Transfer' }));
    await expect(args.onTransfer).toHaveBeenCalledOnce();
    await userEvent.click(view.getByRole('button', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalledOnce();
    await userEvent.click(view.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
    await userEvent.click(view.getByRole('button', { name: 'Test faucet' }));
    await expect(args.onFaucet).toHaveBeenCalledOnce();
    await expect(view.getByRole('link', { name: 'Manage sub-accounts' })).toHaveAttribute('href', '/account/accounts');
    await expect(view.queryByText('Recent activity')).toBeNull();
  },
};

/** Losses: the change and open PnL in rose with a down arrow, the margin ring past its danger mark. */
export const Losses: Story = {
  args: { summary: LOSS },
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await expect(view.getByText('-$42.10')).toHaveClass(/wallet-trend-down/);
    await expect(view.getByText('87.00%')).toBeVisible();
  },
};

/** Loading: skeletons for the figures and the accounts while the data and stats arrive. */
export const Loading: Story = {
  args: { alias: undefined, summary: undefined, accounts: undefined },
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await expect(view.queryAllByText('$12,345.68')).toHaveLength(0);
    await expect(view.getByRole('button', { name: 'Disconnect' })).toBeEnabled();
  },
};

/** The accounts lookup failed (error): says so with Try again. */
export const AccountsError: Story = {
  args: { accounts: 'error' },
  play: async ({ canvasElement, args }) => {
    const view = await panel(canvasElement);
    await expect(view.getByRole('alert')).toHaveTextContent('The accounts could not be loaded.');
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryAccounts).toHaveBeenCalledOnce();
  },
};

/** A fresh account (empty): zero balance, no leverage, stats not in yet; recent activity hidden while empty. */
export const Empty: Story = {
  args: {
    summary: { balanceUsd: 0n, change24hUsd: 0n, change24hRate: 0n, openPnlUsd: 0n, leverage: null, marginUsage: null },
    accounts: [{ userId: '1001', alias: 'Satoshi21' }],
  },
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await expect(view.getAllByText('$0.00').length).toBeGreaterThan(0);
    await expect(view.getByText('–')).toBeVisible();
  },
};

/** Recent activity shows once it has items. */
export const WithActivity: Story = {
  args: { activity: [{ id: '1', label: 'Transfer to Scalping', valueText: '-$500.00' }] },
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await expect(view.getByText('Recent activity')).toBeVisible();
  },
};

/**
 * On a 390 px phone: the panel takes the width left of its close strip, and holds the money actions the header has no
 * room for (Deposit, Withdraw, Transfer, the test faucet), all on screen.
 */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    for (const name of ['Deposit', 'Withdraw', 'Transfer', 'Test faucet']) {
      await expect(view.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** The test faucet running: its button waits (pending) until the tokens are credited. */
export const FaucetRunning: Story = {
  args: { isFaucetPending: true },
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await expect(view.getByRole('button', { name: /Test faucet/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
