/**
 * The engine's working context: configuration lookups, mutable state, the event buffer of the command being
 * applied and its undo journal. Every write of a command goes through the journaled setters here (or registers
 * its own undo step), and a command runs in two phases: its check phase only reads and may reject; its first
 * write opens the commit phase, which must not reject. `Engine.apply` rolls a command back through the journal
 * when anything throws, and turns a throw after the first write into a loud EngineFault (engine.ts).
 */
import type { LendingPool } from '#lib/domain/lending.ts';
import type { MarketConfig, MarketName, TokenConfig, TokenName, UserId } from './config.ts';
import { reject } from './errors.ts';
import type { BalanceChangeReason, EngineEvent } from './events.ts';
import { OrderBook } from '#server/engine/trading/orderbook.ts';
import type { Seed } from './seed.ts';
import {
  HISTORY_CAP,
  INSURANCE_FUND_ID,
  newAccount,
  type Account,
  type CandleStore,
  type Holding,
  type MarketState,
  type Position,
} from './state.ts';
import type { Trade } from './events.ts';

/** Mutable engine state plus configuration indexes. */
export class Core {
  readonly seed: Seed;
  readonly tokens = new Map<TokenName, TokenConfig>();
  readonly markets = new Map<MarketName, MarketConfig>();
  readonly borrowEnabled = new Map<TokenName, boolean>();
  readonly accounts = new Map<UserId, Account>();
  /** Owner address -> account ids, ascending (the first is the main account). */
  readonly owners = new Map<string, UserId[]>();
  readonly books = new Map<MarketName, OrderBook>();
  readonly marketState = new Map<MarketName, MarketState>();
  readonly pools = new Map<TokenName, LendingPool>();
  readonly prices = new Map<TokenName, bigint>();
  /** Vault id -> total shares outstanding. */
  readonly vaultShares = new Map<UserId, bigint>();
  /** Candle series per market and period. */
  readonly candles: CandleStore = new Map();
  /** The insurance fund: takes liquidation penalties, pays bad debt (docs/LIQUIDATION.md). Not a user account. */
  insurance: Account;
  /** Bad debt written off against each pool's lenders once the fund was empty (cumulative, base units). */
  readonly socializedLoss = new Map<TokenName, bigint>();
  /** Derived index: accounts with a position per market (rebuilt on restore, kept by setPosition). */
  readonly positionIndex = new Map<MarketName, Set<UserId>>();
  /** Derived index: accounts holding a token in any form per token (kept by setHolding). */
  readonly holders = new Map<TokenName, Set<UserId>>();
  /** Trades of the command being applied, per market (flushed into TradesUpdate). */
  readonly pendingTrades = new Map<MarketName, Trade[]>();
  nextUserId = 1;
  nextOrderId = 1;
  nextTradeId = 1;
  /** The engine clock: ts of the last applied command (ms). */
  now: number;
  /** Events of the command being applied. */
  events: EngineEvent[] = [];
  /** Undo steps of the command being applied, newest last; non-empty once the command has written. */
  undo: (() => void)[] = [];

  /** Indexes the seed; accounts and pools start empty (see genesis in engine.ts). */
  constructor(seed: Seed) {
    this.seed = seed;
    this.now = seed.genesisTs;
    this.insurance = newAccount(INSURANCE_FUND_ID, '', 'InsuranceFund', seed.genesisTs, null);
    for (const t of seed.tokens) this.tokens.set(t.name, t);
    for (const m of seed.markets) {
      this.markets.set(m.name, m);
      this.books.set(m.name, new OrderBook());
      this.marketState.set(m.name, { fundingPerLot: 0n, fundingIndex: 0, lastFundingRate: 0n, trades: [] });
      this.positionIndex.set(m.name, new Set());
    }
    for (const [name, price] of Object.entries(seed.indexPrices)) this.prices.set(name, price);
    for (const p of seed.lendingPools) {
      this.borrowEnabled.set(p.token, p.borrowEnabled);
      this.pools.set(p.token, {
        lendShares: 0n,
        lendAmount: 0n,
        borrowShares: 0n,
        borrowAmount: 0n,
        lastUpdateTimestampSec: Math.floor(seed.genesisTs / 1000),
        utilizationCurve: p.utilizationCurve,
      });
    }
  }

  /** True once the command being applied has written something (its commit phase). */
  get committing(): boolean {
    return this.undo.length > 0;
  }

  /** The account, or rejects with 'unknown_user'. */
  account(id: UserId): Account {
    return this.accounts.get(id) ?? reject('unknown_user', `unknown user ${id}`);
  }

  /** The token config, or rejects with 'unknown_token'. */
  token(name: TokenName): TokenConfig {
    const t = this.tokens.get(name);
    if (t === undefined || !t.enabled) reject('unknown_token', `unknown token ${name}`);
    return t;
  }

  /** The market config, or rejects with 'unknown_market'. */
  market(name: MarketName): MarketConfig {
    return this.markets.get(name) ?? reject('unknown_market', `unknown market ${name}`);
  }

  /** Index price of a token (price scale); 0 when none has been set. */
  price(token: TokenName): bigint {
    return this.prices.get(token) ?? 0n;
  }

  /** The lending pool of a token (every seeded token has one). */
  pool(token: TokenName): LendingPool {
    return this.pools.get(token) ?? reject('unknown_token', `no lending pool for ${token}`);
  }

  /** Replaces a pool, journaled. */
  setPool(token: TokenName, next: LendingPool): void {
    const prev = this.pools.get(token);
    this.pools.set(token, next);
    this.undo.push(() => (prev === undefined ? this.pools.delete(token) : this.pools.set(token, prev)));
  }

