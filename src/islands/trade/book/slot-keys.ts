/**
 * Keyboard moves between the book's row buttons (a roving tab stop: one row is in the tab order, arrows move it),
 * so a trader can walk the ladder and press Enter to take a price without a mouse.
 */

/** Keys that move, and where: -1 up, +1 down, or to an end. */
const MOVES: Record<string, number | 'first' | 'last'> = {
  ArrowUp: -1,
  ArrowDown: 1,
  Home: 'first',
  End: 'last',
  PageUp: -10,
  PageDown: 10,
};

/** Handles a keydown inside the rows layer: moves focus and the tab stop among `order` (top to bottom). */
export function moveFocus(event: KeyboardEvent, order: readonly HTMLElement[]): void {
  const move = MOVES[event.key];
  if (move === undefined || order.length === 0) return;
  const current = order.indexOf(event.target as HTMLElement);
  if (current < 0) return;
  event.preventDefault();
  const next =
    move === 'first' ? 0 : move === 'last' ? order.length - 1 : Math.min(order.length - 1, Math.max(0, current + move));
  const target = order[next]!;
  for (const slot of order) slot.tabIndex = slot === target ? 0 : -1;
  target.focus();
}
