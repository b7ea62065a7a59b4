import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '#lib/i18n/index.ts';
import { Checkbox, type CheckboxProps } from '#islands/ui/Checkbox.tsx';
import { formWidth } from './fixtures.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  decorators: [formWidth],
  args: { children: 'I accept the terms of use', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('checkbox', { name: /terms of use/ });

/** Unchecked; pressing the label checks it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(box(canvasElement)).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('I accept the terms of use'));
    await expect(box(canvasElement)).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Checked, with help text under the label. */
export const Checked: Story = {
  args: { defaultSelected: true, description: 'You can read them at any time from the footer.' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toBeChecked();
    await expect(box(canvasElement)).toHaveAccessibleDescription('You can read them at any time from the footer.');
  },
};

/** Keyboard focus rings the box; Space toggles it. */
export const Focused: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(box(canvasElement)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box(canvasElement)).not.toBeChecked();
  },
};

/** Disabled: the label is muted and presses do nothing. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(box(canvasElement)).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('I accept the terms of use'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A required consent (Create account): left unchecked, the message shows once the user moves on. */
function RequiredConsent(props: CheckboxProps) {
  const [accepted, setAccepted] = useState(false);
  return (
    <Checkbox
      {...props}
      isSelected={accepted}
      onChange={setAccepted}
      isInvalid={!accepted}
      errorMessage={t('requiredField')}
    />
  );
}

/** Invalid with its message after blur. */
export const InvalidAfterBlur: Story = {
  render: (args) => <RequiredConsent {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('This field is required')).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await expect(box(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('This field is required')).toBeVisible();
  },
};
