import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FeesView } from '#islands/portfolio/FeesView.tsx';
import { FEE_ROWS, FEE_STANDING } from './fixtures.ts';
import { inPage } from '#stories/support/in-page.tsx';
import { triesAgain } from '#stories/support/plays.ts';

const meta = {
  title: 'Portfolio/Fees',
  component: FeesView,
  decorators: [inPage()],
  args: { rows: FEE_ROWS, volume30dUsd: 182_400_000_000n, standing: FEE_STANDING, onRetry: fn() },
} satisfies Meta<typeof FeesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tier 0 is "You"; $817,600.00 more volume reaches tier 1, 18 % of the way. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Tier 0You≥ $0.000.020%0.050%');
    await expect(rows[2]).not.toHaveTextContent('You');
    await expect(
      canvas.getByText('$817,600.00 more volume reaches tier 1 (taker 0.040%, maker 0.015%).'),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '18');
  },
};

/** In the top tier: nothing more to reach. */
export const TopTier: Story = {
  args: {
    rows: FEE_ROWS.map((r) => ({ ...r, yours: r.tier === 3 })),
    volume30dUsd: 150_000_000_000_000n,
    standing: { current: FEE_ROWS[3]!, next: undefined },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You are in the top tier.')).toBeVisible();
  },
};

/** No tiers listed. */
export const Empty: Story = {
  args: { rows: [], standing: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The exchange lists no fee tiers.')).toBeVisible();
  },
};

/** Loading: skeletons, never $0.00. */
export const Loading: Story = {
  args: { rows: [], volume30dUsd: undefined, standing: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByText('$0.00')).toBeNull();
  },
};

/** The tiers could not be loaded. */
export const LoadError: Story = {
  args: { rows: [], volume30dUsd: undefined, standing: undefined, errorMessage: 'The fee tiers could not be loaded.' },
  play: triesAgain('The fee tiers could not be loaded.'),
};

/** A phone: a card per tier. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { layout: 'cards' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('row');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // a card's last figure, the taker fee, keeps its name (the cards dropped it, as for an actions cell)
    const taker = canvasElement.querySelector('.ui-cell[data-label="Taker"]');
    await expect(taker).not.toBeNull();
    await expect(getComputedStyle(taker!, '::before').content).toBe('"Taker"');
  },
};
