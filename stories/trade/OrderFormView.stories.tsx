import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderFormView, type OrderFormViewProps } from '#islands/trade/order/OrderFormView.tsx';
import { EMPTY_DRAFT, type OrderDraft } from '#stores/order-draft.ts';
import { BTC_MARKET, orderColumn, usd6, usd9 } from './fixtures.tsx';

/** The form holding its own draft, so typing and pressing change it as on the screen. */
function Controlled(props: OrderFormViewProps) {
  const [draft, setDraft] = useState<OrderDraft>(props.draft);
  return (
    <OrderFormView
      {...props}
      draft={draft}
      onChange={(patch) => {
        setDraft((d) => ({ ...d, ...patch }));
        props.onChange(patch);
      }}
    />
  );
}

const PREVIEW = {
  notionalUsd: usd6(48_250n),
  feeUsd: 24_125_000n,
  marginRequiredUsd: usd6(965n),
  resultingSize: 50_000_000n,
  resultingEntry: usd9(96_500n),
  leverage: 4_824_999_999n,
  liquidationPrice: usd9(78_312n),
  liquidatableAtOnce: false,
};

const meta = {
  title: 'Trade/OrderFormView',
  component: OrderFormView,
  decorators: [orderColumn],
  args: {
    market: BTC_MARKET,
    draft: EMPTY_DRAFT,
    onChange: fn(),
    issues: [],
    preview: null,
    account: 'ready',
    maxSize: 100_000_000n,
    isPending: false,
    wasSubmitted: false,
    onSubmit: fn(),
    onConnect: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof OrderFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody connected: the submit is a Connect button, the preview empty. */
export const Disconnected: Story = {
  args: { account: 'disconnected', maxSize: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect wallet' }));
    await expect(args.onConnect).toHaveBeenCalled();
  },
};

/** The account is still loading: the submit waits. */
export const Loading: Story = {
  args: { account: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Buy BTC-PERP' })).toBeDisabled();
  },
};

/** A limit buy filled in, with its preview (fee, margin, position, leverage rounded down, liquidation price). */
export const Filled: Story = {
  args: { draft: { ...EMPTY_DRAFT, price: '96500', size: '0.5' }, preview: PREVIEW },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4.82×')).toBeVisible();
    await expect(canvas.getByText('78,312')).toBeVisible();
    await expect(canvas.getByText('+0.5000')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Sell / Short' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ side: 'sell' });
    await expect(canvas.getByRole('button', { name: 'Sell BTC-PERP' })).toBeVisible();
  },
};

/** A submit with nothing typed: both fields say what is missing. */
export const Invalid: Story = {
  args: {
    wasSubmitted: true,
    issues: [
      { field: 'price', key: 'order.errors.priceRequired' },
      { field: 'size', key: 'order.errors.sizeRequired' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter a price')).toBeVisible();
    await expect(canvas.getByText('Enter a size')).toBeVisible();
  },
};

/** A size left empty says so once the field is left, in the line kept for it: the Buy button does not move. */
export const ErrorKeepsButtonStill: Story = {
  args: {
    draft: { ...EMPTY_DRAFT, price: '96500' },
    issues: [{ field: 'size', key: 'order.errors.sizeRequired' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Buy BTC-PERP' });
    // measured once the web fonts are in: a late font change moved every line above the button by 2 px
    await document.fonts.ready;
    const before = submit.getBoundingClientRect().top;
    await expect(canvas.queryByText('Enter a size')).toBeNull();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Size' }));
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a size')).toBeVisible();
    await expect(submit.getBoundingClientRect().top).toBe(before);
  },
};

/** An order that would leave the account below maintenance warns before it is sent. */
export const LiquidatableAtOnce: Story = {
  args: {
    draft: { ...EMPTY_DRAFT, type: 'market', size: '5' },
    preview: { ...PREVIEW, leverage: 25_000_000_000n, liquidatableAtOnce: true, liquidationPrice: usd9(96_480n) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('liquidated at once');
  },
};

/** A typed size moves the slider to its share of what the account can open (0.5 of 2 BTC: 25 %). */
export const SliderFollowsSize: Story = {
  args: {
    draft: { ...EMPTY_DRAFT, price: '96500', size: '0.5' },
    preview: PREVIEW,
    maxSize: 200_000_000n,
    sliderPercent: 25,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider')).toHaveValue('25');
  },
};

/** A market buy of 2 BTC that walks the book 0.73 % from the best ask: the warning gives the estimated average. */
export const SlippageWarning: Story = {
  args: {
    draft: { ...EMPTY_DRAFT, type: 'market', size: '2' },
    preview: PREVIEW,
    marketFill: { averagePrice: usd9(97_205n), ratio: 7_305_699n, short: null, isWarning: true },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'This order moves the price 0.73% from the best price, more than 0.50%: estimated average 97,205.',
      ),
    ).toHaveClass('order-warning');
  },
};

/** A small market buy: the estimated average as a note, no warning. */
export const EstimatedAverage: Story = {
  args: {
    draft: { ...EMPTY_DRAFT, type: 'market', size: '0.01' },
    preview: PREVIEW,
    marketFill: { averagePrice: usd9(96_510n), ratio: 0n, short: null, isWarning: false },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Estimated average price 96,510 (0.00% from the best price).'),
    ).toHaveClass('order-note');
  },
};

/** A limit buy priced over the best ask says, before it is sent, that it fills now as a taker. */
export const CrossingLimit: Story = {
  args: { draft: { ...EMPTY_DRAFT, price: '97200', size: '0.5' }, preview: PREVIEW, crossesAt: usd9(96_510n) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This price crosses the book: the order fills now as a taker, from 96,510.'),
    ).toHaveAttribute('role', 'status');
  },
};

/** The order is on its way: the submit shows progress and ignores presses. */
export const Pending: Story = {
  args: { draft: { ...EMPTY_DRAFT, side: 'sell', price: '97000', size: '0.5' }, preview: PREVIEW, isPending: true },
};

/** At a phone's width, as the narrow layout's sheet shows it. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  decorators: [
    (Story) => (
      <div style={{ width: '100%' }}>
        <Story />
      </div>
    ),
  ],
  args: { draft: { ...EMPTY_DRAFT, price: '96500', size: '0.5' }, preview: PREVIEW },
};

/** The form whose note (a crossing limit) appears once a size is typed: the submit must not move when it does. */
function NoteOnSize(props: OrderFormViewProps) {
  const [draft, setDraft] = useState<OrderDraft>(props.draft);
  return (
    <OrderFormView
      {...props}
      draft={draft}
      crossesAt={draft.size === '' ? null : usd9(96_510n)}
      onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
    />
  );
}

/** A note (here: the limit crosses the book) appearing takes the line kept for it: the Buy button stays put. */
export const NoteKeepsButtonStill: Story = {
  args: { draft: { ...EMPTY_DRAFT, price: '97200' } },
  render: (args) => <NoteOnSize {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Buy BTC-PERP' });
    await document.fonts.ready;
    const before = submit.getBoundingClientRect().top;
    await expect(canvas.queryByText(/crosses the book/)).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Size' }), '0.5');
    await expect(await canvas.findByText(/crosses the book/)).toHaveAttribute('role', 'status');
    await expect(submit.getBoundingClientRect().top).toBe(before);
  },
};

/** A buy stop market: its trigger, the note that it goes in at market, and the stop's own submit. */
export const StopMarket: Story = {
  args: { draft: { ...EMPTY_DRAFT, type: 'stopMarket', trigger: '97500', size: '0.5' }, preview: PREVIEW },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Trigger price' })).toHaveValue('97500');
    await expect(canvas.queryByRole('textbox', { name: 'Price' })).toBeNull();
    await expect(canvas.getByText(/when the mark reaches the trigger/)).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: 'Place buy stop' })).toBeEnabled();
  },
};

