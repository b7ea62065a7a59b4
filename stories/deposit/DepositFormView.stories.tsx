import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DepositFormView } from '#islands/deposit/DepositFormView.tsx';
import { withPageBehind } from '#stories/support/page-behind.tsx';
import { inDepositModal, WALLET_TOKENS } from './steps.tsx';

const READY = { status: 'ready', name: 'Petra', address: '0x1a2b…9f0e' } as const;

const meta = {
  title: 'Deposit/Steps/WalletForm',
  component: DepositFormView,
  decorators: [inDepositModal, withPageBehind],
  args: {
    network: 'Aptos',
    onNetworkChange: fn(),
    tokens: WALLET_TOKENS,
    token: 'USDC',
    onTokenChange: fn(),
    wallet: READY,
    onSelectWallet: fn(),
    onRetryCoins: fn(),
    amount: '',
    onAmountChange: fn(),
    estimatedSec: 1,
    isPending: false,
    onSubmit: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof DepositFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** No wallet: the amount says errors.errorBalance at once and the row offers Connect wallet; Deposit is disabled. */
export const NoWallet: Story = {
  args: { wallet: { status: 'none' }, tokens: WALLET_TOKENS.map((t) => ({ ...t, balance: undefined })) },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(await page.findByText('Connect a wallet to see your balance')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Deposit' })).toBeDisabled();
  },
};

/** The wallet's coins are being read from the indexer. */
export const LoadingCoins: Story = {
  args: { wallet: { ...READY, status: 'loading' }, tokens: WALLET_TOKENS.map((t) => ({ ...t, balance: undefined })) },
};

/** The coins could not be read: the row says so and offers Try again. */
export const CoinsFailed: Story = {
  args: { wallet: { ...READY, status: 'error' }, tokens: WALLET_TOKENS.map((t) => ({ ...t, balance: undefined })) },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Try again' }));
    await expect(args.onRetryCoins).toHaveBeenCalled();
  },
};

/** A valid amount: its USD value, the 1 s estimate in green, Deposit enabled and submitting exact base units. */
export const Filled: Story = {
  args: { amount: '1250.5' },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await expect(await page.findByText('$1,250.50')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Deposit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(1_250_500_000n);
  },
};

/** Over the wallet balance: errors.exceedsBalance once the field is left; Deposit stays disabled. */
export const ExceedsBalance: Story = {
  args: { amount: '2500.123457' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('textbox', { name: 'Amount' }));
    await userEvent.tab();
    await expect(await page.findByText('Amount exceeds your balance')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deposit' })).toBeDisabled();
  },
};

/** Solana takes no deposits yet: the network says so and the amount waits. */
export const SolanaUnsupported: Story = {
  args: { network: 'Solana', wallet: { status: 'none' }, tokens: WALLET_TOKENS.slice(0, 1), estimatedSec: 30 },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Solana deposits are not supported yet')).toBeVisible();
  },
};

/** Ethereum takes no deposits yet; its estimate is past 45 s, so it reads red. */
export const EthereumUnsupported: Story = {
  args: { network: 'Ethereum', wallet: { status: 'none' }, tokens: WALLET_TOKENS.slice(0, 1), estimatedSec: 180 },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Ethereum deposits are not supported yet')).toBeVisible();
  },
};

/** A Solana wallet is connected: it cannot sign an Aptos deposit, and the row says so. */
export const WalletCannotSign: Story = {
  args: { wallet: { ...READY, name: 'Phantom (Solana)' }, walletError: 'deposit.form.walletCannotSign', amount: '10' },
};

/** The deposit is being signed and submitted: everything is locked and Deposit spins. */
export const Pending: Story = { args: { amount: '100', isPending: true } };

/** On a 390 px phone. */
export const FilledNarrow: Story = { tags: ['viewport-narrow'], args: { amount: '1250.5' } };
