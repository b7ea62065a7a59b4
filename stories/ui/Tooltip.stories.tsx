import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#islands/ui/Button.tsx';
import { InfoIcon } from '#islands/ui/Icons.tsx';
import { Tooltip } from '#islands/ui/Tooltip.tsx';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-10)', display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    content: 'Maintenance margin: the equity below which the account is liquidated.',
    children: (
      <Button variant="ghost" size="sm" aria-label="About margin">
        <InfoIcon />
      </Button>
    ),
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until hovered or focused. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull();
  },
};

/** Keyboard focus opens it at once and describes the trigger; Escape closes it. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Maintenance margin');
    await expect(body.getByRole('button', { name: 'About margin' })).toHaveAccessibleDescription(/Maintenance margin/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await body.findByRole('tooltip');
  },
};

/** Disabled: focus does not open it. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'About margin' })).toHaveFocus();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull();
  },
};
