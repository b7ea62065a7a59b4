/**
 * Read queries for the API (SPEC section 7): configuration, prices, lending data, users, order book, trades,
 * market statistics, candles and per-user history. They never mutate state; amounts stay bigint.
 */
import { percentChange } from '#lib/domain/percent.ts';
import type { MarketName, TokenName, UserId } from '#server/engine/model/config.ts';
import { health, netAmount } from '#server/engine/accounts/valuation.ts';
import type { Core } from '#server/engine/model/core.ts';
import type { BorrowLendData, Trade } from '#server/engine/model/events.ts';
import { tierOf, volume30d } from '#server/engine/trading/fees.ts';
import { markPrice, predictedFundingRate } from '#server/engine/trading/funding.ts';
import { referralRows, type ReferralStatsRow } from '#server/engine/accounts/history.ts';
import { poolData } from '#server/engine/accounts/lending.ts';
import { CANDLE_PERIODS, stats24h, type Candle, type CandlePeriod } from '#server/engine/trading/market-data.ts';
import type { Account, AccountHistory } from '#server/engine/model/state.ts';
import { vaultSharePrice } from '#server/engine/accounts/vault-points.ts';
import { userData, type UserData } from './user-view.ts';

/** One row of getPerpMarketsData. */
export interface MarketData {
  readonly name: MarketName;
  readonly price: bigint;
  readonly indexPrice: bigint;
  readonly predictedFundingRate: bigint;
  /** Change of the last price over the opening price of the 24 h window, as a rate (ratio x 10^9). */
  readonly change24h: bigint;
  readonly high24h: bigint;
  readonly low24h: bigint;
  readonly baseVolume24h: bigint;
  readonly quoteVolume24h: bigint;
  /** Open interest (base units, long side) times index price, USD scale. */
  readonly openInterest: bigint;
  readonly fundingCheckpoint: { readonly index: number; readonly fundingPerLot: bigint };
}

/** Read-only views over the engine state; Engine extends this. */
export class EngineQueries {
  protected readonly core: Core;

  /** Wraps a core (used by Engine). */
  constructor(core: Core) {
    this.core = core;
  }

  /** The engine clock (ts of the last applied command). */
  now(): number {
    return this.core.now;
  }

  /** getConfig: markets, tokens, fee tiers, referral and vault settings, USDC address. */
  config() {
    const s = this.core.seed;
    return {
      perpetualsMarkets: s.markets,
      tokens: s.tokens,
      feeTiers: s.feeTiers,
      referral: s.referral,
      vault: s.vault,
      usdcAddress: s.usdcAddress,
    };
  }

  /** getPriceIndexes: token -> index price (price scale). */
  priceIndexes(): Record<TokenName, bigint> {
    return Object.fromEntries(this.core.prices);
  }

  /** getBorrowLendingData: token -> pool totals. */
  borrowLendingData(): Record<TokenName, BorrowLendData> {
    return Object.fromEntries([...this.core.pools.keys()].map((t) => [t, poolData(this.core, t)]));
  }

  /** getUsersByAddress: the owner's accounts, ascending id (first = main account). */
  usersByOwner(owner: string): UserData[] {
    return (this.core.owners.get(owner) ?? []).map((id) => userData(this.core, this.core.accounts.get(id)!));
  }

  /** getUserData (and the main vault): full account view, or undefined for an unknown id. */
  userData(userId: UserId): UserData | undefined {
    const acc = this.core.accounts.get(userId);
    return acc === undefined ? undefined : userData(this.core, acc);
  }

  /** Sub-account summary stats: balance (account value, USD scale) and monthlyBalance (30-day volume). */
  userStats(userId: UserId): { balance: bigint; monthlyBalance: bigint } | undefined {
    const acc = this.core.accounts.get(userId);
    if (acc === undefined) return undefined;
    return {
      balance: health(this.core, acc, 'maintenance').value,
      monthlyBalance: volume30d(acc.volume, this.core.now),
    };
  }

  /** getPerpOrderBookData: aggregated depth, best first; every level unless `levels` caps each side. */
  orderBook(
    market: MarketName,
    levels = Number.POSITIVE_INFINITY,
  ): { bids: { price: bigint; size: bigint }[]; asks: { price: bigint; size: bigint }[] } | undefined {
    const cfg = this.core.markets.get(market);
    if (cfg === undefined) return undefined;
    const d = this.core.books.get(market)!.depth(levels);
    const conv = (l: { tick: number; lots: number }) => ({
      price: BigInt(l.tick) * cfg.tickSize,
      size: BigInt(l.lots) * cfg.lotSize,
    });
    return { bids: d.bids.map(conv), asks: d.asks.map(conv) };
  }

  /** Number of orders resting on a market's book (0 for an unknown market). */
  restingOrders(market: MarketName): number {
    return this.core.books.get(market)?.size ?? 0;
  }

  /** getPerpRecentTrades: newest first. */
  recentTrades(market: MarketName, limit = 100): Trade[] {
    const trades = this.core.marketState.get(market)?.trades ?? [];
    return trades.slice(-limit).reverse();
  }

