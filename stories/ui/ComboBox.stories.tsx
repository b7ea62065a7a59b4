import { useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '#lib/i18n/index.ts';
import { ComboBox, type ComboBoxProps } from '#islands/ui/ComboBox.tsx';
import { TOKENS, formWidth, type StoryToken } from './fixtures.tsx';

/** A combo box holding its own selection, as a form would. */
function Stateful(props: ComboBoxProps<StoryToken>) {
  const [value, setValue] = useState<Key | null>(props.value ?? null);
  return (
    <ComboBox
      {...props}
      value={value}
      onChange={(key) => {
        setValue(key);
        props.onChange?.(key);
      }}
    />
  );
}

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox<StoryToken>,
  decorators: [formWidth],
  render: (args) => <Stateful {...args} />,
  args: { label: 'Token', items: TOKENS, placeholder: 'Search tokens', onChange: fn() },
} satisfies Meta<typeof ComboBox<StoryToken>>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Token' });

/** Empty, with its placeholder. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('placeholder', 'Search tokens');
  },
};

/** Typing filters by name: "so" leaves SOL; picking it shows its icon before the text. */
export const Filtered: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), 'so');
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('SOL45.5');
    await userEvent.click(within(list).getByRole('option', { name: /SOL/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('SOL');
    await expect(input(canvasElement)).toHaveValue('SOL');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
  },
};

/** No match: the list says so. */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'doge');
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(list).toHaveTextContent('No matches');
  },
};

/** Keyboard focus rings the box and opens the list (menuTrigger focus). */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await expect(input(canvasElement)).toHaveAttribute('data-focus-visible');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { isDisabled: true, value: 'USDC' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await waitFor(() => expect(input(canvasElement)).toHaveValue('USDC'));
  },
};

/** Required: leaving it empty shows the message after blur. */
export const InvalidAfterBlur: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<Key | null>(null);
    return (
      <ComboBox
        {...args}
        value={value}
        onChange={setValue}
        isInvalid={value === null}
        errorMessage={t('requiredField')}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('This field is required')).toBeVisible();
  },
};

/** Options loading (a search in flight): a spinner in place of the chevron. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};
