import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LendingActionView } from '#islands/earn/LendingActionView.tsx';
import { isMaxText, lendingFormFigures } from '#islands/earn/lending-form.ts';
import { Modal } from '#islands/ui/Modal.tsx';
import type { SummaryInput } from '#lib/domain/account-summary.ts';
import type { ActionContext, LendingAction } from '#lib/domain/lending-actions.ts';
import { t } from '#lib/i18n/earn.ts';
import { withPageBehind } from '#stories/support/page-behind.tsx';
import { CALM_ACCOUNT, RISKY_ACCOUNT, SOL_CTX } from './lending-fixtures.ts';

/** A lending modal as the host shows it: the Modal around the view, its figures worked from the fixtures. */
function LendingModalStory(props: {
  action: LendingAction;
  ctx: ActionContext;
  account: SummaryInput;
  amount: string;
  isPending?: boolean;
  onSubmit: () => void;
}) {
  const [amount, setAmount] = useState(props.amount);
  const [acknowledged, setAcknowledged] = useState(false);
  const [maxChosen, setMaxChosen] = useState(false);
  const figures = lendingFormFigures(props.action, 'SOL', props.ctx, props.account, amount, maxChosen);
  return (
    <Modal
      isOpen
      onOpenChange={() => undefined}
      title={t(`earn.modal.${props.action}`, { token: 'SOL' })}
      isPending={props.isPending}
    >
      <LendingActionView
        action={props.action}
        token="SOL"
        ctx={props.ctx}
        figures={figures}
        amount={amount}
        onAmountChange={(next) => {
          setAmount(next);
          setMaxChosen(isMaxText(next, figures.limit.amount, props.ctx.decimals));
        }}
        acknowledged={acknowledged}
        onAcknowledgedChange={setAcknowledged}
        isPending={props.isPending ?? false}
        onSubmit={props.onSubmit}
      />
    </Modal>
  );
}

const meta = {
  title: 'Earn/LendingModal',
  component: LendingModalStory,
  decorators: [withPageBehind],
  args: { action: 'lend', ctx: SOL_CTX, account: CALM_ACCOUNT, amount: '', onSubmit: fn() },
} satisfies Meta<typeof LendingModalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
const submitButton = (d: HTMLElement, name: string) => within(d).getByRole('button', { name });

// ---- Supply -------------------------------------------------------------------------------------------------------

/** Supply, nothing typed: the account balance as Max, the preview unchanged, Supply disabled. */
export const LendEmpty: Story = {
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Supply SOL');
    await expect(d).toHaveTextContent('Account balance: 12 SOL');
    await expect(submitButton(d, 'Supply')).toBeDisabled();
  },
};

/** Supply 2 SOL: supplied 5 -> 7 (1 share = 1 SOL), the pool 302 lent so its APRs fall (0.01 + 150/302 x 0.08). */
export const LendFilled: Story = {
  args: { amount: '2' },
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement, 'Supply SOL');
    await expect(d).toHaveTextContent('Your supplied5 SOL → 7 SOL');
    // 150 / 302 = 49.668874 %: borrow 0.01 + 0.49668874 x 0.08 = 4.97 %, supply 4.97350992 % x 0.49668874 = 2.47 %
    await expect(d).toHaveTextContent('Supply APR2.50% → 2.47%');
    await expect(d).toHaveTextContent('Borrow APR5.00% → 4.97%');
    await expect(d).toHaveTextContent('Margin usage9.44% → 9.44%');
    // a share of exactly 1 SOL: nothing lost to rounding, so no note
    await expect(within(d).queryByTestId('lending-rounding')).toBeNull();
    await userEvent.click(submitButton(d, 'Supply'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/**
 * Supply 2 SOL to a pool whose share unit is worth a hair over 1,000 units (300 SOL for 299,999,999 share units),
 * holding 5,000,000 units: before floor(5,000,000 x 300e9 / 299,999,999) = 5.000000016 SOL; 2 SOL buy
 * floor(2e9 x 299,999,999 / 300e9) = 1,999,999 units; after floor(6,999,999 x 302e9 / 301,999,998) = 6.999999046 SOL.
 * Supplied shows 5 -> 6.999999 and the note says why: 2 - (6.999999046 - 5.000000016) = 0.00000097 SOL (shown to 6
 * decimals: 0.000001) stays with the pool.
 */
export const LendRounding: Story = {
  args: {
    amount: '2',
    ctx: {
      ...SOL_CTX,
      pool: { ...SOL_CTX.pool, lendShares: 299_999_999n },
      holding: { ...SOL_CTX.holding, lendShares: 5_000_000n },
    },
  },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Supply SOL');
    await expect(d).toHaveTextContent('Your supplied5 SOL → 6.999999 SOL');
    await expect(within(d).getByTestId('lending-rounding')).toHaveTextContent(
      'Your 2 SOL buys pool shares worth 1.999999 SOL now: shares round in the pool’s favour, so 0.000001 SOL stays in the pool.',
    );
  },
};

/** Supply more than the wallet holds: refused with the balance, Supply disabled. */
export const LendInvalid: Story = {
  args: { amount: '12.5' },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Supply SOL');
    await expect(d).toHaveTextContent('Exceeds your balance of 12 SOL.');
    await expect(submitButton(d, 'Supply')).toBeDisabled();
  },
};

