/**
 * The lending modals' figures for an entered amount, pure (the container feeds it the stores, the stories their
 * fixtures): the limit, why the amount is refused, the preview of supplied, borrowed and the pool's APRs, the account
 * panel's figures now and after, whether the risk acknowledgement is due, and what to send (all or an amount).
 * `maxChosen`: the amount came from Max or the slider's end (the form remembers it, since the Max of a debt grows).
 */
import { accountSummary, type AccountSummary, type SummaryInput } from '#lib/domain/account-summary.ts';
import {
  actionLimit,
  isRisky,
  previewAction,
  refuseAmount,
  summaryInputWith,
  type ActionContext,
  type ActionLimit,
  type ActionPreview,
  type AmountRefusal,
  type Change,
  type LendingAction,
} from '#lib/domain/lending-actions.ts';
import { poolBorrowApr, poolLendApr } from '#lib/domain/lending.ts';
import { readAmount } from '#lib/domain/validation/result.ts';

/** What the form shows for the amount entered. */
export interface LendingFormFigures {
  readonly limit: ActionLimit;
  /** The amount in base units (0 while empty or unreadable). */
  readonly units: bigint;
  /** The text is not a number of at most the token's decimals. */
  readonly unreadable: boolean;
  readonly refusal: AmountRefusal | undefined;
  readonly preview: ActionPreview;
  readonly supplyApr: Change<bigint>;
  readonly borrowApr: Change<bigint>;
  /** The account panel's figures now and after; undefined while the account's input is not known. */
  readonly health: Change<AccountSummary> | undefined;
  /** The margin usage after the action is near liquidation: the risk acknowledgement is required. */
  readonly risky: boolean;
  /** Send without an amount: the whole supply (every share) or the whole debt (the exchange's repay-all). */
  readonly sendAll: boolean;
  readonly canSubmit: boolean;
}

/** The figures of `amountText` for an action on the token of `ctx`. */
export function lendingFormFigures(
  action: LendingAction,
  token: string,
  ctx: ActionContext,
  summaryInput: SummaryInput | undefined,
  amountText: string,
  maxChosen = false,
): LendingFormFigures {
  const limit = actionLimit(action, ctx);
  const read = readAmount(amountText, ctx.decimals);
  const units = read.kind === 'amount' ? read.units : 0n;
  const unreadable = amountText.trim() !== '' && read.kind !== 'amount';
  // Max (or the slider's 100 %) of a repay covering the debt, or of a withdrawal of the whole supply, sends "all":
  // the exchange then takes the amount as it stands when it runs the call, interest accrued since this preview
  // included, so no dust is left however long the modal stayed open (the figure shown keeps the debt of then)
  const sendAll =
    maxChosen && units > 0n && (limit.repayAll || (action === 'withdrawLend' && limit.cause === 'supplied'));
  const refusal = units > 0n && !sendAll ? refuseAmount(action, ctx, units) : undefined;
  const preview = previewAction(action, ctx, refusal === undefined ? units : 0n, sendAll && action === 'repay');
  const health =
    summaryInput === undefined
      ? undefined
      : {
          before: accountSummary(summaryInput),
          after: accountSummary(summaryInputWith(summaryInput, token, preview.holding.after, preview.pool.after)),
        };
  const risky = units > 0n && health !== undefined && isRisky(health.after);
  return {
    limit,
    units,
    unreadable,
    refusal,
    preview,
    supplyApr: { before: poolLendApr(preview.pool.before), after: poolLendApr(preview.pool.after) },
    borrowApr: { before: poolBorrowApr(preview.pool.before), after: poolBorrowApr(preview.pool.after) },
    health,
    risky,
    sendAll,
    canSubmit: units > 0n && !unreadable && refusal === undefined,
  };
}

/** The text is the limit itself (Max, the slider at 100 %), so the form sends "all" where the action has one. */
export function isMaxText(text: string, limit: bigint, decimals: number): boolean {
  const read = readAmount(text, decimals);
  return limit > 0n && read.kind === 'amount' && read.units === limit;
}
