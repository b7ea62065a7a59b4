import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#islands/ui/Button.tsx';
import { InfoIcon } from '#islands/ui/Icons.tsx';
import { Popover } from '#islands/ui/Popover.tsx';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-6)', minHeight: '220px' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary" size="sm">
        <InfoIcon /> Funding
      </Button>
      <Popover {...args} placement="bottom start">
        <Dialog style={{ padding: 'var(--space-3)', outline: 'none' }}>
          <Heading slot="title" style={{ margin: '0 0 var(--space-1)', fontSize: 'var(--text-md)' }}>
            Funding rate
          </Heading>
          <p style={{ margin: 0, color: 'var(--color-text-muted)', fontSize: 'var(--text-sm)' }}>
            Paid every hour between longs and shorts.
          </p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An info popover (RAC DialogTrigger + our Popover + Dialog): opens on press, Escape closes and returns focus. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Funding' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Funding rate' });
    await expect(dialog).toHaveTextContent('Paid every hour');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Funding rate' });
  },
};
