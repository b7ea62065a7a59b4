import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressRing } from '#islands/ui/ProgressRing.tsx';
import { padded } from './fixtures.tsx';

/** Margin usage turns amber at 50 % and rose at 80 % (ratios x 10^9). */
const THRESHOLDS = { warning: 500_000_000n, danger: 800_000_000n };

const meta = {
  title: 'UI/ProgressRing',
  component: ProgressRing,
  decorators: [padded],
  args: { value: 123_456_789n, 'aria-label': 'Margin usage', thresholds: THRESHOLDS },
} satisfies Meta<typeof ProgressRing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 12.35 % used: accent colour, read out as a meter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Margin usage' });
    await expect(meter).toHaveAttribute('aria-valuetext', '12.35%');
    await expect(meter).toHaveAttribute('aria-valuenow', '12.34');
    await expect(meter).toHaveAttribute('data-level', 'normal');
    await expect(meter).toHaveTextContent('12%');
  },
};

/** The colour steps: empty, under, at the warning threshold, at the danger threshold, and over 100 % (full ring). */
export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'center' }}>
      <ProgressRing {...args} aria-label="Empty" value={0n} />
      <ProgressRing {...args} aria-label="Low" value={250_000_000n} />
      <ProgressRing {...args} aria-label="Warning" value={500_000_000n} />
      <ProgressRing {...args} aria-label="Danger" value={812_500_000n} />
      <ProgressRing {...args} aria-label="Over" value={1_500_000_000n} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const level = (name: string) => canvas.getByRole('meter', { name }).getAttribute('data-level');
    await expect([level('Empty'), level('Low'), level('Warning'), level('Danger'), level('Over')]).toEqual([
      'normal',
      'normal',
      'warning',
      'danger',
      'danger',
    ]);
    // Over 100 % draws a full ring but still reads the true value.
    await expect(canvas.getByRole('meter', { name: 'Over' })).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('meter', { name: 'Over' })).toHaveAttribute('aria-valuetext', '150.00%');
    await expect(canvas.getByRole('meter', { name: 'Danger' })).toHaveTextContent('81%');
  },
};
