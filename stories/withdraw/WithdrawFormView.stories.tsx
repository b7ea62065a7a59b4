import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Modal } from '#islands/ui/Modal.tsx';
import { WithdrawFormView } from '#islands/withdraw/WithdrawFormView.tsx';
import { accountSummary, afterOutflow, type SummaryInput } from '#lib/domain/account-summary.ts';
import { withdrawNetworks } from '#lib/domain/transfer-networks.ts';
import { withPageBehind } from '#stories/support/page-behind.tsx';

const USD = 1_000_000_000n;
const TOKENS = [
  { ticker: 'USDC', balance: 10_000_000_000n, decimals: 6, price: USD },
  { ticker: 'BTC', balance: 100_000_000n, decimals: 8, price: 97_123n * USD },
  { ticker: 'SOL', balance: 10_000_000_000n, decimals: 9, price: 187n * USD },
] as const;
/** The account behind the form: the tokens above and a 2 BTC long at the index (5 % maintenance). */
const ACCOUNT: SummaryInput = {
  balances: new Map(TOKENS.map((token) => [token.ticker, token.balance])),
  lendingShares: new Map(),
  borrowShares: new Map(),
  owed: new Map(),
  positions: [{ market: 'BTC-PERP', baseToken: 'BTC', sizeDecimals: 8, size: 200_000_000n, entryPrice: 97_123n * USD }],
  tokenDecimals: new Map(TOKENS.map((token) => [token.ticker, token.decimals])),
  prices: new Map(TOKENS.map((token) => [token.ticker, token.price])),
  pools: new Map(),
  marginSteps: new Map([
    [
      'BTC-PERP',
      [
        {
          initialMarginRatio: USD / 10n,
          initialAmount: 0n,
          maintenanceMarginRatio: USD / 20n,
          maintenanceAmount: 0n,
          maxPositionInUsd: 10n ** 15n,
        },
      ],
    ],
  ]),
};
/** The account's figures now and after `outflow` USDC base units (amount plus fee) leave, as the modal computes them. */
const healthAfter = (outflow: bigint) => ({
  before: accountSummary(ACCOUNT),
  after: accountSummary(afterOutflow(ACCOUNT, 'USDC', outflow)),
});
const APTOS_ADDRESS = '0x5e1f0c29a4d3b8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3';

const meta = {
  title: 'Withdraw/WithdrawForm',
  component: WithdrawFormView,
  decorators: [
    (Story) => (
      <Modal isOpen onOpenChange={() => undefined} title="Withdraw" size="withdraw">
        <Story />
      </Modal>
    ),
    withPageBehind,
  ],
  args: {
    tokens: TOKENS,
    token: 'USDC',
    onTokenChange: fn(),
    networks: withdrawNetworks('USDC'),
    network: 'Aptos',
    onNetworkChange: fn(),
    address: '',
    onAddressChange: fn(),
    amount: '',
    onAmountChange: fn(),
    limit: 9_999_900_000n,
    limitCause: 'balance',
    borrowable: 5_000_000_000n,
    borrow: false,
    onBorrowChange: fn(),
    onBorrowDetails: fn(),
    canBorrow: true,
    isPending: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof WithdrawFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Empty: the placeholders (the network's address format, the token's smallest unit), Confirm disabled. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(await page.findByPlaceholderText('0.000001')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm withdraw' })).toBeDisabled();
  },
};

/** Left empty: the address says it is required once left. */
export const AddressRequired: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('textbox', { name: 'Withdraw address' }));
    await userEvent.tab();
    await expect(await page.findByText('This field is required')).toBeVisible();
  },
};

/** An Ethereum address for a Solana withdrawal: errors.invalidWithdrawAddress after blur. */
export const InvalidAddress: Story = {
  args: { network: 'Solana', address: '0x52908400098527886E0F7030069857D2E4169EE7', amount: '10' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('textbox', { name: 'Withdraw address' }));
    await userEvent.tab();
    await expect(await page.findByText('Invalid withdraw address for this network')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm withdraw' })).toBeDisabled();
  },
};

