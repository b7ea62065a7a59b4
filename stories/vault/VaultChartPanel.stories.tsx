import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VaultChartPanel } from '#islands/vault/VaultChartPanel.tsx';
import '#islands/vault/vault.css';
import '#styles/page-layout.css';
import { chartDrawn, chartFontLoaded } from '#stories/support/chart-drawn.ts';
import { VAULT_POINTS } from './fixtures.ts';

/** The drawn chart of the story (lazy: found once its code is in). */
const chartBox = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByText(/ from /);
  return canvasElement.querySelector('.vault-chart-box')!;
};

const meta = {
  title: 'Vault/Chart',
  component: VaultChartPanel,
  loaders: [chartFontLoaded],
  decorators: [
    (Story) => (
      <main className="page vault-page" style={{ padding: 'var(--space-6)' }}>
        <Story />
      </main>
    ),
  ],
  args: { points: VAULT_POINTS },
} satisfies Meta<typeof VaultChartPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Eight days of points: 7d and All are offered, 30d is not (the history does not cover it). PnL from $0.00 to
 * +$6,000.00; the share price from 1.000000 to 1.026634.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '7d' })).toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: '30d' })).toBeNull();
    const caption = await canvas.findByText(/PnL from/);
    await expect(caption).toHaveTextContent('$0.00 to +$6,000.00');
    // the app's one date-time format, with its zone (it was the browser's local medium date with no zone)
    await expect(caption).toHaveTextContent(
      /^PnL from \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC to \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC:/,
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Share price' }));
    await expect(await canvas.findByText(/Share price from/)).toHaveTextContent('1.000000 to 1.026634');
    await chartDrawn(await chartBox(canvasElement), '--color-buy');
  },
};

/** The 7-day range starts a week back: PnL from day 1 (+$1,200.00). */
export const SevenDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '7d' }));
    await expect(await canvas.findByText(/PnL from/)).toHaveTextContent('+$1,200.00 to +$6,000.00');
    await chartDrawn(await chartBox(canvasElement), '--color-buy');
  },
};

/** A flow and the hourly snapshot in the same second: the chart keeps the later point and draws (no error). */
export const SameSecond: Story = {
  args: {
    points: [
      ...VAULT_POINTS,
      { ...VAULT_POINTS[VAULT_POINTS.length - 1]!, equity: 266_000_000_000n, netDeposits: 260_000_000_000n },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/PnL from/)).toHaveTextContent('$0.00 to +$6,000.00');
    await expect(canvasElement.querySelector('.vault-chart-box canvas')).not.toBeNull();
  },
};

/**
 * A losing vault (the local network's, seen on a walk): PnL down to -$20,000.00. The axis writes "-$20K" in the app's
 * USD format (it read "-20000"), and no last-value label sits over an axis label.
 */
export const Losing: Story = {
  args: {
    points: VAULT_POINTS.map((p, i) => ({ ...p, equity: p.netDeposits - (BigInt(i) * 20_000_000_000n) / 16n })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/PnL from/)).toHaveTextContent('$0.00 to -$20,000.00');
    await chartDrawn(await chartBox(canvasElement), '--color-sell');
  },
};

/** Loading: a skeleton the chart's size. */
export const Loading: Story = { args: { points: undefined } };

/** No history yet: a line, no ranges. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No history yet.')).toBeVisible();
  },
};

/** The history could not be loaded. */
export const Error: Story = {
  args: { points: undefined, errorMessage: 'The vault could not be loaded.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

/** 390 px: the two controls wrap under the title, the PnL chart drawn (its shot was once taken before it painted). */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  play: async ({ canvasElement }) => {
    await chartDrawn(await chartBox(canvasElement), '--color-buy');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
