/**
 * The journaled bookkeeping of trigger orders: adding one to its account's open set and history, closing some
 * (triggered or canceled, with the CanceledTriggerOrders event), and the orphan rule: a take-profit or stop-loss
 * leg is canceled as soon as the position it protects closes or flips. Kept apart from triggers.ts, which places
 * orders, so the fill path (fills.ts) can apply the orphan rule without an import cycle.
 */
import type { MarketName, OrderId } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import type { TriggerCancelReason } from '#server/engine/model/events.ts';
import type { Account, TriggerOrder } from '#server/engine/model/state.ts';

/** Adds a new trigger (its id is the largest yet, so the open set stays in ascending id order), journaled. */
export function addTrigger(core: Core, acc: Account, t: TriggerOrder): void {
  acc.triggers.set(t.id, t);
  core.onUndo(() => acc.triggers.delete(t.id));
  core.push(acc.history.triggers, t);
}

/** Takes a trigger out of the account's open set, journaled (undo puts it back in its place). */
export function takeTrigger(core: Core, acc: Account, id: OrderId): void {
  if (!acc.triggers.has(id)) return;
  const entries = [...acc.triggers];
  acc.triggers.delete(id);
  core.onUndo(() => {
    acc.triggers.clear();
    for (const [k, v] of entries) acc.triggers.set(k, v);
  });
}

/** Marks a trigger closed (out of the open set first), journaled. */
export function markClosed(
  core: Core,
  acc: Account,
  t: TriggerOrder,
  status: 'triggered' | 'canceled',
  why: 'triggered' | TriggerCancelReason,
): void {
  takeTrigger(core, acc, t.id);
  core.assign(t, 'status', status);
  core.assign(t, 'closeReason', why);
  core.assign(t, 'closedAt', core.now);
}

/** Cancels triggers of one market of an account and emits one CanceledTriggerOrders for them (none: nothing). */
export function cancelTriggers(
  core: Core,
  acc: Account,
  market: MarketName,
  triggers: readonly TriggerOrder[],
  reason: TriggerCancelReason,
  code: string | null = null,
): void {
  if (triggers.length === 0) return;
  for (const t of triggers) markClosed(core, acc, t, 'canceled', reason);
  core.events.push({
    type: 'CanceledTriggerOrders',
    userId: acc.id,
    ts: core.now,
    market,
    triggerIds: triggers.map((t) => t.id),
    reason,
    code,
  });
}

/**
 * The orphan rule, after a fill moved a position from `before` to `after` (signed sizes): when it closed or
 * flipped, the take-profit and stop-loss legs attached to it are canceled ('positionClosed').
 */
export function cancelOrphans(core: Core, acc: Account, market: MarketName, before: bigint, after: bigint): void {
  if (acc.triggers.size === 0 || before === 0n || (after !== 0n && after > 0n === before > 0n)) return;
  const legs: TriggerOrder[] = [];
  for (const t of acc.triggers.values()) if (t.market === market && t.kind !== 'stop') legs.push(t);
  cancelTriggers(core, acc, market, legs, 'positionClosed');
}