/**
 * A valid withdrawal: the breakdown (balance change with the fee, the account's value, leverage and margin usage
 * before and after, USD, time, fee) and Confirm enabled.
 */
export const Filled: Story = {
  args: { address: APTOS_ADDRESS, amount: '250', health: healthAfter(250_100_000n) },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await expect(await page.findByText('-250.1 USDC')).toBeVisible();
    await expect(page.getByText('Margin usage after')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Confirm withdraw' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ units: 250_000_000n, address: APTOS_ADDRESS });
  },
};

/** Over what can be withdrawn: errors.exceedsBalance after blur. */
export const ExceedsLimit: Story = {
  args: { address: APTOS_ADDRESS, amount: '10000' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('textbox', { name: 'Amount' }));
    await userEvent.tab();
    await expect(await page.findByText('Amount exceeds your balance')).toBeVisible();
  },
};

/**
 * Enable borrow on: the limit goes past the balance and the breakdown names the borrowed part and the account's
 * health after it.
 */
export const WithBorrow: Story = {
  args: {
    address: APTOS_ADDRESS,
    amount: '12000',
    borrow: true,
    limit: 14_999_900_000n,
    limitCause: 'liquidity',
    health: healthAfter(12_000_100_000n),
  },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await expect(await page.findByText('Borrowed')).toBeVisible();
    await expect(page.getByRole('switch', { name: /Enable borrow/ })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Borrow details' }));
    await expect(args.onBorrowDetails).toHaveBeenCalled();
  },
};

/** Borrowing past what the pool can lend: the error names the pool's available liquidity, not the balance. */
export const ExceedsLiquidity: Story = {
  args: {
    address: APTOS_ADDRESS,
    amount: '20000',
    borrow: true,
    limit: 14_999_900_000n,
    limitCause: 'liquidity',
    borrowable: 5_000_000_000n,
    health: healthAfter(20_000_100_000n),
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('textbox', { name: 'Amount' }));
    await userEvent.tab();
    await expect(
      await page.findByText("Only 5,000 USDC can be borrowed now: the pool's available liquidity"),
    ).toBeVisible();
    await expect(page.queryByText('Amount exceeds your balance')).toBeNull();
  },
};

/** Borrowing from a pool with nothing to lend: the limit is the balance, and the error says the pool is empty. */
export const NoLiquidity: Story = {
  args: {
    address: APTOS_ADDRESS,
    amount: '10000',
    borrow: true,
    limitCause: 'liquidity',
    borrowable: 0n,
    health: healthAfter(10_000_100_000n),
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('textbox', { name: 'Amount' }));
    await userEvent.tab();
    await expect(
      await page.findByText('Nothing can be borrowed now: the USDC pool has no available liquidity'),
    ).toBeVisible();
  },
};

/** Borrowing past what the account's margin allows: the error names the margin and its limit. */
export const ExceedsMargin: Story = {
  args: {
    address: APTOS_ADDRESS,
    amount: '15000',
    borrow: true,
    limit: 12_500_000_000n,
    limitCause: 'margin',
    health: healthAfter(15_000_100_000n),
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('textbox', { name: 'Amount' }));
    await userEvent.tab();
    await expect(await page.findByText('Your margin allows at most 12,500 USDC')).toBeVisible();
  },
};

/** A Solana withdrawal: its fee (1 USDC) and settlement time. */
export const Solana: Story = {
  args: { network: 'Solana', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', amount: '100' },
};

/** Submitting: everything locked, Confirm spinning. */
export const Pending: Story = { args: { address: APTOS_ADDRESS, amount: '250', isPending: true } };

/** On a 390 px phone. */
export const FilledNarrow: Story = { tags: ['viewport-narrow'], args: { address: APTOS_ADDRESS, amount: '250' } };
