import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Modal } from '#islands/ui/Modal.tsx';
import {
  EstablishConnectionView,
  type EstablishConnectionViewProps,
} from '#islands/wallet/EstablishConnectionView.tsx';
import { t } from '#lib/i18n/accounts.ts';
import { withPageBehind } from '#stories/support/page-behind.tsx';

/** The view in the real 460 px modal. */
function InModal(props: EstablishConnectionViewProps) {
  return (
    <Modal
      isOpen
      onOpenChange={() => undefined}
      title={t('establish.title')}
      size="establish"
      isPending={props.isPending}
    >
      <EstablishConnectionView {...props} />
    </Modal>
  );
}

const meta = {
  title: 'Wallet/EstablishConnection',
  component: InModal,
  decorators: [withPageBehind],
  args: { accountName: 'Satoshi21', isPending: false, onEstablish: fn() },
} satisfies Meta<typeof InModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Establish connection' });

/** Ready: names the account, 460 px wide, one button that asks the wallet. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const element = await dialog(canvasElement);
    await expect(element.closest('.ui-modal')?.getBoundingClientRect().width).toBe(460);
    await expect(within(element).getByText(/Satoshi21/)).toBeVisible();
    await userEvent.click(within(element).getByRole('button', { name: 'Establish connection' }));
    await expect(args.onEstablish).toHaveBeenCalledOnce();
  },
};

/** Waiting for the wallet (loading): the button spins and ignores presses; the modal cannot be dismissed. */
export const Establishing: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const element = await dialog(canvasElement);
    await userEvent.click(element.querySelector<HTMLButtonElement>('.wallet-form button')!);
    await expect(args.onEstablish).not.toHaveBeenCalled();
    await expect(within(element).getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

/** On a 390 px phone the modal keeps its margin. */
export const Narrow: Story = { tags: ['viewport-narrow'] };
