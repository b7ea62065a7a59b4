import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { toast } from 'sonner';
import { Toasts } from '#islands/frame/Toasts.tsx';
import { $toastQueue, notify, notifyComingSoon } from '#stores/toasts.ts';
import { mediaQuery } from '#styles/media.ts';
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

/**
 * Shows the coming-soon notice and checks where its area sits for the window's width: bottom left on a wide screen,
 * bottom centre on a phone (above the footer, the faucet card and the Buy / Sell bar).
 */
async function comingSoonPlaced(canvasElement: HTMLElement): Promise<void> {
  const wide = canvasElement.ownerDocument.defaultView?.matchMedia(mediaQuery('--media-wide')).matches ?? true;
  const expected = wide ? { x: 'left', y: 'bottom' } : { x: 'center', y: 'bottom' };
  notifyComingSoon();
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByText('Coming soon')).toBeVisible());
  await waitFor(() => expect(body.getByText('This feature is not available yet.')).toBeVisible());
  const list = canvasElement.ownerDocument.querySelector('[data-sonner-toaster]');
  await expect(list).toHaveAttribute('data-x-position', expected.x);
  await expect(list).toHaveAttribute('data-y-position', expected.y);
}

/** The coming-soon failure notice of settings and notifications: bottom left above the footer on a wide screen. */
export const ComingSoon: Story = { play: async ({ canvasElement }) => comingSoonPlaced(canvasElement) };

/** On a 390 px phone: bottom centre, clear of the page's heading and tabs, above the Buy / Sell bar. */
export const ComingSoonNarrow: Story = {
  tags: ['viewport-narrow'],
  play: async ({ canvasElement }) => comingSoonPlaced(canvasElement),
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
