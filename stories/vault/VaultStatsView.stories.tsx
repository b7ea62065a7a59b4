import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VaultStatsView } from '#islands/vault/VaultStatsView.tsx';
import '#islands/vault/vault.css';
import '#styles/page-layout.css';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 27, 10);

const meta = {
  title: 'Vault/Stats',
  component: VaultStatsView,
  decorators: [
    (Story) => (
      <main className="page vault-page" style={{ padding: 'var(--space-6)' }}>
        <Story />
      </main>
    ),
  ],
  args: {
    tvl: 256_000_000_000n,
    sharePrice: 1_026_634_996n,
    apr: { apr: 1_069_335_937n, fromMs: NOW - 8 * DAY, toMs: NOW, isPartial: true },
    allTimePnl: 6_000_000_000n,
    maxDrawdown: 12_321_341n,
  },
} satisfies Meta<typeof VaultStatsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const stat = (canvasElement: HTMLElement, id: string) => within(canvasElement).getByTestId(id);

/**
 * Eight days of history: TVL $256,000; share price 256,000 / 249,358.341559 = 1.026634 USDC; APR over the 8 days
 * there are, 6,000 / 256,000 x 365 / 8 = 106.93 % (said so); PnL +$6,000; drawdown 1.0145 -> 1.002 = -1.23 %.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(stat(canvasElement, 'vault-tvl')).toHaveTextContent('$256,000.00');
    await expect(stat(canvasElement, 'vault-share-price')).toHaveTextContent('1.026634');
    await expect(stat(canvasElement, 'vault-apr')).toHaveTextContent('+106.93%');
    await expect(stat(canvasElement, 'vault-apr')).toHaveTextContent('Over the 8 days of history so far');
    await expect(stat(canvasElement, 'vault-pnl')).toHaveTextContent('+$6,000.00');
    await expect(stat(canvasElement, 'vault-drawdown')).toHaveTextContent('-1.23%');
  },
};

/** A losing month reads as clearly as a gain: -12.21 % in the loss colour, a full 30-day window (no note). */
export const NegativeApr: Story = {
  args: {
    apr: { apr: -122_100_000n, fromMs: NOW - 30 * DAY, toMs: NOW, isPartial: false },
    allTimePnl: -1_500_000_000n,
  },
  play: async ({ canvasElement }) => {
    const apr = stat(canvasElement, 'vault-apr');
    await expect(apr).toHaveTextContent('-12.21%');
    await expect(apr).not.toHaveTextContent('history');
    await expect(apr.querySelector('[data-trend]')).toHaveAttribute('data-trend', 'down');
    await expect(stat(canvasElement, 'vault-pnl')).toHaveTextContent('-$1,500.00');
  },
};

/** Loading: skeletons, never $0.00. */
export const Loading: Story = {
  args: { tvl: undefined, sharePrice: undefined, apr: undefined, allTimePnl: undefined, maxDrawdown: undefined },
  play: async ({ canvasElement }) => {
    await expect(stat(canvasElement, 'vault-tvl')).not.toHaveTextContent('$');
  },
};

/** No history yet (one point): the APR is a dash that says why. */
export const NoHistory: Story = {
  args: { apr: null },
  play: async ({ canvasElement }) => {
    await expect(stat(canvasElement, 'vault-apr')).toHaveTextContent('Not enough history yet');
  },
};

/** 390 px: two figures a row, nothing wider than the phone. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('.vault-stats')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
