import { t } from '#lib/i18n/index.ts';
import { displayTrend, formatCompactUsd, formatPercent, formatPrice } from '#lib/domain/format.ts';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { LinkButton } from '#islands/ui/LinkButton.tsx';
import { MarketsTableView, type MarketsTableViewProps, type MarketRow } from './MarketsTableView.tsx';
import { popularMarkets, POPULAR_MARKET_COUNT } from './popular-markets.ts';
import './home.css';

/** Props of the home page: the markets' load state and the market "Start trading" leads to. */
export type HomeViewProps = MarketsTableViewProps & { readonly defaultMarket: string };

/** One featured market: name, last price at its tick, signed day change in the trend colour, 24 h volume. */
function PopularCard({ row }: { readonly row: MarketRow }) {
  const change = formatPercent(row.change24h, { signDisplay: 'exceptZero' });
  return (
    <li>
      <a className="home-card" href={`/futures/${row.name}`}>
        <span className="home-card-name">{row.name}</span>
        <span className="home-card-price num">{formatPrice(row.price, row.tickSize)}</span>
        <span className="home-card-line">
          <span className="num" data-trend={displayTrend(change)}>
            {change}
          </span>
          <span className="home-card-volume">{t('home.volume', { volume: formatCompactUsd(row.volume24hUsd) })}</span>
        </span>
      </a>
    </li>
  );
}

/** The featured markets, or placeholders of the same size while they load (the page does not jump). */
function PopularMarkets(props: MarketsTableViewProps) {
  if (props.state === 'error' || (props.state === 'ready' && props.rows.length === 0)) return null;
  return (
    <section className="home-popular" aria-labelledby="home-popular-title">
      <h2 id="home-popular-title">{t('home.popular')}</h2>
      {props.state === 'loading' ? (
        <ul className="home-cards" aria-busy="true">
          {Array.from({ length: POPULAR_MARKET_COUNT }, (_, i) => (
            <li key={i}>
              <Skeleton className="home-card-skeleton" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="home-cards">
          {popularMarkets(props.rows).map((row) => (
            <PopularCard key={row.name} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The home page: what the venue offers with the way in (Start trading opens the first market), the most traded
 * markets as cards, and every market in a table; a market's card or row opens its trading page.
 */
export function HomeView({ defaultMarket, ...markets }: HomeViewProps) {
  return (
    <div className="home">
      <section className="home-hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.lead')}</p>
        <LinkButton variant="primary" size="lg" href={`/futures/${defaultMarket}`}>
          {t('home.startTrading')}
        </LinkButton>
      </section>
      <PopularMarkets {...markets} />
      <section className="home-markets" aria-labelledby="home-markets-title">
        <h2 id="home-markets-title">{t('home.allMarkets')}</h2>
        <MarketsTableView {...markets} />
      </section>
    </div>
  );
}
