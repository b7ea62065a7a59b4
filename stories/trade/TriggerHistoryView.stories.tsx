import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TriggerHistoryView } from '#islands/trade/account/TriggerHistoryView.tsx';
import type { TriggerOrder } from '#lib/api/contract.ts';
import { triggerOrder } from '#stories/support/fixtures/triggers.ts';
import { usd9 } from './fixtures.tsx';

const GRIDS = new Map([['BTC-PERP', { baseDecimals: 8, lotSize: 10_000n, tickSize: usd9(1n) }]]);
const AT = Date.UTC(2026, 0, 5, 9, 30);
/** A stop-loss leg of the BTC long that fired (its take profit is 51), with what a row changes. */
const leg = (over: Partial<TriggerOrder>): TriggerOrder =>
  triggerOrder({
    triggerId: 50,
    ocoId: 51,
    timestamp: AT,
    status: 'triggered',
    closeReason: 'triggered',
    orderId: 60,
    closedAt: AT + 60_000,
    ...over,
  });
// newest first: a stop loss that fired, its take profit canceled with it, and an open buy stop limit
const ROWS: TriggerOrder[] = [
  leg({}),
  leg({
    triggerId: 51,
    kind: 'takeProfit',
    condition: 'above',
    triggerPrice: '101000',
    status: 'canceled',
    closeReason: 'oco',
    orderId: null,
    ocoId: 50,
  }),
  triggerOrder({
    triggerId: 45,
    kind: 'stop',
    isBid: true,
    condition: 'above',
    triggerPrice: '98000',
    limitPrice: '98100',
    size: '20000000',
    reduceOnly: false,
    timestamp: AT,
  }),
];

const meta = {
  title: 'Trade/TriggerHistoryView',
  component: TriggerHistoryView,
  args: { rows: ROWS, grids: GRIDS, emptyMessage: 'Nothing here yet.' },
} satisfies Meta<typeof TriggerHistoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stop loss that fired, the take profit it canceled (one cancels the other), and an open stop limit. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Triggered')).toBeVisible();
    await expect(canvas.getByText('Canceled (other leg fired)')).toBeVisible();
    await expect(canvas.getByText('Mark ≥ 98,000')).toBeVisible();
    await expect(canvas.getByText('98,100')).toBeVisible();
    await expect(canvas.getAllByText('Position')).toHaveLength(2);
  },
};

/** No trigger order yet. */
export const Empty: Story = { args: { rows: [] } };

/** Loading. */
export const Loading: Story = { args: { rows: [], isLoading: true } };

/** Failed to load. */
export const Error: Story = { args: { rows: [], errorMessage: 'Your account could not be loaded.' } };

/** A phone: one card per trigger order. */
export const Narrow: Story = { tags: ['viewport-narrow'], args: { layout: 'cards' } };
