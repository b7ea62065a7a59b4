import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '#lib/i18n/index.ts';
import { Select, type SelectProps } from '#islands/ui/Select.tsx';
import { NETWORKS, TOKENS, formWidth, type StoryToken } from './fixtures.tsx';

const meta = {
  title: 'UI/Select',
  component: Select<StoryToken>,
  decorators: [formWidth],
  args: { label: 'Token', items: TOKENS, onChange: fn() },
} satisfies Meta<typeof Select<StoryToken>>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Token/ });

/** Nothing chosen yet: the placeholder. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Select…');
  },
};

/** A chosen token: its icon, name and balance in the trigger. */
export const WithValue: Story = {
  args: { value: 'BTC' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName('BTC Token');
  },
};

/** Open: every token with its balance; the list stops at the spec's 150 px and scrolls; a pick reports its id. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const body = within(canvasElement.ownerDocument.body);
    const list = await body.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(5);
    await expect(within(list).getByRole('option', { name: /SOL/ })).toHaveTextContent('SOL45.5');
    await expect(getComputedStyle(list).maxHeight).toBe('150px');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await userEvent.click(within(list).getByRole('option', { name: /ETH/ }));
    await expect(args.onChange).toHaveBeenCalledWith('ETH');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await userEvent.click(trigger(canvasElement));
    await body.findByRole('listbox');
  },
};

/** Keyboard focus rings the trigger; Enter opens, arrows move, Enter picks, Escape would close. */
export const Focused: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await expect(trigger(canvasElement)).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('BTC');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** Disabled: the trigger does not open. */
export const Disabled: Story = {
  args: { value: 'USDC', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};

/** A required network: leaving without a choice shows the requiredField message (after blur). */
function RequiredNetwork(props: SelectProps<StoryToken>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      {...props}
      label="Network"
      items={NETWORKS as readonly StoryToken[]}
      value={value}
      onChange={(key) => setValue(key === null ? null : String(key))}
      isInvalid={value === null}
      errorMessage={t('requiredField')}
    />
  );
}

/** Invalid with its message once the user leaves the field. */
export const InvalidAfterBlur: Story = {
  render: (args) => <RequiredNetwork {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};

/** Options loading: a spinner in place of the chevron, and the trigger cannot open. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull();
  },
};
