import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { validateAlias } from '#lib/domain/validation/alias.ts';
import { t } from '#lib/i18n/index.ts';
import { TextField, type TextFieldProps } from '#islands/ui/TextField.tsx';
import { formWidth } from './fixtures.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  decorators: [formWidth],
  args: { label: 'Account alias', placeholder: 'e.g. Scalping', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with its label and placeholder; typing reports each value. */
export const Default: Story = {
  args: { description: '3 to 32 letters or digits' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Account alias' });
    await expect(input).toHaveAccessibleDescription('3 to 32 letters or digits');
    await userEvent.type(input, 'Main');
    await expect(args.onChange).toHaveBeenLastCalledWith('Main');
  },
};

/** Keyboard focus rings the whole box. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Account alias' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible');
  },
};

/** Disabled: not editable. */
export const Disabled: Story = {
  args: { isDisabled: true, value: 'Main' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Account alias' })).toBeDisabled();
  },
};

/** The alias field of Create account, validated by the domain rule as the user types. */
function AliasField(props: TextFieldProps) {
  const [value, setValue] = useState('');
  const problem = validateAlias(value);
  return (
    <TextField
      {...props}
      value={value}
      onChange={setValue}
      isInvalid={problem !== null}
      errorMessage={problem ? t(problem.key, problem.params) : undefined}
    />
  );
}

/** Invalid with its message, shown only after blur (SPEC 5): nothing while typing "ab", the rule once left. */
export const InvalidAfterBlur: Story = {
  render: (args) => <AliasField {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Account alias' });
    await userEvent.type(input, 'ab');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Must be at least 3 characters')).toBeNull();
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Must be at least 3 characters');
  },
};

/** With a suffix at the end of the box. */
export const WithSuffix: Story = {
  args: { label: 'Withdraw address', placeholder: '0x…', suffix: 'Aptos' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aptos')).toBeVisible();
  },
};
