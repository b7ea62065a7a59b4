import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HistoryScreen } from '#islands/activity/HistoryScreen.tsx';
import type { CallRequest } from '#lib/api/contract.ts';
import type { HistoryRowOf } from '#lib/history/kinds.ts';
import type { ExchangeAnswers } from '#stories/support/signed-in.ts';
import { screenMeta, signedInStory, signedOutStory } from '#stories/support/in-page.tsx';
import { T0, TRIGGERS } from './fixtures.ts';

/** 3 fills of the BTC long and an ETH short, newest first. */
const FILLS: HistoryRowOf['fills'][] = [
  {
    tradeId: 12,
    orderId: 7,
    market: 'ETH-PERP',
    isBid: false,
    isMaker: false,
    price: '3410.5',
    size: '300000000',
    fee: '5115750',
    realizedPnl: '0',
    timestamp: T0,
  },
  {
    tradeId: 11,
    orderId: 6,
    market: 'BTC-PERP',
    isBid: true,
    isMaker: false,
    price: '95200',
    size: '30000000',
    fee: '14280000',
    realizedPnl: '0',
    timestamp: T0 - 60_000,
  },
  {
    tradeId: 10,
    orderId: 5,
    market: 'BTC-PERP',
    isBid: true,
    isMaker: true,
    price: '95200',
    size: '20000000',
    fee: '3808000',
    realizedPnl: '0',
    timestamp: T0 - 120_000,
  },
];

/** The exchange's filter as it applies it: by market when the request names one. */
const byMarket = <R extends { readonly market: string }>(
  rows: readonly R[],
  request: CallRequest<'getUserPerpFills'>,
) => (request.market === undefined ? [...rows] : rows.filter((r) => r.market === request.market));

/** /account/history as the page mounts it: the history store pages the stand-in exchange's lists. */
const meta = {
  title: 'Activity/HistoryScreen (container)',
  ...screenMeta(HistoryScreen),
} satisfies Meta<typeof HistoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: what the page would show and Connect. */
export const SignedOut: Story = signedOutStory('Connect wallet');

/** The account's lists as the exchange pages them, filtered by market where asked. */
const LISTS: ExchangeAnswers = {
  getUserPerpFills: (request) => {
    const fills = byMarket(FILLS, request);
    return { fills, nextCursor: null, total: fills.length };
  },
  getUserTriggerOrders: (request) => {
    const triggers = byMarket(TRIGGERS, request);
    return { triggers, nextCursor: null, total: triggers.length };
  },
};

/** Signed in: the account's fills, as the exchange pages them (3 of 3). */
export const Filled: Story = signedInStory(LISTS, async ({ canvas }) => {
  await expect(await canvas.findByText('3 of 3 rows', undefined, { timeout: 5000 })).toBeVisible();
  const grid = canvas.getByRole('grid', { name: 'Fills' });
  await expect(within(grid).getAllByRole('row')).toHaveLength(4);
  await expect(within(grid).getByText('0.3000 BTC')).toBeVisible();
});

/** The Trigger orders tab, filtered to BTC-PERP by the exchange: the take profit, stop loss and the fired stop. */
export const TriggerOrders: Story = signedInStory(LISTS, async ({ canvas, canvasElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  await canvas.findByText('3 of 3 rows', undefined, { timeout: 5000 });
  await userEvent.click(canvas.getByRole('tab', { name: 'Trigger orders' }));
  await expect(await canvas.findByText('4 of 4 rows', undefined, { timeout: 5000 })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: /Market/ }));
  await userEvent.click(await body.findByRole('option', { name: 'BTC-PERP' }));
  // the filter waits for the one-call-a-second throttle (SPEC 9), then the exchange answers BTC-PERP's three
  await expect(await canvas.findByText('3 of 3 rows', undefined, { timeout: 5000 })).toBeVisible();
  const grid = canvas.getByRole('grid', { name: 'Trigger orders' });
  await expect(within(grid).queryByText('ETH-PERP')).toBeNull();
  await expect(within(grid).getByText('Triggered')).toBeVisible();
});
