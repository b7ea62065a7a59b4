import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SidePanel } from '#islands/ui/SidePanel.tsx';
import { LoginPanelView, type LoginPanelViewProps } from '#islands/wallet/LoginPanelView.tsx';
import { t } from '#lib/i18n/accounts.ts';
import type { WalletEntry } from '#lib/wallets/entries.ts';
import { withPageBehind } from '#stories/support/page-behind.tsx';

const icon = (fill: string) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="6" fill="${fill}"/></svg>`)}`;

const ENTRIES: readonly WalletEntry[] = [
  { id: 'Petra:Aptos', name: 'Petra', icon: icon('#ff6b4a'), network: 'Aptos', recentlyUsed: true },
  { id: 'Nightly:Aptos', name: 'Nightly', icon: icon('#6067f9'), network: 'Aptos', recentlyUsed: false },
  { id: 'Phantom:Solana', name: 'Phantom (Solana)', icon: icon('#ab9ff2'), network: 'Solana', recentlyUsed: false },
];

/** The view inside the real 320 px login panel, as the PanelHost shows it. */
function InPanel(props: LoginPanelViewProps) {
  return (
    <SidePanel isOpen onOpenChange={() => undefined} variant="login" title={t('login.title')}>
      <LoginPanelView {...props} />
    </SidePanel>
  );
}

const meta = {
  title: 'Wallet/LoginPanel',
  component: InPanel,
  decorators: [withPageBehind],
  args: {
    view: { step: 'options' },
    entries: ENTRIES,
    onSocial: fn(),
    onShowWallets: fn(),
    onShowExternal: fn(),
    onPickWallet: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Log in or sign up' });

/** The side panel view: Google, Apple, Connect wallet, get started, and the terms and privacy links. */
export const Options: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await panel(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSocial).toHaveBeenCalledWith('google');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue with Apple' }));
    await expect(args.onSocial).toHaveBeenCalledWith('apple');
    await expect(dialog.getByRole('link', { name: 'Terms of use' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await expect((await panel(canvasElement)).querySelector('.ui-panel-sheet')?.getBoundingClientRect().width).toBe(
      320,
    );
  },
};

/** The options on a 390 px phone: the panel leaves room for its handle. */
export const OptionsNarrow: Story = { tags: ['viewport-narrow'] };

/** Wallet selection: the detected wallets with their network, the last used one marked Recent. */
export const Wallets: Story = {
  args: { view: { step: 'wallets' } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await panel(canvasElement));
    await expect(dialog.getByText('Recent')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /^Phantom \(Solana\)/ }));
    await expect(args.onPickWallet).toHaveBeenCalledWith('Phantom:Solana');
    await userEvent.click(dialog.getByRole('button', { name: /Back/ }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Wallet selection with no wallet installed: says so and offers the get-started list. */
export const WalletsEmpty: Story = {
  args: { view: { step: 'wallets' }, entries: [] },
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    await expect(dialog.getByText('No wallet detected in this browser.')).toBeVisible();
  },
};

/** The external wallet list: download links that open in a new tab without an opener. */
export const ExternalWallets: Story = {
  args: { view: { step: 'external' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    const petra = dialog.getByRole('link', { name: /Petra/ });
    await expect(petra).toHaveAttribute('target', '_blank');
    await expect(petra).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Connecting (loading): the wallet's name and a spinner while its window asks the user. */
export const Connecting: Story = {
  args: { view: { step: 'connecting', name: 'Petra', icon: ENTRIES[0]!.icon } },
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    await expect(dialog.getByText('Connecting to Petra…')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** Connecting failed (error): the wallet's reason and Try again. */
export const ConnectFailed: Story = {
  args: { view: { step: 'connecting', name: 'Google', error: 'errors.userRejected' } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await panel(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('User rejected transaction');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The failure on a 390 px phone. */
export const ConnectFailedNarrow: Story = {
  tags: ['viewport-narrow'],
  args: { view: { step: 'connecting', name: 'Google', error: 'wallet.errors.promptBlocked' } },
};
