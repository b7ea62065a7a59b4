import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RateCurveView } from '#islands/earn/RateCurveView.tsx';
import type { LendingPool } from '#lib/domain/lending.ts';
import { chartDrawn, chartFontLoaded } from '#stories/support/chart-drawn.ts';
import { inPage } from '#stories/support/in-page.tsx';
// the curve's styles come with the earn screen that holds it
import '#islands/earn/earn.css';

const rate = (percent: bigint) => percent * 10_000_000n;
/** A pool of `lent` tokens with `borrowed` of them out, on a kinked curve (base 1 %, +8 % to the kink, +200 % after). */
const pool = (lent: bigint, borrowed: bigint, kink: bigint): LendingPool => ({
  lendShares: lent,
  lendAmount: lent,
  borrowShares: borrowed,
  borrowAmount: borrowed,
  lastUpdateTimestampSec: 0,
  utilizationCurve: { base: rate(1n), multiplier: rate(8n), kink: rate(kink), jump: rate(200n) },
});

const meta = {
  title: 'Earn/Rate curve',
  component: RateCurveView,
  loaders: [chartFontLoaded],
  decorators: [inPage()],
  args: { token: 'SOL', decimals: 0, pool: pool(100n, 79n, 80n) },
} satisfies Meta<typeof RateCurveView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The curve drawn, then its two point labels: both shown, whole inside the chart's plot (the chart box less its price
 * axis on the right and its time axis below), and apart from each other.
 */
async function labelsApartAndWhole(canvasElement: HTMLElement) {
  const figure = await within(canvasElement).findByRole('figure');
  const chart = figure.querySelector<HTMLElement>('.earn-curve-chart')!;
  await chartDrawn(chart, '--color-sell');
  const labels = await waitFor(() => {
    const found = [...figure.querySelectorAll<HTMLElement>('.earn-curve-label')];
    expect(found.map((l) => l.dataset.mark)).toEqual(['now', 'kink']);
    return found.map((l) => l.getBoundingClientRect());
  });
  const box = chart.getBoundingClientRect();
  // the plot is the widest cell of the chart's first table row (lightweight-charts lays out: left axis, pane, right axis)
  const pane = [...chart.querySelector('tr')!.querySelectorAll('td')]
    .map((cell) => cell.getBoundingClientRect())
    .reduce((a, b) => (b.width > a.width ? b : a));
  for (const label of labels) {
    await expect(label.left).toBeGreaterThanOrEqual(box.left);
    await expect(label.right).toBeLessThanOrEqual(pane.right);
    await expect(label.top).toBeGreaterThanOrEqual(pane.top);
    await expect(label.bottom).toBeLessThanOrEqual(pane.bottom);
  }
  const [now, kink] = labels as [DOMRect, DOMRect];
  const apart = now.right <= kink.left || kink.right <= now.left || now.bottom <= kink.top || kink.bottom <= now.top;
  await expect(apart).toBe(true);
  await expect(figure.querySelector('.earn-curve-aside')).toBeNull();
}

/** 79 % used, the kink at 80 %: the two points 1 % apart, their labels one above and one below the curve. */
export const NearTheKink: Story = {
  play: async ({ canvasElement }) => labelsApartAndWhole(canvasElement),
};

/** Nothing borrowed: "Now 0.00%" at the curve's left end and on its floor, slid inside and above the curve. */
export const Unused: Story = {
  args: { pool: pool(100n, 0n, 70n) },
  play: async ({ canvasElement }) => labelsApartAndWhole(canvasElement),
};

/** Everything borrowed: "Now 100.00%" at the right end, next to the APR axis, kept left of it. */
export const FullyBorrowed: Story = {
  args: { pool: pool(100n, 100n, 90n) },
  play: async ({ canvasElement }) => labelsApartAndWhole(canvasElement),
};

/** A laptop's column (a 1024 px window): the same close points in a narrower chart. */
export const Medium: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 976 - 48 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => labelsApartAndWhole(canvasElement),
};

/** A phone: 79 % against the kink at 80 % in a 390 px window, the labels still apart and whole. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  play: async ({ canvasElement }) => labelsApartAndWhole(canvasElement),
};
