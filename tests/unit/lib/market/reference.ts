/**
 * Naive reference models for the book tests: the server's truth as plain maps of exact prices, and a view computed
 * the slow, obvious way (full sorts, bigint division for grouping) to compare the incremental code against.
 */
import type { OrderBook, WireBookUpdate, WireLevel } from '#lib/market/order-book.ts';

/** A naive full book: exact price (USD x 10^9) to size in base units, per side. */
export class ReferenceBook {
  readonly bids = new Map<string, string>();
  readonly asks = new Map<string, string>();

  /** Applies absolute level sizes (0 removes). */
  apply(update: WireBookUpdate): void {
    const set = (side: Map<string, string>, levels: readonly WireLevel[]) => {
      for (const l of levels) {
        if (l.size === '0') side.delete(l.price);
        else side.set(l.price, l.size);
      }
    };
    set(this.bids, update.bidsUpdates);
    set(this.asks, update.asksUpdates);
  }

  /** The book as the snapshot call would answer it. */
  snapshot(): { asks: WireLevel[]; bids: WireLevel[] } {
    const list = (side: Map<string, string>) => [...side].map(([price, size]) => ({ price, size }));
    return { asks: list(this.asks), bids: list(this.bids) };
  }
}

/** The book's levels as sorted [price, size] text pairs, best first, for equality with a ReferenceBook. */
export function bookLevels(book: OrderBook): { bids: string[][]; asks: string[][] } {
  const side = (entries: [number, number][]) =>
    entries.map(([tick, lots]) => [book.scale.tickToPrice(tick).toString(), book.scale.lotsToSize(lots).toString()]);
  return { bids: side(book.bids.entries()), asks: side(book.asks.entries()) };
}

/** A ReferenceBook's levels in the same form as bookLevels (prices parsed through `toPrice`). */
export function referenceLevels(ref: ReferenceBook, toPrice: (price: string) => bigint) {
  const side = (m: Map<string, string>, desc: boolean) =>
    [...m]
      .map(([p, s]) => [toPrice(p), s] as const)
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0) * (desc ? -1 : 1))
      .map(([p, s]) => [p.toString(), s]);
  return { bids: side(ref.bids, true), asks: side(ref.asks, false) };
}

/** A level as the naive view sees it. */
export interface NaiveLevel {
  readonly tick: number;
  readonly lots: number;
  readonly stamp: number;
}

/** The view computed naively: sort everything, uncross (older level goes), depth, then group with bigint math. */
export function naiveView(bidsIn: NaiveLevel[], asksIn: NaiveLevel[], depth: number, group: number) {
  let bids = [...bidsIn].sort((a, b) => b.tick - a.tick);
  let asks = [...asksIn].sort((a, b) => a.tick - b.tick);
  while (bids.length > 0 && asks.length > 0 && bids[0]!.tick >= asks[0]!.tick) {
    const [b, a] = [bids[0]!, asks[0]!];
    if (b.stamp <= a.stamp) bids = bids.slice(1);
    if (a.stamp <= b.stamp) asks = asks.slice(1);
  }
  const g = BigInt(group);
  const rows = (levels: NaiveLevel[], isBid: boolean) => {
    let cumulative = 0;
    const withDepth = levels.map((l) => ({ ...l, cumulative: (cumulative += l.lots) }));
    const out: { tick: number; lots: number; cumulative: number }[] = [];
    for (const l of withDepth) {
      const t = BigInt(l.tick);
      // floor for bids, ceiling for asks, on exact integers
      const key = Number(isBid ? (t / g) * g : ((t + g - 1n) / g) * g);
      const last = out.at(-1);
      if (last && last.tick === key) {
        last.lots += l.lots;
        last.cumulative = l.cumulative;
      } else out.push({ tick: key, lots: l.lots, cumulative: l.cumulative });
    }
    return out.slice(0, depth);
  };
  return {
    bids: rows(bids, true),
    asks: rows(asks, false),
    bestBid: bids[0]?.tick ?? null,
    bestAsk: asks[0]?.tick ?? null,
  };
}
