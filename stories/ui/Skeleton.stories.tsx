import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { padded } from './fixtures.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [padded],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A balance card while it loads: an icon circle and text bars; hidden from screen readers, the card is busy. */
export const Default: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Balance"
      role="group"
      style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center', maxWidth: 'var(--size-panel-login)' }}
    >
      <Skeleton isCircle width="var(--control-md)" />
      <div style={{ display: 'grid', gap: 'var(--space-2)', flex: 1 }}>
        <Skeleton width="40%" />
        <Skeleton width="75%" height="var(--text-xl)" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Balance' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    const bars = group.querySelectorAll('.ui-skeleton');
    await expect(bars).toHaveLength(3);
    for (const bar of bars) await expect(bar).toHaveAttribute('aria-hidden', 'true');
  },
};
