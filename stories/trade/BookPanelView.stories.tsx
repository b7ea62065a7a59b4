import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookPanelView, type BookPanelViewProps } from '#islands/trade/book/BookPanelView.tsx';
import { FrameLoop } from '#lib/market/frame-loop.ts';
import { OrderBook } from '#lib/market/order-book.ts';
import { MarketScale } from '#lib/market/scale.ts';
import { usd9 } from './fixtures.tsx';

const scale = new MarketScale({ name: 'BTC-PERP', tickSize: '1', lotSize: '10000', baseDecimals: 8 });
/** A BTC book around 96,880 with 30 levels a side (or fewer asks), steps of a few dollars, sizes of a few lots. */
function btcBook(askLevels = 30): OrderBook {
  const book = new OrderBook(scale);
  const level = (price: number, i: number) => ({ price: String(price), size: String(10_000 * (1 + ((i * 7) % 40))) });
  book.reset({
    asks: Array.from({ length: askLevels }, (_, i) => level(96_890 + i * 3 + (i % 2), i)),
    bids: Array.from({ length: 30 }, (_, i) => level(96_871 - i * 3 - (i % 3), i + 5)),
  });
  return book;
}
const source = { book: btcBook(), version: 1 };
const frames = new FrameLoop();

/** The panel with its grouping held in state, so the picker regroups. */
function Controlled(props: BookPanelViewProps) {
  const [group, setGroup] = useState(props.group);
  return <BookPanelView {...props} group={group} onGroupChange={setGroup} />;
}

const meta = {
  title: 'Trade/BookPanelView',
  component: BookPanelView,
  decorators: [
    (Story) => (
      <div style={{ width: 'var(--size-trade-book)', height: '560px' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    source,
    state: 'live',
    frames,
    baseToken: 'BTC',
    tickSize: usd9(1n),
    group: 1,
    onGroupChange: fn(),
    onPick: fn(),
    mine: { bids: [96_867], asks: [] },
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof BookPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A live book: asks over bids, our bid marked; pressing a level fills its exact price. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const best = await canvas.findByRole('button', { name: /^Bid 96,871,/ });
    await userEvent.click(best);
    await expect(args.onPick).toHaveBeenCalledWith('96871', true);
    await expect(canvas.getByRole('button', { name: /your order$/ })).toBeVisible();
  },
};

/** Waiting for the first snapshot. */
export const Loading: Story = { args: { source: null, state: 'loading' } };

/** Resyncing after a sequence gap: the book stays visible, dimmed. */
export const Stale: Story = { args: { state: 'stale' } };

/** The snapshot could not be loaded. */
export const Error: Story = { args: { source: null, state: 'error' } };

/** No order on either side. */
export const Empty: Story = { args: { source: { book: new OrderBook(scale), version: 1 }, isEmpty: true } };

/** A thin book: three asks over a full bid side; the ask rows with no level show faint dashes, empty on purpose. */
export const ThinSide: Story = {
  args: { source: { book: btcBook(3), version: 1 }, mine: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^Ask 96,896,/ });
    // only rows with a level are buttons: the dashed slots are not offered as prices
    await expect(canvas.getAllByRole('button', { name: /^Ask / })).toHaveLength(3);
  },
};

/** Phone width (the book tab of the narrow layout). */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  decorators: [
    (Story) => (
      <div style={{ width: '100%', height: '560px' }}>
        <Story />
      </div>
    ),
  ],
};
