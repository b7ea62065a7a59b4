import { t } from '#lib/i18n/index.ts';
import { displayTrend, formatCompactUsd, formatPercent, formatPrice } from '#lib/domain/format.ts';
import './screens.css';

/** One market row, decoded: prices USD x 10^9 with their tick, change a ratio x 10^9, volume USD x 10^6. */
export interface MarketRow {
  readonly name: string;
  readonly price: bigint;
  readonly tickSize: bigint;
  readonly change24h: bigint;
  readonly high24h: bigint;
  readonly low24h: bigint;
  readonly volume24hUsd: bigint;
}

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
  return (
    // a phone is narrower than six columns: the table scrolls sideways inside its frame, not the page
    <div className="markets-scroll">
      <table className="markets-table">
        <caption className="visually-hidden">{t('markets.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('markets.market')}</th>
            <th scope="col">{t('markets.price')}</th>
            <th scope="col">{t('markets.change')}</th>
            <th scope="col">{t('markets.high')}</th>
            <th scope="col">{t('markets.low')}</th>
            <th scope="col">{t('markets.volume')}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => {
            const change = formatPercent(row.change24h, { signDisplay: 'exceptZero' });
            return (
              <tr key={row.name}>
                <th scope="row">
                  <a href={`/futures/${row.name}`}>{row.name}</a>
                </th>
                <td className="num">{formatPrice(row.price, row.tickSize)}</td>
                <td className="num" data-trend={displayTrend(change)}>
                  {change}
                </td>
                <td className="num">{formatPrice(row.high24h, row.tickSize)}</td>
                <td className="num">{formatPrice(row.low24h, row.tickSize)}</td>
                <td className="num">{formatCompactUsd(row.volume24hUsd)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
