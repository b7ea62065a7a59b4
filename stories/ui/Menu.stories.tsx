import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DropdownItem, DropdownMenu, DropdownSeparator } from '#islands/ui/Menu.tsx';

const onAction = fn();

const meta = {
  title: 'UI/Menu',
  component: DropdownMenu,
  decorators: [
    (Story) => {
      onAction.mockClear();
      return (
        <div style={{ padding: 'var(--space-6)', display: 'flex', justifyContent: 'flex-end', minHeight: '220px' }}>
          <Story />
        </div>
      );
    },
  ],
  args: {
    label: 'More',
    children: (
      <>
        <DropdownItem id="rewards" onAction={() => onAction('rewards')}>
          Rewards
        </DropdownItem>
        <DropdownItem id="referral" onAction={() => onAction('referral')}>
          Referral
        </DropdownItem>
        <DropdownSeparator />
        <DropdownItem id="docs" isDisabled>
          Docs (soon)
        </DropdownItem>
      </>
    ),
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'More' });

/** Closed: the header's More button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('aria-haspopup', 'true');
  },
};

/** Open on click, the items in a popover; picking one runs it and closes the menu. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(trigger(canvasElement));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Referral' }));
    await expect(onAction).toHaveBeenCalledWith('referral');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.click(trigger(canvasElement));
    await body.findByRole('menu');
  },
};

/** Keyboard: focus rings the trigger, Enter opens on the first item, Escape closes and returns focus. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    // the menu's code loads on that focus and its trigger takes over from the placeholder: the ring stays on
    await waitFor(() => expect(trigger(canvasElement)).toHaveAttribute('data-focus-visible'));
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Rewards' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Referral' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** Disabled trigger. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};
