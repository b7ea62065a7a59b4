import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TpSlFormView, type TpSlPosition } from '#islands/trade/tpsl/TpSlFormView.tsx';
import { usd9 } from './fixtures.tsx';

// a long of 0.5 BTC from 95,200, mark 96,881, estimated liquidation 78,312
const LONG: TpSlPosition = {
  market: 'BTC-PERP',
  baseToken: 'BTC',
  baseDecimals: 8,
  lotSize: 10_000n,
  tickSize: usd9(1n),
  size: 50_000_000n,
  entryPrice: usd9(95_200n),
  markPrice: usd9(96_881n),
  liquidationPrice: usd9(78_312n),
  takeProfit: null,
  stopLoss: null,
};

const meta = {
  title: 'Trade/TpSlFormView',
  component: TpSlFormView,
  decorators: [
    (Story) => (
      <div style={{ width: 'var(--size-modal-default)', padding: 'var(--space-6)' }}>
        <Story />
      </div>
    ),
  ],
  args: { position: LONG, isPending: false, onConfirm: fn() },
} satisfies Meta<typeof TpSlFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No TP/SL yet: a take profit typed as +10 % (95,200 x 1.1 = 104,720, +$4,760 on 0.5 BTC) and a stop loss at
 * 92,000 (-$1,600, -3.36 %) are sent as triggers.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [tpPercent] = canvas.getAllByRole('radio', { name: '%' });
    await userEvent.click(tpPercent!);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Take profit (% gain)' }), '10');
    await expect(canvas.getByTestId('tpsl-takeProfit-summary')).toHaveTextContent(
      'Trigger 104,720 · PnL +$4,760.00 (+10.00%)',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stop loss (USD)' }), '92000');
    await expect(canvas.getByTestId('tpsl-stopLoss-summary')).toHaveTextContent('PnL -$1,600.00 (-3.36%)');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(usd9(104_720n), usd9(92_000n));
  },
};

/** The position's current legs fill the fields; Remove TP/SL cancels them. */
export const Filled: Story = {
  args: { position: { ...LONG, takeProfit: usd9(101_000n), stopLoss: usd9(93_000n) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Take profit (USD)' })).toHaveValue('101000');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove TP/SL' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(null, null);
  },
};

/** A stop at or past the estimated liquidation: the warning in its line, Confirm held. */
export const BeyondLiquidation: Story = {
  args: { position: { ...LONG, stopLoss: usd9(78_000n) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Past the est. liquidation price (78,312)');
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** The change on its way: Confirm shows progress. */
export const Loading: Story = {
  args: { position: { ...LONG, takeProfit: usd9(101_000n) }, isPending: true },
};

/** At a phone's width. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { position: { ...LONG, size: -50_000_000n, takeProfit: usd9(90_000n), stopLoss: usd9(99_000n) } },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
};
