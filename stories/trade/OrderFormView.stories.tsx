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
    await userEvent.click(canvas.getByRole('button', { name: 'Connect to trade' }));
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
