import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStore } from '@nanostores/react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { useModalAction } from '#islands/app/use-overlay-action.ts';
import { OverlayHost, type OverlayRegistry } from '#islands/modals/OverlayHost.tsx';
import { Button } from '#islands/ui/Button.tsx';
import { Modal } from '#islands/ui/Modal.tsx';
import { OverlayLoading } from '#islands/ui/OverlayLoading.tsx';
import { $modal, closeModal, openModal, type ModalArgs, type ModalComponentProps } from '#stores/modal.ts';
import { seedThrough, withStores } from '#stories/support/with-stores.tsx';
import { withPageBehind } from '#stories/support/page-behind.tsx';

/** The story's stand-in for the transfer action: each press waits until the play settles it. */
const transfer = { calls: 0, settle: (_ok: boolean) => undefined as void };

function pendingTransfer(): Promise<void> {
  transfer.calls += 1;
  return new Promise((resolve, reject) => {
    transfer.settle = (ok) => (ok ? resolve() : reject(new Error('refused')));
  });
}

/** A transfer modal built the way every modal is: Modal primitive plus useModalAction. */
function TransferModal({ isOpen, onClose }: ModalComponentProps<'transferFunds'>) {
  const { run, isPending } = useModalAction(pendingTransfer);
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => open || onClose()} title="Transfer funds" isPending={isPending}>
      <Button variant="primary" isPending={isPending} onPress={() => void run()}>
        Confirm transfer
      </Button>
    </Modal>
  );
}

/** Registries for the stories: one that loads, one that never finishes, one whose download fails. */
const LOADS: OverlayRegistry<ModalArgs> = { transferFunds: () => Promise.resolve(TransferModal) };
const NEVER: OverlayRegistry<ModalArgs> = { transferFunds: () => new Promise(() => undefined) };
const FAILS: OverlayRegistry<ModalArgs> = { transferFunds: () => Promise.reject(new TypeError('chunk failed')) };

/** The host bound to the real modal store, with a story registry. */
function Host({
  registry,
  onLoadError,
}: {
  readonly registry: OverlayRegistry<ModalArgs>;
  readonly onLoadError: () => void;
}) {
  const open = useStore($modal);
  return (
    <OverlayHost
      open={open}
      registry={registry}
      onClose={closeModal}
      onLoadError={onLoadError}
      fallback={<OverlayLoading />}
    />
  );
}

const meta = {
  title: 'Modals/OverlayHost',
  component: Host,
  args: { registry: LOADS, onLoadError: fn() },
  decorators: [withPageBehind, withStores(seedThrough(closeModal, () => openModal('transferFunds')))],
  // react-aria announces a pending button by reference; once its modal closed the announcement points at nothing
  // until the announcer clears it (7 s): that screen-reader-only region is not what these stories check
  parameters: { a11y: { context: { exclude: ['[data-live-announcer]'] } } },
} satisfies Meta<typeof Host>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the modal's code downloads the page is blocked and, after a noticeable wait, a spinner shows. */
export const LoadingFallback: Story = {
  args: { registry: NEVER },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('status', { name: 'Loading' }),
    ).toBeVisible();
  },
};

/** Loading while the action runs, a double press acting once, and closing when it succeeds (SPEC 4). */
export const ActionRunsThenCloses: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    transfer.calls = 0;
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Transfer funds' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm transfer' });
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(dialog.querySelector('.ui-overlay-body')).toHaveAttribute('aria-busy', 'true'));
    await userEvent.keyboard('{Escape}'); // not dismissable while pending
    await expect(body.getByRole('dialog', { name: 'Transfer funds' })).toBeVisible();
    await expect(transfer.calls).toBe(1);
    transfer.settle(true);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect($modal.get()).toBeUndefined();
  },
};

/** A failed action ends loading and closes the modal too; the action's own toast tells the user why. */
export const ActionFailsThenCloses: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Transfer funds' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    transfer.settle(false);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect($modal.get()).toBeUndefined();
  },
};

/** A modal whose code cannot be downloaded: the host closes it and reports the failure. */
export const DownloadFails: Story = {
  tags: ['no-visual'],
  args: { registry: FAILS },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLoadError).toHaveBeenCalled());
    await expect($modal.get()).toBeUndefined();
  },
};

/** An id without a registered modal (its feature is not built yet) is reported and closed, never left invisible. */
export const UnregisteredId: Story = {
  tags: ['no-visual'],
  decorators: [withStores(seedThrough(closeModal, () => openModal('withdraw')))],
  beforeEach: () => {
    const error = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => error.mockRestore();
  },
  play: async () => {
    await waitFor(() => expect($modal.get()).toBeUndefined());
    await expect(console.error).toHaveBeenCalledWith('No overlay is registered as "withdraw": it was closed');
  },
};
