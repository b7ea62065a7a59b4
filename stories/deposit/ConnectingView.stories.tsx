import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectingView } from '#islands/deposit/ConnectingView.tsx';
import { withPageBehind } from '#stories/support/page-behind.tsx';
import { inDepositModal, WALLET_ICON } from './steps.tsx';

const meta = {
  title: 'Deposit/Steps/Connecting',
  component: ConnectingView,
  decorators: [inDepositModal, withPageBehind],
  args: {
    status: 'connecting',
    walletName: 'Petra',
    walletIcon: WALLET_ICON,
    onRetry: fn(),
    onContinue: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof ConnectingView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The wallet is asked to connect: a spinner, announced as status; Back returns to selection. */
export const Connecting: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('status')).toHaveTextContent('Approve the connection in Petra');
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** The connection failed: the wallet's reason and Try again. */
export const Failed: Story = {
  args: { status: 'failed', error: 'wallet.errors.connectionFailed' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent('The wallet returned no account');
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Connected: Continue returns to the wallet form. */
export const Success: Story = { args: { status: 'success' } };

/** Failed, on a 390 px phone. */
export const FailedNarrow: Story = {
  tags: ['viewport-narrow'],
  args: { status: 'failed', error: 'wallet.errors.connectionFailed' },
};
