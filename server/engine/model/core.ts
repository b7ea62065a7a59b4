/**
 * The engine's working context: configuration lookups, mutable state, the event buffer of the command being
 * applied and an undo journal. Rule modules mutate state only through the journaled setters here, so a
 * command that is rejected halfway (EngineError thrown) is rolled back exactly.
 */
import type { LendingPool } from '#lib/domain/lending.ts';
import type { MarketConfig, MarketName, TokenConfig, TokenName, UserId } from './config.ts';
import { reject } from './errors.ts';
import type { BalanceChangeReason, EngineEvent } from './events.ts';
import { OrderBook } from '#server/engine/trading/orderbook.ts';
import type { Seed } from './seed.ts';
import type { Account, CandleStore, MarketState } from './state.ts';
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
  /** Trades of the command being applied, per market (flushed into TradesUpdate). */
  readonly pendingTrades = new Map<MarketName, Trade[]>();
  nextUserId = 1;
  nextOrderId = 1;
  nextTradeId = 1;
  /** The engine clock: ts of the last applied command (ms). */
  now: number;
  /** Events of the command being applied. */
  events: EngineEvent[] = [];
  /** Undo steps of the command being applied, newest last. */
  undo: (() => void)[] = [];

  /** Indexes the seed; accounts and pools start empty (see bootstrap in engine.ts). */
  constructor(seed: Seed) {
    this.seed = seed;
    this.now = seed.genesisTs;
    for (const t of seed.tokens) this.tokens.set(t.name, t);
    for (const m of seed.markets) {
      this.markets.set(m.name, m);
      this.books.set(m.name, new OrderBook());
      this.marketState.set(m.name, { fundingPerLot: 0n, fundingIndex: 0, lastFundingRate: 0n, trades: [] });
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

  /** Sets a key of a bigint map, journaled (a zero value deletes the key). */
  setAmount<K>(map: Map<K, bigint>, key: K, value: bigint): void {
    const prev = map.get(key);
    if (value === 0n) map.delete(key);
    else map.set(key, value);
    this.undo.push(() => (prev === undefined ? map.delete(key) : map.set(key, prev)));
  }

  /** Adds `delta` to an account's token balance (journaled) and emits a BalanceChange event. */
  credit(acc: Account, token: TokenName, delta: bigint, reason: BalanceChangeReason): void {
    if (delta === 0n) return;
    this.setAmount(acc.balances, token, (acc.balances.get(token) ?? 0n) + delta);
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

  /** Registers a rollback step for a mutation done outside the setters above. */
  onUndo(step: () => void): void {
    this.undo.push(step);
  }
}
