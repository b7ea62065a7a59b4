import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from '#islands/ui/CopyButton.tsx';
import { padded } from './fixtures.tsx';

const ADDRESS = `0x${'ab12'.repeat(16)}`;

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  decorators: [padded],
  args: { text: ADDRESS, children: '0xab12…ab12', 'aria-label': 'Copy address', onCopy: fn() },
  // The clipboard is the browser's; a story records what reaches it instead of touching the user's.
  beforeEach: () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => write.mockRestore();
  },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Copy address/ });

/** The short address with the copy icon. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).toHaveAccessibleName('0xab12…ab12 Copy address');
  },
};

/** Copied: the full address reached the clipboard; a tick and "Copied" show and are announced. */
export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(ADDRESS);
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copied');
  },
};

/** From the keyboard (Enter), the confirmation lasts 1 s (SPEC 9), then the copy icon is back. */
export const ConfirmationEnds: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(ADDRESS);
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Copied');
    const copiedAt = performance.now();
    await waitFor(() => expect(status).toHaveTextContent(''), { timeout: 3000 });
    await expect(performance.now() - copiedAt).toBeGreaterThanOrEqual(900);
  },
};

/** Keyboard focus rings it. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(button(canvasElement)).toHaveFocus();
    await expect(button(canvasElement)).toHaveAttribute('data-focus-visible');
  },
};

/** Disabled: nothing is copied. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement), { pointerEventsCheck: 0 });
    await expect(navigator.clipboard.writeText).not.toHaveBeenCalled();
  },
};