  /** getPerpMarketsData for the named markets (all when empty). */
  marketsData(names: readonly MarketName[] = []): MarketData[] {
    const core = this.core;
    const list = names.length === 0 ? [...core.markets.keys()] : names.filter((n) => core.markets.has(n));
    return list.map((name) => {
      const cfg = core.markets.get(name)!;
      const index = core.price(cfg.baseToken);
      const st = stats24h(core, name, core.now);
      const ms = core.marketState.get(name)!;
      const price = st.last ?? markPrice(core, cfg);
      let longs = 0n;
      for (const acc of core.accounts.values()) {
        const size = acc.positions.get(name)?.size ?? 0n;
        if (size > 0n) longs += size;
      }
      const decimals = core.tokens.get(cfg.baseToken)!.tokenDecimals;
      return {
        name,
        price,
        indexPrice: index,
        predictedFundingRate: predictedFundingRate(core, cfg),
        change24h: st.open === null ? 0n : percentChange(price, st.open),
        high24h: st.high ?? price,
        low24h: st.low ?? price,
        baseVolume24h: st.baseVolume,
        quoteVolume24h: st.quoteVolume,
        openInterest: (longs * index) / 10n ** BigInt(decimals + 3),
        fundingCheckpoint: { index: ms.fundingIndex, fundingPerLot: ms.fundingPerLot },
      };
    });
  }

  /** candles: OHLCV of a market for a period, oldest first, optionally from a start time (ms). */
  candles(market: MarketName, period: CandlePeriod, fromMs = 0): Candle[] {
    if (!(period in CANDLE_PERIODS)) return [];
    return (this.core.candles.get(market)?.get(period) ?? []).filter((c) => c.start >= fromMs).map((c) => ({ ...c }));
  }

  /** History lists of an account (fills, orders, transfers, deposits, withdrawals, fundings, portfolio values, trade stats), newest first. */
  history<K extends keyof AccountHistory>(userId: UserId, list: K): AccountHistory[K] | undefined {
    return this.core.accounts.get(userId)?.history[list].slice().reverse() as AccountHistory[K] | undefined;
  }

  /** getUserReferralStatsHistory: kickbacks and referees' volume by month 'YYYY-MM'. */
  referralStats(userId: UserId): { month: string; kickback: bigint; volume: bigint }[] {
    const acc = this.core.accounts.get(userId);
    return acc === undefined ? [] : [...acc.referralByMonth].map(([month, s]) => ({ month, ...s }));
  }

  /** getUserReferralStatsHistory rows: per referee and month overlapping [olderMs, newerMs], newest first (the server pages them). */
  referralStatsHistory(userId: UserId, olderMs: number, newerMs: number): ReferralStatsRow[] {
    const acc = this.core.accounts.get(userId);
    return acc === undefined ? [] : referralRows(acc, olderMs, newerMs);
  }

  /** getUserAggregatedStats: fee tier, 30-day volume, fees paid, realized PnL, referees. */
  aggregatedStats(userId: UserId) {
    const core = this.core;
    const acc = core.accounts.get(userId);
    if (acc === undefined) return undefined;
    let realizedPnl = 0n;
    for (const f of acc.history.fills) realizedPnl += f.realizedPnl;
    const referees = [...core.accounts.values()].filter((a) => a.masterId === acc.id).length;
    return {
      tier: tierOf(core, acc, core.now).tier,
      volume30d: volume30d(acc.volume, core.now),
      accFee: acc.accFee,
      realizedPnl,
      referees,
      fills: acc.history.fills.length,
      referralToClaim: acc.referralToClaim,
    };
  }

  /** Share price of the main vault (price scale, 1.0 = one USDC base unit per share). */
  vaultSharePrice(): bigint {
    return vaultSharePrice(this.core, this.core.accounts.get(this.core.seed.vault.id)!);
  }

  /**
   * The insurance fund: what it holds per token (balance plus lent, base units) and the bad debt written off
   * against each pool's lenders once it was empty (cumulative).
   */
  insuranceFund(): { holdings: Record<TokenName, bigint>; socializedLoss: Record<TokenName, bigint> } {
    const core = this.core;
    const holdings: Record<TokenName, bigint> = {};
    for (const token of core.tokens.keys()) {
      const amount = netAmount(core, core.insurance, token);
      if (amount !== 0n) holdings[token] = amount;
    }
    return { holdings, socializedLoss: Object.fromEntries(core.socializedLoss) };
  }

  /** Net amount of one token in an account (balance + lent - borrowed), for tests and the API. */
  netAmount(userId: UserId, token: TokenName): bigint {
    const acc = this.core.accounts.get(userId);
    return acc === undefined ? 0n : netAmount(this.core, acc, token);
  }

  /** Raw account access for the server's authorisation checks (owner, api keys); read-only by contract. */
  account(userId: UserId): Readonly<Account> | undefined {
    return this.core.accounts.get(userId);
  }
}
