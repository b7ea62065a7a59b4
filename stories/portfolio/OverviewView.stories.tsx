import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OverviewView } from '#islands/portfolio/OverviewView.tsx';
import { chartDrawn, chartFontLoaded } from '#stories/support/chart-drawn.ts';
import { DAY_CHART, FIGURES, NEW_ACCOUNT_CHART, PERFORMANCE, PNL_CHART, VALUE_CHART } from './fixtures.ts';
import { inPage } from '#stories/support/in-page.tsx';
import { triesAgain } from '#stories/support/plays.ts';

const meta = {
  title: 'Portfolio/Overview',
  component: OverviewView,
  loaders: [chartFontLoaded],
  decorators: [inPage()],
  args: {
    figures: FIGURES,
    chart: PNL_CHART,
    performance: PERFORMANCE,
    onPeriodChange: fn(),
    onModeChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OverviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A figure's value by its name. */
const figure = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

/**
 * A week of trading: $12,480.25 of value, +$480.25 (+4.00 %) over 7 days, 2.50x, margin 31.25 %, tier 0 at
 * 0.050 % / 0.020 %; the PnL chart (green above zero, rose below) ends at the live +$24 point.
 */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvasElement, 'Account value')).toBe('$12,480.25');
    await expect(figure(canvasElement, 'PnL (7d)')).toBe('+$480.25 (+4.00%)');
    await expect(figure(canvasElement, 'Unrealized PnL')).toBe('-$42.10');
    await expect(figure(canvasElement, 'Leverage')).toBe('2.50×');
    await expect(figure(canvasElement, 'Margin usage')).toContain('31.25%');
    await expect(figure(canvasElement, 'Fee tier')).toBe('Tier 0Taker 0.050% · Maker 0.020%');
    const chart = await canvas.findByRole('figure', { name: /^PnL over/ });
    await expect(chart).toHaveAttribute('data-last-usd', String(PNL_CHART.series.at(-1)!.usd));
    await chartDrawn(chart, '--color-buy');
    await userEvent.click(canvas.getByRole('radio', { name: '24h' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('24h');
    await userEvent.click(canvas.getByRole('radio', { name: 'Account value' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('value');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur(); // the baseline without a focus ring
    const perf = canvas.getByRole('region', { name: 'Performance' });
    await expect(within(perf).getByRole('row', { name: /^Realized PnL/ })).toHaveTextContent(
      'Realized PnL+$522.35-$130.80',
    );
  },
};

/** The account value curve (the same week plus the 12,000 deposited). */
export const AccountValue: Story = {
  args: { chart: VALUE_CHART },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('figure', { name: /^Account value over/ });
    await expect(chart).toBeVisible();
    await chartDrawn(chart, '--color-accent');
  },
};

/**
 * A new account's first three minutes: its points seconds apart, the time axis in seconds ("11:57:05"), never the
 * same label twice (two points in one minute both wrote "11:57"); the figure names the period in UTC.
 */
export const FirstMinutes: Story = {
  args: { chart: NEW_ACCOUNT_CHART },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('figure', {
      name: 'PnL over 2026-11-20 11:57:05 UTC – 2026-11-20 12:00:00 UTC: from $0.00 to -$2.45.',
    });
    await chartDrawn(chart, '--color-sell', 20);
  },
};

/** The 24h period: hours and minutes along the axis, each once, the flows of one minute under one label. */
export const Day: Story = {
  args: { chart: DAY_CHART },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('figure', { name: /^PnL over 2026-11-19 12:00:00 UTC/ });
    await expect(chart).toHaveAttribute('data-points', '27');
    await chartDrawn(chart, '--color-buy');
  },
};

/** A new account: no history yet, only All offered; its figures are flat. */
export const Empty: Story = {
  args: {
    figures: { ...FIGURES, accountValueUsd: 0n, unrealizedPnlUsd: 0n, leverage: null, marginUsage: null },
    chart: { periods: [], period: 'all', mode: 'value', series: [] },
    performance: {
      d7: { volumeUsd: 0n, feesUsd: 0n, realizedPnlUsd: 0n, trades: 0 },
      d30: { volumeUsd: 0n, feesUsd: 0n, realizedPnlUsd: 0n, trades: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No history yet: it starts with your first deposit.')).toBeVisible();
    await expect(figure(canvasElement, 'Leverage')).toBe('0.00×');
  },
};

/** Loading: skeletons, never $0.00. */
export const Loading: Story = {
  args: { figures: undefined, chart: undefined, performance: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByText('$0.00')).toBeNull();
  },
};

/** The account could not be loaded: the notice and Try again. */
export const LoadError: Story = {
  args: { errorMessage: 'Your account could not be loaded.' },
  play: triesAgain('Your account could not be loaded.'),
};

/** The history or the statistics failed while the figures loaded: each card says so on its own. */
export const CardErrors: Story = {
  args: { chart: 'error', performance: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2);
  },
};

/** A phone: figures two across, the chart above the performance, nothing scrolls sideways. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  play: async ({ canvasElement }) => {
    await chartDrawn(await within(canvasElement).findByRole('figure', { name: /^PnL over/ }), '--color-buy');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
