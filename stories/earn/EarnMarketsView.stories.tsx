import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EarnMarketsView } from '#islands/earn/EarnMarketsView.tsx';
import { accountSummary } from '#lib/domain/account-summary.ts';
import { earnSummary } from '#lib/domain/lending-actions.ts';
import { chartDrawn, chartFontLoaded } from '#stories/support/chart-drawn.ts';
import { EARN_ROWS, EARN_ROWS_NO_ACCOUNT } from './fixtures.ts';
import { CALM_ACCOUNT, RISKY_ACCOUNT } from './lending-fixtures.ts';
import { inPage } from '#stories/support/in-page.tsx';
import { triesAgain } from '#stories/support/plays.ts';

/** The summary of EARN_ROWS' account: 1,000 USDC supplied at 8.03 %, 0.5 SOL ($95) borrowed at 5 %. */
const EARN = earnSummary(
  EARN_ROWS.map((row) => ({
    decimals: row.decimals,
    price: row.price,
    supplied: row.yourSupplied ?? 0n,
    borrowed: row.yourBorrowed ?? 0n,
    supplyApr: row.supplyApr,
    borrowApr: row.borrowApr,
  })),
);

const meta = {
  title: 'Earn/Markets',
  component: EarnMarketsView,
  loaders: [chartFontLoaded],
  decorators: [inPage()],
  args: { rows: EARN_ROWS },
} satisfies Meta<typeof EarnMarketsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Data rows (the header row excluded), once react-aria has rendered the collection. */
async function dataRows(canvasElement: HTMLElement) {
  const rows = await within(canvasElement).findAllByRole('row');
  return rows.slice(1);
}

/** The token of each data row, top to bottom. */
async function tokenOrder(canvasElement: HTMLElement) {
  const rows = await dataRows(canvasElement);
  return rows.map((row) => within(row).getByRole('rowheader').textContent);
}

/**
 * Five markets, highest supply APR first: USDC past its kink (81.82 % used: borrow 0.08 + 0.0182 = 9.82 %, supply
 * 9.82 % x 81.82 % = 8.03 %), the pool's totals and free liquidity (compact: 1.1M), the factor, and the account's 1,000 USDC supplied
 * and 0.5 SOL borrowed; ETH is badged as not lending.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await tokenOrder(canvasElement)).toEqual(['USDC', 'SOL', 'BTC', 'ETHBorrowing off', 'APT']);
    const [usdc, sol] = await dataRows(canvasElement);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent);
    await expect(cells(usdc!)).toEqual(['8.03%', '9.82%', '81.82%', '1.1M', '900K', '200K', '100.00%', '1,000', '0']);
    // SOL at 50 %: 0.01 + 0.5 x 0.08 = 5 % to borrowers, 2.5 % to lenders
    await expect(cells(sol!)).toEqual(['2.50%', '5.00%', '50.00%', '300', '150', '150', '80.00%', '0', '0.5']);
    // the first row's rate curve below the table, read at the pool's utilization
    const curve = await within(canvasElement).findByRole('figure', { name: 'Rate curve of USDC' });
    await expect(curve).toHaveTextContent('At 81.82% utilization: borrow APR 9.82%, supply APR 8.03%.');
    await expect(curve).toHaveTextContent('The pool is there now.');
    await chartDrawn(curve.querySelector('.earn-curve-chart')!, '--color-sell');
  },
};

/** Pressing a row shows that token's curve: SOL at 50 % (base 1 % + 0.5 x 8 %). */
export const CurveOfRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, sol] = await dataRows(canvasElement);
    await userEvent.click(within(sol!).getByRole('rowheader'));
    const curve = await canvas.findByRole('figure', { name: 'Rate curve of SOL' });
    await expect(curve).toHaveTextContent('At 50.00% utilization: borrow APR 5.00%, supply APR 2.50%.');
    await chartDrawn(curve.querySelector('.earn-curve-chart')!, '--color-sell');
  },
};

/**
 * Sorting by borrow APR (ETH 0, APT's 1 % base, BTC 1.25 % at 25 %), then total supplied by USD worth: 1,100,000 USDC,
 * 4 BTC ($388,000), 20 ETH ($68,000), 300 SOL ($57,000), nothing of APT.
 */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await dataRows(canvasElement);
    const borrow = canvas.getByRole('columnheader', { name: 'Borrow APR' });
    await userEvent.click(borrow);
    await expect(borrow).toHaveAttribute('aria-sort', 'ascending');
    await expect(await tokenOrder(canvasElement)).toEqual(['ETHBorrowing off', 'APT', 'BTC', 'SOL', 'USDC']);
    const supplied = canvas.getByRole('columnheader', { name: 'Total supplied' });
    await userEvent.click(supplied);
    await userEvent.click(supplied);
    await expect(supplied).toHaveAttribute('aria-sort', 'descending');
    await expect(await tokenOrder(canvasElement)).toEqual(['USDC', 'BTC', 'ETHBorrowing off', 'SOL', 'APT']);
  },
};

