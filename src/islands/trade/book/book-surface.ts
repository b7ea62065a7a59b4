/**
 * The order book widget without React: a canvas painted once per animation frame from the mutable book (never a
 * React render per diff, never a 500 ms throttle), with one transparent DOM option over each drawn row for hover,
 * click-to-fill and screen readers (the rows layer is a listbox the keyboard walks: book-focus.ts), and the spread
 * row as DOM text. It is a FrameLoop widget: its version
 * moves when the book, the grouping, our orders or the size changed, and while a changed size still flashes.
 * The React component (BookPanel) and the book bench page both drive this same class.
 */
import { bookView, type BookRow, type BookView, type MineTicks } from '#lib/market/book-view.ts';
import { BookFormat } from '#lib/market/book-format.ts';
import { fitCanvas, paintBook, rowTop, rowsPerSide, type BookPaintStyle } from '#lib/market/canvas-book.ts';
import type { Drawable } from '#lib/market/frame-loop.ts';
import type { OrderBook } from '#lib/market/order-book.ts';
import { BookFocus } from './book-focus.ts';
import { SizeFlashes } from './size-flashes.ts';

/** How often the row options' accessible names follow a changing book, at most. */
const LABEL_REFRESH_MS = 250;
/** Surfaces made so far: each one's row ids are unique in the page. */
let surfaces = 0;

/** What the surface draws from: a LiveBook, or anything with a book and a version that moves when it changes. */
export interface BookSource {
  readonly book: OrderBook | null;
  readonly version: number;
}
/** One row as a screen reader hears it (texts already formatted). */
export interface BookRowText {
  readonly isBid: boolean;
  readonly price: string;
  readonly size: string;
  readonly total: string;
  readonly mine: boolean;
}
/** Options of a book surface. */
export interface BookSurfaceOptions {
  readonly canvas: HTMLCanvasElement;
  /** The layer over the canvas that holds one option per row (it becomes the listbox and the book's Tab stop). */
  readonly slots: HTMLElement;
  /** The spread row: its [data-part=mid] and [data-part=spread] children receive the figures. */
  readonly spread: HTMLElement;
  readonly style: BookPaintStyle;
  /** A row's accessible name ("Ask 97,130, size 0.5000, total 1.2000, your order"). */
  readonly label: (row: BookRowText) => string;
  /** Clicking or pressing a row: its price as input text (tick decimals, no grouping, never an exponent). */
  readonly onPick?: (priceText: string, isBid: boolean) => void;
  /** Flash changed sizes (off under reduced motion). */
  readonly flash?: boolean;
  readonly now?: () => number;
}

/** The canvas book with its DOM rows. */
export class BookSurface implements Drawable {
  readonly #opts: BookSurfaceOptions;
  #source: BookSource | null = null;
  #group = 1;
  #mine: MineTicks | undefined;
  #size = { width: 0, height: 0, dpr: 1 };
  #local = 0;
  #format: BookFormat | null = null;
  readonly #flashes = new SizeFlashes();
  #asks: HTMLElement[] = [];
  #bids: HTMLElement[] = [];
  readonly #ids = `book-${++surfaces}`;
  readonly #focus: BookFocus;
  #lastView: BookView | null = null;
  /** The name each shown row option has now, and when the names were last brought up to date. */
  readonly #labels = new WeakMap<HTMLElement, string>();
  /** The price (tick) and our-order mark each shown row option is named with. */
  readonly #named = new WeakMap<HTMLElement, { readonly tick: number; readonly mine: boolean }>();
  #labelsAt = Number.NEGATIVE_INFINITY;
  /** The first slot (asks then bids) of the next frame's share of the label refresh. */
  #sweepAt = 0;
  readonly #spreadParts: { readonly mid: HTMLElement | null; readonly spread: HTMLElement | null };
  readonly #onClick = (event: MouseEvent) => this.#click(event.target);

