import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HistoryTableView } from '#islands/trade/account/HistoryTableView.tsx';
import { expectSameHeaderWidths } from './header-widths.ts';
import { HISTORY_FILLS, HISTORY_FUNDING, HISTORY_GRIDS, HISTORY_ORDERS } from './history-fixtures.ts';
import { formatUtcTime } from '#lib/domain/time-format.ts';

/** The colour a token resolves to where `near` sits (tokens.css may write it in any notation). */
function tokenColour(near: Element, token: string): string {
  const probe = near.ownerDocument.createElement('span');
  probe.style.color = `var(${token})`;
  near.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** The cell holding `element`, which must be a numeric (right-aligned) cell. */
async function expectNumericCell(element: HTMLElement) {
  const cell = element.closest('[role="gridcell"], [role="rowheader"]');
  await expect(cell).toHaveAttribute('data-numeric');
  await expect(getComputedStyle(cell!).textAlign).toMatch(/^(right|end)$/);
}

/** The one body row whose cells read exactly `texts` among them (a row's name is only its market). */
/** The row shows the time as the tables write it, its date over its time and zone (one text: "date time UTC"). */
async function expectStackedTime(row: HTMLElement, ms: number): Promise<void> {
  const [date, ...time] = formatUtcTime(ms).split(' ');
  await expect(within(row).getByText(date!)).toBeVisible();
  await expect(within(row).getByText(time.join(' '))).toBeVisible();
  await expect(row).toHaveTextContent(formatUtcTime(ms));
}

function rowWith(table: HTMLElement, ...texts: string[]): HTMLElement {
  const rows = within(table)
    .getAllByRole('row')
    .filter((row) => {
      // a cell's text, or one of its two stacked figures (the market over its side, the price over the average)
      const cells = [...row.querySelectorAll('[role="gridcell"], [role="rowheader"], .ui-cell-stack > span')].map(
        (c) => c.textContent,
      );
      return texts.every((text) => cells.includes(text));
    });
  if (rows.length !== 1) throw new globalThis.Error(`${rows.length} rows read ${texts.join(', ')}`);
  return rows[0]!;
}

/** Every cell of `table` lies inside the window's width: nothing needs a sideways scroll. */
async function expectFitsWidth(table: HTMLElement) {
  // the column headers stay for screen readers, clipped to nothing
  for (const el of table.querySelectorAll('*')) {
    if (el.closest('.ui-table-head')) continue;
    const r = el.getBoundingClientRect();
    if (r.width > 0) await expect(r.right).toBeLessThanOrEqual(window.innerWidth);
  }
  await expect(table.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

const meta = {
  title: 'Trade/HistoryTableView',
  component: HistoryTableView,
  args: { kind: 'orders', rows: HISTORY_ORDERS, grids: HISTORY_GRIDS, emptyMessage: 'Nothing here yet.' },
} satisfies Meta<typeof HistoryTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Order history: type, the limit price (a market order's bound is not a price it paid), the average fill price,
 * filled of size and status; every status, buys and sells, prices at each market's tick and sizes at its lot.
 */
export const OrderHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Order history' });
    const headers = await within(table).findAllByRole('columnheader');
    // two figures to a column where they pair (the market over its side, the price over the average paid), so the
    // table fits the panel under the chart at a 1024 px window with no sideways scroll
    await expect(headers.map((h) => h.textContent)).toEqual([
      'Market / Side',
      'Type',
      'Price / Avg. fill price',
      'Filled / size',
      'Status',
      'Time',
    ]);
    // the market buy: 96,352.25 on average rounds half up to the $1 tick; its 101,150 bound shows nowhere
    const market = rowWith(table, 'BTC-PERP', 'Market', '96,352', '0.0100 / 0.0100', 'Filled');
    await expect(within(market).queryByText('101,150')).toBeNull();
    const filled = rowWith(table, 'BTC-PERP', 'Limit', '97,250', '97,181');
    await expect(within(filled).getByText('Buy')).toHaveAttribute('data-trend', 'up');
    await expectNumericCell(within(filled).getByText('0.2500 / 0.2500'));
    await expect(within(filled).getByText('Filled')).toBeVisible();
    await expectStackedTime(filled, HISTORY_ORDERS[2]!.timestamp);
    const open = rowWith(table, 'ETH-PERP', '3,412.5', '–');
    await expect(within(open).getByText('Sell')).toHaveAttribute('data-trend', 'down');
    await expect(within(open).getByText('0.000 / 1.500')).toBeVisible();
    await expect(rowWith(table, 'SOL-PERP', 'Buy', '182.37', '0.00 / 2.50', 'Canceled')).toBeVisible();
    await expect(rowWith(table, 'BTC-PERP', 'Sell', 'Market', '0.0000 / 0.1000', 'Expired')).toBeVisible();
  },
};

/** Fills: a gain and a loss in realized PnL (green and rose), an opening fill at zero, fees in USD. */
export const Fills: Story = {
  args: { kind: 'fills', rows: HISTORY_FILLS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Fills' });
    const headers = await within(table).findAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual([
      'Market / Side',
      'Price',
      'Size',
      'Fee',
      'Realized PnL',
      'Time',
    ]);
    const gain = within(table).getByText('+$406.00');
    const loss = within(table).getByText('-$67.70');
    await expect(gain).toHaveAttribute('data-trend', 'up');
    await expect(loss).toHaveAttribute('data-trend', 'down');
    await expect(getComputedStyle(gain).color).toBe(tokenColour(table, '--color-buy'));
    await expect(getComputedStyle(loss).color).toBe(tokenColour(table, '--color-sell'));
    await expectNumericCell(gain);
    // the opening fill realized nothing: no sign, no colour
    await expect(within(table).getByText('$0.00')).not.toHaveAttribute('data-trend');
    const won = rowWith(table, 'BTC-PERP', 'Sell', '+$406.00');
    await expect(within(won).getByText('99,310')).toBeVisible();
    await expect(within(won).getByText('$3.97')).toBeVisible();
    await expect(rowWith(table, 'ETH-PERP', 'Buy', '3,480.2', '1.000', '$1.39', '-$67.70')).toBeVisible();
  },
};

/** Funding: a short received a payment, a long paid one; position sizes signed. */
export const Funding: Story = {
  args: { kind: 'funding', rows: HISTORY_FUNDING },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Funding' });
    const headers = await within(table).findAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual(['Market', 'Size', 'Payment', 'Time']);
    const received = rowWith(table, 'ETH-PERP');
    await expect(within(received).getByText('-1.000')).toBeVisible();
    await expect(within(received).getByText('+$0.43')).toHaveAttribute('data-trend', 'up');
    const paid = rowWith(table, 'BTC-PERP');
    await expect(within(paid).getByText('0.1000')).toBeVisible();
    await expect(within(paid).getByText('-$1.19')).toHaveAttribute('data-trend', 'down');
    await expectNumericCell(within(paid).getByText('-$1.19'));
    await expectStackedTime(paid, HISTORY_FUNDING[1]!.timestamp);
  },
};

/** The list is on its way: skeleton rows. */
export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Order history' });
    await expect(table).toHaveAttribute('data-state', 'loading');
    await expect(within(table).queryByText('Nothing here yet.')).toBeNull();
  },
};

