import { useEffect, useId, useRef } from 'react';
import type { Key } from 'react-aria-components';
import { DeferredSelect } from '#islands/ui/DeferredSelect.tsx';
import { Spinner } from '#islands/ui/Spinner.tsx';
import { formatPrice } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/trade.ts';
import type { MineTicks } from '#lib/market/book-view.ts';
import type { FrameLoop } from '#lib/market/frame-loop.ts';
import { GROUPINGS } from '#lib/market/grouping.ts';
import type { LiveBookState } from '#lib/market/live-book.ts';
import { BookSurface, type BookRowText, type BookSource } from './book-surface.ts';
import { readBookStyle } from './book-style.ts';
import './book.css';

/** Props of the order book panel. */
export interface BookPanelViewProps {
  /** The book to draw (a LiveBook); null before a market is followed. */
  readonly source: BookSource | null;
  readonly state: LiveBookState;
  /** True when the live book has no level on either side. */
  readonly isEmpty?: boolean;
  /** The animation-frame loop the canvas draws on; null draws nothing (server render). */
  readonly frames: FrameLoop | null;
  readonly baseToken: string;
  /** The market's tick (USD x 10^9): grouping choices are multiples of it. */
  readonly tickSize: bigint;
  readonly group: number;
  readonly onGroupChange: (group: number) => void;
  /** Our open orders' ticks (their rows get a mark). */
  readonly mine?: MineTicks;
  /** A level was pressed: its price as input text. */
  readonly onPick?: (priceText: string, isBid: boolean) => void;
}

/** A row's accessible name. */
function rowLabel(row: BookRowText): string {
  const base = t(row.isBid ? 'book.bid' : 'book.ask', { price: row.price, size: row.size, total: row.total });
  return row.mine ? `${base}${t('book.mine')}` : base;
}

const reducedMotion = () => typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The order book: asks over bids around the spread row, drawn on a canvas each animation frame by BookSurface, with
 * a DOM option over every row (hover, click or Enter fills the order form's price; the rows are one Tab stop and
 * the arrows walk the ladder, the active level kept by its price while the book moves). The
 * grouping picker regroups by 1, 10, 100 or 1000 ticks. Loading, stale (resyncing after a gap) and error show over
 * the rows; a stale book stays visible but dimmed.
 */
export function BookPanelView(props: BookPanelViewProps) {
  const { source, state, frames, baseToken, tickSize, group, mine, isEmpty } = props;
  const body = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const slots = useRef<HTMLDivElement>(null);
  const spread = useRef<HTMLDivElement>(null);
  const surface = useRef<BookSurface | null>(null);
  const onPick = useRef(props.onPick);
  onPick.current = props.onPick;
  const keysId = useId();

  useEffect(() => {
    if (!frames || !body.current || !canvas.current || !slots.current || !spread.current) return;
    const created = new BookSurface({
      canvas: canvas.current,
      slots: slots.current,
      spread: spread.current,
      style: readBookStyle(body.current),
      label: rowLabel,
      onPick: (price, isBid) => onPick.current?.(price, isBid),
      flash: !reducedMotion(),
    });
    surface.current = created;
    const element = body.current;
    const fit = () => created.resize(element.clientWidth, element.clientHeight, window.devicePixelRatio || 1);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    const off = frames.add(created);
    void document.fonts?.ready.then(() => created.invalidate());
    return () => {
      observer.disconnect();
      off();
      created.destroy();
      surface.current = null;
    };
  }, [frames]);

  useEffect(() => surface.current?.setSource(source), [source, frames]);
  useEffect(() => surface.current?.setGroup(group), [group, frames]);
  useEffect(() => surface.current?.setMine(mine), [mine, frames]);

  const groupings = GROUPINGS.map((g) => ({ id: g, label: formatPrice(tickSize * BigInt(g), tickSize * BigInt(g)) }));
  const overlay = bookOverlay(state, isEmpty ?? false);
  return (
    <section className="book-panel" aria-label={t('book.label')} data-state={state}>
      <div className="book-toolbar">
        <DeferredSelect
          aria-label={t('book.grouping')}
          className="book-grouping"
          items={groupings}
          value={group}
          onChange={(key: Key | null) => key !== null && props.onGroupChange(Number(key))}
        />
      </div>
      <div className="book-head" aria-hidden="true">
        <span>{t('book.price')}</span>
        <span>{t('book.size', { token: baseToken })}</span>
        <span>{t('book.total', { token: baseToken })}</span>
      </div>
      <div className="book-body" ref={body}>
        <canvas className="book-canvas" ref={canvas} aria-hidden="true" />
        {/* the listbox of levels, one Tab stop: BookSurface fills its options, book-focus.ts walks them */}
        <div
          className="book-slots"
          ref={slots}
          role="listbox"
          tabIndex={0}
          aria-label={t('book.rows')}
          aria-describedby={keysId}
        />
        <span id={keysId} className="visually-hidden">
          {t('book.keys')}
        </span>
        <div className="book-spread" ref={spread}>
          <span className="book-mid num" data-part="mid" aria-label={t('book.mid')}>
            –
          </span>
          <span className="book-spread-label">{t('book.spread')}</span>
          <span className="book-spread-value num" data-part="spread">
            –
          </span>
        </div>
        {overlay}
      </div>
    </section>
  );
}

/** What covers the rows in each state (nothing while live with levels). */
function bookOverlay(state: LiveBookState, isEmpty: boolean) {
  if (state === 'loading' || state === 'idle') {
    return (
      <div className="book-overlay" role="status">
        <Spinner />
        <span>{t(state === 'idle' ? 'book.idle' : 'book.loading')}</span>
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className="book-overlay" role="alert">
        {t('book.error')}
      </div>
    );
  }
  if (state === 'stale') {
    return (
      <div className="book-stale" role="status">
        <Spinner />
        {t('book.stale')}
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className="book-overlay" role="status">
        {t('book.empty')}
      </div>
    );
  }
  return null;
}