  /** A surface over the given canvas and layers; call resize before the first draw. */
  constructor(options: BookSurfaceOptions) {
    this.#opts = options;
    this.#spreadParts = {
      mid: options.spread.querySelector<HTMLElement>('[data-part=mid]'),
      spread: options.spread.querySelector<HTMLElement>('[data-part=spread]'),
    };
    options.slots.addEventListener('click', this.#onClick);
    this.#focus = new BookFocus(options.slots, {
      view: () => this.#lastView,
      slot: (isBid, index) => (isBid ? this.#bids : this.#asks)[index],
      pick: (isBid, index) => this.#pick(isBid, index),
    });
  }

  /** The last view drawn (tests and the bench read it). */
  get view(): BookView | null {
    return this.#lastView;
  }

  /** Draws another book (or none). */
  setSource(source: BookSource | null): void {
    this.#source = source;
    this.#changed();
  }

  /** Ticks per row (GROUPINGS). */
  setGroup(group: number): void {
    if (group === this.#group) return;
    this.#group = group;
    this.#flashes.clear();
    this.#changed();
  }

  /** Our open orders' ticks: their rows get a mark. */
  setMine(mine: MineTicks | undefined): void {
    this.#mine = mine;
    this.#changed();
  }

  /** The canvas's CSS size and pixel ratio changed (ResizeObserver, zoom): re-fit it and rebuild the row options. */
  resize(width: number, height: number, dpr: number): void {
    this.#size = { width, height, dpr };
    fitCanvas(this.#opts.canvas, this.#size);
    const { style } = this.#opts;
    this.#opts.spread.style.top = `${rowsPerSide(height, style) * style.rowHeight}px`;
    this.#opts.spread.style.height = `${style.spreadHeight}px`;
    this.#buildSlots();
    this.#changed();
  }

  /** Redraw on the next frame although the data did not change (fonts loaded, theme switched). */
  invalidate(): void {
    this.#changed();
  }

  /** Moves whenever something drawn changed, and every frame while a size still flashes. */
  version(): number {
    if (this.#flashes.active(this.#now())) this.#local++;
    return this.#local + (this.#source?.version ?? 0);
  }

  /** Draws the current book: canvas, row options (with the keyboard's active level) and spread row. */
  draw(): void {
    const book = this.#source?.book ?? null;
    const ctx = this.#opts.canvas.getContext('2d');
    if (ctx === null || this.#size.width === 0) return;
    if (book === null) {
      this.#lastView = null;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, this.#opts.canvas.width, this.#opts.canvas.height);
      this.#focus.place();
      this.#syncSlots(null, null);
      this.#syncSpread(null, null);
      return;
    }
    if (this.#format?.scale !== book.scale) {
      this.#format = new BookFormat(book.scale);
      this.#flashes.clear();
    }
    const depth = rowsPerSide(this.#size.height, this.#opts.style);
    const view = bookView(book, { depth, group: this.#group, mine: this.#mine });
    const now = this.#now();
    if (this.#opts.flash !== false) this.#flashes.track(view, now);
    const flash = (isBid: boolean, tick: number) => this.#flashes.alpha(isBid, tick, now);
    paintBook(ctx, view, this.#format, this.#size, this.#opts.style, flash);
    this.#lastView = view;
    this.#focus.place();
    this.#syncSlots(view, this.#format);
    this.#syncSpread(view, this.#format);
  }

  /** Stops listening to the DOM (the component unmounted). */
  destroy(): void {
    this.#opts.slots.removeEventListener('click', this.#onClick);
    this.#focus.destroy();
    this.#opts.slots.replaceChildren();
  }

  #now(): number {
    return (this.#opts.now ?? (() => performance.now()))();
  }

  #changed(): void {
    this.#local++;
  }

  #buildSlots(): void {
    const { style } = this.#opts;
    const perSide = rowsPerSide(this.#size.height, style);
    const make = (isBid: boolean, index: number) => {
      const slot = document.createElement('div');
      slot.className = 'book-slot';
      slot.setAttribute('role', 'option');
      slot.id = `${this.#ids}-${isBid ? 'bid' : 'ask'}-${index}`;
      slot.dataset.side = isBid ? 'bid' : 'ask';
      slot.hidden = true;
      slot.style.top = `${rowTop(isBid, index, this.#size.height, style)}px`;
      slot.style.height = `${style.rowHeight}px`;
      return slot;
    };
    this.#asks = Array.from({ length: perSide }, (_, i) => make(false, i));
    this.#bids = Array.from({ length: perSide }, (_, i) => make(true, i));
    // top to bottom: the deepest ask first, so the DOM order is the visual order for screen readers
    this.#opts.slots.replaceChildren(...this.#asks.slice().reverse(), ...this.#bids);
    this.#focus.place();
  }

  #syncSlots(view: BookView | null, format: BookFormat | null): void {
    const now = this.#now();
    // a busy book changes most rows' sizes and totals every frame: those follow in the options' names at most every
    // LABEL_REFRESH_MS (a screen reader reads a row when it gets there), so the DOM is not rewritten 60 times a
    // second. The refresh goes round the rows a few per frame (as many as keep each row within LABEL_REFRESH_MS)
    // rather than all in one frame four times a second: that frame cost a millisecond more than the others. A row's
    // price and our mark are named at once, as are the keyboard's active row and rows just shown: the price an
    // option is named with is always the one drawn, and the one a click fills in
    const slotCount = this.#asks.length + this.#bids.length;
    const elapsed = Math.max(0, now - this.#labelsAt);
    this.#labelsAt = now;
    const due = slotCount === 0 ? 0 : Math.min(slotCount, Math.ceil((slotCount * elapsed) / LABEL_REFRESH_MS));
    const from = this.#sweepAt;
    this.#sweepAt = slotCount === 0 ? 0 : (from + due) % slotCount;
    /** Whether slot `k` (asks then bids) is in this frame's share of the refresh. */
    const swept = (k: number) => (k - from + slotCount) % slotCount < due;
    const active = this.#focus.active;
    const sync = (slots: HTMLElement[], rows: readonly BookRow[], isBid: boolean) => {
      const offset = isBid ? this.#asks.length : 0;
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!;
        const row = view === null ? undefined : rows[i];
        if (row === undefined || format === null) {
          if (!slot.hidden) {
            slot.hidden = true;
            slot.removeAttribute('aria-label');
            this.#labels.delete(slot);
            this.#named.delete(slot);
          }
          continue;
        }
        if (slot.hidden) slot.hidden = false;
        const named = this.#labels.get(slot);
        const shown = this.#named.get(slot);
        const same = shown !== undefined && shown.tick === row.tick && shown.mine === row.mine;
        if (named !== undefined && same && !swept(offset + i) && slot !== active) continue;
        this.#named.set(slot, { tick: row.tick, mine: row.mine });
        const label = this.#opts.label({
          isBid,
          price: format.price(row.tick),
          size: format.size(row.lots),
          total: format.size(row.cumulative),
          mine: row.mine,
        });
        if (label === named) continue;
        this.#labels.set(slot, label);
        slot.setAttribute('aria-label', label);
      }
    };
    sync(this.#asks, view?.asks ?? [], false);
    sync(this.#bids, view?.bids ?? [], true);
  }

  #syncSpread(view: BookView | null, format: BookFormat | null): void {
    const mid = view?.mid == null || format === null ? '–' : format.mid(view.mid);
    const spread = view?.spread == null || format === null ? '–' : format.mid(view.spread < 0n ? 0n : view.spread);
    const { mid: midEl, spread: spreadEl } = this.#spreadParts;
    if (midEl && midEl.textContent !== mid) midEl.textContent = mid;
    if (spreadEl && spreadEl.textContent !== spread) spreadEl.textContent = spread;
  }

  /** A click on a row takes its price, and the keyboard goes on from that row. */
  #click(target: EventTarget | null): void {
    const slot = target instanceof HTMLElement ? target.closest<HTMLElement>('.book-slot') : null;
    if (!slot) return;
    const isBid = slot.dataset.side === 'bid';
    const index = (isBid ? this.#bids : this.#asks).indexOf(slot);
    this.#focus.clicked(isBid, index);
    this.#pick(isBid, index);
  }

  /** Fills the price of a drawn row (the one its option is named with). */
  #pick(isBid: boolean, index: number): void {
    const view = this.#lastView;
    const row = view === null ? undefined : (isBid ? view.bids : view.asks)[index];
    if (row === undefined || this.#format === null) return;
    this.#opts.onPick?.(this.#format.scale.priceText(row.tick), isBid);
  }
}
