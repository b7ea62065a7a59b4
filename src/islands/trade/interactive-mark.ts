import { useEffect, useState } from 'react';

/**
 * The moment the trade screen is usable: the live book drawn and the order form mounted. It is recorded once as a
 * performance mark, which bench/page-weight.ts reads to count the JS loaded before it, and what comes later on the
 * screen (the chart) waits for it, so its download does not compete with the book's.
 */

/** The mark's name (bench/page-weight.ts reads the same name). */
const TRADE_INTERACTIVE_MARK = 'trade-interactive';

/** How long a later part waits at most: a book that never goes live (exchange down) holds nothing back for long. */
const LATER_PARTS_WAIT_MS = 2500;

const ready = { book: false, form: false };
let marked = false;
const waiting = new Set<() => void>();

/** One part became usable; the mark is set when both are. */
export function markInteractive(part: keyof typeof ready): void {
  ready[part] = true;
  if (marked || !ready.book || !ready.form) return;
  marked = true;
  if (typeof performance !== 'undefined') performance.mark(TRADE_INTERACTIVE_MARK);
  for (const go of waiting) go();
  waiting.clear();
}

/**
 * False until the screen is usable (or LATER_PARTS_WAIT_MS after mount at most), then true: a part that may come
 * later renders its placeholder until then. False on the server and in the hydration render alike.
 */
export function useAfterInteractive(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (marked) {
      setAfter(true);
      return;
    }
    const go = () => setAfter(true);
    waiting.add(go);
    const cap = setTimeout(go, LATER_PARTS_WAIT_MS);
    return () => {
      waiting.delete(go);
      clearTimeout(cap);
    };
  }, []);
  return after;
}
