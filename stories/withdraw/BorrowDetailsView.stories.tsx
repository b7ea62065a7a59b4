import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SidePanel } from '#islands/ui/SidePanel.tsx';
import { BorrowDetailsView } from '#islands/withdraw/BorrowDetailsView.tsx';
import { withPageBehind } from '#stories/support/page-behind.tsx';

const RATE = 1_000_000_000n;
const READY = {
  status: 'ready',
  factors: {
    collateralFactor: (RATE * 9n) / 10n,
    borrowInitialFactor: (RATE * 21n) / 20n,
    borrowMaintenanceFactor: (RATE * 103n) / 100n,
  },
  pool: {
    borrowApr: 61_234_567n,
    lendApr: 25_000_000n,
    utilization: 408_333_333n,
    totalLent: 1_200_000_000_000n,
    totalBorrowed: 490_000_000_000n,
    borrowEnabled: true,
  },
} as const;

const meta = {
  title: 'Withdraw/BorrowDetails',
  component: BorrowDetailsView,
  decorators: [
    (Story) => (
      <SidePanel isOpen onOpenChange={() => undefined} variant="borrow" title="Borrow details">
        <Story />
      </SidePanel>
    ),
    withPageBehind,
  ],
  args: { token: 'USDC', decimals: 6, state: READY },
} satisfies Meta<typeof BorrowDetailsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The factors, APRs and utilization with 2 decimals, and the pool's totals. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('6.12%')).toBeVisible();
    await expect(page.getByText('40.83%')).toBeVisible();
    await expect(page.getByText('105.00%')).toBeVisible();
    const panel = page.getByRole('dialog', { name: 'Borrow details' });
    await expect(panel.closest('.ui-panel')?.getBoundingClientRect().width).toBe(420);
  },
};

/** The pool is loading. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** Borrowing of the token is turned off. */
export const Disabled: Story = { args: { state: { ...READY, pool: { ...READY.pool, borrowEnabled: false } } } };

/** The pool could not be loaded. */
export const Failed: Story = { args: { state: { status: 'error' } } };

/** On a 390 px phone. */
export const ReadyNarrow: Story = { tags: ['viewport-narrow'] };
