import { useMemo, useState, type FocusEvent, type ReactNode } from 'react';
import { Button as AriaButton, Group, Input, TextField as AriaTextField, useLocale } from 'react-aria-components';
import { localeSeparators, localiseAmount, readAmountInput } from '#lib/domain/amount-input.ts';
import { maxInputText } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/index.ts';
import { FieldParts, useErrorAfterBlur, type FieldProps } from './Field.tsx';
import './amount-field.css';

/** Props of an amount field: decimal text in and out, never a float. */
export interface AmountFieldProps extends FieldProps {
  /** Canonical decimal text ('' when empty), e.g. "1234.5": what parseDecimal(value, decimals) reads. */
  readonly value: string;
  /** Receives the canonical decimal text after each accepted keystroke, paste or Max. */
  readonly onChange: (value: string) => void;
  /** Fraction digits allowed: the token's decimals, or the tick's or lot's (SPEC 5: "decimals capped"). */
  readonly decimals: number;
  /** Shows Max, which fills this balance, truncated to `decimals` digits, never rounded up. */
  readonly max?: bigint;
  /** Scale of `max` in fraction digits when it differs from `decimals` (e.g. 8-decimal BTC units, 4-digit lots). */
  readonly maxDecimals?: number;
  /** Token or unit shown after the number, e.g. "USDC". */
  readonly unit?: ReactNode;
  readonly placeholder?: string;
  readonly isDisabled?: boolean;
  readonly isReadOnly?: boolean;
  readonly isRequired?: boolean;
  readonly name?: string;
  readonly 'aria-label'?: string;
  readonly autoFocus?: boolean;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  readonly className?: string;
  /** Keeps a line for the error while there is none, so a message appearing moves nothing below the field. */
  readonly reserveError?: boolean;
}

/**
 * An amount input that reads the user's locale (RAC useLocale): group and decimal separators are both accepted
 * ('1.234,5' in de-DE is 1234.5), a digit past `decimals` is refused (a longer paste is cut, never rounded), and
 * Max truncates the balance. It never uses <input type=number>, which sanitises by the browser's own locale.
 */
export function AmountField({
  value,
  onChange,
  decimals,
  max,
  maxDecimals,
  unit,
  label,
  description,
  errorMessage,
  isInvalid,
  errorVisibility,
  placeholder,
  className,
  onBlur,
  reserveError,
  ...props
}: AmountFieldProps) {
  const { locale } = useLocale();
  const seps = useMemo(() => localeSeparators(locale), [locale]);
  const [text, setText] = useState(() => localiseAmount(value, seps));
  // The last value this field emitted or was given: a different `value` from the parent (Max, the slider, a reset)
  // replaces the text, while the parent echoing our own value keeps what the user typed ("1." or "1.234,50").
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setText(localiseAmount(value, seps));
  }
  const shown = useErrorAfterBlur(isInvalid, errorVisibility, onBlur);

  const accept = (nextText: string, nextValue: string) => {
    setText(nextText);
    setSynced(nextValue);
    onChange(nextValue);
  };

  const handleChange = (next: string) => {
    const read = readAmountInput(next, seps, decimals);
    if (read.ok) return accept(next, read.value);
    // A keystroke past the cap is refused; a longer paste keeps its first `decimals` digits (cut, never rounded).
    if (read.error !== 'tooManyDecimals' || next.length <= text.length + 1) return;
    let cut = next;
    while (/\d$/.test(cut)) {
      cut = cut.slice(0, -1);
      const again = readAmountInput(cut, seps, decimals);
      if (again.ok) return accept(cut, again.value);
    }
  };

  const fillMax = () => {
    if (max === undefined) return;
    const canonical = maxInputText(max, maxDecimals ?? decimals, decimals);
    accept(localiseAmount(canonical, seps), canonical);
  };

  return (
    <AriaTextField
      {...props}
      value={text}
      onChange={handleChange}
      isInvalid={shown.isInvalid}
      onBlur={shown.onBlur}
      inputMode="decimal"
      autoComplete="off"
      spellCheck="false"
      className={className ? `ui-field ui-amount-field ${className}` : 'ui-field ui-amount-field'}
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isInvalid={shown.isInvalid}
        reserveError={reserveError}
      >
        <Group className="ui-input-group" isInvalid={shown.isInvalid} isDisabled={props.isDisabled}>
          <Input className="ui-input ui-amount-input" placeholder={placeholder} />
          {unit ? <span className="ui-input-suffix">{unit}</span> : null}
          {max !== undefined ? (
            <AriaButton className="ui-amount-max" onPress={fillMax} isDisabled={props.isDisabled || props.isReadOnly}>
              {t('ui.max')}
            </AriaButton>
          ) : null}
        </Group>
      </FieldParts>
    </AriaTextField>
  );
}
