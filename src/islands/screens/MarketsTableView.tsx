import { t } from '#lib/i18n/index.ts';
import { displayTrend, formatCompactUsd, formatPercent, formatPrice } from '#lib/domain/format.ts';
import type { MarketStats } from '#stores/markets.ts';
import './screens.css';

/** One market row: its statistics as the markets store decodes them (prices USD x 10^9 with their tick). */
export type MarketRow = MarketStats;

/** Props of the markets table: the load state decides what shows. */
export type MarketsTableViewProps =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly message: string }
  | { readonly state: 'ready'; readonly rows: readonly MarketRow[] };

/** Live perpetual markets: price, signed 24 h change, high, low and compact volume; each name links to its page. */
export function MarketsTableView(props: MarketsTableViewProps) {
  if (props.state === 'loading')
    return (
      <p className="screen-note" role="status">
        {t('markets.loading')}
      </p>
    );
  if (props.state === 'error')
    return (
      <p className="screen-note" role="alert">
        {props.message}
      </p>
    );
  if (props.rows.length === 0) return <p className="screen-note">{t('markets.empty')}</p>;
  const label = {
    price: t('markets.price'),
    change: t('markets.change'),
    high: t('markets.high'),
    low: t('markets.low'),
    volume: t('markets.volume'),
  };
  const columns = [t('markets.market'), label.price, label.change, label.high, label.low, label.volume];
  return (
    // a phone is narrower than six columns: each row becomes a card (screens.css), nothing scrolls sideways; the
    // roles are spelt out because a table laid out as a grid loses its implicit ones in some browsers
    <div className="markets-scroll">
      <table className="markets-table" role="table">
        <caption className="visually-hidden">{t('markets.caption')}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((name) => (
              <th key={name} scope="col" role="columnheader">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {props.rows.map((row) => {
            const change = formatPercent(row.change24h, { signDisplay: 'exceptZero' });
            return (
              <tr key={row.name} role="row">
                <th scope="row" role="rowheader">
                  <a href={`/futures/${row.name}`}>{row.name}</a>
                </th>
                <td className="num" role="cell" data-label={label.price}>
                  {formatPrice(row.price, row.tickSize)}
                </td>
                <td className="num" role="cell" data-label={label.change} data-trend={displayTrend(change)}>
                  {change}
                </td>
                <td className="num" role="cell" data-label={label.high}>
                  {formatPrice(row.high24h, row.tickSize)}
                </td>
                <td className="num" role="cell" data-label={label.low}>
                  {formatPrice(row.low24h, row.tickSize)}
                </td>
                <td className="num" role="cell" data-label={label.volume}>
                  {formatCompactUsd(row.volume24hUsd)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
