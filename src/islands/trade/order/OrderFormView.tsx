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
import { t } from '#lib/i18n/trade.ts';
import type { OrderDraft } from '#stores/order-draft.ts';
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
function Row({ label, value, tone }: { label: string; value: string; tone?: 'up' | 'down' }) {
  return (
    <div className="order-preview-row">
      <dt>{label}</dt>
      <dd className="num" data-trend={tone}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Order entry: buy/sell, market/limit, the limit price, the size in base tokens or USD with a 25/50/75/100 slider,
 * reduce-only, the preview (fee, margin required, resulting leverage, estimated liquidation price) with a warning
 * when the order would be liquidatable at once, and the submit (a connect button without an account).
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
  const sizeError = issueText(props.issues, 'size');
  const sizeDecimals = draft.sizeUnit === 'usd' ? 2 : market.baseDecimals;
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
        items={[
          { id: 'limit', label: t('order.limit') },
          { id: 'market', label: t('order.market') },
        ]}
        value={draft.type}
        onChange={(type) => onChange({ type })}
      />
      {draft.type === 'limit' ? (
        <AmountField
          label={t('order.price')}
          value={draft.price}
          onChange={(price) => onChange({ price })}
          decimals={market.priceDecimals}
          unit="USD"
          isInvalid={priceError !== undefined}
          errorMessage={priceError}
          errorVisibility={visibility}
          reserveError
        />
      ) : (
        <p className="order-market-note">{t('order.marketNote')}</p>
      )}
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
        marks={[25, 50, 75, 100]}
        isDisabled={props.maxSize === undefined || props.maxSize === 0n}
      />
      <Checkbox isSelected={draft.reduceOnly} onChange={(reduceOnly) => onChange({ reduceOnly })}>
        {t('order.reduceOnly')}
      </Checkbox>
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
      {props.marketFill != null ? (
        <p className={props.marketFill.isWarning ? 'order-warning' : 'order-note'} role="status">
          {props.marketFill.short !== null
            ? t('order.fillShort', {
                size: formatSize(props.marketFill.short, market.baseDecimals, market.lotSize),
                token: market.baseToken,
                price: formatPrice(props.marketFill.averagePrice, market.tickSize),
              })
            : t(props.marketFill.isWarning ? 'order.slippageWarning' : 'order.estimatedAverage', {
                price: formatPrice(props.marketFill.averagePrice, market.tickSize),
                slippage: formatPercent(props.marketFill.ratio),
                limit: formatPercent(SLIPPAGE_WARNING),
              })}
        </p>
      ) : null}
      {props.crossesAt != null ? (
        <p className="order-note" role="status">
          {t('order.crossesBook', { price: formatPrice(props.crossesAt, market.tickSize) })}
        </p>
      ) : null}
      {preview?.liquidatableAtOnce ? (
        <p className="order-warning" role="alert">
          {t('order.liquidatableWarning')}
        </p>
      ) : null}
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
          isDisabled={props.account !== 'ready'}
        >
          {t(buying ? 'order.submitBuy' : 'order.submitSell', { market: market.name })}
        </Button>
      )}
    </form>
  );
}
