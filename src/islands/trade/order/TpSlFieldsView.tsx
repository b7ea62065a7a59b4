import { AmountField } from '#islands/ui/AmountField.tsx';
import { SegmentedControl } from '#islands/ui/SegmentedControl.tsx';
import { formatPercent, formatPrice, formatSignedUsd } from '#lib/domain/format.ts';
import {
  pnlAtTrigger,
  percentAtTrigger,
  stopBeyondLiquidation,
  tpslFieldText,
  tpslFieldTrigger,
  triggerSideOk,
  TPSL_PERCENT_DECIMALS,
  type TpSlBasis,
  type TpSlLeg,
} from '#lib/domain/tpsl.ts';
import { t } from '#lib/i18n/advanced.ts';
import type { TpSlField, TpSlFieldMode } from '#stores/order-draft.ts';
import './tpsl.css';

/** The grid the fields type prices on. */
export interface TpSlMarket {
  /** USD x 10^9. */
  readonly tickSize: bigint;
  readonly priceDecimals: number;
}

/** Props of the TP/SL fields (the order form's and the position modal's). */
export interface TpSlFieldsViewProps {
  readonly market: TpSlMarket;
  /** The position (or the order's fill) they protect; null while its price or size is unknown. */
  readonly basis: TpSlBasis | null;
  readonly takeProfit: TpSlField;
  readonly stopLoss: TpSlField;
  readonly onChange: (leg: TpSlLeg, field: TpSlField) => void;
  /** The mark (USD x 10^9) the legs must lie on the right side of, or null. */
  readonly mark: bigint | null;
  /** The estimated liquidation price the stop must not reach, or null. */
  readonly liquidation: bigint | null;
}

/** What one leg's typed field amounts to: its trigger, and whether it is on the wrong side or past liquidation. */
export function tpslLegState(
  props: Pick<TpSlFieldsViewProps, 'market' | 'basis' | 'mark' | 'liquidation'>,
  leg: TpSlLeg,
  field: TpSlField,
) {
  const trigger = tpslFieldTrigger(props.basis, leg, field.mode, field.text, props.market.priceDecimals);
  const size = props.basis?.size ?? 0n;
  const wrongSide =
    trigger !== null && size !== 0n && props.mark !== null && !triggerSideOk(size, leg, trigger, props.mark);
  const beyond = trigger !== null && leg === 'stopLoss' && stopBeyondLiquidation(size, trigger, props.liquidation);
  return { trigger, wrongSide, beyond };
}

const UNIT: Record<TpSlLeg, Record<TpSlFieldMode, Parameters<typeof t>[0]>> = {
  takeProfit: { price: 'tpsl.unit.price', percent: 'tpsl.unit.percentGain', pnl: 'tpsl.unit.pnlGain' },
  stopLoss: { price: 'tpsl.unit.price', percent: 'tpsl.unit.percentLoss', pnl: 'tpsl.unit.pnlLoss' },
};

/** One leg: the value in its mode (price, % or USD), the mode switch, and a line with all three figures. */
function LegField(props: TpSlFieldsViewProps & { readonly leg: TpSlLeg }) {
  const { leg, market, basis } = props;
  const field = leg === 'takeProfit' ? props.takeProfit : props.stopLoss;
  const state = tpslLegState(props, leg, field);
  const name = t(leg === 'takeProfit' ? 'tpsl.takeProfit' : 'tpsl.stopLoss');
  // switching what the field holds carries the trigger over: the new field shows the same trigger in its terms
  const switchMode = (mode: TpSlFieldMode) => {
    const text =
      state.trigger !== null && basis !== null
        ? tpslFieldText(basis, mode, state.trigger, market.priceDecimals)
        : mode === field.mode
          ? field.text
          : '';
    props.onChange(leg, { mode, text });
  };
  const decimals = field.mode === 'price' ? market.priceDecimals : field.mode === 'percent' ? TPSL_PERCENT_DECIMALS : 2;
  const pnl = state.trigger !== null && basis !== null ? formatSignedUsd(pnlAtTrigger(basis, state.trigger)) : null;
  const issue = state.wrongSide
    ? t(`tpsl.wrongSide.${leg}`, { mark: formatPrice(props.mark ?? 0n, market.tickSize) })
    : state.beyond
      ? t('tpsl.beyondLiquidation', { price: formatPrice(props.liquidation ?? 0n, market.tickSize) })
      : null;
  const summary =
    state.trigger === null || basis === null || pnl === null
      ? t(field.text !== '' && basis === null ? 'tpsl.noBasis' : 'tpsl.summaryEmpty')
      : t('tpsl.summary', {
          price: formatPrice(state.trigger, market.tickSize),
          pnl: pnl.text,
          percent: formatPercent(percentAtTrigger(basis, state.trigger), { signDisplay: 'exceptZero' }),
        });
  // a warning takes the summary's line: nothing below moves when it appears
  return (
    <div className="tpsl-leg" data-leg={leg}>
      <AmountField
        label={`${name} (${t(UNIT[leg][field.mode])})`}
        value={field.text}
        onChange={(text) => props.onChange(leg, { mode: field.mode, text })}
        decimals={decimals}
        unit={
          <SegmentedControl
            aria-label={t('tpsl.mode', { leg: name })}
            size="sm"
            items={(['price', 'percent', 'pnl'] as const).map((id) => ({ id, label: t(`tpsl.mode.${id}`) }))}
            value={field.mode}
            onChange={switchMode}
          />
        }
      />
      {issue === null ? (
        <p className="tpsl-summary num" data-testid={`tpsl-${leg}-summary`}>
          {summary}
        </p>
      ) : (
        <p className="tpsl-summary" data-tone="warning" role="alert" data-testid={`tpsl-${leg}-summary`}>
          {issue}
        </p>
      )}
    </div>
  );
}

/**
 * Take profit and stop loss fields: each typed as a price, a % gain / loss of the entry or a PnL in USD (the
 * switch carries the trigger over), with the trigger, the PnL and the % at it on the line below, and a warning for
 * a trigger on the wrong side of the mark or a stop past the estimated liquidation price.
 */
export function TpSlFieldsView(props: TpSlFieldsViewProps) {
  return (
    <div className="tpsl-fields">
      <LegField {...props} leg="takeProfit" />
      <LegField {...props} leg="stopLoss" />
    </div>
  );
}
