import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Table } from '#islands/ui/Table.tsx';
import { POSITIONS, POSITION_COLUMNS, type PositionRow } from './table-fixtures.tsx';
import { padded } from './fixtures.tsx';

const meta = {
  title: 'UI/Table',
  component: Table<PositionRow>,
  decorators: [padded],
  args: { 'aria-label': 'Open positions', columns: POSITION_COLUMNS, rows: POSITIONS },
} satisfies Meta<typeof Table<PositionRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for react-aria to build the table's collection (rows render a moment after the first paint). */
const ready = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('row');

/** The market names down the first column. */
const markets = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Four positions: numbers right-aligned in tabular figures, PnL in gain or loss colour. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    const btc = canvas.getByRole('row', { name: /BTC-PERP/ });
    await expect(btc).toHaveTextContent('0.125');
    await expect(btc).toHaveTextContent('96,250.50');
    await expect(btc).toHaveTextContent('+$109.37');
    const size = within(btc).getAllByRole('gridcell')[1];
    await expect(getComputedStyle(size as Element).textAlign).toBe('end');
    await expect(getComputedStyle(size as Element).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** Sorting: a press on PnL sorts ascending by the exact bigint, a second press descending (aria-sort follows). */
export const Sorted: Story = {
  args: { onSortChange: fn() },
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    const pnl = canvas.getByRole('columnheader', { name: 'PnL (USD)' });
    await userEvent.click(pnl);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'pnl', direction: 'ascending' });
    await expect(pnl).toHaveAttribute('aria-sort', 'ascending');
    await expect(markets(canvasElement)).toEqual(['ETH-PERP', 'APT-PERP', 'SOL-PERP', 'BTC-PERP']);
    await userEvent.click(pnl);
    await expect(pnl).toHaveAttribute('aria-sort', 'descending');
    await expect(markets(canvasElement)).toEqual(['BTC-PERP', 'SOL-PERP', 'APT-PERP', 'ETH-PERP']);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Market' }));
    await expect(markets(canvasElement)).toEqual(['APT-PERP', 'BTC-PERP', 'ETH-PERP', 'SOL-PERP']);
    await expect(canvas.getByRole('columnheader', { name: 'Side' })).not.toHaveAttribute('aria-sort');
  },
};

/** Keyboard: Tab enters the grid (focus ring on the row), arrows move through cells, Enter on a header sorts. */
export const Focused: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: /BTC-PERP/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('row', { name: /ETH-PERP/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith('eth');
  },
};

/**
 * The rest of the grid's keys: Right into a row's cells, Up from the first row to its column's header, Enter there
 * sorts (aria-sort follows), Down back into the rows; typing a row header's first letters jumps to that row; Tab
 * leaves the grid in one step.
 */
export const KeyboardGrid: Story = {
  tags: ['no-visual'],
  args: { onSortChange: fn() },
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    const btc = canvas.getByRole('row', { name: /BTC-PERP/ });
    await expect(btc).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(btc).getByRole('rowheader')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(btc).getAllByRole('gridcell')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const side = canvas.getByRole('columnheader', { name: 'Side' });
    await expect(side).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const size = canvas.getByRole('columnheader', { name: 'Size' });
    await expect(size).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'size', direction: 'ascending' });
    await expect(size).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    await expect(size).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    await expect(canvas.getAllByRole('row')[1]!.querySelector('[role="rowheader"]')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}s');
    await expect(canvas.getByRole('row', { name: /SOL-PERP/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvasElement.querySelector('table')?.contains(document.activeElement)).toBe(false);
  },
};

/** No rows: the empty message under the header. */
export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No open positions' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No open positions')).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
  },
};

/** First load: skeleton rows under the header, the grid marked busy. */
export const Loading: Story = {
  args: { isLoading: true, loadingRowCount: 4 },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Open positions' });
    await expect(grid.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getAllByRole('row')).toHaveLength(5);
    await expect(grid.querySelectorAll('.ui-cell .ui-skeleton')).toHaveLength(20);
  },
};

/** The rows could not be loaded: the message as an alert, and Try again. */
export const Error: Story = {
  args: { errorMessage: 'Network error: the server could not be reached', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be reached');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Where a sortable header's arrow stands from its label: off by more than the gap between them, it stands apart. */
function arrowsApart(canvasElement: HTMLElement): string[] {
  const apart: string[] = [];
  for (const header of canvasElement.querySelectorAll('[role="columnheader"][aria-sort]')) {
    const arrow = header.querySelector('svg')!.getBoundingClientRect();
    const range = document.createRange();
    const lines: DOMRect[] = [];
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node);
      lines.push(...[...range.getClientRects()].filter((r) => r.width > 0));
    }
    const beside = lines.some(
      (l) => l.top < arrow.bottom && arrow.top < l.bottom && Math.max(l.left - arrow.right, arrow.left - l.right) <= 8,
    );
    if (!beside) apart.push(header.textContent ?? '');
  }
  return apart;
}

/**
 * Headers that wrap in narrow columns (as /earn's "Supply APR" at 1024 px): each sort arrow stays beside its
 * label's words, after the last word in a left-aligned column and before the first in a right-aligned one (the arrow
 * sat at the cell's far edge, apart from a wrapped label).
 */
export const WrappedSortHeaders: Story = {
  args: {
    className: 'story-wrapped-headers',
    defaultSortDescriptor: { column: 'entry', direction: 'descending' },
    columns: POSITION_COLUMNS.map((c) => ({
      ...c,
      name: c.id === 'entry' ? 'Entry price paid' : c.id === 'market' ? 'Market traded here' : c.name,
      width: c.id === 'market' ? 110 : 96,
    })),
  },
  render: (args) => (
    <div style={{ width: 520 }}>
      <style>{'.story-wrapped-headers .ui-column { white-space: normal; }'}</style>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const entry = within(canvasElement).getByRole('columnheader', { name: 'Entry price paid' });
    // the label does wrap here (its words on two lines), so the check is of a wrapped header
    const range = document.createRange();
    range.selectNodeContents(entry);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    await expect(tops.size).toBeGreaterThan(1);
    await expect(arrowsApart(canvasElement)).toEqual([]);
  },
};
