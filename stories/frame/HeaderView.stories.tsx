import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderView } from '#islands/frame/HeaderView.tsx';
import { TickerView } from '#islands/frame/TickerView.tsx';
import { MARKET_STATS } from '#stories/support/fixtures/markets.ts';
import { mediaQuery } from '#styles/media.ts';

const meta = {
  title: 'Frame/Header',
  component: HeaderView,
  args: {
    path: '/',
    tradeHref: '/futures/BTC-PERP',
    vaultApr: '0',
    isWide: true,
    onSettings: fn(),
    onNotifications: fn(),
    onFaucet: fn(),
    onDeposit: fn(),
    account: { status: 'disconnected' },
    onAccount: fn(),
  },
} satisfies Meta<typeof HeaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home: nothing highlighted, Faucet and Deposit visible above 850 px, the vault APR badge at 0. */
export const Home: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Vault/ })).toHaveTextContent('APR 0%');
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Faucet' }));
    await expect(args.onFaucet).toHaveBeenCalledOnce();
  },
};

/** Trade is highlighted for any path starting with /future. */
export const TradeActive: Story = {
  args: { path: '/futures/SOL-PERP' },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('Trade');
  },
};

/** Account is highlighted on /account and its pages. */
export const AccountActive: Story = {
  args: { path: '/account/balance' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { current: 'page' })).toHaveTextContent('Account');
  },
};

/** Vault is highlighted for paths starting with /vault. */
export const VaultActive: Story = {
  args: { path: '/vault' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { current: 'page' })).toHaveTextContent(/^Vault/);
  },
};

/** A losing vault: the badge reads its negative APR in the loss colour, as clearly as a gain reads in green. */
export const NegativeVaultApr: Story = {
  args: { vaultApr: '-12.34' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('APR -12.34%');
    await expect(badge).toHaveAttribute('data-loss');
  },
};

/** At 850 px or narrower the Faucet and Deposit buttons are gone. */
export const Narrow: Story = {
  args: { isWide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Faucet' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Deposit' })).toBeNull();
  },
};

/** More opens on click with Sub-accounts and Referral (no Rewards until it is built), and closes on an outside click. */
export const MoreMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    // the menu's code (react-aria's menu and popover) loads on first use: the dev server serves it slowly the first time
    const menu = await body.findByRole('menu', {}, { timeout: 10_000 });
    await expect(within(menu).getByRole('menuitem', { name: 'Sub-accounts' })).toHaveAttribute(
      'href',
      '/account/accounts',
    );
    await expect(within(menu).queryByRole('menuitem', { name: 'Rewards' })).toBeNull();
    await expect(within(menu).getByRole('menuitem', { name: 'Referral' })).toHaveAttribute(
      'href',
      '/account/referrals',
    );
  },
};

/** Settings and notifications call their actions (the container shows the coming-soon toast). */
export const SettingsAndNotifications: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(args.onSettings).toHaveBeenCalledOnce();
    await expect(args.onNotifications).toHaveBeenCalledOnce();
  },
};

/** Connected with two favourites: the ticker shows still. */
export const WithTicker: Story = {
  args: { ticker: <TickerView items={MARKET_STATS.slice(0, 2)} shouldSlide={false} /> },
  play: async ({ canvasElement }) => {
    const ticker = within(canvasElement).getByRole('region', { name: 'Favourite markets' });
    await expect(within(ticker).getAllByRole('listitem')).toHaveLength(2);
    await expect(ticker).not.toHaveAttribute('data-slide');
  },
};

/** Many favourites: the list is duplicated so the 20 s slide loops. */
export const WithSlidingTicker: Story = {
  args: { ticker: <TickerView items={MARKET_STATS} shouldSlide /> },
  play: async ({ canvasElement }) => {
    const ticker = within(canvasElement).getByRole('region', { name: 'Favourite markets' });
    await expect(ticker).toHaveAttribute('data-slide', 'true');
    await expect(ticker.querySelectorAll('li')).toHaveLength(MARKET_STATS.length * 2);
  },
};

/** Not connected: Connect opens the login panel (the container passes openPanel('login')). */
export const ConnectControl: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Connect' }));
    await expect(args.onAccount).toHaveBeenCalledOnce();
  },
};

/** A wallet connecting: the control says so and still opens the login panel. */
export const ConnectingControl: Story = {
  args: { account: { status: 'connecting' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Connecting…' })).toBeEnabled();
  },
};

/** Connected: alias and short address name the account; pressing opens the account panel. */
export const ConnectedControl: Story = {
  args: { account: { status: 'connected', alias: 'Main', shortAddress: '0xabab…abab' } },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('button', { name: 'Main 0xabab…abab' });
    await userEvent.click(control);
    await expect(args.onAccount).toHaveBeenCalledOnce();
  },
};

/** A 32-character alias truncates inside the control instead of pushing the actions off screen. */
export const ConnectedLongAlias: Story = {
  args: {
    account: { status: 'connected', alias: 'VeryLongAliasWithThirtyTwoChars1', shortAddress: '0xabab…abab' },
  },
  play: async ({ canvasElement }) => {
    const alias = canvasElement.querySelector('.frame-account-alias') as HTMLElement;
    await expect(alias.scrollWidth).toBeGreaterThan(alias.clientWidth);
  },
};

/**
 * A 390 px phone (the visual run's size; the play runs at whatever width the runner has): nothing overflows, the
 * account control stays visible, and exactly one of the link bar and the Menu shows, by the 850 px breakpoint.
 */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  args: { isWide: false, account: { status: 'connected', alias: 'Main', shortAddress: '0xabab…abab' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(canvas.getByRole('button', { name: /^Main/ })).toBeVisible();
    const narrow = !window.matchMedia(mediaQuery('--media-wide')).matches;
    await expect(canvas.queryByRole('navigation', { name: 'Main' }) === null).toBe(narrow);
    await expect(canvas.queryByRole('button', { name: 'Menu' }) !== null).toBe(narrow);
  },
};

/** The Menu (shown at 850 px and below) lists every link of the bar and More. */
export const PhoneMenuOpen: Story = {
  tags: ['viewport-narrow', 'no-visual'],
  args: { isWide: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvasElement.querySelector('.frame-nav-menu button') as HTMLElement;
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    for (const item of ['Trade', 'Earn', 'Vault', 'Account', 'Sub-accounts', 'Referral'])
      await expect(within(menu).getByRole('menuitem', { name: item })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};
