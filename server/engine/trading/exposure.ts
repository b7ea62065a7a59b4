/**
 * Running totals of each account's resting orders per market (unfilled bid and ask sizes of the orders that
 * add risk, plus order counts), kept in step with every place, fill and cancel so the pre-trade margin check
 * reads O(markets of the account) instead of walking every resting order. Changes go through the core journal;
 * the totals are derived state: the snapshot leaves them out and restore rebuilds them (recomputeOpen).
 */
import type { MarketName } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import type { Account, OpenTotals, OrderRecord } from '#server/engine/model/state.ts';

export type { OpenTotals };

/**
 * Applies an order's change to its account's totals, journaled: `left` is the signed change of its unfilled
 * size, `count` +1 when it starts resting, -1 when it leaves the book, 0 for a partial fill.
 */
export function adjustOpen(core: Core, acc: Account, o: OrderRecord, left: bigint, count: number): void {
  shiftOpen(acc, o, left, count);
  core.onUndo(() => shiftOpen(acc, o, -left, -count));
}

/** adjustOpen without the journal entry, for callers that journal the inverse shift in a step of their own. */
export function shiftOpen(acc: Account, o: OrderRecord, left: bigint, count: number): void {
  const map = acc.openTotals;
  let t = map.get(o.market);
  if (t === undefined) map.set(o.market, (t = { bids: 0n, asks: 0n, orders: 0, reduceOnly: 0 }));
  applyDelta(t, o, left, count);
  if (t.orders === 0) map.delete(o.market);
}

function applyDelta(t: OpenTotals, o: OrderRecord, left: bigint, count: number): void {
  t.orders += count;
  if (o.reduceOnly) t.reduceOnly += count;
  else if (o.isBid) t.bids += left;
  else t.asks += left;
}

/** Drops every total of an account (all its orders left the book at once, as in a liquidation), journaled. */
export function clearOpen(core: Core, acc: Account): void {
  if (acc.openTotals.size === 0) return;
  const prev = [...acc.openTotals];
  acc.openTotals.clear();
  core.onUndo(() => {
    for (const [k, v] of prev) acc.openTotals.set(k, v);
  });
}

/** The totals recomputed from scratch from the account's resting orders (restore, and tests of the running totals). */
export function recomputeOpen(acc: Account): Map<MarketName, OpenTotals> {
  const out = new Map<MarketName, OpenTotals>();
  for (const o of acc.orders.values()) {
    let t = out.get(o.market);
    if (t === undefined) out.set(o.market, (t = { bids: 0n, asks: 0n, orders: 0, reduceOnly: 0 }));
    applyDelta(t, o, o.size - o.filled, 1);
  }
  return out;
}
