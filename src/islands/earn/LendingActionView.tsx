import { AmountField } from '#islands/ui/AmountField.tsx';
import { Button } from '#islands/ui/Button.tsx';
import { Checkbox } from '#islands/ui/Checkbox.tsx';
import { Slider } from '#islands/ui/Slider.tsx';
import type { AccountSummary } from '#lib/domain/account-summary.ts';
import { formatAmount, formatPercent, unitsToInputText } from '#lib/domain/format.ts';
import {
  LIQUIDATION_MARGIN_USAGE,
  RISKY_MARGIN_USAGE,
  borrowCapacity,
  marginRisk,
  shareRounding,
  type ActionContext,
  type Change,
  type LendingAction,
} from '#lib/domain/lending-actions.ts';
import { amountAtBps, shareInBps } from '#lib/domain/percent.ts';
import { t } from '#lib/i18n/earn.ts';
import type { LendingFormFigures } from './lending-form.ts';
import './lending.css';

/** Props of a lending modal's form. */
export interface LendingActionViewProps {
  readonly action: LendingAction;
  readonly token: string;
  readonly ctx: ActionContext;
  readonly figures: LendingFormFigures;
  readonly amount: string;
  readonly onAmountChange: (amount: string) => void;
  readonly acknowledged: boolean;
  readonly onAcknowledgedChange: (acknowledged: boolean) => void;
  readonly isPending: boolean;
  readonly onSubmit: () => void;
}

/**
 * One of Supply, Withdraw, Borrow and Repay: what it does in a sentence, the amount with Max and the slider over
 * the most it allows (what binds it said below the field), the refusal the exchange would give, the preview now ->
 * after of the supplied and borrowed amounts, the pool's APRs and the account's margin usage with its liquidation
 * threshold, the risk acknowledgement when the account would end near liquidation, and the submit.
 */
export function LendingActionView(props: LendingActionViewProps) {
  const { action, token, ctx, figures } = props;
  const { limit, preview } = figures;
  const decimals = ctx.decimals;
  const amount = (units: bigint) => formatAmount(units, decimals);
  const error = errorText(props);
  const needsAck = figures.risky;
  const canSubmit = figures.canSubmit && (!needsAck || props.acknowledged) && !props.isPending;
  const usage = (s: AccountSummary) => (s.marginUsage === null ? '–' : formatPercent(s.marginUsage));
  return (
    <form
      className="lending-form"
      noValidate
      aria-label={t(`earn.modal.${action}`, { token })}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) props.onSubmit();
      }}
    >
      <p className="lending-intro">{t(`earn.intro.${action}`, { token })}</p>
      <AmountField
        label={t('earn.amount')}
        value={props.amount}
        onChange={props.onAmountChange}
        decimals={decimals}
        unit={token}
        max={limit.amount}
        isDisabled={props.isPending}
        description={figures.sendAll ? t('earn.preview.all', { amount: amount(limit.amount), token }) : maxText(props)}
        isInvalid={error !== undefined}
        errorMessage={error}
        errorVisibility="always"
        reserveError
      />
      <Slider
        aria-label={t('earn.share')}
        scale="bps"
        value={Number(shareInBps(figures.units > limit.amount ? limit.amount : figures.units, limit.amount))}
        onChange={(bps) => props.onAmountChange(unitsToInputText(amountAtBps(limit.amount, BigInt(bps)), decimals))}
        isDisabled={props.isPending || limit.amount === 0n}
      />
      <dl className="lending-preview" aria-label={t('earn.preview.title')}>
        <Row label={t('earn.preview.supplied')} change={preview.supplied} show={(v) => `${amount(v)} ${token}`} />
        <Row label={t('earn.preview.borrowed')} change={preview.borrowed} show={(v) => `${amount(v)} ${token}`} />
        <Row label={t('earn.preview.supplyApr')} change={figures.supplyApr} show={formatPercent} />
        <Row label={t('earn.preview.borrowApr')} change={figures.borrowApr} show={formatPercent} />
        {figures.health ? (
          <div className="lending-health" data-risk={marginRisk(figures.health.after)}>
            <dt>{t('earn.preview.marginUsage')}</dt>
            <dd className="num">
              {t('earn.preview.change', { before: usage(figures.health.before), after: usage(figures.health.after) })}
              <span className="lending-threshold">
                {t('earn.preview.liquidation', { threshold: formatPercent(LIQUIDATION_MARGIN_USAGE, { decimals: 0 }) })}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
      <RoundingNote {...props} />
      {needsAck && figures.health ? (
        <div className="lending-risk" role="alert">
          <p>
            {t('earn.risk.warning', {
              usage: usage(figures.health.after),
              distance: formatPercent(LIQUIDATION_MARGIN_USAGE - RISKY_MARGIN_USAGE, { decimals: 0 }),
              threshold: formatPercent(LIQUIDATION_MARGIN_USAGE, { decimals: 0 }),
            })}
          </p>
          <Checkbox isSelected={props.acknowledged} onChange={props.onAcknowledgedChange} isDisabled={props.isPending}>
            {t('earn.risk.accept')}
          </Checkbox>
        </div>
      ) : null}
      <Button
        type="submit"
        variant={action === 'borrow' || action === 'withdrawLend' ? 'danger' : 'primary'}
        size="lg"
        isFullWidth
        isDisabled={!canSubmit && !props.isPending}
        isPending={props.isPending}
      >
        {t(`earn.action.${action}`)}
      </Button>
    </form>
  );
}

