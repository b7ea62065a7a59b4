import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WalletSelectView } from '#islands/deposit/WalletSelectView.tsx';
import { withPageBehind } from '#stories/support/page-behind.tsx';
import { inDepositModal, WALLET_ICON } from './steps.tsx';

const WALLETS = [
  { id: 'Petra:Aptos', name: 'Petra', icon: WALLET_ICON, isConnected: true, recentlyUsed: true },
  { id: 'Nightly:Aptos', name: 'Nightly', icon: WALLET_ICON, isConnected: false, recentlyUsed: false },
  { id: 'google', name: 'Google', icon: WALLET_ICON, isConnected: false, recentlyUsed: false },
  { id: 'apple', name: 'Apple', icon: WALLET_ICON, isConnected: false, recentlyUsed: false },
];

const meta = {
  title: 'Deposit/Steps/WalletSelect',
  component: WalletSelectView,
  decorators: [inDepositModal, withPageBehind],
  args: { network: 'Aptos', wallets: WALLETS, onPick: fn(), onBack: fn() },
} satisfies Meta<typeof WalletSelectView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The network's wallets, the connected one marked; picking one reports it. */
export const Wallets: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: /Nightly/ }));
    await expect(args.onPick).toHaveBeenCalledWith(WALLETS[1]);
  },
};

/** No wallet of the network in this browser. */
export const Empty: Story = { args: { network: 'Solana', wallets: [] } };

/** On a 390 px phone. */
export const WalletsNarrow: Story = { tags: ['viewport-narrow'] };
