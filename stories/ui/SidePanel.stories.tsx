import { useState } from 'react';
import { MotionConfig } from 'motion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#islands/ui/Button.tsx';
import { SidePanel, type SidePanelProps } from '#islands/ui/SidePanel.tsx';
import { withPageBehind } from '#stories/support/page-behind.tsx';

/** Rows of label and value, as the panels list them. */
function Facts({ rows }: { readonly rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 'var(--space-3) var(--space-4)', margin: 0 }}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt style={{ color: 'var(--color-text-muted)' }}>{label}</dt>
          <dd className="num" style={{ margin: 0, textAlign: 'right' }}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const meta = {
  title: 'UI/SidePanel',
  decorators: [withPageBehind],
  component: SidePanel,
  args: { isOpen: true, onOpenChange: fn(), variant: 'account', title: 'Main account', children: null },
} satisfies Meta<typeof SidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** The account panel: 312 px with a full-height close strip on its left. */
export const Account: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: 'var(--space-5)' }}>
        <Facts
          rows={[
            ['Balance', '$12,480.25'],
            ['24h change', '+$182.40 (+1.48%)'],
            ['Open PnL', '-$36.10'],
          ]}
        />
        <div style={{ display: 'flex', gap: 'var(--space-2)' }}>
          <Button variant="primary">Deposit</Button>
          <Button>Transfer</Button>
        </div>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement, 'Main account');
    await expect(dialog.querySelector('.ui-panel-sheet')?.getBoundingClientRect().width).toBe(312);
    await expect(within(dialog).getByRole('button', { name: 'Close panel' }).getBoundingClientRect().width).toBe(40);
  },
};

/** The login panel: 320 px with a toggle handle on its edge. */
export const Login: Story = {
  args: {
    variant: 'login',
    title: 'Log in or sign up',
    children: (
      <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
        <Button>Continue with Google</Button>
        <Button>Continue with Apple</Button>
        <Button variant="primary">Connect wallet</Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement, 'Log in or sign up');
    await expect(dialog.querySelector('.ui-panel-sheet')?.getBoundingClientRect().width).toBe(320);
    await expect(within(dialog).getByRole('button', { name: 'Hide panel' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Borrow details: 420 px with a close icon in the header; its stats use 2 decimals. */
export const BorrowDetails: Story = {
  args: {
    variant: 'borrow',
    title: 'Borrow USDC',
    children: (
      <Facts
        rows={[
          ['Borrow APR', '6.25%'],
          ['Utilization', '71.40%'],
          ['Initial margin factor', '1.05'],
          ['Maintenance margin factor', '1.02'],
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement, 'Borrow USDC');
    await expect(dialog.querySelector('.ui-panel-sheet')?.getBoundingClientRect().width).toBe(420);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The account panel's close strip asks to close. */
export const StripCloses: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement, 'Main account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close panel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The login panel's handle asks to close. */
export const HandleCloses: Story = {
  tags: ['no-visual'],
  args: { variant: 'login', title: 'Log in or sign up' },
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement, 'Log in or sign up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide panel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** On a 390 px phone the 420 px panel takes the screen's width. */
export const BorrowDetailsNarrow: Story = {
  ...BorrowDetails,
  tags: ['viewport-narrow'],
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement, 'Borrow USDC');
    await expect(dialog.querySelector('.ui-panel-sheet')?.getBoundingClientRect().width).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

/** An action runs: the close strip is disabled and Escape does nothing. */
export const Pending: Story = {
  args: { ...Account.args, isPending: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement, 'Main account');
    await expect(within(dialog).getByRole('button', { name: 'Close panel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Opens from a button and keeps its own state, so closing really closes. */
function Opener(props: Omit<SidePanelProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 'var(--space-6)' }}>
      <Button onPress={() => setOpen(true)}>Account</Button>
      <SidePanel {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </div>
  );
}

/** Escape and a click beside the panel close it; focus returns to what opened it. */
export const ClosesOnEscapeAndBackdrop: Story = {
  tags: ['no-visual'],
  render: (args) => (
    <Opener variant={args.variant} title={args.title}>
      <p>Balances</p>
    </Opener>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Main account' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Main account' });
    const backdrop = dialog.closest('.ui-panel-overlay');
    if (!(backdrop instanceof HTMLElement)) throw new TypeError('no backdrop');
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** With motion on: the panel slides out, staying mounted while it does, then unmounts. */
export const SlidesOut: Story = {
  tags: ['no-visual'],
  decorators: [
    (Story) => (
      <MotionConfig reducedMotion="never">
        <Story />
      </MotionConfig>
    ),
  ],
  render: (args) => (
    <Opener variant={args.variant} title={args.title}>
      <p>Balances</p>
    </Opener>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const dialog = await body.findByRole('dialog', { name: 'Main account' });
    const panel = dialog.closest('.ui-panel');
    if (!(panel instanceof HTMLElement)) throw new TypeError('no panel');
    // an animation's end, waited for up to 5 s (waitFor's 1 s default is a rate, not a condition, on a loaded machine)
    await waitFor(() => expect(panel.getAnimations().length).toBe(0), { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close panel' }));
    await expect(panel.getAnimations().length).toBeGreaterThan(0);
    await expect(panel.isConnected).toBe(true);
    await waitFor(() => expect(panel.isConnected).toBe(false), { timeout: 5000 });
  },
};
