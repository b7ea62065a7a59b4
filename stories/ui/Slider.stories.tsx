import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatAmount } from '#lib/domain/format.ts';
import { amountAtBps } from '#lib/domain/percent.ts';
import { Slider, type SliderProps } from '#islands/ui/Slider.tsx';
import { formWidth } from './fixtures.tsx';

const BALANCE = 1_001_000_001n; // 1,001.000001 USDC: quarters do not divide it evenly

/** A slider driving an amount the way forms do: the caller computes it exactly with amountAtBps. */
function SliderWithAmount(props: SliderProps) {
  const [value, setValue] = useState(props.value);
  const bps = props.scale === 'bps' ? value : value * 100;
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Slider
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <output className="num" aria-label="Amount">
        {formatAmount(amountAtBps(BALANCE, BigInt(bps)), 6)} USDC
      </output>
    </div>
  );
}

const meta = {
  title: 'UI/Slider',
  component: Slider,
  decorators: [formWidth],
  render: (args) => <SliderWithAmount {...args} />,
  args: { label: 'Share of balance', value: 0, onChange: fn() },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

const thumb = (canvasElement: HTMLElement) => within(canvasElement).getByRole('slider', { name: 'Share of balance' });

/** At 0 %: dots at 0 and at the marks 25, 50, 75, 100. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(thumb(canvasElement)).toHaveAttribute('aria-valuetext', '0%');
    for (const mark of ['25%', '50%', '75%', '100%']) await expect(within(canvasElement).getByText(mark)).toBeVisible();
  },
};

/** Pressing each mark sets it, and the amount follows exactly, rounded down (never above the balance). */
export const AtMarks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const expected: [string, number, string][] = [
      ['25%', 25, '250.25 USDC'],
      ['50%', 50, '500.5 USDC'],
      ['100%', 100, '1,001.000001 USDC'],
      ['75%', 75, '750.75 USDC'],
    ];
    for (const [name, value, amount] of expected) {
      await userEvent.click(canvas.getByRole('button', { name: `Set to ${name}` }));
      await expect(args.onChange).toHaveBeenLastCalledWith(value);
      await expect(thumb(canvasElement)).toHaveValue(String(value));
      await expect(canvas.getByRole('status', { name: 'Amount' })).toHaveTextContent(amount);
    }
  },
};

/** Keyboard: the thumb takes focus (ring shown); arrows step 1 %, End jumps to 100 %. */
export const Focused: Story = {
  args: { value: 50 },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const slider = thumb(canvasElement);
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(51);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveValue('50');
  },
};

/** Disabled: neither the thumb nor the marks respond. */
export const Disabled: Story = {
  args: { value: 25, isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(thumb(canvasElement)).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Set to 75%' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Basis points (percent to 2 decimals, the limit-close rule): 3333 bp reads 33.33 %; a step is 0.01 %. */
export const BasisPoints: Story = {
  args: { scale: 'bps', value: 3333 },
  play: async ({ canvasElement, args }) => {
    const slider = thumb(canvasElement);
    await expect(slider).toHaveAttribute('aria-valuetext', '33.33%');
    await expect(within(canvasElement).getByRole('status', { name: 'Amount' })).toHaveTextContent('333.6333 USDC');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3334);
  },
};
