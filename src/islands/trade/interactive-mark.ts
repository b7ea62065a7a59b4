/**
 * The moment the trade screen is usable: the live book drawn and the order form mounted. It is recorded once as a
 * performance mark, which bench/page-weight.ts reads to count the JS loaded before it (the chart may come later).
 */

/** The mark's name (bench/page-weight.ts reads the same name). */
const TRADE_INTERACTIVE_MARK = 'trade-interactive';

const ready = { book: false, form: false };
let marked = false;

/** One part became usable; the mark is set when both are. */
export function markInteractive(part: keyof typeof ready): void {
  ready[part] = true;
  if (marked || !ready.book || !ready.form || typeof performance === 'undefined') return;
  marked = true;
  performance.mark(TRADE_INTERACTIVE_MARK);
}
