import type { SubmitEvent } from 'react';
import { AmountField } from '#islands/ui/AmountField.tsx';
import { Button } from '#islands/ui/Button.tsx';
import { Checkbox } from '#islands/ui/Checkbox.tsx';
import { SegmentedControl } from '#islands/ui/SegmentedControl.tsx';
import { Slider } from '#islands/ui/Slider.tsx';
import { formatLeverage, formatPercent, formatPrice, formatSize, formatUsd } from '#lib/domain/format.ts';
import { SLIPPAGE_WARNING } from '#lib/domain/market-fill.ts';
import type { OrderPreview } from '#lib/domain/order-preview.ts';
import type { OrderIssue } from '#lib/domain/validation/order.ts';
import type { TpSlBasis } from '#lib/domain/tpsl.ts';
import { t } from '#lib/i18n/advanced.ts';
import type { OrderDraft } from '#stores/order-draft.ts';
import { AdvancedOptionsView } from './AdvancedOptionsView.tsx';
import { TpSlFieldsView } from './TpSlFieldsView.tsx';
import './order.css';

/** The market as the form needs it. */
export interface OrderFormMarket {
  readonly name: string;
  readonly baseToken: string;
  readonly baseDecimals: number;
  /** USD x 10^9. */
  readonly tickSize: bigint;
  readonly lotSize: bigint;
  /** Decimals a typed price may have. */
  readonly priceDecimals: number;
}

/** Who is trading: nobody connected, an account loading, or an account that can trade. */
export type OrderFormAccount = 'disconnected' | 'loading' | 'ready';

/** Props of the order form. */
export interface OrderFormViewProps {
  readonly market: OrderFormMarket;
  readonly draft: OrderDraft;
  readonly onChange: (patch: Partial<Omit<OrderDraft, 'pickedAt'>>) => void;
  /** Issues of the typed fields (shown after blur, or always after a submit attempt). */
  readonly issues: readonly OrderIssue[];
  /** The order's effect on the account, when the fields are valid and the account is known. */
  readonly preview: OrderPreview | null;
  readonly account: OrderFormAccount;
  /** The largest size the slider reaches (base units), undefined while unknown. */
  readonly maxSize?: bigint;
  /** Where the slider stands (whole percent): the share of maxSize picked on it or typed; default draft.percent. */
  readonly sliderPercent?: number;
  /** The best opposite price a limit order's price crosses (it fills now as a taker), or null. */
  readonly crossesAt?: bigint | null;
  /**
   * A market order's estimate from the live book: its average price, how far that is from the best price (ratio x
   * 10^9), what the book holds when less than the size (else null), and whether that is past the stated slippage.
   */
  readonly marketFill?: {
    readonly averagePrice: bigint;
    readonly ratio: bigint;
    readonly short: bigint | null;
    readonly isWarning: boolean;
  } | null;
  /** What the account can open at its leverage in this market (USD x 10^6); undefined while unknown. */
  readonly buyingPower?: bigint;
  /**
   * What take profit / stop loss on entry protect: the order's size and price (signed basis), the mark they must
   * lie beyond and the preview's liquidation price; basis null while the order is not filled in.
   */
  readonly tpsl?: {
    readonly basis: TpSlBasis | null;
    readonly mark: bigint | null;
    readonly liquidation: bigint | null;
  };
  /** A take profit or stop loss on entry is on the wrong side or past liquidation (the submit waits). */
  readonly tpslBlocked?: boolean;
  readonly isPending: boolean;
  readonly wasSubmitted: boolean;
  readonly onSubmit: () => void;
  readonly onConnect: () => void;
}

function issueText(issues: readonly OrderIssue[], field: OrderIssue['field']): string | undefined {
  const found = issues.find((i) => i.field === field);
  return found === undefined ? undefined : t(found.key);
}

