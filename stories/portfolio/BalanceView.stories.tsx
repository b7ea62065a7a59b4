import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalanceView } from '#islands/portfolio/BalanceView.tsx';
import { PortfolioConnectView } from '#islands/portfolio/PortfolioPage.tsx';
import { BALANCE_ROWS, BALANCE_TOTALS } from './fixtures.ts';
import { inPage } from '#stories/support/in-page.tsx';
import { triesAgain } from '#stories/support/plays.ts';

const meta = {
  title: 'Portfolio/Balance',
  component: BalanceView,
  decorators: [inPage()],
  args: {
    rows: BALANCE_ROWS,
    totals: BALANCE_TOTALS,
    onDeposit: fn(),
    onWithdraw: fn(),
    onTransfer: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BalanceView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cells of a token's row. */
async function cells(canvasElement: HTMLElement, token: string) {
  const row = (await within(canvasElement).findAllByRole('row')).find((r) => r.textContent?.startsWith(token))!;
  return within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);
}

/**
 * USDC with 5,000 lent earning 5.21 %, 0.05 BTC, 7 SOL borrowed at 7.40 %: net value = balance + lent - borrowed,
 * sorted by USD value; the actions open Deposit, Withdraw and Transfer, and Earn links to /earn.
 */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await cells(canvasElement, 'USDC')).toEqual([
      '4,000',
      '5,000',
      '0',
      '9,000',
      '$9,000.00',
      '100.00%',
      '+5.21% earned',
    ]);
    await expect(await cells(canvasElement, 'SOL')).toEqual([
      '0',
      '0',
      '7',
      '-7',
      '-$1,330.00',
      '80.00%',
      '−7.40% paid',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Earn interest' })).toHaveAttribute('href', '/earn');
  },
};

/** Nothing held yet. */
export const Empty: Story = {
  args: { rows: [], totals: { usd: 0n, lentUsd: 0n, borrowedUsd: 0n } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing held yet. Deposit to start.')).toBeVisible();
  },
};

/** Loading: skeleton rows and totals, never $0.00. */
export const Loading: Story = {
  args: { rows: [], totals: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByText('$0.00')).toBeNull();
  },
};

/** The balances could not be loaded. */
export const LoadError: Story = {
  args: { rows: [], totals: undefined, errorMessage: 'Your balances could not be loaded.' },
  play: triesAgain('Your balances could not be loaded.'),
};

/** A phone: a card per token, nothing scrolls sideways. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { layout: 'cards' },
  play: async ({ canvasElement }) => {
    await cells(canvasElement, 'USDC');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Signed out: the page invites to connect. */
export const SignedOut: Story = {
  render: () => <PortfolioConnectView title="Balances" current="/account/balance" onConnect={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  },
};
