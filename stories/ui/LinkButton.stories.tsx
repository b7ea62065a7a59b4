import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkButton } from '#islands/ui/LinkButton.tsx';

const meta = {
  title: 'UI/LinkButton',
  component: LinkButton,
  args: { href: '/futures/BTC-PERP', children: 'Start trading', variant: 'primary', size: 'lg' },
} satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link with a primary button's look: it keeps its href, so it opens in a new tab like any link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Start trading' });
    await expect(link).toHaveAttribute('href', '/futures/BTC-PERP');
    await expect(link).toHaveClass('ui-button');
  },
};

/** Reached with Tab: the focus ring shows. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Start trading' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Disabled: not focusable, dimmed, and not followed. */
export const Disabled: Story = {
  args: { isDisabled: true, variant: 'secondary', size: 'md' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Start trading' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).toHaveAttribute('data-disabled', 'true');
  },
};
