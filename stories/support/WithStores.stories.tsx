import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStore } from '@nanostores/react';
import { expect, within } from 'storybook/test';
import { $wallet } from '#stores/wallet.ts';
import { $perpMarkets } from '#stores/markets.ts';
import { CONNECTED_WALLET } from '#stories/support/fixtures/wallet.ts';
import { PERP_MARKETS } from '#stories/support/fixtures/markets.ts';
import { ready, seed, withStores } from '#stories/support/with-stores.tsx';

/** Shows what two stores hold, so a story can see what it was seeded with. */
function StoreProbe() {
  const wallet = useStore($wallet);
  const markets = useStore($perpMarkets);
  return (
    <main>
      <p>Wallet: {wallet.status}</p>
      <p>Markets: {markets.status}</p>
    </main>
  );
}

/**
 * The seeding contract, as stories: these two run in this order, and the second must not see what the first seeded
 * or what its play function changed (the global withStores in preview.tsx resets before every story).
 */
const meta = {
  title: 'Support/withStores',
  component: StoreProbe,
  tags: ['no-visual'],
} satisfies Meta<typeof StoreProbe>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seeded: a connected wallet and loaded markets; the play then changes the wallet as an interaction would. */
export const SeedsConnectedWallet: Story = {
  decorators: [withStores(seed($wallet, CONNECTED_WALLET), seed($perpMarkets, ready(PERP_MARKETS)))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Wallet: connected')).toBeVisible();
    await expect(canvas.getByText('Markets: ready')).toBeVisible();
    $wallet.set({ status: 'connecting', walletId: 'google' });
    await expect(await canvas.findByText('Wallet: connecting')).toBeVisible();
  },
};

/** Not seeded: both stores are back to their pristine values, neither the seed nor the play's change leaked. */
export const NextStoryStartsPristine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Wallet: disconnected')).toBeVisible();
    await expect(canvas.getByText('Markets: loading')).toBeVisible();
    await expect($wallet.get()).toEqual({ status: 'disconnected' });
  },
};
