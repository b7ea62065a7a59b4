import { t } from '#lib/i18n/index.ts';
import { displayTrend, formatPercent, formatPrice } from '#lib/domain/format.ts';
import './frame.css';

/** One favourite market in the ticker, decoded: the view only formats. */
export interface TickerItem {
  readonly name: string;
  /** Last price, USD x 10^9. */
  readonly price: bigint;
  /** The market's tick size (USD x 10^9): the price shows its decimals. */
  readonly tickSize: bigint;
  /** 24 h change as a signed ratio x 10^9 (12_300_000n = +1.23 %). */
  readonly change24h: bigint;
}

/** Props of the favourite-markets ticker. */
export interface TickerViewProps {
  readonly items: readonly TickerItem[];
  /** Scroll the list (20 s cycle, paused on hover) instead of showing it still. */
  readonly shouldSlide: boolean;
}

/** Favourite markets with price and day change; the list is duplicated so the slide loops seamlessly. */
export function TickerView({ items, shouldSlide }: TickerViewProps) {
  const rows = shouldSlide ? [...items, ...items] : items;
  return (
    <div className="ticker" data-slide={shouldSlide || undefined} aria-label={t('header.favourites')} role="region">
      <ul className="ticker-track" role="list">
        {rows.map((item, i) => {
          const change = formatPercent(item.change24h, { signDisplay: 'exceptZero' });
          return (
            <li
              key={`${item.name}-${i}`}
              className="ticker-item"
              data-trend={displayTrend(change)}
              aria-hidden={i >= items.length || undefined}
            >
              <a href={`/futures/${item.name}`} tabIndex={i >= items.length ? -1 : undefined}>
                {item.name}
              </a>
              <span className="num">{formatPrice(item.price, item.tickSize)}</span>
              <span className="ticker-change num">{change}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
