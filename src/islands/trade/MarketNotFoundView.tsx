import { displayTrend, formatPercent, formatPrice } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/trade.ts';
import type { MarketStats } from '#stores/markets.ts';

/** Props of the not-found state. */
export interface MarketNotFoundViewProps {
  /** The market name the address asked for. */
  readonly name: string;
  readonly markets: readonly MarketStats[];
  readonly marketHref: (name: string) => string;
}

/** An address naming no configured market: says so and lists the markets there are, each a link. */
export function MarketNotFoundView({ name, markets, marketHref }: MarketNotFoundViewProps) {
  return (
    <section className="trade-not-found" aria-labelledby="trade-not-found-title">
      <h1 id="trade-not-found-title">{t('trade.notFound.title')}</h1>
      <p>{t('trade.notFound.description', { market: name })}</p>
      <ul className="trade-not-found-list">
        {markets.map((market) => {
          const change = formatPercent(market.change24h, { signDisplay: 'exceptZero' });
          return (
            <li key={market.name}>
              <a href={marketHref(market.name)}>{market.name}</a>
              <span className="num">{formatPrice(market.price, market.tickSize)}</span>
              <span className="num" data-trend={displayTrend(change)}>
                {change}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
