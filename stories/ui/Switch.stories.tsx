import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '#islands/ui/Switch.tsx';
import { formWidth } from './fixtures.tsx';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  decorators: [formWidth],
  args: { children: 'Enable borrow', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

const control = (canvasElement: HTMLElement) => within(canvasElement).getByRole('switch', { name: 'Enable borrow' });

/** Off; pressing the label turns it on. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(control(canvasElement)).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Enable borrow'));
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(control(canvasElement)).toBeChecked();
  },
};

/** On, as a settings row: label first, track at the end, help text under it. */
export const On: Story = {
  args: { defaultSelected: true, labelFirst: true, description: 'Withdraw more than your balance by borrowing.' },
  play: async ({ canvasElement }) => {
    await expect(control(canvasElement)).toBeChecked();
    await expect(control(canvasElement)).toHaveAccessibleDescription('Withdraw more than your balance by borrowing.');
  },
};

/** Keyboard focus rings the track; Space flips it. */
export const Focused: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(control(canvasElement)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    await expect(control(canvasElement)).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Enable borrow'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