/**
 * Why the preview's supplied or borrowed figure moves by a hair more or less than the amount (1,000 USDC supplied
 * previews 999.999999): the exchange's share rounding, in the pool's favour, said with the exact figures.
 */
function RoundingNote({ action, token, ctx, figures }: LendingActionViewProps) {
  const cost = figures.units > 0n && figures.refusal === undefined ? shareRounding(action, figures.preview) : 0n;
  if (cost === 0n) return null;
  const moved = figures.preview.moved;
  const value = action === 'lend' || action === 'repay' ? moved - cost : moved + cost;
  const amount = (units: bigint) => formatAmount(units, ctx.decimals);
  // below the 6 decimals shown (a 9-decimal token's last units) the preview reads as the amount: nothing to explain
  if (amount(value) === amount(moved)) return null;
  return (
    <p className="lending-rounding" data-testid="lending-rounding">
      {t(`earn.rounding.${action}`, { amount: amount(moved), value: amount(value), cost: amount(cost), token })}
    </p>
  );
}

/** A preview line "label: before -> after". */
function Row({ label, change, show }: { label: string; change: Change<bigint>; show: (v: bigint) => string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="num" data-changed={change.before !== change.after || undefined}>
        {t('earn.preview.change', { before: show(change.before), after: show(change.after) })}
      </dd>
    </div>
  );
}

/** What the Max is and what binds it, under the field. */
function maxText({ token, ctx, figures }: LendingActionViewProps): string {
  const amount = formatAmount(figures.limit.amount, ctx.decimals);
  switch (figures.limit.cause) {
    case 'balance':
      return t('earn.max.balance', { amount, token });
    case 'supplied':
      return t('earn.max.supplied', { amount, token });
    case 'liquidity':
      return t('earn.max.liquidity', { amount, token });
    case 'margin':
      return t('earn.max.margin');
    case 'capacity':
      return t('earn.max.capacity', {
        amount,
        token,
        capacity: `${formatAmount(borrowCapacity(ctx), ctx.decimals)} ${token}`,
      });
    case 'debt':
      return t(figures.limit.amount === 0n ? 'earn.max.noDebt' : 'earn.max.debt', { amount, token });
    case 'disabled':
      return t('earn.max.disabled', { token });
  }
}

/** The refusal of the entered amount, in the words of the exchange's checks. */
function errorText({ token, ctx, figures }: LendingActionViewProps): string | undefined {
  if (figures.unreadable) return t('earn.refuse.invalid', { decimals: ctx.decimals });
  const refusal = figures.refusal;
  if (refusal === undefined) return undefined;
  if (refusal.kind === 'noShares') return t('earn.refuse.noShares');
  const amount = formatAmount(figures.limit.amount, ctx.decimals);
  if (refusal.cause === 'debt' && figures.limit.amount === 0n) return t('earn.refuse.noDebt', { token });
  return t(`earn.refuse.${refusal.cause}`, { amount, token });
}
