import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SplashView } from '#islands/frame/SplashView.tsx';

const meta = {
  title: 'Frame/Splash',
  component: SplashView,
  args: { count: 0 },
} satisfies Meta<typeof SplashView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing loaded yet: 0 over 8 rippling circles, the main one 210 px at opacity 0.24. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    const circles = canvasElement.querySelectorAll<HTMLElement>('.splash-circle');
    await expect(circles).toHaveLength(8);
    await expect(circles[0]?.style.width).toBe('210px');
    await expect(circles[0]?.style.opacity).toBe('0.24');
  },
};

/** Two of the three start-up loads done. */
export const TwoThirds: Story = { args: { count: 66 } };

/** Everything loaded: 100, the moment before the splash fades. */
export const Done: Story = {
  args: { count: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('100')).toBeVisible();
  },
};
