import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomeView } from '#islands/screens/HomeView.tsx';
import { MARKET_STATS } from '#stories/support/fixtures/markets.ts';

const meta = {
  title: 'Screens/Home',
  component: HomeView,
  args: { state: 'loading', defaultMarket: 'BTC-PERP' },
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Markets not answered yet: the cards hold their place as skeletons, the table says it is loading. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading markets');
    await expect(canvas.getByRole('link', { name: 'Start trading' })).toHaveAttribute('href', '/futures/BTC-PERP');
  },
};

/** The exchange could not be reached: no cards, the reason in the table's place. */
export const Error: Story = {
  args: { state: 'error', message: 'Network error: the server could not be reached' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be reached');
    await expect(canvas.queryByRole('heading', { name: 'Popular markets' })).toBeNull();
  },
};

/** No markets listed. */
export const Empty: Story = {
  args: { state: 'ready', rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No markets are listed.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Popular markets' })).toBeNull();
  },
};

/** Live markets: the three most traded as cards (price at the tick, signed change in its colour), all in the table. */
export const Filled: Story = {
  args: { state: 'ready', rows: MARKET_STATS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(canvas.getAllByRole('list')[0]!).getAllByRole('link');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveAttribute('href', '/futures/BTC-PERP');
    await expect(cards[0]).toHaveTextContent('97,123');
    await expect(cards[0]).toHaveTextContent('+2.34%');
    await expect(canvas.getAllByRole('row')).toHaveLength(MARKET_STATS.length + 1);
  },
};

/** Keyboard: Tab reaches Start trading, then each card in order, each with a focus ring. */
export const Focused: Story = {
  args: { state: 'ready', rows: MARKET_STATS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Start trading' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvas.getAllByRole('list')[0]!).getAllByRole('link')[0]).toHaveFocus();
  },
};

/** A phone: the cards stack, the table scrolls sideways inside its frame. */
export const Narrow: Story = {
  args: { state: 'ready', rows: MARKET_STATS },
  tags: ['viewport-narrow'],
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    // Cards follow the viewport through the breakpoint token: never wider than the window.
    for (const card of within(within(canvasElement).getAllByRole('list')[0]!).getAllByRole('link'))
      await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
