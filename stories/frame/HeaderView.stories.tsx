import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderView } from '#islands/frame/HeaderView.tsx';
import { TickerView } from '#islands/frame/TickerView.tsx';
import { MARKET_STATS } from '#stories/support/fixtures/markets.ts';

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

/** At 850 px or narrower the Faucet and Deposit buttons are gone. */
export const Narrow: Story = {
  args: { isWide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Faucet' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Deposit' })).toBeNull();
  },
};

/** More opens on click with Rewards and Referral, and closes when an outside click happens. */
export const MoreMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Rewards' })).toHaveAttribute('href', '/');
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
