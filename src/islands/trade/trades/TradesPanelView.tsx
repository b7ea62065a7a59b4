import { Spinner } from '#islands/ui/Spinner.tsx';
import { PRICE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { formatPrice, formatSize } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/trade.ts';
import type { TapeTrade } from '#lib/market/trade-tape.ts';
import './trades.css';

/** Props of the recent-trades list. */
export interface TradesPanelViewProps {
  /** Newest first. */
  readonly trades: readonly TapeTrade[];
  readonly isLoading: boolean;
  readonly baseToken: string;
  readonly baseDecimals: number;
  readonly tickSize: bigint;
  readonly lotSize: bigint;
  /** Rows shown at most (the tape keeps 100). */
  readonly limit?: number;
}

/** Local wall-clock time of a trade, 24 h with seconds. */
const TIME = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/**
 * Recent trades of the market, newest first: price in the taker's colour (a buyer lifting the ask is green), size
 * at the lot's decimals, local time. Re-rendered at most ~10 times a second from the tape.
 */
export function TradesPanelView(props: TradesPanelViewProps) {
  const { trades, isLoading, baseToken, baseDecimals, tickSize, lotSize } = props;
  const shown = trades.slice(0, props.limit ?? 60);
  return (
    <section className="trades-panel" aria-label={t('trades.label')}>
      <table className="trades-table">
        <caption className="visually-hidden">{t('trades.label')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trades.price')}</th>
            <th scope="col">{t('trades.size', { token: baseToken })}</th>
            <th scope="col">{t('trades.time')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((trade) => (
            <tr key={trade.tradeId} data-side={trade.isBid ? 'buy' : 'sell'}>
              <td className="num">
                <span className="visually-hidden">{t(trade.isBid ? 'trades.buy' : 'trades.sell')} </span>
                {formatPrice(parseDecimal(trade.price, PRICE_DECIMALS), tickSize)}
              </td>
              <td className="num">{formatSize(BigInt(trade.size), baseDecimals, lotSize)}</td>
              <td className="num">{TIME.format(trade.timestamp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length === 0 ? (
        <div className="trades-state" role="status">
          {isLoading ? (
            <>
              <Spinner />
              {t('trades.loading')}
            </>
          ) : (
            t('trades.empty')
          )}
        </div>
      ) : null}
    </section>
  );
}
