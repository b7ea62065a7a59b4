import { useState, type SubmitEvent } from 'react';
import { Button } from '#islands/ui/Button.tsx';
import { formatPrice, formatSize, tickDecimals } from '#lib/domain/format.ts';
import { tpslFieldText, type TpSlBasis } from '#lib/domain/tpsl.ts';
import { t } from '#lib/i18n/advanced.ts';
import { EMPTY_TPSL_FIELD, type TpSlField } from '#stores/order-draft.ts';
import { tpslLegState, TpSlFieldsView } from '../order/TpSlFieldsView.tsx';
import './tpsl-modal.css';

/** The position the modal protects, with its market's grid (prices USD x 10^9). */
export interface TpSlPosition {
  readonly market: string;
  readonly baseToken: string;
  readonly baseDecimals: number;
  readonly lotSize: bigint;
  readonly tickSize: bigint;
  /** Signed base units. */
  readonly size: bigint;
  readonly entryPrice: bigint;
  readonly markPrice: bigint;
  readonly liquidationPrice: bigint | null;
  /** The current legs' triggers, null when unset. */
  readonly takeProfit: bigint | null;
  readonly stopLoss: bigint | null;
}

/** Props of the TP/SL form. */
export interface TpSlFormViewProps {
  readonly position: TpSlPosition;
  readonly isPending: boolean;
  /** Sends the legs (null: none; both null removes the current ones). */
  readonly onConfirm: (takeProfit: bigint | null, stopLoss: bigint | null) => void;
}

/**
 * A position's take profit and stop loss: the position (size, entry, mark, estimated liquidation), the two legs
 * typed as price, % or USD with their PnL, a warning for a stop past liquidation or a leg on the wrong side (the
 * confirm waits), Confirm, and Remove when legs are set.
 */
export function TpSlFormView({ position, isPending, onConfirm }: TpSlFormViewProps) {
  const market = { tickSize: position.tickSize, priceDecimals: tickDecimals(position.tickSize) };
  const basis: TpSlBasis = {
    size: position.size,
    entry: position.entryPrice,
    sizeDecimals: position.baseDecimals,
    tickSize: position.tickSize,
  };
  const initial = (trigger: bigint | null): TpSlField =>
    trigger === null
      ? EMPTY_TPSL_FIELD
      : { mode: 'price', text: tpslFieldText(basis, 'price', trigger, market.priceDecimals) };
  const [takeProfit, setTakeProfit] = useState(() => initial(position.takeProfit));
  const [stopLoss, setStopLoss] = useState(() => initial(position.stopLoss));
  const context = { market, basis, mark: position.markPrice, liquidation: position.liquidationPrice };
  const tp = tpslLegState(context, 'takeProfit', takeProfit);
  const sl = tpslLegState(context, 'stopLoss', stopLoss);
  const blocked = tp.wrongSide || sl.wrongSide || sl.beyond;
  const hasCurrent = position.takeProfit !== null || position.stopLoss !== null;
  const nothing = tp.trigger === null && sl.trigger === null;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blocked && !nothing) onConfirm(tp.trigger, sl.trigger);
  };
  const price = (value: bigint | null) => (value === null ? '–' : formatPrice(value, position.tickSize));
  return (
    <form className="tpsl-form" onSubmit={submit} noValidate>
      <dl className="tpsl-position">
        <div>
          <dt>{t('tpsl.position')}</dt>
          <dd className="num" data-trend={position.size > 0n ? 'up' : 'down'}>
            {formatSize(position.size, position.baseDecimals, position.lotSize, { signDisplay: 'exceptZero' })}{' '}
            {position.baseToken}
          </dd>
        </div>
        <div>
          <dt>{t('tpsl.entry')}</dt>
          <dd className="num">{price(position.entryPrice)}</dd>
        </div>
        <div>
          <dt>{t('tpsl.mark')}</dt>
          <dd className="num">{price(position.markPrice)}</dd>
        </div>
        <div>
          <dt>{t('tpsl.liquidation')}</dt>
          <dd className="num">{price(position.liquidationPrice)}</dd>
        </div>
      </dl>
      <TpSlFieldsView
        market={market}
        basis={basis}
        takeProfit={takeProfit}
        stopLoss={stopLoss}
        onChange={(leg, field) => (leg === 'takeProfit' ? setTakeProfit(field) : setStopLoss(field))}
        mark={position.markPrice}
        liquidation={position.liquidationPrice}
      />
      <p className="tpsl-note">{t('tpsl.note')}</p>
      <div className="tpsl-actions">
        {hasCurrent ? (
          <Button variant="secondary" size="lg" isDisabled={isPending} onPress={() => onConfirm(null, null)}>
            {t('tpsl.clear')}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          isFullWidth
          isPending={isPending}
          isDisabled={blocked || nothing}
        >
          {t('tpsl.confirm')}
        </Button>
      </div>
    </form>
  );
}