/** Without an account the markets show and the account's columns are dashes, never 0. */
export const NoAccount: Story = {
  args: { rows: EARN_ROWS_NO_ACCOUNT },
  play: async ({ canvasElement }) => {
    const [usdc] = await dataRows(canvasElement);
    const cells = within(usdc!).getAllByRole('gridcell');
    await expect(cells.slice(-2).map((cell) => cell.textContent)).toEqual(['–', '–']);
  },
};

/** The pools are loading: skeleton rows, the table busy. */
export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('figure')).toBeNull();
  },
};

/** The markets could not be loaded: the alert and Try again. */
export const LoadError: Story = {
  args: { rows: [], errorMessage: 'The lending markets could not be loaded.', onRetry: fn() },
  play: triesAgain('The lending markets could not be loaded.'),
};

/** No token has a pool yet. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No token can be lent yet.')).toBeVisible();
  },
};

/** On a 390 px phone each market is a card of its figures, three a line; nothing is wider than the window. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { isNarrow: true },
  play: async ({ canvasElement }) => {
    await dataRows(canvasElement);
    const doc = canvasElement.ownerDocument;
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const table = within(canvasElement).getByRole('grid', { name: 'Lending markets' });
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(doc.documentElement.clientWidth);
    // the curve below the cards loads after the page is ready: its shot waits for it drawn (a clean clone once shot
    // the skeleton, 51 px shorter)
    const curve = await within(canvasElement).findByRole('figure', { name: 'Rate curve of USDC' });
    await chartDrawn(curve.querySelector('.earn-curve-chart')!, '--color-sell');
  },
};

/**
 * Signed in: the summary (1,000 USDC supplied, 0.5 SOL = $95 borrowed; net APR (80.33 - 4.75) / 905 = 8.35 %), the
 * account's health as the account panel has it (9.44 %, healthy), autolend, and the token's actions above its curve.
 */
export const WithSummary: Story = {
  args: {
    summary: { earn: EARN, account: accountSummary(CALM_ACCOUNT), autolend: false, onAutolendChange: fn() },
    onAction: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Your lending' });
    await expect(summary).toHaveTextContent('Supplied$1,000.00');
    await expect(summary).toHaveTextContent('Borrowed$95.00');
    await expect(summary).toHaveTextContent('Net APR8.35%');
    await expect(summary).toHaveTextContent('Margin usage9.44%Healthy');
    await userEvent.click(canvas.getByRole('switch', { name: /Autolend/ }));
    await expect(args.summary?.onAutolendChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Supply USDC' }));
    await expect(args.onAction).toHaveBeenCalledWith('lend', 'USDC');
    // nothing borrowed in USDC: Repay is off
    await expect(canvas.getByRole('button', { name: 'Repay USDC' })).toBeDisabled();
  },
};

/** Near liquidation: the margin usage in the danger colour, named so. */
export const SummaryRisky: Story = {
  args: {
    summary: { earn: EARN, account: accountSummary(RISKY_ACCOUNT), autolend: true, onAutolendChange: fn() },
    onAction: fn(),
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Your lending' });
    await expect(summary).toHaveTextContent('Margin usage85.09%Near liquidation');
  },
};

/** The account's figures are loading: skeletons, never $0.00. */
export const SummaryLoading: Story = {
  args: { summary: { earn: undefined, account: undefined, autolend: undefined, onAutolendChange: fn() } },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Your lending' });
    await expect(summary).not.toHaveTextContent('$0.00');
  },
};

/** Signed out: the summary says how to start; no action is offered. */
export const SignedOut: Story = {
  args: {
    rows: EARN_ROWS_NO_ACCOUNT,
    summary: { signedOut: true, earn: undefined, account: undefined, autolend: false, onAutolendChange: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Connect a wallet to supply and borrow.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Supply USDC' })).toBeNull();
  },
};

/** The summary at 390 px: two columns of figures, the actions wrap, nothing scrolls sideways. */
export const SummaryNarrow: Story = {
  tags: ['viewport-narrow'],
  args: {
    summary: { earn: EARN, account: accountSummary(CALM_ACCOUNT), autolend: false, onAutolendChange: fn() },
    onAction: fn(),
    isNarrow: true,
  },
  play: async ({ canvasElement }) => {
    const curve = await within(canvasElement).findByRole('figure');
    await chartDrawn(curve.querySelector('.earn-curve-chart')!, '--color-sell');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
