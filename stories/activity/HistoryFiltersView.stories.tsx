import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryFiltersView } from '#islands/activity/HistoryFiltersView.tsx';
import { inPage } from '#stories/support/in-page.tsx';

/** The history lists' market and UTC date filters, on their own. */
const meta = {
  title: 'Activity/HistoryFiltersView',
  component: HistoryFiltersView,
  decorators: [inPage()],
  args: {
    markets: ['BTC-PERP', 'ETH-PERP', 'SOL-PERP', 'APT-PERP'],
    value: { market: undefined, from: '', to: '' },
    onChange: fn(),
    marketApplies: true,
  },
} satisfies Meta<typeof HistoryFiltersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: all markets, no dates, no Clear; choosing a market reaches the container. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Market/ }));
    await userEvent.click(await body.findByRole('option', { name: 'ETH-PERP' }));
    await expect(args.onChange).toHaveBeenCalledWith({ market: 'ETH-PERP', from: '', to: '' });
  },
};

/** A market and a date range chosen: Clear filters empties them all at once. */
export const Filled: Story = {
  args: { value: { market: 'BTC-PERP', from: '2026-11-01', to: '2026-11-27' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From (UTC)')).toHaveValue('2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenCalledWith({ market: undefined, from: '', to: '' });
  },
};

/** A list without markets (transfers, deposits, withdrawals): the market filter is off and says why. */
export const NoMarket: Story = {
  args: { marketApplies: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Market/ })).toBeDisabled();
    await expect(canvas.getByText(/the market filter does not apply/)).toBeVisible();
  },
};

/** A 390 px phone: the market on its own line, the two dates side by side, nothing scrolls sideways. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { value: { market: 'BTC-PERP', from: '2026-11-01', to: '' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