/** Supply while the account is near liquidation: the warning and the acknowledgement gate the submit. */
export const LendRisky: Story = {
  args: { amount: '1', account: RISKY_ACCOUNT },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Supply SOL');
    await expect(within(d).getByRole('alert')).toHaveTextContent(
      'After this your margin usage is 85.09%, within 20% of liquidation at 100%.',
    );
    await expect(submitButton(d, 'Supply')).toBeDisabled();
    await userEvent.click(within(d).getByRole('checkbox', { name: 'I understand my account could be liquidated' }));
    await expect(submitButton(d, 'Supply')).toBeEnabled();
  },
};

/** Supply sent: the modal pending, the field and button locked. */
export const LendPending: Story = {
  args: { amount: '2', isPending: true },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Supply SOL');
    await expect(within(d).getByRole('textbox', { name: 'Amount' })).toBeDisabled();
  },
};

/** Supply on a 390 px phone: nothing wider than the screen. */
export const LendNarrow: Story = {
  tags: ['viewport-narrow'],
  args: { amount: '2' },
  play: async ({ canvasElement }) => {
    await dialog(canvasElement, 'Supply SOL');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// ---- Withdraw -----------------------------------------------------------------------------------------------------

/** Withdraw, nothing typed: Max is the 5 SOL supplied. */
export const WithdrawEmpty: Story = {
  args: { action: 'withdrawLend' },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Withdraw supplied SOL');
    await expect(d).toHaveTextContent('Supplied: 5 SOL');
  },
};

/** Withdraw all 5: supplied 5 -> 0; the pool 295 lent, its APRs rise (150/295 = 50.85 %). */
export const WithdrawFilled: Story = {
  args: { action: 'withdrawLend', amount: '5' },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Withdraw supplied SOL');
    await expect(d).toHaveTextContent('Your supplied5 SOL → 0 SOL');
    // 0.01 + 0.508474576 x 0.08 = 5.07 %
    await expect(d).toHaveTextContent('Borrow APR5.00% → 5.07%');
  },
};

/** Withdraw more than supplied: refused with the supplied amount. */
export const WithdrawInvalid: Story = {
  args: { action: 'withdrawLend', amount: '6' },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Withdraw supplied SOL');
    await expect(d).toHaveTextContent('Exceeds your supplied 5 SOL.');
  },
};

/** Withdraw near liquidation: the acknowledgement is required. */
export const WithdrawRisky: Story = {
  args: { action: 'withdrawLend', amount: '1', account: RISKY_ACCOUNT },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Withdraw supplied SOL');
    await expect(within(d).getByRole('checkbox')).not.toBeChecked();
  },
};

/** Withdraw pending. */
export const WithdrawPending: Story = { args: { action: 'withdrawLend', amount: '1', isPending: true } };

