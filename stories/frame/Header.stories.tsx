import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '#islands/frame/Header.tsx';
import { Toasts } from '#islands/frame/Toasts.tsx';
import { $wallet } from '#stores/wallet.ts';
import { $favouriteMarkets } from '#stores/favourites.ts';
import { $perpMarkets } from '#stores/markets.ts';
import { PERP_MARKETS } from '#stories/fixtures/markets.ts';

const ADDRESS = `0x${'ab'.repeat(32)}`;

const meta = {
  title: 'Frame/Header (container)',
  component: Header,
  args: { path: '/' },
  decorators: [
    (Story, { parameters }) => {
      const seed = parameters.seed as { connected: boolean; favourites: string[] } | undefined;
      $wallet.set(
        seed?.connected ? { status: 'connected', walletId: 'google', address: ADDRESS } : { status: 'disconnected' },
      );
      $favouriteMarkets.set(seed?.favourites ?? []);
      $perpMarkets.setValue({ perpMarkets: PERP_MARKETS });
      return (
        <>
          <Story />
          <Toasts />
        </>
      );
    },
  ],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not connected: no ticker even with favourites saved. */
export const Disconnected: Story = {
  parameters: { seed: { connected: false, favourites: ['BTC-PERP'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Favourite markets' })).toBeNull();
  },
};

/** Connected with favourites: the ticker shows live prices from the markets store. */
export const ConnectedWithFavourites: Story = {
  parameters: { seed: { connected: true, favourites: ['BTC-PERP', 'SOL-PERP'] } },
  play: async ({ canvasElement }) => {
    const ticker = within(canvasElement).getByRole('region', { name: 'Favourite markets' });
    await expect(ticker).toHaveTextContent('97,123.45');
    await expect(ticker).toHaveTextContent('+5.61%');
  },
};

/** Settings gives the coming-soon failure toast through the toast store. */
export const SettingsComingSoon: Story = {
  parameters: { seed: { connected: false, favourites: [] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Settings' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Coming soon')).toBeVisible());
  },
};
