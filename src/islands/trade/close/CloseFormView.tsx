import { useState, type SubmitEvent } from 'react';
import { AmountField } from '#islands/ui/AmountField.tsx';
import { Button } from '#islands/ui/Button.tsx';
import { Slider } from '#islands/ui/Slider.tsx';
import { formatPrice, formatSize, tickDecimals, unitsToInputText } from '#lib/domain/format.ts';
import { PRICE_DECIMALS, absBig } from '#lib/domain/fixed.ts';
import { amountAtPercent, shareInBps } from '#lib/domain/percent.ts';
import { validateLimitClose, validateMarketClose } from '#lib/domain/validation/positions.ts';
import { t } from '#lib/i18n/trade.ts';
import './close.css';

/** The position being closed and its market's grid. */
export interface ClosePosition {
  readonly market: string;
  readonly baseToken: string;
  readonly baseDecimals: number;
  readonly lotSize: bigint;
  /** USD x 10^9. */
  readonly tickSize: bigint;
  /** The live position's signed size (base units). */
  readonly size: bigint;
  /** Index price, USD x 10^9: a market close trades within 5 % of it; a limit close starts at it. */
  readonly indexPrice: bigint;
}

/** Props of both close forms. */
export interface CloseFormViewProps {
  readonly kind: 'market' | 'limit';
  readonly position: ClosePosition;
  /** For a market close: the worst price it may fill at (index with the 5 % slack), USD x 10^9. */
  readonly worstPrice?: bigint;
  readonly isPending: boolean;
  /** Sends the close: quantity in base units (at most |size|), price for a limit close. */
  readonly onConfirm: (quantity: bigint, price: bigint | undefined) => void;
}

/** The quantity at a slider percent of |size|, rounded down to whole lots. */
function quantityAt(position: ClosePosition, percent: number): bigint {
  const raw = amountAtPercent(absBig(position.size), percent);
  return raw - (raw % position.lotSize);
}

/**
 * Market close (size in percent of the live position with Max, closes within 5 % of the index) and Limit close
 * (closing price, quantity with Max, 25/50/75/100 slider, info note). The submit waits while the close is pending,
 * so a double press never sends two closes.
 */
export function CloseFormView({ kind, position, worstPrice, isPending, onConfirm }: CloseFormViewProps) {
  const priceDecimals = tickDecimals(position.tickSize);
  const [priceText, setPriceText] = useState(() =>
    unitsToInputText(position.indexPrice - (position.indexPrice % position.tickSize), PRICE_DECIMALS),
  );
  const [quantityText, setQuantityText] = useState(() =>
    unitsToInputText(absBig(position.size), position.baseDecimals),
  );
  const [submitted, setSubmitted] = useState(false);
  const checked =
    kind === 'market'
      ? validateMarketClose(quantityText, position.baseDecimals, position.size)
      : validateLimitClose({
          priceText,
          priceDecimals,
          quantityText,
          sizeDecimals: position.baseDecimals,
          positionSize: position.size,
        });
  const issue = (field: string) => {
    if (checked.ok) return undefined;
    const found = checked.issues.find((i) => i.field === field);
    return found === undefined ? undefined : t(found.key);
  };
  const quantityIssue = issue(kind === 'market' ? 'size' : 'quantity');
  const priceIssue = issue('price');
  const read = checked.ok ? checked.value.units : 0n;
  // the slider shows whole percent of the live position (bps / 100, rounded down)
  const percent = Number(shareInBps(read, position.size) / 100n);
  const visibility = submitted ? 'always' : 'afterBlur';
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.ok || isPending) return;
    const { value } = checked;
    const price =
      'price' in value && typeof value.price === 'bigint'
        ? value.price * 10n ** BigInt(PRICE_DECIMALS - priceDecimals)
        : undefined;
    onConfirm(checked.value.units, price);
  };
  return (
    <form className="close-form" onSubmit={submit} noValidate>
      <dl className="close-summary">
        <div>
          <dt>{t('close.position')}</dt>
          <dd className="num" data-trend={position.size > 0n ? 'up' : 'down'}>
            {formatSize(position.size, position.baseDecimals, position.lotSize, { signDisplay: 'exceptZero' })}{' '}
            {position.baseToken}
          </dd>
        </div>
        <div>
          <dt>{t('close.index')}</dt>
          <dd className="num">{formatPrice(position.indexPrice, position.tickSize)}</dd>
        </div>
        {worstPrice !== undefined ? (
          <div>
            <dt>{t('close.worstPrice')}</dt>
            <dd className="num">{formatPrice(worstPrice, position.tickSize)}</dd>
          </div>
        ) : null}
      </dl>
      {kind === 'limit' ? (
        <AmountField
          label={t('close.price')}
          value={priceText}
          onChange={setPriceText}
          decimals={priceDecimals}
          unit="USD"
          isInvalid={priceIssue !== undefined}
          errorMessage={priceIssue}
          errorVisibility={visibility}
        />
      ) : null}
      <AmountField
        label={t(kind === 'market' ? 'close.size' : 'close.quantity')}
        value={quantityText}
        onChange={setQuantityText}
        decimals={position.baseDecimals}
        max={absBig(position.size)}
        unit={position.baseToken}
        isInvalid={quantityIssue !== undefined}
        errorMessage={quantityIssue}
        errorVisibility={visibility}
      />
      <Slider
        aria-label={t('close.percent')}
        value={percent}
        onChange={(p) => setQuantityText(unitsToInputText(quantityAt(position, p), position.baseDecimals))}
        showValue
      />
      {kind === 'limit' ? <p className="close-note">{t('close.limitNote')}</p> : null}
      <Button type="submit" variant="primary" size="lg" isFullWidth isPending={isPending}>
        {t('close.confirm')}
      </Button>
    </form>
  );
}
