import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '#islands/frame/Header.tsx';
import { Toasts } from '#islands/frame/Toasts.tsx';
import { $wallet } from '#stores/wallet.ts';
import { $favouriteMarkets } from '#stores/favourites.ts';
import { $config } from '#stores/config.ts';
import { $perpMarkets } from '#stores/markets.ts';
import { CONFIG, PERP_MARKETS } from '#stories/support/fixtures/markets.ts';
import { CONNECTED_WALLET } from '#stories/support/fixtures/wallet.ts';
import { ready, seed, withStores } from '#stories/support/with-stores.tsx';
import { $vaultPerformance } from '#stores/vault-performance.ts';
import { VAULT_PERFORMANCE } from '#stories/vault/fixtures.ts';

const meta = {
  title: 'Frame/Header (container)',
  component: Header,
  args: { path: '/' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toasts />
      </>
    ),
    withStores(
      seed($config, ready(CONFIG)),
      seed($perpMarkets, ready(PERP_MARKETS)),
      seed($vaultPerformance, ready(VAULT_PERFORMANCE)),
    ),
  ],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not connected: no ticker even with favourites saved; the badge shows the vault's 30-day APR (106.93 %). */
export const Disconnected: Story = {
  decorators: [withStores(seed($favouriteMarkets, ['BTC-PERP']))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Vault/ })).toHaveTextContent('APR 106.93%');
    await expect(within(canvasElement).queryByRole('region', { name: 'Favourite markets' })).toBeNull();
  },
};

/** Connected with favourites: the ticker shows live prices from the markets store, at each market's tick. */
export const ConnectedWithFavourites: Story = {
  decorators: [withStores(seed($wallet, CONNECTED_WALLET), seed($favouriteMarkets, ['BTC-PERP', 'SOL-PERP']))],
  play: async ({ canvasElement }) => {
    const ticker = within(canvasElement).getByRole('region', { name: 'Favourite markets' });
    await expect(ticker).toHaveTextContent('97,123'); // BTC-PERP ticks by $1
    await expect(ticker).toHaveTextContent('187.31'); // SOL-PERP by $0.01
    await expect(ticker).toHaveTextContent('+5.61%');
  },
};

/** Settings gives the coming-soon failure toast through the toast store. */
export const SettingsComingSoon: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Settings' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Coming soon')).toBeVisible());
  },
};
