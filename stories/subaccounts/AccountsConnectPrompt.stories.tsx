import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountsConnectPrompt } from '#islands/subaccounts/AccountsConnectPrompt.tsx';
import { inPage } from '#stories/support/in-page.tsx';

const meta = {
  title: 'Sub-accounts/Accounts page/Not connected',
  component: AccountsConnectPrompt,
  decorators: [inPage()],
  args: { onConnect: fn() },
} satisfies Meta<typeof AccountsConnectPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No wallet: the page says what it needs and Connect wallet opens the login panel. */
export const Disconnected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Connect a wallet to see your accounts' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect wallet' }));
    await expect(args.onConnect).toHaveBeenCalledOnce();
  },
};

/** A wallet is connecting: the button spins. */
export const Connecting: Story = {
  args: { isConnecting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Connect wallet/ });
    await expect(button).toHaveAttribute('data-pending');
  },
};

/** On a 390 px phone. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  },
};
