/**
 * Snapshot and restore of the engine state as JSON. bigints become {"$n": "123"} and Maps {"$map": [...]}, so
 * nothing is ever a float and Map key order (which decides iteration order, hence replay determinism) is kept.
 * Order-book entries are written in insertion order, which keeps FIFO priority within each price level.
 */
import type { Core } from './core.ts';
import { Core as CoreClass } from './core.ts';
import type { Seed } from './seed.ts';
import { recomputeOpen } from '#server/engine/trading/exposure.ts';
import { entryPriceOf } from '#server/engine/trading/positions.ts';
import { usdValue } from '#lib/domain/value.ts';
import type { Account } from './state.ts';

/** Snapshot format version; restore rejects other versions. */
const SNAPSHOT_VERSION = 1;

function replacer(this: unknown, key: string, value: unknown): unknown {
  if (key === 'openTotals') return undefined; // derived from the orders; rebuilt on restore
  if (typeof value === 'bigint') return { $n: value.toString() };
  if (value instanceof Map) return { $map: [...value.entries()] };
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object') {
    const o = value as { $n?: unknown; $map?: unknown };
    if (typeof o.$n === 'string' && Object.keys(o).length === 1) return BigInt(o.$n);
    if (Array.isArray(o.$map) && Object.keys(o).length === 1) return new Map(o.$map as [unknown, unknown][]);
  }
  return value;
}

/** Serializes a core's state. */
export function snapshotCore(core: Core): string {
  const books: Record<string, unknown[]> = {};
  for (const [name, book] of core.books) {
    books[name] = [...book.all()].map((o) => [o.id, o.owner, o.isBid, o.tick, o.lots, o.lotsLeft, o.ts, o.reduceOnly]);
  }
  return JSON.stringify(
    {
      version: SNAPSHOT_VERSION,
      now: core.now,
      nextUserId: core.nextUserId,
      nextOrderId: core.nextOrderId,
      nextTradeId: core.nextTradeId,
      accounts: core.accounts,
      owners: core.owners,
      marketState: core.marketState,
      pools: core.pools,
      prices: core.prices,
      vaultShares: core.vaultShares,
      candles: core.candles,
      insurance: core.insurance,
      socializedLoss: core.socializedLoss,
      books,
    },
    replacer,
  );
}

/** Rebuilds a core from `snapshotCore` output and the seed it was built from. */
export function restoreCore(seed: Seed, snapshot: string): Core {
  const data = JSON.parse(snapshot, reviver) as Record<string, unknown>;
  if (data['version'] !== SNAPSHOT_VERSION) throw new Error(`unsupported snapshot version ${String(data['version'])}`);
  const core = new CoreClass(seed);
  core.now = data['now'] as number;
  core.nextUserId = data['nextUserId'] as number;
  core.nextOrderId = data['nextOrderId'] as number;
  core.nextTradeId = data['nextTradeId'] as number;
  const copy = <K, V>(target: Map<K, V>, source: unknown): void => {
    target.clear();
    for (const [k, v] of source as Map<K, V>) target.set(k, v);
  };
  copy(core.accounts, data['accounts']);
  copy(core.owners, data['owners']);
  copy(core.marketState, data['marketState']);
  copy(core.pools, data['pools']);
  copy(core.prices, data['prices']);
  copy(core.vaultShares, data['vaultShares']);
  copy(core.candles, data['candles']);
  if (data['insurance'] !== undefined) core.insurance = data['insurance'] as Account;
  if (data['socializedLoss'] !== undefined) copy(core.socializedLoss, data['socializedLoss']);
  upgradeAccount(core, core.insurance);
  // Open order records are shared with the history list; re-link them so later fills update both.
  for (const acc of core.accounts.values()) {
    upgradeAccount(core, acc);
    (acc as { openTotals: Account['openTotals'] }).openTotals = recomputeOpen(acc);
    const byId = new Map([...acc.orders.values()].map((o) => [o.id, o]));
    acc.history.orders = acc.history.orders.map((o) => byId.get(o.id) ?? o);
    acc.history.triggers = acc.history.triggers.map((t) => acc.triggers.get(t.id) ?? t);
  }
  const books = data['books'] as Record<string, [number, string, boolean, number, number, number, number, boolean][]>;
  for (const [name, orders] of Object.entries(books)) {
    const book = core.books.get(name);
    if (book === undefined) throw new Error(`snapshot has unknown market ${name}`);
    for (const [id, owner, isBid, tick, lots, lotsLeft, ts, reduceOnly] of orders) {
      book.add({ id, owner, isBid, tick, lots, ts, reduceOnly }, lotsLeft);
    }
    book.takeDeltas();
  }
  core.rebuildIndexes();
  return core;
}

/** Fills in fields that snapshots written before they existed lack (same version: they are additive). */
function upgradeAccount(core: Core, acc: Account): void {
  const a = acc as { -readonly [K in keyof Account]?: Account[K] };
  a.referralToClaim ??= 0n;
  a.inflow ??= 0n;
  for (const p of acc.history.portfolioValues) (p as { inflow?: bigint }).inflow ??= 0n;
  a.referralMonths ??= new Map();
  a.owed ??= new Map();
  a.triggers ??= new Map();
  a.leverage ??= new Map();
  // order records written before the engine kept their type and fill value: limit orders, average unknown
  for (const o of [...acc.orders.values(), ...acc.history.orders]) {
    const r = o as { -readonly [K in keyof typeof o]?: (typeof o)[K] };
    r.type ??= 'limit';
    if (r.filledValue === undefined) r.filledValue = o.filled === 0n ? 0n : null;
  }
  acc.history.tradeStats ??= [];
  acc.history.triggers ??= [];
  acc.history.vaultTransfers ??= [];
  acc.history.vaultPoints ??= [];
  for (const [market, pos] of acc.positions) {
    if (pos.cost !== undefined) continue;
    // Positions before cost bases: the cost of the size at its entry price, and the entry as that cost shows it.
    const decimals = core.tokens.get(core.markets.get(market)?.baseToken ?? '')?.tokenDecimals ?? 0;
    pos.cost = usdValue(pos.size, decimals, pos.entryPrice, 'trunc');
    pos.entryPrice = entryPriceOf(pos.size, pos.cost, decimals);
  }
}
