import { useState, type SubmitEvent } from 'react';
import { Button } from '#islands/ui/Button.tsx';
import { RangeSlider } from '#islands/ui/RangeSlider.tsx';
import { formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/advanced.ts';
import './leverage.css';

/** Props of the leverage dialog's form. */
export interface LeverageDialogViewProps {
  readonly market: string;
  /** The leverage in force. */
  readonly current: number;
  /** The market's maximum. */
  readonly max: number;
  /** Buying power (USD x 10^6) at a leverage, undefined while the account is unknown. */
  readonly buyingPowerAt?: (leverage: number) => bigint;
  /** The exchange's refusal of the last try (shown in place, e.g. "Margin is not enough..."), or null. */
  readonly refusal: string | null;
  readonly isPending: boolean;
  readonly onConfirm: (leverage: number) => void;
}

/** Marks at 1x, the quarter points and the maximum, whole and distinct. */
function leverageMarks(max: number): number[] {
  const marks = new Set([1, Math.round(max / 4), Math.round(max / 2), Math.round((3 * max) / 4), max]);
  return [...marks].filter((m) => m >= 1 && m <= max).sort((a, b) => a - b);
}

/**
 * The leverage of one market (cross margin): a slider from 1x to the market's maximum, the buying power it gives,
 * the note that it affects the open position in this market, and the exchange's message when it refuses.
 */
export function LeverageDialogView(props: LeverageDialogViewProps) {
  const [value, setValue] = useState(props.current);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onConfirm(value);
  };
  const power = props.buyingPowerAt?.(value);
  return (
    <form className="leverage-form" onSubmit={submit} noValidate>
      <RangeSlider
        label={t('leverage.slider')}
        value={value}
        onChange={setValue}
        minValue={1}
        maxValue={props.max}
        marks={leverageMarks(props.max)}
        format={(v) => t('leverage.chip', { leverage: v })}
        isDisabled={props.isPending}
      />
      <dl className="leverage-figures">
        <div>
          <dt>{t('leverage.buyingPower', { leverage: value })}</dt>
          <dd className="num" data-testid="leverage-buying-power">
            {power === undefined ? '–' : formatUsd(power)}
          </dd>
        </div>
        <div>
          <dt>{t('leverage.max', { max: props.max })}</dt>
        </div>
      </dl>
      <p className="leverage-note">{t('leverage.affects')}</p>
      <div className="leverage-refusal-slot">
        {props.refusal !== null ? (
          <p className="leverage-refusal" role="alert">
            {props.refusal}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        isFullWidth
        isPending={props.isPending}
        isDisabled={value === props.current}
      >
        {t('leverage.confirm')}
      </Button>
    </form>
  );
}