/** A sell stop limit: a trigger and the limit price it rests at once triggered. */
export const StopLimit: Story = {
  args: {
    draft: { ...EMPTY_DRAFT, side: 'sell', type: 'stopLimit', trigger: '95000', price: '94900', size: '0.5' },
    preview: PREVIEW,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Trigger price' })).toHaveValue('95000');
    await expect(canvas.getByRole('textbox', { name: 'Limit price' })).toHaveValue('94900');
    await expect(canvas.getByRole('button', { name: 'Place sell stop' })).toBeVisible();
  },
};

/** A buy stop at or under the mark is refused before it is sent, in the trigger field's own line. */
export const StopWrongSide: Story = {
  args: {
    draft: { ...EMPTY_DRAFT, type: 'stopMarket', trigger: '96000', size: '0.5' },
    wasSubmitted: true,
    issues: [{ field: 'trigger', key: 'order.errors.triggerBuySide' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A buy stop must lie above the mark price')).toBeVisible();
  },
};

/** The Advanced section open: post-only chosen (IOC then off), reduce-only, each with a one-line tooltip. */
export const AdvancedOpen: Story = {
  args: {
    draft: { ...EMPTY_DRAFT, price: '96500', size: '0.5', advancedOpen: true, postOnly: true },
    preview: PREVIEW,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Post-only' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'IOC' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ioc: true, postOnly: false });
    await expect(canvas.getByRole('checkbox', { name: 'Post-only' })).not.toBeChecked();
    await userEvent.hover(canvas.getByRole('button', { name: 'About IOC' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('fills what it can now and drops the rest');
  },
};

// a long of 0.5 BTC from 96,500 (the order's own price) with its estimated liquidation at 78,312
const TPSL = {
  basis: { size: 50_000_000n, entry: usd9(96_500n), sizeDecimals: 8, tickSize: usd9(1n) },
  mark: usd9(96_400n),
  liquidation: usd9(78_312n),
};

/**
 * TP/SL on entry: a take profit at +5 % (101,325: 96,500 x 1.05, a $2,412.50 gain on 0.5 BTC) and a stop loss
 * typed as a $500 loss (a $1,000 move: 95,500), each with its PnL and % on the line below.
 */
export const TpSlOnEntry: Story = {
  args: {
    draft: {
      ...EMPTY_DRAFT,
      price: '96500',
      size: '0.5',
      tpslOn: true,
      takeProfit: { mode: 'percent', text: '5' },
      stopLoss: { mode: 'pnl', text: '500' },
    },
    preview: PREVIEW,
    tpsl: TPSL,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tpsl-takeProfit-summary')).toHaveTextContent(
      'Trigger 101,325 · PnL +$2,412.50 (+5.00%)',
    );
    await expect(canvas.getByTestId('tpsl-stopLoss-summary')).toHaveTextContent(
      'Trigger 95,500 · PnL -$500.00 (-1.04%)',
    );
    // switching the take profit to a price carries its trigger over
    await userEvent.click(canvas.getAllByRole('radio', { name: 'Price' })[0]!);
    await expect(canvas.getByRole('textbox', { name: 'Take profit (USD)' })).toHaveValue('101325');
  },
};

/** A stop loss past the estimated liquidation price warns in its line and holds the submit. */
export const TpSlBeyondLiquidation: Story = {
  args: {
    draft: { ...EMPTY_DRAFT, price: '96500', size: '0.5', tpslOn: true, stopLoss: { mode: 'price', text: '78000' } },
    preview: PREVIEW,
    tpsl: TPSL,
    tpslBlocked: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Past the est. liquidation price (78,312)');
    await expect(canvas.getByRole('button', { name: 'Buy BTC-PERP' })).toBeDisabled();
  },
};

/** TP/SL on entry at a phone's width. */
export const TpSlNarrow: Story = {
  ...TpSlOnEntry,
  tags: ['viewport-narrow'],
  decorators: [
    (Story) => (
      <div style={{ width: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('tpsl-stopLoss-summary')).toHaveTextContent('95,500');
  },
};
