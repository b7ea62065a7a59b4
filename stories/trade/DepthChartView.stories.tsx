import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { DepthChartView } from '#islands/trade/depth/DepthChartView.tsx';
import { FrameLoop } from '#lib/market/frame-loop.ts';
import { OrderBook } from '#lib/market/order-book.ts';
import { MarketScale } from '#lib/market/scale.ts';
import { usd9 } from './fixtures.tsx';

const btc = new MarketScale({ name: 'BTC-PERP', tickSize: '1', lotSize: '10000', baseDecimals: 8 });
/** 20 levels a side around 96,880; level i holds (1 + i mod 5) x 0.01 BTC. */
function btcBook(): OrderBook {
  const book = new OrderBook(btc);
  const level = (price: number, i: number) => ({ price: String(price), size: String(1_000_000 * (1 + (i % 5))) });
  book.reset({
    asks: Array.from({ length: 20 }, (_, i) => level(96_890 + i * 4, i)),
    bids: Array.from({ length: 20 }, (_, i) => level(96_870 - i * 4, i)),
  });
  return book;
}
// APT below a dollar: tick 0.0001, lot 0.01 APT (8 decimals); 10 levels a side of 5 APT each around 0.8123
const tenThousandths = (n: number) => `0.${String(n).padStart(4, '0')}`;
const apt = new MarketScale({ name: 'APT-PERP', tickSize: '0.0001', lotSize: '1000000', baseDecimals: 8 });
function aptBook(): OrderBook {
  const book = new OrderBook(apt);
  const level = (price: string) => ({ price, size: '500000000' });
  book.reset({
    asks: Array.from({ length: 10 }, (_, i) => level(tenThousandths(8125 + i * 2))),
    bids: Array.from({ length: 10 }, (_, i) => level(tenThousandths(8121 - i * 2))),
  });
  return book;
}
const frames = new FrameLoop();

const meta = {
  title: 'Trade/DepthChartView',
  component: DepthChartView,
  decorators: [
    (Story) => (
      <div style={{ width: 'var(--size-trade-book)', height: '420px', display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    source: { book: btcBook(), version: 1 },
    state: 'live',
    frames,
    baseToken: 'BTC',
    baseDecimals: 8,
    tickSize: usd9(1n),
    lotSize: 10_000n,
  },
} satisfies Meta<typeof DepthChartView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Cumulative bids and asks of a BTC book. The asks hold 0.01 x (1+2+3+4+5) x 4 = 0.60 BTC: the last ask point the
 * chart draws is 60,000,000 base units. Hovering the best ask shows its price, 0.0100 BTC and $968.90.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByTestId('depth-canvas');
    await waitFor(() => expect(chart.dataset.askTotal).toBe('60000000'));
    await expect(chart.dataset.bidTotal).toBe('60000000');
    const box = chart.getBoundingClientRect();
    // the best ask (96,890) sits just right of the middle of 96,794..96,966
    const x = box.left + ((96_890 - 96_794) / (96_966 - 96_794)) * box.width;
    fireEvent.pointerMove(chart, { clientX: x + 1, clientY: box.top + box.height / 2 });
    const tip = await canvas.findByTestId('depth-tooltip');
    await expect(tip).toHaveTextContent('Ask 96,890');
    await expect(tip).toHaveTextContent('0.0100 BTC');
    await expect(tip).toHaveTextContent('$968.90');
  },
};

/** APT below a dollar: the axis reads 0.8103 .. 0.8143 at the tick, never an exponent or a rounded 0.81. */
export const BelowOneDollar: Story = {
  args: {
    source: { book: aptBook(), version: 1 },
    baseToken: 'APT',
    tickSize: 100_000n,
    lotSize: 1_000_000n,
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByTestId('depth-canvas');
    // 10 levels of 5 APT: 50 APT = 5,000,000,000 base units
    await waitFor(() => expect(chart.dataset.askTotal).toBe('5000000000'));
    await expect(chart.dataset.askLevels).toBe('10');
  },
};

/** Waiting for the first snapshot. */
export const Loading: Story = { args: { source: null, state: 'loading' } };

/** No order on either side. */
export const Empty: Story = { args: { source: { book: new OrderBook(btc), version: 1 }, isEmpty: true } };

/** Phone width: the chart fills the column. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  decorators: [
    (Story) => (
      <div style={{ width: '100%', height: '360px', display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
};