/** The history call failed. */
export const Error: Story = {
  args: { rows: [], errorMessage: 'Your account could not be loaded.' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your account could not be loaded.');
  },
};

const LISTS = [
  { kind: 'orders', rows: HISTORY_ORDERS },
  { kind: 'fills', rows: HISTORY_FILLS },
  { kind: 'funding', rows: HISTORY_FUNDING },
] as const;

/** Each list loading, empty and filled, stacked at one width: the columns are fixed, so no header moves. */
export const HeaderStaysPut: Story = {
  // a check, not a look: each state has its own story and baseline
  tags: ['no-visual'],
  render: (args) => (
    <div style={{ width: 1000 }}>
      {LISTS.map((list) => (
        <section key={list.kind} aria-label={list.kind}>
          <HistoryTableView {...args} {...list} rows={[]} isLoading />
          <HistoryTableView {...args} {...list} rows={[]} />
          <HistoryTableView {...args} {...list} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const list of LISTS) await expectSameHeaderWidths(canvas.getByRole('region', { name: list.kind }), 3);
  },
};

/** Nothing traded yet. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing here yet.')).toBeVisible();
  },
};

/** Phone width: the widest list (fills) as cards, each figure under its column's name, nothing past the edge. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { kind: 'fills', rows: HISTORY_FILLS, layout: 'cards' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Fills' });
    await expect(await within(table).findByText('-$67.70')).toHaveAttribute('data-trend', 'down');
    await expect(within(table).getByText('-$67.70').closest('[data-label]')).toHaveAttribute(
      'data-label',
      'Realized PnL',
    );
    await expectFitsWidth(table);
  },
};

/** Phone width: the order history as cards, type, average and filled of size on each. */
export const NarrowOrders: Story = {
  tags: ['viewport-narrow'],
  args: { layout: 'cards' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Order history' });
    await expect(await within(table).findByText('0.0100 / 0.0100')).toBeVisible();
    await expectFitsWidth(table);
  },
};
