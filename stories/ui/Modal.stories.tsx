import { useState } from 'react';
import { MotionConfig } from 'motion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#islands/ui/Button.tsx';
import { Modal, type ModalProps } from '#islands/ui/Modal.tsx';
import { withPageBehind } from '#stories/support/page-behind.tsx';

/** A realistic body: what a transfer confirmation says, and its two actions. */
function TransferBody({ isPending = false }: { readonly isPending?: boolean }) {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>
        Move 250.00 USDC from Main to Scalping. The funds arrive in about 3 seconds.
      </p>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 'var(--space-2)' }}>
        <Button slot="close" isDisabled={isPending}>
          Cancel
        </Button>
        <Button variant="primary" isPending={isPending}>
          Confirm transfer
        </Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/Modal',
  decorators: [withPageBehind],
  component: Modal,
  args: { isOpen: true, onOpenChange: fn(), title: 'Transfer funds', children: <TransferBody /> },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: a titled dialog over the blurred backdrop, with focus moved inside. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Transfer funds' });
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Tab and Shift+Tab cycle inside the dialog: focus never reaches the page behind (focus trap). */
export const TrapsFocus: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Transfer funds' });
    const inside = () => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await inside();
    }
    for (let i = 0; i < 5; i++) {
      await userEvent.tab({ shift: true });
      await inside();
    }
  },
};

/** Longer than the screen: the body scrolls inside the dialog while the header with its close button stays. */
export const LongContent: Story = {
  args: {
    title: 'Terms of the vault',
    children: (
      <div>
        {Array.from({ length: 24 }, (_, i) => (
          <p key={i}>
            {i + 1}. Deposits join the main vault at its current share price; withdrawals leave at the price of the
            moment they settle, minus the withdrawal fee, and the vault keeps its profit share.
          </p>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Terms of the vault' });
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    dialog.scrollTop = dialog.scrollHeight; // scrolled to the end, the header with its close button stays
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    const header = dialog.querySelector('header')?.getBoundingClientRect();
    await expect(header?.top).toBe(dialog.getBoundingClientRect().top + 1);
    dialog.scrollTop = 0;
  },
};

/** Its action runs: the confirm button spins, close, Escape and the backdrop do nothing until it ends (SPEC 4). */
export const PendingAction: Story = {
  args: { isPending: true, children: <TransferBody isPending /> },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Transfer funds' });
    await expect(dialog.querySelector('.ui-overlay-body')).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** What a modal shows when its step cannot go on: an alert in the body and a way to try again. */
export const Error: Story = {
  args: {
    title: 'Establish connection',
    size: 'establish',
    children: (
      <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
        <p role="alert" style={{ margin: 0, color: 'var(--color-sell)' }}>
          The session key could not be created: the wallet rejected the request.
        </p>
        <Button variant="primary">Try again</Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Establish connection',
    });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('wallet rejected');
    await expect(dialog.closest('.ui-modal')).toHaveAttribute('data-size', 'establish');
  },
};

/** On a 390 px phone the 420 px deposit width gives way to the screen, keeping a margin. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  args: { size: 'deposit' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Transfer funds' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Opens from a button, as every modal does: keeps its own open state so closing really closes. */
function Opener(props: Omit<ModalProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 'var(--space-6)' }}>
      <Button onPress={() => setOpen(true)}>Transfer</Button>
      <Modal {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </div>
  );
}

/** Escape closes and focus returns to the button that opened it; so does a click on the backdrop. */
export const ClosesOnEscapeAndBackdrop: Story = {
  tags: ['no-visual'],
  render: (args) => <Opener title={args.title}>{args.children}</Opener>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Transfer' });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Transfer funds' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Transfer funds' });
    const backdrop = dialog.closest('.ui-modal-overlay');
    if (!(backdrop instanceof HTMLElement)) throw new TypeError('no backdrop');
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * With motion on (automated runs reduce it elsewhere): the backdrop and dialog animate in, and on Escape the modal
 * stays mounted, marked exiting, while its exit animation runs, then unmounts and gives focus back.
 */
export const AnimatesInAndOut: Story = {
  tags: ['no-visual'],
  decorators: [
    (Story) => (
      <MotionConfig reducedMotion="never">
        <Story />
      </MotionConfig>
    ),
  ],
  render: (args) => <Opener title={args.title}>{args.children}</Opener>,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Transfer' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Transfer funds' });
    const overlay = dialog.closest('.ui-modal-overlay');
    if (!(overlay instanceof HTMLElement)) throw new TypeError('no backdrop');
    // an animation's end, waited for up to 5 s (waitFor's 1 s default is a rate, not a condition, on a loaded machine)
    await waitFor(() => expect(overlay.getAnimations({ subtree: true }).length).toBe(0), { timeout: 5000 });
    await expect(getComputedStyle(overlay).opacity).toBe('1');
    await userEvent.keyboard('{Escape}');
    await expect(overlay).toHaveAttribute('data-exiting', 'true');
    await expect(overlay.getAnimations({ subtree: true }).length).toBeGreaterThan(0);
    await waitFor(() => expect(overlay.isConnected).toBe(false), { timeout: 5000 });
    await waitFor(() => expect(trigger).toHaveFocus(), { timeout: 5000 });
  },
};
