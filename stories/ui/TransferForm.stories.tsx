import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TransferForm } from './TransferForm.tsx';

const meta = {
  title: 'UI/Composition/Transfer funds',
  component: TransferForm,
  args: { onSubmit: fn() },
  parameters: {
    viewport: {
      options: {
        narrow: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        wide: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
} satisfies Meta<typeof TransferForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const amountInput = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Amount' });

/** Wide: a modal-width card. The 50 % mark fills half the balance exactly; typing moves the slider; Max fills all. */
export const Wide: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set to 50%' }));
    await expect(amountInput(canvasElement)).toHaveValue('6172.83945');
    await expect(canvas.getByText('$6,172.84')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }));
    await expect(amountInput(canvasElement)).toHaveValue('12345.678901');
    await expect(canvas.getByRole('slider', { name: 'Share of balance' })).toHaveAttribute('aria-valuetext', '100%');
    await userEvent.clear(amountInput(canvasElement));
    await userEvent.type(amountInput(canvasElement), '3086.419726');
    await expect(canvas.getByRole('slider', { name: 'Share of balance' })).toHaveAttribute('aria-valuetext', '25%');
    await expect(canvas.getByText('9,259.259175 USDC')).toBeVisible();
  },
};

/** Narrow (390 px): the form takes the phone's width, the two account pickers still side by side. */
export const Narrow: Story = {
  tags: ['viewport-narrow'],
  globals: { viewport: { value: 'narrow' } },
  args: { amount: '250.5' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Transfer funds' });
    await expect(amountInput(canvasElement)).toHaveValue('250.5');
    // The layout follows the viewport through the one breakpoint token, never wider than the window.
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Submitting with the same account twice and too much: both messages show at once (errorVisibility always). */
export const Invalid: Story = {
  args: { from: '7', to: '7', amount: '20000' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByText('Choose two different accounts')).toBeVisible();
    await expect(canvas.getByText('Amount exceeds your balance')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Below 1 USD of SOL: the message names the minimum amount, computed exactly by the domain. */
export const BelowMinimum: Story = {
  args: { token: 'SOL', amount: '0.001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByText('Insufficient amount: at least 0.006656 SOL is needed')).toBeVisible();
  },
};

/** A valid transfer: the exact base units go out once, and the button stays pending (a second press is ignored). */
export const Submitting: Story = {
  args: { amount: '100.000001' },
  play: async ({ canvasElement, args }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Transfer' });
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ from: '1', to: '7', token: 'USDC', units: 100_000_001n });
    await expect(submit).toHaveAttribute('data-pending');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The same form in the light theme: one block of tokens swapped (tokens.css [data-theme='light']). */
export const Light: Story = {
  globals: { theme: 'light', viewport: { value: 'wide' } },
  args: { amount: '2500' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('data-theme', 'light');
    await expect(within(canvasElement).getByText('$2,500.00')).toBeVisible();
  },
};
