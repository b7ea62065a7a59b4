/** The book painter's colours and sizes, read from the design tokens (tokens.css) where the canvas sits. */
import type { BookPaintStyle } from '#lib/market/canvas-book.ts';
import { readPixels } from '#styles/media.ts';

/** Reads the tokens as computed for `element` (so a theme switch on an ancestor is honoured). */
export function readBookStyle(element: Element): BookPaintStyle {
  const css = getComputedStyle(element);
  const token = (name: string) => css.getPropertyValue(name).trim();
  return {
    font: `${token('--text-sm')} ${token('--font-mono')}`,
    rowHeight: readPixels('--size-book-row'),
    spreadHeight: readPixels('--size-book-spread'),
    background: token('--color-surface-1'),
    text: token('--color-text'),
    muted: token('--color-text-muted'),
    faint: token('--color-text-faint'),
    buy: token('--color-buy'),
    sell: token('--color-sell'),
    buyBar: token('--color-book-bid-depth'),
    sellBar: token('--color-book-ask-depth'),
    buyLevel: token('--color-book-bid-level'),
    sellLevel: token('--color-book-ask-level'),
    mine: token('--color-accent'),
    flash: token('--color-book-flash'),
  };
}
