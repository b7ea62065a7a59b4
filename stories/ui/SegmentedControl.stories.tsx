import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from '#islands/ui/SegmentedControl.tsx';
import { padded } from './fixtures.tsx';

const PERIODS = ['1m', '5m', '15m', '1h', '4h', '1d'].map((id) => ({ id, label: id }));
const SIDES = [
  { id: 'buy', label: 'Buy / Long', tone: 'buy' as const },
  { id: 'sell', label: 'Sell / Short', tone: 'sell' as const },
];

/** A segmented control holding its own value, so pressing moves the selection. */
function Controlled(props: SegmentedControlProps<string>) {
  const [value, setValue] = useState(props.value);
  return (
    <SegmentedControl
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/SegmentedControl',
  component: SegmentedControl,
  decorators: [padded],
  args: { 'aria-label': 'Candle period', items: PERIODS, value: '5m', onChange: fn(), size: 'sm' },
  render: (args) => <Controlled {...(args as SegmentedControlProps<string>)} />,
} satisfies Meta<typeof SegmentedControl>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chart periods, one selected; pressing another selects it and the first one can never be unselected. */
export const Periods: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '5m' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '1h' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('1h');
    await expect(canvas.getByRole('radio', { name: '1h' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '1h' }));
    await expect(canvas.getByRole('radio', { name: '1h' })).toBeChecked();
  },
};

/** Buy and sell sides in their colours; arrow keys move between them. */
export const Sides: Story = {
  args: { 'aria-label': 'Side', items: SIDES, value: 'buy', size: 'md' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Buy / Long' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Sell / Short' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('sell');
  },
};
