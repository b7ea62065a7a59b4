/**
 * What a book widget draws: the top rows of each side, computed from the full book in the order that keeps the
 * numbers honest (sort -> uncross -> depth -> group; dYdX #1474 computed depth before uncrossing). The walk starts
 * at the touch and stops once the last visible group is complete, so the cost follows the rows shown, not the book;
 * grouping reads the full book and only the view is truncated (a truncated book can never refill deeper rows).
 */
import type { BookSide } from './book-side.ts';
import { groupTick } from './grouping.ts';
import type { OrderBook } from './order-book.ts';
import type { MarketScale } from './scale.ts';

/** One drawn row: the group's edge tick, its lots, the lots from the touch through it, and whether it holds our order. */
export interface BookRow {
  readonly tick: number;
  readonly lots: number;
  readonly cumulative: number;
  readonly mine: boolean;
}
/** Our resting orders as raw ticks per side (see mineTicks). */
export interface MineTicks {
  readonly bids: readonly number[];
  readonly asks: readonly number[];
}
/** View options. */
export interface ViewOptions {
  /** Rows per side. */
  readonly depth: number;
  /** Ticks per row (GROUPINGS); 1 shows every level. */
  readonly group: number;
  readonly mine?: MineTicks;
}
/** The computed view of a book at one version. */
export interface BookView {
  readonly version: number;
  readonly group: number;
  /** Ask rows from the best ask upward; bid rows from the best bid downward. */
  readonly asks: readonly BookRow[];
  readonly bids: readonly BookRow[];
  /** Best prices after uncrossing (raw ticks), null on an empty side. */
  readonly bestBid: number | null;
  readonly bestAsk: number | null;
  /** Best ask minus best bid at price scale (USD x 10^9), null unless both sides have levels. */
  readonly spread: bigint | null;
  /** Halfway between the best bid and ask at price scale, null unless both sides have levels. */
  readonly mid: bigint | null;
  /** The larger of the two sides' deepest cumulative lots: the full width of a depth bar. */
  readonly maxCumulative: number;
}

/** The ticks of our open orders on this market, split by side; orders off the grid are ignored. */
export function mineTicks(orders: Iterable<{ readonly isBid: boolean; readonly price: string }>, scale: MarketScale) {
  const bids: number[] = [];
  const asks: number[] = [];
  for (const order of orders) {
    try {
      (order.isBid ? bids : asks).push(scale.priceToTick(order.price));
    } catch {
      // an order off this market's grid cannot sit on any of its levels
    }
  }
  return { bids, asks } satisfies MineTicks;
}

/** How many levels from each side's touch are hidden by uncrossing. */
function uncross(bids: BookSide, asks: BookSide): { bidSkip: number; askSkip: number } {
  let bidSkip = 0;
  let askSkip = 0;
  for (;;) {
    const bid = bids.tickAt(bidSkip);
    const ask = asks.tickAt(askSkip);
    if (bid === undefined || ask === undefined || bid < ask) return { bidSkip, askSkip };
    // a crossed pair means one side missed its removal: the level changed longer ago is the stale one
    const bidStamp = bids.stampAt(bidSkip);
    const askStamp = asks.stampAt(askSkip);
    if (bidStamp <= askStamp) bidSkip++;
    if (askStamp <= bidStamp) askSkip++;
  }
}

/** Groups one side from `skip` levels past its touch until `depth` complete rows exist. */
function sideRows(side: BookSide, skip: number, opts: ViewOptions, mine: readonly number[]): BookRow[] {
  const rows: BookRow[] = [];
  const group = opts.group;
  const mineGroups = mine.length === 0 ? null : new Set(mine.map((t) => groupTick(t, group, side.isBid)));
  let cumulative = 0;
  let current = Number.NaN;
  let lots = 0;
  const push = () => {
    rows.push({ tick: current, lots, cumulative, mine: mineGroups?.has(current) ?? false });
  };
  for (let depth = skip; ; depth++) {
    const tick = side.tickAt(depth);
    if (tick === undefined) break;
    const key = groupTick(tick, group, side.isBid);
    if (key !== current) {
      if (lots > 0) push();
      if (rows.length === opts.depth) return rows;
      current = key;
      lots = 0;
    }
    const levelLots = side.lotsAt(depth);
    lots += levelLots;
    cumulative += levelLots;
  }
  if (lots > 0 && rows.length < opts.depth) push();
  return rows;
}

/** Computes the rows, spread and mid of a book. */
export function bookView(book: OrderBook, opts: ViewOptions): BookView {
  if (!Number.isSafeInteger(opts.group) || opts.group < 1) throw new RangeError(`invalid group ${opts.group}`);
  const { bidSkip, askSkip } = uncross(book.bids, book.asks);
  const bids = sideRows(book.bids, bidSkip, opts, opts.mine?.bids ?? []);
  const asks = sideRows(book.asks, askSkip, opts, opts.mine?.asks ?? []);
  const bestBid = book.bids.tickAt(bidSkip) ?? null;
  const bestAsk = book.asks.tickAt(askSkip) ?? null;
  const both = bestBid !== null && bestAsk !== null;
  const tick = book.scale.tick;
  return {
    version: book.version,
    group: opts.group,
    asks,
    bids,
    bestBid,
    bestAsk,
    spread: both ? BigInt(bestAsk - bestBid) * tick : null,
    // (a + b) x tick / 2 is exact whenever the tick is an even number of 10^-9 USD, as every real tick size is
    mid: both ? (BigInt(bestAsk + bestBid) * tick) / 2n : null,
    maxCumulative: Math.max(asks.at(-1)?.cumulative ?? 0, bids.at(-1)?.cumulative ?? 0),
  };
}
