import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '#islands/ui/Badge.tsx';
import { padded } from './fixtures.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  decorators: [padded],
  args: { children: 'Coming soon' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour as the screens use them: sides, the vault APR, coming soon. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
      <Badge>Cross</Badge>
      <Badge variant="accent" isNumeric>
        APR 0%
      </Badge>
      <Badge variant="buy" isNumeric>
        Long 10x
      </Badge>
      <Badge variant="sell" isNumeric>
        Short 5x
      </Badge>
      <Badge variant="warning">Coming soon</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Long 10x')).toHaveAttribute('data-variant', 'buy');
    await expect(getComputedStyle(canvas.getByText('APR 0%')).fontVariantNumeric).toBe('tabular-nums');
  },
};
