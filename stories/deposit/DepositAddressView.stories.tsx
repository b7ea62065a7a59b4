import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DepositAddressView } from '#islands/deposit/DepositAddressView.tsx';
import { withPageBehind } from '#stories/support/page-behind.tsx';
import { inDepositModal } from './steps.tsx';

const ADDRESS = '0x5e1f0c29a4d3b8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3';

const meta = {
  title: 'Deposit/Steps/DepositAddress',
  component: DepositAddressView,
  decorators: [inDepositModal, withPageBehind],
  args: { state: { status: 'ready', address: ADDRESS }, onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof DepositAddressView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The address with its QR code and Copy. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('img', { name: 'QR code of your deposit address' })).toBeVisible();
    await expect(page.getByText(ADDRESS)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy address' })).toBeEnabled();
  },
};

/** The address is being read. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** The address could not be read: Try again. */
export const Failed: Story = { args: { state: { status: 'error' } } };

/** No account yet: nothing to show. */
export const NoAccount: Story = { args: { state: { status: 'noAccount' } } };

/** On a 390 px phone: the address wraps inside its box. */
export const ReadyNarrow: Story = { tags: ['viewport-narrow'] };
