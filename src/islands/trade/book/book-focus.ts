/**
 * The book's keyboard layer, the WAI-ARIA listbox pattern with aria-activedescendant: the rows layer is one Tab stop
 * (role=listbox) and keeps the DOM focus while the market moves; the arrows, Home/End and PageUp/PageDown move an
 * active level among the drawn rows; Enter or Space takes its price, as a click does. The active level is held by
 * its side and price, never by a row node: when levels above it come or go and it is drawn in another row, the
 * active mark and the listbox's aria-activedescendant follow it there; when it leaves the book, the nearest price on
 * the same side takes its place (the other side's touch when a side empties).
 */
import type { BookRow, BookView } from '#lib/market/book-view.ts';

/** Keys that move, and where: -1 up, +1 down, or to an end. */
const MOVES: Record<string, number | 'first' | 'last'> = {
  ArrowUp: -1,
  ArrowDown: 1,
  Home: 'first',
  End: 'last',
  PageUp: -10,
  PageDown: 10,
};

/** A level of the book by side and price (the view's row tick: the group's edge tick when grouped). */
export interface BookLevel {
  readonly isBid: boolean;
  readonly tick: number;
}

/** What the focus layer reads from and acts on (the book surface). */
export interface BookFocusHost {
  /** The view drawn last. */
  view(): BookView | null;
  /** The row element of a side at an index from the touch. */
  slot(isBid: boolean, index: number): HTMLElement | undefined;
  /** Takes the price of a drawn row (Enter, Space). */
  pick(isBid: boolean, index: number): void;
}

/** Where a level is drawn: the row index on its side, or on the other side's touch when its own side is empty. */
function locate(view: BookView, level: BookLevel): { isBid: boolean; index: number } | null {
  const rows = level.isBid ? view.bids : view.asks;
  if (rows.length === 0) {
    const other = level.isBid ? view.asks : view.bids;
    return other.length === 0 ? null : { isBid: !level.isBid, index: 0 };
  }
  let best = 0;
  for (let i = 0; i < rows.length; i++) {
    const distance = Math.abs(rows[i]!.tick - level.tick);
    if (distance === 0) return { isBid: level.isBid, index: i };
    // ties go to the row nearer the touch (the lower index)
    if (distance < Math.abs(rows[best]!.tick - level.tick)) best = i;
  }
  return { isBid: level.isBid, index: best };
}

/** The drawn rows top to bottom: the deepest ask first, the deepest bid last. */
function visualOrder(view: BookView): { isBid: boolean; row: BookRow; index: number }[] {
  const asks = view.asks.map((row, index) => ({ isBid: false, row, index })).reverse();
  return [...asks, ...view.bids.map((row, index) => ({ isBid: true, row, index }))];
}

/** The active level of one book's listbox. */
export class BookFocus {
  readonly #list: HTMLElement;
  readonly #host: BookFocusHost;
  #level: BookLevel | null = null;
  #active: HTMLElement | null = null;
  readonly #onKey = (event: KeyboardEvent) => this.#key(event);
  readonly #onFocus = () => this.#start();

  /** Makes `list` (the rows layer) the book's listbox and its one Tab stop. */
  constructor(list: HTMLElement, host: BookFocusHost) {
    this.#list = list;
    this.#host = host;
    list.setAttribute('role', 'listbox');
    list.tabIndex = 0;
    list.addEventListener('keydown', this.#onKey);
    list.addEventListener('focus', this.#onFocus);
  }

  /** The row element showing the active level, if any (its name follows the book at once). */
  get active(): HTMLElement | null {
    return this.#active;
  }

  /** The active level (tests read it). */
  get level(): BookLevel | null {
    return this.#level;
  }

  /** A row was clicked: the keyboard goes on from there. */
  clicked(isBid: boolean, index: number): void {
    const row = (isBid ? this.#host.view()?.bids : this.#host.view()?.asks)?.[index];
    if (row === undefined) return;
    this.#level = { isBid, tick: row.tick };
    this.place();
  }

  /**
   * Marks the row that draws the active level in the last view (after each draw, and after a key): the nearest
   * level takes over when the active one left the book. Touches the DOM only when the row changed.
   */
  place(): void {
    const view = this.#host.view();
    const at = view === null || this.#level === null ? null : locate(view, this.#level);
    if (at !== null && view !== null) {
      const row = (at.isBid ? view.bids : view.asks)[at.index]!;
      if (at.isBid !== this.#level!.isBid || row.tick !== this.#level!.tick)
        this.#level = { isBid: at.isBid, tick: row.tick };
    }
    const slot = at === null ? null : (this.#host.slot(at.isBid, at.index) ?? null);
    if (slot === this.#active) return;
    if (this.#active) {
      this.#active.removeAttribute('data-active');
      this.#active.removeAttribute('aria-selected');
    }
    this.#active = slot;
    if (slot) {
      slot.dataset.active = '';
      slot.setAttribute('aria-selected', 'true');
      this.#list.setAttribute('aria-activedescendant', slot.id);
    } else {
      this.#list.removeAttribute('aria-activedescendant');
    }
  }

  /** Stops listening. */
  destroy(): void {
    this.#list.removeEventListener('keydown', this.#onKey);
    this.#list.removeEventListener('focus', this.#onFocus);
  }

  /** The first visit starts at the best bid (the best ask on a book without bids); later ones where they left. */
  #start(): void {
    const view = this.#host.view();
    const touch = view?.bids[0] ?? view?.asks[0];
    if (this.#level === null && view && touch) this.#level = { isBid: touch === view.bids[0], tick: touch.tick };
    this.place();
  }

  #key(event: KeyboardEvent): void {
    this.#start();
    const view = this.#host.view();
    if (view === null || this.#level === null) return;
    const at = locate(view, this.#level);
    if (at === null) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.#host.pick(at.isBid, at.index);
      return;
    }
    const move = MOVES[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const order = visualOrder(view);
    const current = order.findIndex((entry) => entry.isBid === at.isBid && entry.index === at.index);
    const next =
      move === 'first'
        ? 0
        : move === 'last'
          ? order.length - 1
          : Math.min(order.length - 1, Math.max(0, current + move));
    const target = order[next]!;
    this.#level = { isBid: target.isBid, tick: target.row.tick };
    this.place();
  }
}
