import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectPromptView } from '#islands/activity/ActivityPageView.tsx';

const meta = {
  title: 'Activity/ConnectPromptView',
  component: ConnectPromptView,
  args: { title: 'History', current: '/account/history', onConnect: fn() },
} satisfies Meta<typeof ConnectPromptView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: what the page shows once connected, and Connect (the login panel). */
export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Connect a wallet to see your history' })).toBeVisible();
    // the portfolio pages' links are on the activity pages too, this one marked
    const nav = canvas.getByRole('navigation', { name: 'Portfolio pages' });
    await expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect wallet' }));
    await expect(args.onConnect).toHaveBeenCalledOnce();
  },
};

/** A 390 px phone. */
export const Narrow: Story = { tags: ['viewport-narrow'], args: { title: 'Positions', current: '/account/positions' } };
