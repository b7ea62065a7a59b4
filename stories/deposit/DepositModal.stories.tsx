import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DepositModal } from '#islands/deposit/DepositModal.tsx';
import { Header } from '#islands/frame/Header.tsx';
import { ModalHost } from '#islands/modals/ModalHost.tsx';
import { $config } from '#stores/config.ts';
import { $perpMarkets } from '#stores/markets.ts';
import { CONFIG, PERP_MARKETS } from '#stories/support/fixtures/markets.ts';
import { ready, seed, withStores } from '#stories/support/with-stores.tsx';
import { withPageBehind } from '#stories/support/page-behind.tsx';

const meta = {
  title: 'Deposit/DepositModal',
  decorators: [withPageBehind],
  component: DepositModal,
  args: { args: undefined, isOpen: true, onClose: fn() },
} satisfies Meta<typeof DepositModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the start step: Wallet and Deposit address lead on, Credit card is coming soon and disabled. */
async function expectStartOptions(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Deposit' });
  const modal = within(dialog);
  const wallet = modal.getByRole('button', { name: /^Wallet/ });
  const address = modal.getByRole('button', { name: /^Deposit address/ });
  const card = modal.getByRole('button', { name: /^Credit card/ });
  await expect(wallet).toBeEnabled();
  await expect(address).toBeEnabled();
  await expect(card).toBeDisabled();
  await expect(card).toHaveTextContent('Coming soon');
  // the defect this guards: the badge was laid over the card's description
  const badge = modal.getByText('Coming soon').getBoundingClientRect();
  const text = modal.getByText('Buy tokens with a card').getBoundingClientRect();
  const overlaps =
    badge.left < text.right && text.left < badge.right && badge.top < text.bottom && text.top < badge.bottom;
  await expect(overlaps).toBe(false);
  return dialog;
}

/** The start step at 420 px. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await expectStartOptions(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBe(420);
  },
};

/** The start step on a 390 px phone: the modal keeps a margin and the badge sits beside its label, clear of the description. */
export const StartNarrow: Story = {
  tags: ['viewport-narrow'],
  play: async ({ canvasElement }) => {
    const dialog = await expectStartOptions(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
  },
};

/** The real path: the header's Deposit opens the registered modal through the ModalHost; Escape closes it. */
export const FromTheHeader: StoryObj = {
  tags: ['no-visual'],
  decorators: [withStores(seed($config, ready(CONFIG)), seed($perpMarkets, ready(PERP_MARKETS)))],
  render: () => (
    <>
      <Header path="/" />
      <ModalHost />
    </>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const deposit = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await userEvent.click(deposit);
    await expectStartOptions(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(deposit).toHaveFocus());
  },
};
