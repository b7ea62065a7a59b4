import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryView } from '#islands/activity/HistoryView.tsx';
import type { HistoryRowOf } from '#lib/history/kinds.ts';
import { T0, TRIGGERS } from './fixtures.ts';

/** 60 fills a second apart, alternating buys and sells of 0.001 BTC around 96,000, newest first. */
const FILLS: HistoryRowOf['fills'][] = Array.from({ length: 60 }, (_, i) => ({
  tradeId: 1000 - i,
  orderId: 500 - i,
  market: 'BTC-PERP',
  isBid: i % 2 === 0,
  isMaker: i % 3 === 0,
  price: String(96_000 + i),
  size: '100000',
  fee: '48000',
  realizedPnl: i % 2 === 0 ? '0' : String(-1_250_000 + i * 100_000),
  timestamp: T0 - i * 1000,
}));

const formats = {
  markets: new Map([
    ['BTC-PERP', { baseToken: 'BTC', baseDecimals: 8, lotSize: 10_000n, tickSize: 1_000_000_000n }],
    ['ETH-PERP', { baseToken: 'ETH', baseDecimals: 8, lotSize: 100_000n, tickSize: 100_000_000n }],
  ]),
  tokenDecimals: new Map([
    ['USDC', 6],
    ['BTC', 8],
    ['SOL', 9],
  ]),
  userId: '7',
};

const meta = {
  title: 'Activity/HistoryView',
  component: HistoryView,
  args: {
    kind: 'fills',
    onKindChange: fn(),
    rows: FILLS,
    total: 250,
    hasMore: true,
    onLoadMore: fn(),
    onRetry: fn(),
    markets: ['BTC-PERP', 'ETH-PERP', 'SOL-PERP', 'APT-PERP'],
    filter: { market: undefined, from: '', to: '' },
    onFilterChange: fn(),
    exportState: { status: 'idle' },
    onExport: fn(),
    onCancelExport: fn(),
    onDismissExportError: fn(),
    formats,
  },
} satisfies Meta<typeof HistoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills, 60 of 250 loaded: the tabs, the filters, Export CSV; a tab change and the export reach the container. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2026-11-27 09:30:05 UTC')).toBeVisible();
    await expect(canvas.getByText('60 of 250 rows')).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Fills',
      'Orders',
      'Trigger orders',
      'Transfers',
      'Deposits',
      'Withdrawals',
      'Funding',
    ]);
    await userEvent.click(canvas.getByRole('tab', { name: 'Funding' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('funding');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV of the whole filtered list' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** A transfer out and one in, seen from account 7. */
export const Transfers: Story = {
  args: {
    kind: 'transfers',
    total: 2,
    hasMore: false,
    rows: [
      { fromUserId: '7', toUserId: '9', token: 'USDC', tokenAddress: '0x1', amount: '25000000', timestamp: T0 },
      { fromUserId: '9', toUserId: '7', token: 'SOL', tokenAddress: '0x2', amount: '1500000000', timestamp: T0 - 5000 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('-25 USDC')).toBeVisible();
    await expect(canvas.getByText('+1.5 SOL')).toBeVisible();
    await expect(canvas.getByText('Out to #9')).toBeVisible();
  },
};

/**
 * Trigger orders: a pending take profit and stop loss on the whole BTC long, a stop-limit canceled by the user, and a
 * stop market that fired; the trigger with its condition, Market for no limit, the status and when it closed.
 */
export const TriggerOrders: Story = {
  args: { kind: 'triggers', rows: TRIGGERS, total: 4, hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trigger orders' });
    const rows = within(grid).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent(/Take profit.*Sell.*Mark ≥ 100,000.*Market.*Whole position.*Pending/);
    await expect(rows[3]).toHaveTextContent(/Stop limit.*Sell.*Mark ≤ 3,300\.0.*3,290\.0.*1\.000 ETH/);
    await expect(rows[3]).toHaveTextContent('Canceled (by you)2026-11-27 09:31:05 UTC');
    await expect(rows[4]).toHaveTextContent(/Stop market.*Buy.*Mark ≥ 97,500.*Market.*0\.0100 BTC.*Triggered/);
    await expect(canvas.getByRole('tab', { name: 'Trigger orders' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The export pages through the list: a progress bar with Cancel. */
export const Exporting: Story = {
  args: { exportState: { status: 'running', done: 100, total: 250 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Exporting 100 of 250 rows')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel export' }));
    await expect(args.onCancelExport).toHaveBeenCalledOnce();
  },
};

/** Nothing matches the filter. */
export const Empty: Story = {
  args: { rows: [], total: 0, hasMore: false, filter: { market: 'ETH-PERP', from: '2026-11-01', to: '' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing in this list for these filters.')).toBeVisible();
  },
};

/** Loading: skeleton rows. */
export const Loading: Story = { args: { rows: [], total: undefined, hasMore: false, isLoading: true } };

/** The list could not be loaded: the notice with Try again. */
export const Error: Story = {
  args: { rows: [], total: undefined, hasMore: false, errorMessage: 'The history could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The history could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A 390 px phone: cards and Load more, nothing scrolls sideways. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { layout: 'cards', rows: FILLS.slice(0, 4) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('2026-11-27 09:30:05 UTC');
    // a card's last figure, the liquidity, keeps its name (the cards dropped it, as for an actions cell)
    const last = canvasElement.querySelector('.ui-row .ui-cell:last-child[data-label]');
    await expect(last).not.toBeNull();
    await expect(getComputedStyle(last!, '::before').content).toBe(`"${last!.getAttribute('data-label')}"`);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Trigger orders on a 390 px phone: each a card, the cancel reason under its status, nothing scrolls sideways. */
export const TriggerOrdersNarrow: Story = {
  tags: ['viewport-narrow'],
  args: { kind: 'triggers', rows: TRIGGERS, total: 4, hasMore: false, layout: 'cards' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('(by you)')).toBeVisible();
    await expect(canvas.getAllByText('Whole position')).toHaveLength(2);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