  /** Sets a key of a bigint map, journaled (a zero value deletes the key; undo restores the key order too). */
  setAmount<K>(map: Map<K, bigint>, key: K, value: bigint): void {
    const prev = map.get(key);
    if (value === 0n && prev !== undefined) {
      // Map order is state (snapshots, views): a deleted key must come back where it was.
      const entries = [...map];
      map.delete(key);
      this.undo.push(() => restoreEntries(map, entries));
      return;
    }
    if (value === 0n) return;
    map.set(key, value);
    this.undo.push(() => (prev === undefined ? map.delete(key) : map.set(key, prev)));
  }

  /**
   * Removes a resting order's record from its account (journaled; records are kept in ascending id order).
   * `also` undoes the caller's own writes of the same step first, so one journal entry covers them all.
   */
  dropOrderRecord(acc: Account, id: number, also?: () => void): void {
    const rec = acc.orders.get(id);
    if (rec === undefined || !acc.orders.delete(id)) return;
    this.undo.push(() => {
      also?.();
      acc.orders.set(id, rec);
      let last = -1;
      for (const k of acc.orders.keys()) {
        if (k < last)
          return restoreEntries(
            acc.orders,
            [...acc.orders].sort((a, b) => a[0] - b[0]),
          );
        last = k;
      }
    });
  }

  /** Sets one field of a state object, journaled. */
  assign<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
    const prev = target[key];
    target[key] = value;
    this.undo.push(() => (target[key] = prev));
  }

  /** Sets an account's balance, lend shares, borrow shares or owed amount of a token (journaled, indexed). */
  setHolding(acc: Account, kind: Holding, token: TokenName, value: bigint): void {
    if (value < 0n) throw new Error(`${kind} of ${token} of account ${acc.id} would be ${value}`);
    const map = acc[kind];
    const had = map.has(token);
    this.setAmount(map, token, value);
    if (had !== value > 0n) this.#reindexHolder(acc, token);
  }

  /**
   * Adds `delta` to an account's token balance (journaled) and emits a BalanceChange. A balance never goes
   * below zero: debits that may exceed it go through accounts/settlement.ts, so a negative result here is a bug
   * and throws (loudly, rolled back).
   */
  credit(acc: Account, token: TokenName, delta: bigint, reason: BalanceChangeReason): void {
    if (delta === 0n) return;
    this.setHolding(acc, 'balances', token, (acc.balances.get(token) ?? 0n) + delta);
    const tokenAddress = this.tokens.get(token)?.contractAddress ?? '';
    this.events.push({
      type: 'BalanceChange',
      userId: acc.id,
      ts: this.now,
      token,
      tokenAddress,
      changeAmount: delta,
      reason,
    });
  }

  /** Opens, replaces or (with undefined) closes an account's position in a market, journaled and indexed. */
  setPosition(acc: Account, market: MarketName, pos: Position | undefined): void {
    const prev = acc.positions.get(market);
    const entries = prev !== undefined && pos === undefined ? [...acc.positions] : null;
    if (pos === undefined) acc.positions.delete(market);
    else acc.positions.set(market, pos);
    const index = this.positionIndex.get(market);
    if (acc.id !== INSURANCE_FUND_ID) {
      if (pos === undefined) index?.delete(acc.id);
      else index?.add(acc.id);
    }
    this.undo.push(() => {
      if (prev === undefined) {
        acc.positions.delete(market);
        index?.delete(acc.id);
      } else {
        if (entries === null) acc.positions.set(market, prev);
        else restoreEntries(acc.positions, entries);
        index?.add(acc.id);
      }
    });
  }

  /** Journals every field of a position before it is changed in place. */
  savePosition(pos: Position): void {
    const saved = { ...pos };
    this.undo.push(() => Object.assign(pos, saved));
  }

  /** Appends to a capped history list (dropping the oldest beyond HISTORY_CAP), journaled. */
  push<T>(list: T[], item: T): void {
    list.push(item);
    const dropped = list.length > HISTORY_CAP * 1.25 ? list.splice(0, list.length - HISTORY_CAP) : null;
    this.undo.push(() => {
      list.pop();
      if (dropped !== null) list.unshift(...dropped);
    });
  }

  /** Registers a rollback step for a mutation done outside the setters above. */
  onUndo(step: () => void): void {
    this.undo.push(step);
  }

  /** Rebuilds the derived indexes from the accounts (restore). */
  rebuildIndexes(): void {
    for (const set of this.positionIndex.values()) set.clear();
    this.holders.clear();
    for (const acc of this.accounts.values()) {
      for (const market of acc.positions.keys()) this.positionIndex.get(market)?.add(acc.id);
      for (const map of [acc.balances, acc.lendShares, acc.borrowShares, acc.owed])
        for (const token of map.keys()) this.#holderSet(token).add(acc.id);
    }
  }

  #holderSet(token: TokenName): Set<UserId> {
    let set = this.holders.get(token);
    if (set === undefined) this.holders.set(token, (set = new Set()));
    return set;
  }

  #reindexHolder(acc: Account, token: TokenName): void {
    if (acc.id === INSURANCE_FUND_ID) return;
    const set = this.#holderSet(token);
    const had = set.has(acc.id);
    const holds =
      acc.balances.has(token) || acc.lendShares.has(token) || acc.borrowShares.has(token) || acc.owed.has(token);
    if (had === holds) return;
    if (holds) set.add(acc.id);
    else set.delete(acc.id);
    this.undo.push(() => (had ? set.add(acc.id) : set.delete(acc.id)));
  }
}

/** Puts a map back to exactly these entries, in this order. */
function restoreEntries<K, V>(map: Map<K, V>, entries: readonly (readonly [K, V])[]): void {
  map.clear();
  for (const [k, v] of entries) map.set(k, v);
}
