import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { toast } from 'sonner';
import { Toasts } from '#islands/frame/Toasts.tsx';
import { $toastQueue, notify, notifyComingSoon } from '#stores/toasts.ts';
import { seed, withStores } from '#stories/support/with-stores.tsx';

const meta = {
  title: 'Frame/Toasts',
  component: Toasts,
  decorators: [
    (Story) => {
      toast.dismiss(); // the toast library keeps its own list outside our stores
      return <Story />;
    },
    withStores(seed($toastQueue, [])),
  ],
} satisfies Meta<typeof Toasts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No notices: the toast area renders nothing visible. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  },
};

/** The coming-soon failure notice of settings and notifications, top right. */
export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    notifyComingSoon();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Coming soon')).toBeVisible());
    await waitFor(() => expect(body.getByText('This feature is not available yet.')).toBeVisible());
    const list = canvasElement.ownerDocument.querySelector('[data-sonner-toaster]');
    await expect(list).toHaveAttribute('data-x-position', 'right');
    await expect(list).toHaveAttribute('data-y-position', 'top');
  },
};

/** Twelve notices at once: at most 10 are visible. */
export const AtMostTen: Story = {
  play: async ({ canvasElement }) => {
    for (let i = 0; i < 12; i++)
      notify({ kind: i % 2 ? 'success' : 'error', title: 'sonnerMessages.transferToUser.success' });
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelectorAll('[data-sonner-toast]').length).toBeGreaterThanOrEqual(10),
    );
    const visible = canvasElement.ownerDocument.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    await expect(visible).toHaveLength(10);
  },
};
