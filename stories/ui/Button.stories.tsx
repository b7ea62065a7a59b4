import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, type ButtonProps } from '#islands/ui/Button.tsx';
import { CopyIcon } from '#islands/ui/Icons.tsx';
import { padded } from './fixtures.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  decorators: [padded],
  args: { children: 'Deposit', variant: 'primary', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a form; a press calls onPress once. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deposit' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

const VARIANTS = ['primary', 'secondary', 'ghost', 'danger', 'buy', 'sell'] as const;

/** Every variant in every size, and with an icon: the whole palette at a glance. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap', alignItems: 'center' }}>
          {VARIANTS.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant === 'buy' ? 'Buy / Long' : variant === 'sell' ? 'Sell / Short' : variant}
            </Button>
          ))}
          <Button {...args} variant="secondary" size={size}>
            <CopyIcon /> With icon
          </Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Buy / Long' })).toHaveLength(3);
    const [sm, md, lg] = canvas.getAllByRole('button', { name: 'primary' }).map((b) => b.offsetHeight);
    await expect([sm, md, lg]).toEqual([28, 36, 44]);
  },
};

/** Keyboard focus shows the focus ring (data-focus-visible). */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
  },
};

/** Disabled: not pressable, announced as disabled. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A submit that turns pending on its first press, as a modal's action does while it runs (SPEC 4). */
function SubmitOnce(props: ButtonProps) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      {...props}
      isPending={pending}
      onPress={(event) => {
        props.onPress?.(event);
        setPending(true);
      }}
    />
  );
}

/** Pending: a spinner over the hidden label, same width, focus kept; a second press is ignored (dYdX #577). */
export const Pending: Story = {
  args: { children: 'Confirm withdraw', variant: 'danger' },
  render: (args) => <SubmitOnce {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Confirm withdraw' });
    await canvasElement.ownerDocument.fonts.ready; // measure with the real font, not the fallback
    const width = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-pending');
    await expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(button.getBoundingClientRect().width).toBe(width);
    await expect(button).toHaveFocus();
  },
};
