import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OpenOrdersTableView, type OpenOrderRow } from '#islands/trade/account/OpenOrdersTableView.tsx';
import { usd9 } from './fixtures.tsx';
import { expectSameHeaderWidths } from './header-widths.ts';
import { expectWholeInPanel } from './whole-in-panel.ts';

const BTC = { market: 'BTC-PERP', baseDecimals: 8, lotSize: 10_000n, tickSize: usd9(1n) };
const ROWS: OpenOrderRow[] = [
  {
    ...BTC,
    id: 41,
    isBid: true,
    price: usd9(95_000n),
    size: 25_000_000n,
    sizeLeft: 25_000_000n,
    timestamp: Date.UTC(2026, 0, 5, 9, 30),
  },
  {
    ...BTC,
    id: 42,
    isBid: false,
    price: usd9(99_500n),
    size: 10_000_000n,
    sizeLeft: 4_000_000n,
    timestamp: Date.UTC(2026, 0, 5, 9, 31),
  },
];

const meta = {
  title: 'Trade/OpenOrdersTableView',
  component: OpenOrdersTableView,
  args: { rows: ROWS, onCancel: fn() },
} satisfies Meta<typeof OpenOrdersTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A resting bid and a partly filled ask; Cancel names the order it cancels. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0.0600')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order 42 on BTC-PERP' }));
    await expect(args.onCancel).toHaveBeenCalledWith(ROWS[1]);
  },
};

/** Loading, empty and filled stacked at one width: the columns are fixed, so the header does not move. */
export const HeaderStaysPut: Story = {
  // a check, not a look: each state has its own story and baseline
  tags: ['no-visual'],
  render: (args) => (
    <div style={{ width: 1000 }}>
      <OpenOrdersTableView {...args} rows={[]} isLoading />
      <OpenOrdersTableView {...args} rows={[]} />
      <OpenOrdersTableView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('95,000');
    await expectSameHeaderWidths(canvasElement, 3);
  },
};

/** No order rests. */
export const Empty: Story = { args: { rows: [] } };

/** Loading. */
export const Loading: Story = { args: { rows: [], isLoading: true } };

/** Failed to load. */
export const Error: Story = { args: { rows: [], errorMessage: 'Your account could not be loaded.', onRetry: fn() } };

/** A cancel on its way. */
export const Canceling: Story = { args: { canceling: new Set([41]) } };

/** A phone: one card per row with its figures under their names and its actions, nothing past the screen's edge. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { layout: 'cards' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Open orders' });
    for (const button of await within(table).findAllByRole('button', { name: /^Cancel order/ }))
      await expect(button).toBeVisible();
    // the column headers stay for screen readers, clipped to nothing
    for (const el of table.querySelectorAll('*')) {
      if (el.closest('.ui-table-head')) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0) await expect(r.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

// a long's stop loss (whole position, market) and take profit, and a buy stop limit
const TRIGGERS: OpenOrderRow[] = [
  ...ROWS,
  {
    ...BTC,
    id: 43,
    isBid: false,
    price: usd9(93_000n),
    size: 0n,
    sizeLeft: 0n,
    timestamp: Date.UTC(2026, 0, 5, 9, 32),
    trigger: {
      kind: 'stopLoss',
      condition: 'below',
      triggerPrice: usd9(93_000n),
      limitPrice: null,
      wholePosition: true,
    },
  },
  {
    ...BTC,
    id: 44,
    isBid: false,
    price: usd9(101_000n),
    size: 0n,
    sizeLeft: 0n,
    timestamp: Date.UTC(2026, 0, 5, 9, 32),
    trigger: {
      kind: 'takeProfit',
      condition: 'above',
      triggerPrice: usd9(101_000n),
      limitPrice: null,
      wholePosition: true,
    },
  },
  {
    ...BTC,
    id: 45,
    isBid: true,
    price: usd9(98_100n),
    size: 20_000_000n,
    sizeLeft: 20_000_000n,
    timestamp: Date.UTC(2026, 0, 5, 9, 33),
    trigger: {
      kind: 'stop',
      condition: 'above',
      triggerPrice: usd9(98_000n),
      limitPrice: usd9(98_100n),
      wholePosition: false,
    },
  },
];

/**
 * Trigger orders beside the resting ones: their type, the condition on the mark with the trigger price, "Market"
 * for one that fires as a market order (never $0.00), "Position" for a whole-position leg; each cancelable.
 */
export const WithTriggers: Story = {
  args: { rows: TRIGGERS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mark ≤ 93,000')).toBeVisible();
    await expect(canvas.getByText('Mark ≥ 101,000')).toBeVisible();
    await expect(canvas.getByText('Stop limit')).toBeVisible();
    // the two triggers that fire as market orders (the column's head reads "Market / Side")
    await expect(canvas.getAllByText('Market')).toHaveLength(2);
    await expect(canvas.queryByText('$0.00')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order 43 on BTC-PERP' }));
    await expect(args.onCancel).toHaveBeenCalledWith(TRIGGERS[2]);
  },
};

/** Trigger orders as cards on a phone. */
export const WithTriggersNarrow: Story = {
  tags: ['viewport-narrow'],
  args: { rows: TRIGGERS, layout: 'cards' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Mark ≤ 93,000')).toBeVisible();
  },
};

/**
 * The panel under the chart at a 1024 px window (703 px), resting orders and triggers together: every row whole,
 * with no sideways scroll and nothing under the pinned Cancel (at 1,014 px the table scrolled and the time slid under
 * Cancel).
 */
export const Panel1024: Story = {
  args: { rows: TRIGGERS },
  render: (args) => (
    <div style={{ width: 703 }}>
      <OpenOrdersTableView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Open orders' });
    await within(grid).findByText('Mark ≤ 93,000');
    await expectWholeInPanel(grid);
  },
};
