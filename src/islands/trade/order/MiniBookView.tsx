import { formatPrice } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/trade.ts';

/** Props of the mini book: the touch of the live book (USD x 10^9, null while a side is empty) at its tick. */
export interface MiniBookViewProps {
  readonly bestBid: bigint | null;
  readonly bestAsk: bigint | null;
  /** USD x 10^9. */
  readonly tickSize: bigint;
}

/**
 * The best bid and ask over the phone's order sheet, where the book itself is hidden: a limit price is typed with
 * the market in view. An empty side says so in words, not with a dash that reads as missing data.
 */
export function MiniBookView({ bestBid, bestAsk, tickSize }: MiniBookViewProps) {
  const price = (value: bigint | null) => (value === null ? t('miniBook.none') : formatPrice(value, tickSize));
  return (
    <dl className="mini-book" aria-label={t('miniBook.label')}>
      <div className="mini-book-side" data-side="bid">
        <dt>{t('miniBook.bid')}</dt>
        <dd className="num">{price(bestBid)}</dd>
      </div>
      <div className="mini-book-side" data-side="ask">
        <dt>{t('miniBook.ask')}</dt>
        <dd className="num">{price(bestAsk)}</dd>
      </div>
    </dl>
  );
}
