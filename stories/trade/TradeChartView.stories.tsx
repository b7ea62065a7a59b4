import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chartLines } from '#islands/trade/chart/chart-lines.ts';
import { TradeChartView } from '#islands/trade/chart/TradeChartView.tsx';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatPrice } from '#lib/domain/format.ts';
import { CANDLE_PERIOD_MS, type CandlePeriod } from '#lib/market/candles.ts';
import { FrameLoop } from '#lib/market/frame-loop.ts';
import { CHART_PERIOD, chartCandles, staticSource } from './chart-fixtures.ts';
import { usd9 } from './fixtures.tsx';
import { chartFontLoaded, pixelsOf, tokenRgb } from '#stories/support/chart-drawn.ts';

const TICK = usd9(1n);
/** The lines' names as the trade screen's catalogue gives them. */
const TITLES = {
  mark: 'Mark',
  entry: 'Entry',
  liquidation: 'Liq.',
  takeProfit: 'TP',
  stopLoss: 'SL',
  buy: 'Buy',
  sell: 'Sell',
};
const CANDLES = chartCandles(200);
// a short at 50x (entry 96,900, liquidated near 1 % above), a bid under and an ask over it, the book's mid by the last
// close: every line inside the candles' range at phone width too, and far enough apart that no axis label hides another
const LINES = chartLines({
  mark: usd9(96_350n),
  entry: usd9(96_900n),
  liquidation: usd9(97_870n),
  orders: [
    { id: '41', isBid: true, price: usd9(96_100n) },
    { id: '42', isBid: false, price: usd9(97_500n) },
  ],
  titles: TITLES,
});

/**
 * Waits until lightweight-charts has painted the candles (it draws on a later animation frame than the render):
 * rising bodies in the buy colour and falling ones in the sell colour are on the canvas. The visual run stops the
 * page's clock once the play is done, so the shot shows the finished chart.
 */
async function candlesPainted(canvasElement: HTMLElement) {
  const host = canvasElement.querySelector('.chart-host')!;
  const buy = tokenRgb(host, '--color-buy');
  const sell = tokenRgb(host, '--color-sell');
  await waitFor(
    () => {
      expect(pixelsOf(host, buy)).toBeGreaterThan(200);
      expect(pixelsOf(host, sell)).toBeGreaterThan(200);
    },
    { timeout: 5_000 },
  );
}

const meta = {
  title: 'Trade/TradeChartView',
  component: TradeChartView,
  loaders: [chartFontLoaded],
  decorators: [
    (Story) => (
      <div style={{ height: '460px' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    source: staticSource(CANDLES),
    frames: new FrameLoop(),
    tickSize: '1',
    baseDecimals: 8,
    period: CHART_PERIOD,
    periods: Object.keys(CANDLE_PERIOD_MS) as CandlePeriod[],
    onPeriodChange: fn(),
    lines: LINES,
    formatPrice: (price) => formatPrice(price, TICK),
  },
} satisfies Meta<typeof TradeChartView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 200 fifteen-minute BTC candles with volume, the mark, the position's entry and liquidation and two open orders as
 * price lines, the period switch, and TradingView's attribution link named in words.
 */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await candlesPainted(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Charting by TradingView' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.tradingview\.com\//),
    );
    // no developer note on what the candles are: the market bar names Mark and Last itself
    await expect(canvas.queryByText(/Header mark/)).toBeNull();
    const periods = canvas.getAllByRole('radio');
    await expect(periods.map((p) => p.textContent)).toEqual(['1m', '5m', '15m', '1h', '4h', '1d']);
    await expect(canvas.getByRole('radio', { name: '15m' })).toBeChecked();
    const hour = canvas.getByRole('radio', { name: '1h' });
    await userEvent.click(hour);
    await expect(args.onPeriodChange).toHaveBeenCalledWith('1h');
    // the shot shows the switch at rest, neither hovered nor focused by the click
    await userEvent.unhover(hour);
    hour.blur();
    const lines = within(canvas.getByRole('list', { name: 'Price lines on the chart' })).getAllByRole('listitem');
    await expect(lines.map((l) => l.textContent)).toEqual([
      'Mark 96,350',
      'Entry 96,900',
      'Liq. 97,870',
      'Buy 96,100',
      'Sell 97,500',
    ]);
  },
};

/** A short position with its take profit and stop loss drawn beside the entry and liquidation lines. */
export const WithTpSl: Story = {
  args: {
    lines: chartLines({
      mark: usd9(96_350n),
      entry: usd9(96_900n),
      liquidation: usd9(97_870n),
      takeProfit: usd9(95_800n),
      stopLoss: usd9(97_400n),
      orders: [],
      titles: TITLES,
    }),
  },
  play: async ({ canvasElement }) => {
    await candlesPainted(canvasElement);
    const canvas = within(canvasElement);
    const lines = within(canvas.getByRole('list', { name: 'Price lines on the chart' })).getAllByRole('listitem');
    await expect(lines.map((l) => l.textContent)).toEqual([
      'Mark 96,350',
      'Entry 96,900',
      'Liq. 97,870',
      'TP 95,800',
      'SL 97,400',
    ]);
  },
};

/** The chart's legend rows (title and price), once the chart has placed its labels. */
const legendRows = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('.chart-legend li')].map((li) => li.textContent?.trim());

/** The fixture's last close as the axis would write it. */
const LAST_CLOSE = formatPrice(parseDecimal(CANDLES.at(-1)!.close, PRICE_DECIMALS), TICK);

/**
 * An entry $12 above the mark and a bid $10 under it: at this scale (about 10 dollars a pixel) their labels would sit
 * on the mark's, so the axis keeps the mark's label and the liquidation's and the ask's (far apart), and the entry,
 * the last trade (also under the mark) and the bid are written in the legend at the top left, their lines still drawn.
 */
export const EntryNearMark: Story = {
  args: {
    lines: chartLines({
      mark: usd9(96_350n),
      entry: usd9(96_362n),
      liquidation: usd9(97_870n),
      orders: [
        { id: '41', isBid: true, price: usd9(96_340n) },
        { id: '42', isBid: false, price: usd9(97_500n) },
      ],
      titles: TITLES,
    }),
  },
  play: async ({ canvasElement }) => {
    await candlesPainted(canvasElement);
    await waitFor(() =>
      expect(legendRows(canvasElement)).toEqual(['Entry 96,362', `Last ${LAST_CLOSE}`, 'Buy 96,340']),
    );
    // the mark's label stays on the axis: it is never in the legend
    await expect(legendRows(canvasElement).some((row) => row?.startsWith('Mark'))).toBe(false);
  },
};

/** The history is on its way (a period or market switch): a spinner over the empty chart. */
export const Loading: Story = {
  args: { source: staticSource([], true), lines: [] },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Loading the chart…');
    // on top of the chart's canvases (their own z-indexes once hid it), not merely in the DOM
    const box = status.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(status.contains(hit)).toBe(true);
  },
};

/** The market has no trades yet: the empty grid and axes, no lines. */
export const Empty: Story = {
  args: { source: staticSource([]), lines: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.getByRole('figure', { name: 'Price chart' }).querySelector('canvas')).not.toBeNull();
    await expect(
      within(canvas.getByRole('list', { name: 'Price lines on the chart' })).queryAllByRole('listitem'),
    ).toEqual([]);
  },
};

/** Phone width: the period switch fits the toolbar, the chart shows the latest candles. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  play: async ({ canvasElement }) => {
    await candlesPainted(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '1d' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1d' }).getBoundingClientRect().right).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};