/** Withdraw at 390 px. */
export const WithdrawNarrow: Story = {
  tags: ['viewport-narrow'],
  args: { action: 'withdrawLend', amount: '1' },
  play: async ({ canvasElement }) => {
    await dialog(canvasElement, 'Withdraw supplied SOL');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// ---- Borrow -------------------------------------------------------------------------------------------------------

/** Borrow, nothing typed: Max 1 % under the capacity ($1,200 / 1.2 / $190 = 5.263157894 SOL -> 5.210526315). */
export const BorrowEmpty: Story = {
  args: { action: 'borrow' },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Borrow SOL');
    await expect(d).toHaveTextContent('Max 5.210526 SOL: 1% under your borrow capacity of 5.263158 SOL');
  },
};

/** Borrow 2 SOL: borrowed 0.5 -> 2.5, the pool 152/300 used (5.05 % to borrowers). */
export const BorrowFilled: Story = {
  args: { action: 'borrow', amount: '2' },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Borrow SOL');
    await expect(d).toHaveTextContent('Your borrowed0.5 SOL → 2.5 SOL');
    await expect(d).toHaveTextContent('Borrow APR5.00% → 5.05%');
  },
};

/** Borrow beyond capacity: refused with the limit. */
export const BorrowInvalid: Story = {
  args: { action: 'borrow', amount: '6' },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Borrow SOL');
    await expect(d).toHaveTextContent('Exceeds your borrow limit of 5.210526 SOL.');
    await expect(submitButton(d, 'Borrow')).toBeDisabled();
  },
};

/** Borrow near liquidation: warning, acknowledgement, margin usage in the danger colour. */
export const BorrowRisky: Story = {
  args: { action: 'borrow', amount: '1', account: RISKY_ACCOUNT },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Borrow SOL');
    await expect(d).toHaveTextContent('Margin usage85.09% → 85.09%Liquidation at 100% margin usage');
    await expect(within(d).getByRole('alert')).toBeVisible();
  },
};

/** Borrow pending. */
export const BorrowPending: Story = { args: { action: 'borrow', amount: '1', isPending: true } };

/** Borrow at 390 px. */
export const BorrowNarrow: Story = {
  tags: ['viewport-narrow'],
  args: { action: 'borrow', amount: '1' },
  play: async ({ canvasElement }) => {
    await dialog(canvasElement, 'Borrow SOL');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// ---- Repay --------------------------------------------------------------------------------------------------------

/** Repay, nothing typed: Max is the whole 0.5 SOL debt. */
export const RepayEmpty: Story = {
  args: { action: 'repay' },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Repay SOL');
    await expect(d).toHaveTextContent('You owe 0.5 SOL');
  },
};

/** Repay Max: the whole debt, borrowed 0.5 -> 0 (sent as repay-all, so no dust is left). */
export const RepayFilled: Story = {
  args: { action: 'repay' },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Repay SOL');
    await userEvent.click(within(d).getByRole('button', { name: 'Max' }));
    await expect(d).toHaveTextContent('Your borrowed0.5 SOL → 0 SOL');
    await expect(d).toHaveTextContent('All (0.5 SOL now, interest until the call included)');
    await expect(submitButton(d, 'Repay')).toBeEnabled();
  },
};

/** Repay more than owed: refused with the debt. */
export const RepayInvalid: Story = {
  args: { action: 'repay', amount: '0.6' },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Repay SOL');
    await expect(d).toHaveTextContent('Exceeds your debt of 0.5 SOL.');
  },
};

/** Repay near liquidation: the acknowledgement is asked for too. */
export const RepayRisky: Story = { args: { action: 'repay', amount: '0.1', account: RISKY_ACCOUNT } };

/** Repay pending. */
export const RepayPending: Story = { args: { action: 'repay', amount: '0.1', isPending: true } };

/** Repay at 390 px. */
export const RepayNarrow: Story = {
  tags: ['viewport-narrow'],
  args: { action: 'repay', amount: '0.1' },
  play: async ({ canvasElement }) => {
    await dialog(canvasElement, 'Repay SOL');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
