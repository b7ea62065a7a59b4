import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookPanelView, type BookPanelViewProps } from '#islands/trade/book/BookPanelView.tsx';
import { FrameLoop } from '#lib/market/frame-loop.ts';
import { OrderBook } from '#lib/market/order-book.ts';
import { MarketScale } from '#lib/market/scale.ts';
import { usd9 } from './fixtures.tsx';

const scale = new MarketScale({ name: 'BTC-PERP', tickSize: '1', lotSize: '10000', baseDecimals: 8 });
/** A BTC book around 96,880 with 30 levels a side (or fewer asks), steps of a few dollars, sizes of a few lots. */
function btcBook(askLevels = 30): OrderBook {
  const book = new OrderBook(scale);
  book.reset(btcLevels(askLevels));
  return book;
}
/** The levels of btcBook (asks 96,890, 96,894, 96,896, 96,900 ...; bids 96,871, 96,867, 96,863 ...). */
function btcLevels(askLevels: number) {
  const level = (price: number, i: number) => ({ price: String(price), size: String(10_000 * (1 + ((i * 7) % 40))) });
  return {
    asks: Array.from({ length: askLevels }, (_, i) => level(96_890 + i * 3 + (i % 2), i)),
    bids: Array.from({ length: 30 }, (_, i) => level(96_871 - i * 3 - (i % 3), i + 5)),
  };
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
    const best = await canvas.findByRole('option', { name: /^Bid 96,871,/ });
    await userEvent.click(best);
    await expect(args.onPick).toHaveBeenCalledWith('96871', true);
    await expect(canvas.getByRole('option', { name: /your order$/ })).toBeVisible();
  },
};

/** A book that moves while the story runs (each change moves its version, as a LiveBook's does). */
function movingSource() {
  const book = btcBook();
  return {
    book,
    get version() {
      return book.version;
    },
  };
}

/**
 * The keyboard: the book is one Tab stop (a listbox) after the grouping picker; the arrows move the active level,
 * Enter takes its price. The active level is kept by its price while the market moves: a new ask under it moves it
 * one row up and the mark goes with it; when it leaves the book the nearest ask takes its place; the focus never
 * leaves the book.
 */
export const Keyboard: Story = {
  args: { source: movingSource(), mine: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const book = args.source!.book!;
    book.reset(btcLevels(30)); // as drawn first, however often the story is shown
    const list = await canvas.findByRole('listbox', { name: 'Price levels' });
    await canvas.findByRole('option', { name: /^Bid 96,871,/ });
    await expect(list).toHaveAccessibleDescription(/arrows move between price levels/);
    const active = () => canvas.getByRole('option', { selected: true });
    await userEvent.tab(); // the grouping picker
    await userEvent.tab();
    await expect(list).toHaveFocus();
    // the first visit starts at the best bid
    await waitFor(() => expect(active()).toHaveAccessibleName(/^Bid 96,871,/));
    await expect(list).toHaveAttribute('aria-activedescendant', active().id);
    // up over the spread to the best ask (96,890), and Enter fills its price
    await userEvent.keyboard('{ArrowUp}');
    await expect(active()).toHaveAccessibleName(/^Ask 96,890,/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenLastCalledWith('96890', false);
    // one more up: 96,894 (the second ask, 96,890 + 3 + 1)
    await userEvent.keyboard('{ArrowUp}');
    await expect(active()).toHaveAccessibleName(/^Ask 96,894,/);
    // an ask at 96,891 under it: 96,894 is now drawn a row higher, and stays the active level
    const before = active().id;
    book.apply({ asksUpdates: [{ price: '96891', size: '10000' }], bidsUpdates: [] });
    await waitFor(() => expect(active().id).not.toBe(before));
    await expect(active()).toHaveAccessibleName(/^Ask 96,894,/);
    await expect(list).toHaveAttribute('aria-activedescendant', active().id);
    // 96,894 leaves the book: the nearest ask takes its place (96,896 is 2 ticks away, 96,891 is 3)
    book.apply({ asksUpdates: [{ price: '96894', size: '0' }], bidsUpdates: [] });
    await waitFor(() => expect(active()).toHaveAccessibleName(/^Ask 96,896,/));
    await expect(list).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPick).toHaveBeenLastCalledWith('96896', false);
    // End and Home: the deepest bid and the deepest ask drawn
    await userEvent.keyboard('{End}');
    const bids = canvas.getAllByRole('option', { name: /^Bid / });
    await expect(active()).toBe(bids[bids.length - 1]);
    await userEvent.keyboard('{Home}');
    await expect(active()).toBe(canvas.getAllByRole('option')[0]);
    await expect(list).toHaveFocus();
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
    await canvas.findByRole('option', { name: /^Ask 96,896,/ });
    // only rows with a level are options: the dashed slots are not offered as prices (rows other than the active one
    // get their names a moment after the draw, so wait for all three)
    await waitFor(() => expect(canvas.getAllByRole('option', { name: /^Ask / })).toHaveLength(3));
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
