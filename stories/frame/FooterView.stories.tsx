import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { FooterView } from '#islands/frame/FooterView.tsx';

const meta = {
  title: 'Frame/Footer',
  component: FooterView,
  args: { status: 'operational', latencyMs: 42, statusHref: '/', supportHref: 'https://support.example/help' },
} satisfies Meta<typeof FooterView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first latency sample: connecting, no latency shown. */
export const Connecting: Story = {
  args: { status: 'connecting', latencyMs: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Connecting' })).toHaveAttribute('data-status', 'connecting');
    await expect(canvas.queryByText(/ms$/)).toBeNull();
  },
};

/** Up to 100 ms the latency is green. */
export const OperationalGreen: Story = {
  args: { latencyMs: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('100 ms').closest('[data-colour]')).toHaveAttribute(
      'data-colour',
      'green',
    );
  },
};

/** Up to 250 ms it is amber. */
export const OperationalAmber: Story = {
  args: { latencyMs: 250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('250 ms').closest('[data-colour]')).toHaveAttribute(
      'data-colour',
      'amber',
    );
  },
};

/** Above 250 ms it is red. */
export const OperationalRed: Story = {
  args: { latencyMs: 251 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('251 ms').closest('[data-colour]')).toHaveAttribute(
      'data-colour',
      'red',
    );
  },
};

/** A failed sample after success: reconnecting. */
export const Reconnecting: Story = { args: { status: 'reconnecting', latencyMs: 130 } };

/** Several failed samples in a row: offline. */
export const Offline: Story = { args: { status: 'offline', latencyMs: undefined } };

/** Help opens the support link in a new tab with noopener. */
export const HelpOpensSupport: Story = {
  play: async ({ canvasElement, args }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Help' }));
      await expect(open).toHaveBeenCalledWith(args.supportHref, '_blank', 'noopener,noreferrer');
    } finally {
      open.mockRestore();
    }
  },
};
