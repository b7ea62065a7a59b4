import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '#islands/frame/Footer.tsx';
import { $latency, $siteStatus } from '#stores/latency.ts';
import { INITIAL_STATUS, nextStatus } from '#lib/network/status.ts';
import { seed, withStores } from '#stories/support/with-stores.tsx';

const meta = {
  title: 'Frame/Footer (container)',
  component: Footer,
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No sample yet: connecting. */
export const BeforeFirstSample: Story = {
  decorators: [withStores(seed($latency, undefined), seed($siteStatus, INITIAL_STATUS))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Connecting' })).toBeVisible();
  },
};

/** A latency value arrived: operational (SPEC section 4). */
export const AfterFirstSample: Story = {
  decorators: [withStores(seed($latency, 87), seed($siteStatus, nextStatus(INITIAL_STATUS, { kind: 'latency' })))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Operational' })).toBeVisible();
    await expect(canvas.getByText('87 ms')).toBeVisible();
  },
};
