import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatAmount } from '#lib/domain/format.ts';
import { tryParseDecimal } from '#lib/domain/fixed.ts';
import { t } from '#lib/i18n/index.ts';
import { AmountField, type AmountFieldProps } from '#islands/ui/AmountField.tsx';
import { formWidth } from './fixtures.tsx';

const USDC_BALANCE = 1_234_567_891n; // 1,234.567891 USDC

/** An amount field holding its own value, as a form would. */
function Stateful(props: AmountFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AmountField
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
  title: 'UI/AmountField',
  component: AmountField,
  decorators: [formWidth],
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Amount',
    value: '',
    onChange: fn(),
    decimals: 6,
    unit: 'USDC',
    max: USDC_BALANCE,
    placeholder: '0.00',
    description: `Available ${formatAmount(USDC_BALANCE, 6)} USDC`,
  },
} satisfies Meta<typeof AmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Amount' });

/** Empty, with its unit, Max and the balance under it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('inputmode', 'decimal');
    await expect(within(canvasElement).getByRole('button', { name: 'Max' })).toBeEnabled();
  },
};

/** Keyboard focus rings the box; Max is the next tab stop. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await expect(input(canvasElement)).toHaveAttribute('data-focus-visible');
  },
};

/** Disabled: neither the input nor Max responds. */
export const Disabled: Story = {
  args: { isDisabled: true, value: '25' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Max' })).toBeDisabled();
  },
};

/** An amount above the balance, checked by the caller; the message waits for blur (SPEC 5). */
function OverBalance(props: AmountFieldProps) {
  const [value, setValue] = useState('');
  const read = tryParseDecimal(value, props.decimals);
  const over = read.ok && read.value > USDC_BALANCE;
  return (
    <AmountField
      {...props}
      value={value}
      onChange={setValue}
      isInvalid={over}
      errorMessage={t('errors.exceedsBalance')}
    />
  );
}

/** Invalid with its message after blur: 5000 USDC against a 1,234.567891 balance. */
export const InvalidAfterBlur: Story = {
  render: (args) => <OverBalance {...args} />,
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.type(field, '5000');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.tab(); // to Max
    await userEvent.tab(); // out of the field
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Amount exceeds your balance/);
  },
};

/** A 7th decimal of a 6-decimal token is refused; a longer paste is cut at 6 digits, never rounded. */
export const CapsDecimals: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.type(field, '1.1234567');
    await expect(field).toHaveValue('1.123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('1.123456');
    await userEvent.clear(field);
    await userEvent.paste('0.987654999');
    await expect(field).toHaveValue('0.987654');
    await expect(args.onChange).toHaveBeenLastCalledWith('0.987654');
  },
};

/** Max fills the balance truncated to the field's decimals: 1.23456789 BTC in a 4-decimal lot field is 1.2345. */
export const MaxTruncates: Story = {
  args: {
    decimals: 4,
    max: 123_456_789n,
    maxDecimals: 8,
    unit: 'BTC',
    description: 'Available 1.23456789 BTC, lot 0.0001',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Max' }));
    await expect(input(canvasElement)).toHaveValue('1.2345');
    await expect(args.onChange).toHaveBeenLastCalledWith('1.2345');
  },
};

/** A German browser: '1.234,5' is 1234.5; Max shows the balance with a decimal comma. */
export const CommaLocale: Story = {
  decorators: [
    (Story) => (
      <I18nProvider locale="de-DE">
        <Story />
      </I18nProvider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.type(field, '1.234,5');
    await expect(field).toHaveValue('1.234,5');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.5');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Max' }));
    await expect(field).toHaveValue('1234,567891');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.567891');
  },
};
