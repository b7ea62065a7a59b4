import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PositionsTableView, type PositionRow } from '#islands/trade/account/PositionsTableView.tsx';
import { usd6, usd9 } from './fixtures.tsx';
import { expectSameHeaderWidths } from './header-widths.ts';
import { expectWholeInPanel } from './whole-in-panel.ts';

const BTC_LONG: PositionRow = {
  id: 'BTC-PERP',
  baseToken: 'BTC',
  baseDecimals: 8,
  lotSize: 10_000n,
  tickSize: usd9(1n),
  size: 50_000_000n,
  entryPrice: usd9(95_200n),
  markPrice: usd9(96_881n),
  pnlUsd: 840_500_000n,
  liquidationPrice: usd9(78_312n),
  marginUsd: usd6(2_422n),
};
const ETH_SHORT: PositionRow = {
  id: 'ETH-PERP',
  baseToken: 'ETH',
  baseDecimals: 8,
  lotSize: 100_000n,
  tickSize: 100_000_000n,
  size: -300_000_000n,
  entryPrice: 3_410_500_000_000n,
  markPrice: 3_452_300_000_000n,
  pnlUsd: -125_400_000n,
  liquidationPrice: 4_120_700_000_000n,
  marginUsd: usd6(518n),
};

const meta = {
  title: 'Trade/PositionsTableView',
  component: PositionsTableView,
  args: { rows: [BTC_LONG, ETH_SHORT], onMarketClose: fn(), onLimitClose: fn() },
} satisfies Meta<typeof PositionsTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long in profit (green) and a short at a loss (rose); Market and Limit open their close modals. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+$840.50')).toBeVisible();
    await expect(canvas.getByText('-$125.40')).toBeVisible();
    await expect(canvas.getByText('+0.5000 BTC')).toBeVisible();
    await expect(canvas.getByText('-3.000 ETH')).toBeVisible();
    const [market] = canvas.getAllByRole('button', { name: 'Market' });
    await userEvent.click(market!);
    await expect(args.onMarketClose).toHaveBeenCalledWith('BTC-PERP');
  },
};

/** Loading, empty and filled stacked at one width: the columns are fixed, so the header does not move. */
export const HeaderStaysPut: Story = {
  // a check, not a look: each state has its own story and baseline
  tags: ['no-visual'],
  render: (args) => (
    <div style={{ width: 1000 }}>
      <PositionsTableView {...args} rows={[]} isLoading />
      <PositionsTableView {...args} rows={[]} />
      <PositionsTableView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('+$840.50');
    await expectSameHeaderWidths(canvasElement, 3);
  },
};

/** No position. */
export const Empty: Story = { args: { rows: [] } };

/** The account's data is loading. */
export const Loading: Story = { args: { rows: [], isLoading: true } };

/** It failed to load. */
export const Error: Story = { args: { rows: [], errorMessage: 'Your account could not be loaded.', onRetry: fn() } };

/** A close on its way: that position's buttons wait. */
export const ClosePending: Story = {
  args: { pending: new Set(['BTC-PERP']) },
  play: async ({ canvasElement }) => {
    const [market] = await within(canvasElement).findAllByRole('button', { name: 'Market' });
    await expect(market).toBeDisabled();
  },
};

/** A phone: one card per row with its figures under their names and its actions, nothing past the screen's edge. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { layout: 'cards' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Open positions' });
    for (const button of await within(table).findAllByRole('button', { name: 'Market' }))
      await expect(button).toBeVisible();
    // the column headers stay for screen readers, clipped to nothing
    for (const el of table.querySelectorAll('*')) {
      if (el.closest('.ui-table-head')) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0) await expect(r.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** With the TP/SL column: the current take profit / stop loss of each position and its TP/SL button. */
export const WithTpSl: Story = {
  args: {
    rows: [{ ...BTC_LONG, takeProfit: usd9(101_000n), stopLoss: usd9(93_000n) }, ETH_SHORT],
    onTpSl: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('tpsl-BTC-PERP')).toHaveTextContent('101,000 / 93,000');
    await expect(canvas.getByTestId('tpsl-ETH-PERP')).toHaveTextContent('– / –');
    // none set reads as a neutral dash: no gain or loss colour on it (seen in the walk at 1440 px)
    for (const dash of canvas.getByTestId('tpsl-ETH-PERP').querySelectorAll('span'))
      await expect(dash).not.toHaveAttribute('data-trend');
    await userEvent.click(canvas.getByRole('button', { name: 'TP/SL of BTC-PERP' }));
    await expect(args.onTpSl).toHaveBeenCalledWith('BTC-PERP');
  },
};

/** The TP/SL column on a phone's cards. */
export const WithTpSlNarrow: Story = {
  tags: ['viewport-narrow'],
  args: {
    rows: [{ ...BTC_LONG, takeProfit: usd9(101_000n), stopLoss: usd9(93_000n) }, ETH_SHORT],
    onTpSl: fn(),
    layout: 'cards',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('tpsl-BTC-PERP')).toBeVisible();
  },
};

/**
 * The panel under the chart at a 1024 px window (703 px): the TP / SL prices give way (the TP/SL button stays among
 * the actions), and the row is whole with no sideways scroll and no figure under the pinned actions.
 */
export const Panel1024: Story = {
  args: {
    rows: [{ ...BTC_LONG, takeProfit: usd9(101_000n), stopLoss: usd9(93_000n) }, ETH_SHORT],
    onTpSl: fn(),
  },
  render: (args) => (
    <div style={{ width: 703 }}>
      <PositionsTableView {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'TP/SL of ETH-PERP' }));
    await expect(args.onTpSl).toHaveBeenCalledWith('ETH-PERP');
    await expect(canvas.getByTestId('tpsl-BTC-PERP')).not.toBeVisible();
    await expectWholeInPanel(canvas.getByRole('grid', { name: 'Open positions' }));
  },
};
