import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SidePanel } from '#islands/ui/SidePanel.tsx';
import { AccountLoginView } from '#islands/wallet/AccountLoginView.tsx';
import type { WalletEntry } from '#lib/wallets/entries.ts';
import { t } from '#lib/i18n/accounts.ts';
import { withPageBehind } from '#stories/support/page-behind.tsx';

/** Every input of both states, flat for the controls. */
interface StoryProps {
  readonly state: 'disconnected' | 'noAccount';
  readonly entries: readonly WalletEntry[];
  readonly onSocial: (provider: 'google' | 'apple') => void;
  readonly onPickWallet: (id: string) => void;
  readonly onCreateAccount: () => void;
  readonly onDisconnect: () => void;
}

/** The view in the real account panel. */
function InPanel({ state, entries, onSocial, onPickWallet, onCreateAccount, onDisconnect }: StoryProps) {
  return (
    <SidePanel isOpen onOpenChange={() => undefined} variant="account" title={t('accountPanel.title')}>
      {state === 'noAccount' ? (
        <AccountLoginView state="noAccount" onCreateAccount={onCreateAccount} onDisconnect={onDisconnect} />
      ) : (
        <AccountLoginView state="disconnected" entries={entries} onSocial={onSocial} onPickWallet={onPickWallet} />
      )}
    </SidePanel>
  );
}

const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="6" fill="#ff6b4a"/></svg>')}`;

const meta = {
  title: 'Wallet/AccountPanelSignedOut',
  component: InPanel,
  decorators: [withPageBehind],
  args: {
    state: 'disconnected',
    entries: [{ id: 'Petra:Aptos', name: 'Petra', icon: ICON, network: 'Aptos', recentlyUsed: false }],
    onSocial: fn(),
    onPickWallet: fn(),
    onCreateAccount: fn(),
    onDisconnect: fn(),
  },
} satisfies Meta<typeof InPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Account' }));

/** Not connected: Google, Apple and the detected wallets with their network (SPEC 2). */
export const NotConnected: Story = {
  play: async ({ canvasElement, args }) => {
    const view = await panel(canvasElement);
    await userEvent.click(view.getByRole('button', { name: /^Petra/ }));
    await expect(args.onPickWallet).toHaveBeenCalledWith('Petra:Aptos');
    await userEvent.click(view.getByRole('button', { name: 'Continue with Apple' }));
    await expect(args.onSocial).toHaveBeenCalledWith('apple');
  },
};

/** Not connected and no wallet installed (empty). */
export const NoWallets: Story = { args: { entries: [] } };

/** A connected wallet without an account: Create account, or disconnect. */
export const NoAccount: Story = {
  args: { state: 'noAccount' },
  play: async ({ canvasElement, args }) => {
    const view = await panel(canvasElement);
    await expect(view.getByText('This wallet has no account yet.')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Create account' }));
    await expect(args.onCreateAccount).toHaveBeenCalledOnce();
  },
};

/** Not connected on a 390 px phone. */
export const NotConnectedNarrow: Story = { tags: ['viewport-narrow'] };
