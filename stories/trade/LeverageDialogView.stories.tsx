import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeverageChipView } from '#islands/trade/leverage/LeverageChip.tsx';
import { LeverageDialogView } from '#islands/trade/leverage/LeverageDialogView.tsx';

// $1,000 of free collateral buys $1,000 x leverage (the 2 % step never binds below 50x)
const meta = {
  title: 'Trade/LeverageDialogView',
  component: LeverageDialogView,
  decorators: [
    (Story) => (
      <div style={{ width: 'var(--size-modal-default)', padding: 'var(--space-6)' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    market: 'BTC-PERP',
    current: 20,
    max: 50,
    buyingPowerAt: (leverage: number) => 1_000_000_000n * BigInt(leverage),
    refusal: null,
    isPending: false,
    onConfirm: fn(),
  },
} satisfies Meta<typeof LeverageDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At 20x of 50x: the buying power follows the slider ($20,000, then $21,000 at 21x); Confirm sends 21. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('leverage-buying-power')).toHaveTextContent('$20,000.00');
    await expect(canvas.getByText('Affects open positions in this market.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    const slider = canvas.getByRole('slider');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByTestId('leverage-buying-power')).toHaveTextContent('$21,000.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(21);
  },
};

/** The exchange refused (the open position would need more margin): its message stays in the dialog. */
export const Refused: Story = {
  args: {
    current: 20,
    refusal:
      'Margin is not enough: at this leverage the open position and orders in this market would need more margin than the account has.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Margin is not enough');
  },
};

/** The change on its way. */
export const Loading: Story = { args: { isPending: true } };

/** Before the account is known: no buying power yet. */
export const NoAccount: Story = { args: { buyingPowerAt: undefined } };

/** At a phone's width. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  decorators: [
    (Story) => (
      <div style={{ width: '100%', padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
};

/** The chip beside the market name that opens the dialog. */
export const Chip: Story = {
  render: () => <LeverageChipView market="BTC-PERP" leverage={20} onPress={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Leverage 20× in BTC-PERP: change' }),
    ).toHaveTextContent('20×');
  },
};
