import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OpenOrdersTableView, type OpenOrderRow } from '#islands/trade/account/OpenOrdersTableView.tsx';
import { usd9 } from './fixtures.tsx';
import { expectSameHeaderWidths } from './header-widths.ts';

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
