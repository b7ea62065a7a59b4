import { t } from '#lib/i18n/index.ts';
import { PRICE_DECIMALS, RATE_DECIMALS, formatDecimal, parseDecimal } from '#lib/domain/fixed.ts';
import './screens.css';

/** One market row: wire values, formatted here. */
export interface MarketRow {
  readonly name: string;
  readonly price: string;
  readonly change24h: string;
  readonly high24h: string;
  readonly low24h: string;
}

/** Props of the markets table: the load state decides what shows. */
export type MarketsTableViewProps =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly message: string }
  | { readonly state: 'ready'; readonly rows: readonly MarketRow[] };

const usd = (price: string) =>
  formatDecimal(parseDecimal(price, PRICE_DECIMALS), PRICE_DECIMALS, {
    maxDecimals: 2,
    minDecimals: 2,
    grouping: true,
  });

const pct = (ratio: string) =>
  `${formatDecimal(parseDecimal(ratio, RATE_DECIMALS) * 100n, RATE_DECIMALS, { maxDecimals: 2, minDecimals: 2 })}%`;

/** Live perpetual markets: price, 24 h change, high and low; each name links to its market page. */
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
  return (
    <table className="markets-table">
      <caption className="visually-hidden">{t('markets.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('markets.market')}</th>
          <th scope="col">{t('markets.price')}</th>
          <th scope="col">{t('markets.change')}</th>
          <th scope="col">{t('markets.high')}</th>
          <th scope="col">{t('markets.low')}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <a href={`/futures/${row.name}`}>{row.name}</a>
            </th>
            <td className="num">{usd(row.price)}</td>
            <td className="num" data-trend={row.change24h.startsWith('-') ? 'down' : 'up'}>
              {pct(row.change24h)}
            </td>
            <td className="num">{usd(row.high24h)}</td>
            <td className="num">{usd(row.low24h)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