/** One line of the preview: a label and its value. */
function Row({ label, value, tone, testId }: { label: string; value: string; tone?: 'up' | 'down'; testId?: string }) {
  return (
    <div className="order-preview-row">
      <dt>{label}</dt>
      <dd className="num" data-trend={tone} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The one note the form shows above its submit, most important first; null for none. */
function formNote(
  props: OrderFormViewProps,
): { text: string; tone: 'warning' | 'note'; role: 'alert' | 'status' } | null {
  const { market, preview } = props;
  if (preview?.liquidatableAtOnce) return { text: t('order.liquidatableWarning'), tone: 'warning', role: 'alert' };
  const fill = props.marketFill;
  if (fill != null) {
    const text =
      fill.short !== null
        ? t('order.fillShort', {
            size: formatSize(fill.short, market.baseDecimals, market.lotSize),
            token: market.baseToken,
            price: formatPrice(fill.averagePrice, market.tickSize),
          })
        : t(fill.isWarning ? 'order.slippageWarning' : 'order.estimatedAverage', {
            price: formatPrice(fill.averagePrice, market.tickSize),
            slippage: formatPercent(fill.ratio),
            limit: formatPercent(SLIPPAGE_WARNING),
          });
    return { text, tone: fill.isWarning ? 'warning' : 'note', role: 'status' };
  }
  if (props.crossesAt != null) {
    return {
      text: t('order.crossesBook', { price: formatPrice(props.crossesAt, market.tickSize) }),
      tone: 'note',
      role: 'status',
    };
  }
  if (props.draft.type === 'stopMarket') return { text: t('order.stopNote'), tone: 'note', role: 'status' };
  return null;
}

/**
 * Order entry: buy/sell; limit, market, stop market or stop limit; the trigger and limit prices; the size in base
 * tokens or USD with a 25/50/75/100 slider up to the buying power; the Advanced section (post-only, IOC,
 * reduce-only); take profit / stop loss on entry; the preview (fee, margin required, resulting leverage,
 * estimated liquidation price); one note in a line kept for it (estimate, slippage, crossing, liquidatable at
 * once), so nothing moves the submit; and the submit (a connect button without an account).
 */
export function OrderFormView(props: OrderFormViewProps) {
  const { market, draft, onChange, preview } = props;
  const buying = draft.side === 'buy';
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  const visibility = props.wasSubmitted ? 'always' : 'afterBlur';
  const priceError = issueText(props.issues, 'price');
  const triggerError = issueText(props.issues, 'trigger');
  const sizeError = issueText(props.issues, 'size');
  const sizeDecimals = draft.sizeUnit === 'usd' ? 2 : market.baseDecimals;
  const isStop = draft.type === 'stopMarket' || draft.type === 'stopLimit';
  const hasPrice = draft.type === 'limit' || draft.type === 'stopLimit';
  const note = formNote(props);
  return (
    <form className="order-form" aria-label={t('order.label')} onSubmit={submit} noValidate>
      <SegmentedControl
        aria-label={t('order.side')}
        items={[
          { id: 'buy', label: t('order.buy'), tone: 'buy' },
          { id: 'sell', label: t('order.sell'), tone: 'sell' },
        ]}
        value={draft.side}
        onChange={(side) => onChange({ side })}
      />
      <SegmentedControl
        aria-label={t('order.type')}
        size="sm"
        className="order-types"
        items={[
          { id: 'limit', label: t('order.limit') },
          { id: 'market', label: t('order.market') },
          { id: 'stopMarket', label: t('order.stopMarket') },
          { id: 'stopLimit', label: t('order.stopLimit') },
        ]}
        value={draft.type}
        onChange={(type) => onChange({ type })}
      />
      {isStop ? (
        <AmountField
          label={t('order.trigger')}
          value={draft.trigger}
          onChange={(trigger) => onChange({ trigger })}
          decimals={market.priceDecimals}
          unit="USD"
          isInvalid={triggerError !== undefined}
          errorMessage={triggerError}
          errorVisibility={visibility}
          reserveError
        />
      ) : null}
      {hasPrice ? (
        <AmountField
          label={t(draft.type === 'stopLimit' ? 'order.limitPrice' : 'order.price')}
          value={draft.price}
          onChange={(price) => onChange({ price })}
          decimals={market.priceDecimals}
          unit="USD"
          isInvalid={priceError !== undefined}
          errorMessage={priceError}
          errorVisibility={visibility}
          reserveError
        />
      ) : draft.type === 'market' ? (
        <p className="order-market-note">{t('order.marketNote')}</p>
      ) : null}
      <div className="order-size">
        <AmountField
          label={t('order.size')}
          value={draft.size}
          onChange={(size) => onChange({ size, percent: null })}
          decimals={sizeDecimals}
          unit={
            <SegmentedControl
              aria-label={t('order.sizeUnit')}
              size="sm"
              items={[
                { id: 'base', label: market.baseToken },
                { id: 'usd', label: 'USD' },
              ]}
              value={draft.sizeUnit}
              onChange={(sizeUnit) => onChange({ sizeUnit, size: '', percent: null })}
            />
          }
          isInvalid={sizeError !== undefined}
          errorMessage={sizeError}
          errorVisibility={visibility}
          reserveError
        />
      </div>
      <Slider
        aria-label={t('order.sizePercent')}
        value={props.sliderPercent ?? draft.percent ?? 0}
        onChange={(percent) => onChange({ percent })}
        isDisabled={props.maxSize === undefined || props.maxSize === 0n}
      />
      <dl className="order-buying-power" aria-label={t('order.buyingPowerHint')}>
        <Row
          label={t('order.buyingPower')}
          value={props.buyingPower === undefined ? '–' : formatUsd(props.buyingPower)}
          testId="buying-power"
        />
      </dl>
      <AdvancedOptionsView
        isOpen={draft.advancedOpen}
        onOpenChange={(advancedOpen) => onChange({ advancedOpen })}
        postOnly={draft.postOnly}
        ioc={draft.ioc}
        reduceOnly={draft.reduceOnly}
        isLimit={draft.type === 'limit'}
        onChange={onChange}
      />
      {props.tpsl !== undefined && !isStop ? (
        <div className="order-tpsl">
          <Checkbox isSelected={draft.tpslOn} onChange={(tpslOn) => onChange({ tpslOn })}>
            {t('order.tpsl')}
          </Checkbox>
          {draft.tpslOn ? (
            <>
              <TpSlFieldsView
                market={market}
                basis={props.tpsl.basis}
                takeProfit={draft.takeProfit}
                stopLoss={draft.stopLoss}
                onChange={(leg, field) => onChange(leg === 'takeProfit' ? { takeProfit: field } : { stopLoss: field })}
                mark={props.tpsl.mark}
                liquidation={props.tpsl.liquidation}
              />
              {draft.type === 'limit' ? <p className="order-tpsl-note">{t('order.tpslPartial')}</p> : null}
            </>
          ) : null}
        </div>
      ) : null}
      <dl className="order-preview" aria-label={t('order.preview')}>
        <Row label={t('order.notional')} value={preview ? formatUsd(preview.notionalUsd) : '–'} />
        <Row label={t('order.fee')} value={preview ? formatUsd(preview.feeUsd) : '–'} />
        <Row label={t('order.margin')} value={preview ? formatUsd(preview.marginRequiredUsd) : '–'} />
        <Row
          label={t('order.position')}
          value={
            preview
              ? formatSize(preview.resultingSize, market.baseDecimals, market.lotSize, { signDisplay: 'exceptZero' })
              : '–'
          }
          tone={
            preview === null || preview.resultingSize === 0n ? undefined : preview.resultingSize > 0n ? 'up' : 'down'
          }
        />
        <Row label={t('order.leverage')} value={preview?.leverage == null ? '–' : formatLeverage(preview.leverage)} />
        <Row
          label={t('order.liquidation')}
          value={preview?.liquidationPrice == null ? '–' : formatPrice(preview.liquidationPrice, market.tickSize)}
        />
      </dl>
      {/* the note and the submit stick to the panel's foot: a short window scrolls the preview under them, never them */}
      <div className="order-submit">
        {/* the line kept for the note: an estimate, a warning or none, the submit below never moves */}
        <div className="order-note-slot">
          {note !== null ? (
            <p className={note.tone === 'warning' ? 'order-warning' : 'order-note'} role={note.role}>
              {note.text}
            </p>
          ) : null}
        </div>
        {props.account === 'disconnected' ? (
          <Button variant="primary" size="lg" isFullWidth onPress={props.onConnect}>
            {t('order.connect')}
          </Button>
        ) : (
          <Button
            type="submit"
            variant={buying ? 'buy' : 'sell'}
            size="lg"
            isFullWidth
            isPending={props.isPending}
            isDisabled={props.account !== 'ready' || props.tpslBlocked === true}
          >
            {isStop
              ? t(buying ? 'order.stopSubmitBuy' : 'order.stopSubmitSell')
              : t(buying ? 'order.submitBuy' : 'order.submitSell', { market: market.name })}
          </Button>
        )}
      </div>
    </form>
  );
}
