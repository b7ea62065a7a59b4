import { t } from '#lib/i18n/index.ts';
import { PRICE_DECIMALS, RATE_DECIMALS, formatDecimal, parseDecimal } from '#lib/domain/fixed.ts';
import './frame.css';

/** One favourite market in the ticker: wire values (decimal strings), formatted here. */
export interface TickerItem {
  readonly market: string;
  /** Last price, USD decimal string. */
  readonly lastValue: string;
  /** 24 h change as a ratio decimal string (0.0123 = +1.23 %). */
  readonly dayChangeValue: string;
}

/** Props of the favourite-markets ticker. */
export interface TickerViewProps {
  readonly items: readonly TickerItem[];
  /** Scroll the list (20 s cycle, paused on hover) instead of showing it still. */
  readonly shouldSlide: boolean;
}

/** The 24 h change as a signed percentage with 2 decimals. */
function percent(ratio: string): string {
  const value = parseDecimal(ratio, RATE_DECIMALS);
  const text = formatDecimal(value * 100n, RATE_DECIMALS, { maxDecimals: 2, minDecimals: 2 });
  return value > 0n ? `+${text}%` : `${text}%`;
}

/** Favourite markets with price and day change; the list is duplicated so the slide loops seamlessly. */
export function TickerView({ items, shouldSlide }: TickerViewProps) {
  const rows = shouldSlide ? [...items, ...items] : items;
  return (
    <div className="ticker" data-slide={shouldSlide || undefined} aria-label={t('header.favourites')} role="region">
      <ul className="ticker-track" role="list">
        {rows.map((item, i) => {
          const change = parseDecimal(item.dayChangeValue, RATE_DECIMALS);
          return (
            <li
              key={`${item.market}-${i}`}
              className="ticker-item"
              data-trend={change > 0n ? 'up' : change < 0n ? 'down' : 'flat'}
              aria-hidden={i >= items.length || undefined}
            >
              <a href={`/futures/${item.market}`} tabIndex={i >= items.length ? -1 : undefined}>
                {item.market}
              </a>
              <span className="num">
                {formatDecimal(parseDecimal(item.lastValue, PRICE_DECIMALS), PRICE_DECIMALS, {
                  maxDecimals: 2,
                  grouping: true,
                })}
              </span>
              <span className="ticker-change num">{percent(item.dayChangeValue)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
