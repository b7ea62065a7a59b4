/**
 * Journaled order-book changes: every cancel and match registers the exact inverse in the core's undo
 * journal, so a command that fails after touching the book (a bug in its commit phase) is rolled back to the
 * same FIFO queues, lots and levels it started from.
 */
import type { Core } from '#server/engine/model/core.ts';
import type { BookOrder, MatchResult, OrderBook } from './orderbook.ts';

/** Takes a resting order off the book (journaled); undefined when it is not there. */
export function takeOrder(core: Core, book: OrderBook, id: number): BookOrder | undefined {
  const order = book.get(id);
  if (order === undefined) return undefined;
  const [prev, next] = [order.prev, order.next];
  book.cancel(id);
  core.onUndo(() => book.relink(order, prev, next));
  return order;
}

/** Matches an incoming order against the book (journaled). */
export function matchOrder(
  core: Core,
  book: OrderBook,
  isBid: boolean,
  limitTick: number,
  lots: number,
  owner: string,
): MatchResult {
  const result = book.match(isBid, limitTick, lots, owner);
  if (result.matches.length > 0 || result.removed.length > 0) core.onUndo(() => book.unmatch(result));
  return result;
}
