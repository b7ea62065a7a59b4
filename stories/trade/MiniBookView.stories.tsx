import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MiniBookView } from '#islands/trade/order/MiniBookView.tsx';
import { usd9 } from './fixtures.tsx';

const meta = {
  title: 'Trade/MiniBookView',
  component: MiniBookView,
  args: { bestBid: usd9(96_697n), bestAsk: usd9(96_735n), tickSize: usd9(1n) },
} satisfies Meta<typeof MiniBookView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The touch at the market's tick: the best bid in the buy colour, the best ask in the sell colour. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const book = canvasElement.querySelector<HTMLElement>('dl[aria-label="Best bid and ask"]')!;
    await expect(within(book).getByText('Best bid').nextElementSibling).toHaveTextContent('96,697');
    await expect(within(book).getByText('96,697')).toBeVisible();
    await expect(within(book).getByText('96,735')).toBeVisible();
  },
};

/** A side with no orders says so in words. */
export const OneSideEmpty: Story = {
  args: { bestAsk: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders')).toBeVisible();
  },
};

/** At a phone's width, as the order sheet shows it. */
export const Narrow: Story = { tags: ['viewport-narrow'] };
