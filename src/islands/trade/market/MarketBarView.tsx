import type { ReactNode } from 'react';
import { Focusable, ToggleButton } from 'react-aria-components';
import { StarIcon } from '#islands/ui/Icons.tsx';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { Tooltip } from '#islands/ui/Tooltip.tsx';
import {
  displayTrend,
  formatCompact,
  formatSize,
  formatCompactUsd,
  formatPercent,
  formatPrice,
} from '#lib/domain/format.ts';
import { t, type TradeMessageKey } from '#lib/i18n/trade.ts';
import { fundingCountdownText } from '#lib/market/funding-clock.ts';
import type { MarketSummary } from '#stores/market-summary.ts';
import type { Resource } from '#stores/resource.ts';
import './market-bar.css';

/** Props of the market bar. */
export interface MarketBarViewProps {
  /** The market picker (its trigger shows the market's name). */
  readonly picker: ReactNode;
  readonly summary: Resource<MarketSummary>;
  /** The last traded price, live from the trades stream; null falls back to the summary's (5 s old at most). */
  readonly last: bigint | null;
  /** The clock for the funding countdown (ms). */
  readonly now: number;
  /** The star that adds the market to the header's favourites ticker; absent, no star. */
  readonly favourite?: {
    readonly market: string;
    readonly isSelected: boolean;
    readonly onChange: (isSelected: boolean) => void;
  };
  /** The account's leverage chip beside the market name (opens the leverage dialog); absent, none. */
  readonly leverage?: ReactNode;
}

/** Base volume: compact from a thousand tokens up; below, at the lot's decimals (0.0027 BTC, not a bare "0"). */
function baseVolumeText(s: MarketSummary): string {
  const thousand = 1000n * 10n ** BigInt(s.baseDecimals);
  return s.baseVolume24h >= thousand
    ? formatCompact(s.baseVolume24h, s.baseDecimals)
    : formatSize(s.baseVolume24h, s.baseDecimals, s.lotSize);
}

/** One figure: a label (with an optional hint on hover or focus) over its value. */
function Stat(props: {
  readonly label: string;
  readonly hint?: TradeMessageKey;
  readonly value?: ReactNode;
  readonly trend?: 'up' | 'down' | 'flat';
  readonly name: string;
}) {
  const label = props.hint ? (
    <Tooltip content={t(props.hint)} placement="bottom">
      <Focusable>
        <dt className="market-stat-label" data-hint tabIndex={0}>
          {props.label}
        </dt>
      </Focusable>
    </Tooltip>
  ) : (
    <dt className="market-stat-label">{props.label}</dt>
  );
  return (
    <div className="market-stat" data-stat={props.name}>
      {label}
      <dd className="market-stat-value num" data-trend={props.trend}>
        {props.value ?? <Skeleton width="64px" height="14px" />}
      </dd>
    </div>
  );
}

/**
 * The trade screen's top bar: the market picker, then the mark price (the oracle index the exchange margins and
 * liquidates on, the one mark of every screen) and the last traded price, the signed 24 h change in
 * gain/loss colour, high and low, base and quote volume (compact), open interest and the predicted hourly funding
 * with a countdown to the next full hour. Prices show at the market's tick; figures wait as skeletons.
 */
export function MarketBarView({ picker, summary, last, now, favourite, leverage }: MarketBarViewProps) {
  const s = summary.status === 'ready' ? summary.value : undefined;
  const price = (value: bigint | undefined | null) =>
    value == null || s === undefined ? undefined : formatPrice(value, s.tickSize);
  const change = s && formatPercent(s.change24h, { signDisplay: 'exceptZero' });
  const funding = s && formatPercent(s.fundingRate, { signDisplay: 'exceptZero', decimals: 4 });
  const markText = price(s?.index);
  return (
    <div className="market-bar" role="region" aria-label={t('marketBar.label')}>
      <div className="market-bar-picker">
        {picker}
        {favourite ? (
          <ToggleButton
            className="market-favourite"
            aria-label={t('marketBar.favourite', { market: favourite.market })}
            isSelected={favourite.isSelected}
            onChange={favourite.onChange}
          >
            <StarIcon />
          </ToggleButton>
        ) : null}
        {leverage}
      </div>
      {summary.status === 'error' ? (
        <p className="market-bar-error" role="alert">
          {t('marketBar.unavailable')}
        </p>
      ) : (
        <dl className="market-stats">
          <div className="market-stat market-stat-mark" data-stat="mark">
            <Tooltip content={t('marketBar.markHint')} placement="bottom">
              <Focusable>
                <dt className="market-stat-label" data-hint tabIndex={0}>
                  {t('marketBar.mark')}
                </dt>
              </Focusable>
            </Tooltip>
            <dd className="market-mark num">{markText ?? <Skeleton width="96px" height="20px" />}</dd>
          </div>
          <Stat name="last" label={t('marketBar.last')} hint="marketBar.lastHint" value={price(last ?? s?.last)} />
          <Stat
            name="change"
            label={t('marketBar.change')}
            value={change}
            trend={change ? displayTrend(change) : undefined}
          />
          <Stat name="high" label={t('marketBar.high')} value={price(s?.high24h)} />
          <Stat name="low" label={t('marketBar.low')} value={price(s?.low24h)} />
          <Stat
            name="volumeBase"
            label={t('marketBar.volumeBase', { token: s?.baseToken ?? '' })}
            value={s && baseVolumeText(s)}
          />
          <Stat name="volumeQuote" label={t('marketBar.volumeQuote')} value={s && formatCompactUsd(s.quoteVolume24h)} />
          <Stat name="openInterest" label={t('marketBar.openInterest')} value={s && formatCompactUsd(s.openInterest)} />
          <Stat
            name="funding"
            label={t('marketBar.funding')}
            hint="marketBar.fundingHint"
            trend={funding ? displayTrend(funding) : undefined}
            value={
              funding && (
                <>
                  {funding}
                  <span className="market-countdown"> / {fundingCountdownText(now)}</span>
                </>
              )
            }
          />
        </dl>
      )}
    </div>
  );
}
