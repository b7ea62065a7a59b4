import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VaultScreen } from '#islands/vault/VaultScreen.tsx';
import '#islands/vault/vault.css';
import { $config } from '#stores/config.ts';
import { $borrowLend } from '#stores/lending.ts';
import { $priceIndexes } from '#stores/prices.ts';
import { $vaultAccount } from '#stores/vault.ts';
import { $vaultPerformance } from '#stores/vault-performance.ts';
import { CONFIG, PRICE_INDEXES } from '#stories/support/fixtures/markets.ts';
import { failed } from '#stories/support/store-seeds.ts';
import { ready, seed, withStores } from '#stories/support/with-stores.tsx';
import { VAULT_ACCOUNT, VAULT_PERFORMANCE } from './fixtures.ts';
import { inPage } from '#stories/support/in-page.tsx';

const meta = {
  title: 'Vault/Screen (container)',
  component: VaultScreen,
  decorators: [
    inPage(),
    // the app is ready (config, prices, pools in): the deferred panels load
    withStores(
      seed($config, ready(CONFIG)),
      seed($priceIndexes, ready(PRICE_INDEXES)),
      seed($borrowLend, ready({ data: {}, seq: 1 })),
    ),
  ],
} satisfies Meta<typeof VaultScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out, the vault loaded from its stores: figures, chart, positions, terms, and how to take part. */
export const SignedOut: Story = {
  decorators: [
    withStores(seed($vaultAccount, ready(VAULT_ACCOUNT)), seed($vaultPerformance, ready(VAULT_PERFORMANCE))),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // a name for people, not the exchange's account alias ("MainVault", the fixture's config as the engine's)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Main vault$/);
    await expect(canvas.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await expect(canvas.getByTestId('vault-tvl')).toHaveTextContent('$256,000.00');
    await expect(canvas.getByTestId('vault-apr')).toHaveTextContent('+106.93%');
    await expect(canvas.getByText('Connect a wallet to deposit into the vault.')).toBeVisible();
    // the form, tables and chart load after the page: wait for them (the visual baseline shows them loaded)
    const later = { timeout: 5000 };
    await expect(await canvas.findByRole('button', { name: 'Review' }, later)).toBeDisabled();
    await expect(await canvas.findByRole('grid', { name: 'Open positions' }, later)).toBeVisible();
    await canvas.findByText(/PnL from/, undefined, later);
  },
};

/** Everything still loading: skeletons, no $0.00. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('vault-tvl')).not.toHaveTextContent('$');
    // the panels load after the page is interactive: the shot waits for them (taken before, it caught their
    // fallbacks or the panels themselves depending on how fast the lazy code came in)
    const later = { timeout: 5000 };
    await canvas.findByRole('button', { name: 'Review' }, later);
    await expect(await canvas.findByRole('grid', { name: 'Open positions' }, later)).toBeVisible();
  },
};

/** The vault could not be loaded: the alert with Try again. */
export const Failed: Story = {
  decorators: [
    withStores(seed($vaultAccount, failed(new Error('down'))), seed($vaultPerformance, failed(new Error('down')))),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('The vault could not be loaded.');
    // the panels below load after the page is interactive: the shot waits for the last of them (taken before, it
    // caught the panels half laid out when the story followed another in place)
    await canvas.findByText('The vault holds no position now.', undefined, { timeout: 5000 });
    await canvas.findByText('Terms', undefined, { timeout: 5000 });
    // the chart says it failed (it was a skeleton that never filled)
    await canvas.findByText("The vault's history could not be loaded.", undefined, { timeout: 5000 });
  },
};

/** 390 px: one column. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  decorators: [
    withStores(seed($vaultAccount, ready(VAULT_ACCOUNT)), seed($vaultPerformance, ready(VAULT_PERFORMANCE))),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/PnL from/, undefined, { timeout: 5000 });
    const page = canvasElement.querySelector<HTMLElement>('.vault-page')!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
