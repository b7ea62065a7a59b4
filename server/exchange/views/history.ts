/** Per-account history reads (the engine keeps the newest HISTORY_CAP entries of each list). */
import type { CallName, CallResponse } from '#lib/api/contract/calls.ts';
import type { Engine } from '#server/engine/engine.ts';
import type { AccountHistory, OrderRecord } from '#server/engine/model/state.ts';
import { averageFillPrice } from '#lib/domain/fill-average.ts';
import type { TransferNetwork } from '#lib/domain/transfer-networks.ts';
import { ApiFailure } from '#server/exchange/api/failure.ts';
import { bridgeStatus } from '#server/exchange/bridge.ts';
import { historyPage, type HistoryQuery, type RowKeys } from './history-page.ts';
import type { TokenBook } from './user.ts';
import {
  wireAmount as amt,
  wireFill,
  wirePrice as price,
  wireRate as rate,
  wireTrigger,
} from '#server/exchange/api/wire.ts';

/** Entries a history call answers when the request names no limit. */
export const DEFAULT_HISTORY_LIMIT = 200;
const REFERRAL_PAGE = 50;
const TX_HASH = /^0x[0-9a-f]{64}$/;

function list<K extends keyof AccountHistory>(engine: Engine, userId: string, key: K): AccountHistory[K] {
  const items = engine.history(userId, key);
  if (!items) throw new ApiFailure('unknown_user', `no account ${userId}`);
  return items;
}

/** An order's average fill price on the wire: null while nothing filled, or for a record older than the sum. */
function averageOf(o: OrderRecord): string | null {
  const average = o.filledValue === null ? null : averageFillPrice(o.filledValue, o.filled);
  return average === null ? null : price(average);
}

/** The history calls taking {userId, limit}, by name. */
export type HistoryCall = Exclude<
  Extract<CallName, `getUser${string}`>,
  'getUserData' | 'getUsersByAddress' | 'getUserReferralStatsHistory'
>;

/**
 * One history view: the call's answer for an account, newest first, at most `limit` entries; the lists of rows take
 * the request's page (cursor, market, time range) and answer the next page's cursor.
 */
export type HistoryView<N extends HistoryCall> = (
  engine: Engine,
  tokens: TokenBook,
  userId: string,
  limit: number,
  now: number,
  page?: HistoryQuery,
) => CallResponse<N>;

const byTs: RowKeys<{ ts: number }> = { timestamp: (r) => r.ts };
const byTimestampAndMarket: RowKeys<{ timestamp: number; market: string }> = {
  timestamp: (r) => r.timestamp,
  market: (r) => r.market,
};

/** The requested page of one list (the first `limit` rows when the request names no page). */
function paged<K extends keyof AccountHistory>(
  engine: Engine,
  userId: string,
  key: K,
  keys: RowKeys<AccountHistory[K][number]>,
  limit: number,
  page: HistoryQuery | undefined,
) {
  return historyPage(list(engine, userId, key), keys, page ?? { limit });
}

/** The history views by call name: each entry answers its own call's type, so handlers need no cast. */
export const HISTORY_VIEWS: { readonly [N in HistoryCall]: HistoryView<N> } = {
  getUserPortfolioValueHistory: (engine, _tokens, userId, limit) => ({
    portfolioValues: list(engine, userId, 'portfolioValues')
      .slice(0, limit)
      .map((p) => ({ timestamp: p.ts, value: amt(p.value), inflow: amt(p.inflow) })),
  }),
  getUserTradeStatsHistory: (engine, _tokens, userId, limit) => ({ stats: tradeStats(engine, userId, limit) }),
  getUserPerpOrders: (engine, _tokens, userId, limit, _now, query) => {
    const page = paged(engine, userId, 'orders', byTimestampAndMarket, limit, query);
    return {
      nextCursor: page.nextCursor,
      total: page.total,
      orders: page.rows.map((o) => ({
        orderId: o.id,
        market: o.market,
        isBid: o.isBid,
        type: o.type,
        price: price(o.price),
        averagePrice: averageOf(o),
        size: amt(o.size),
        sizeLeft: amt(o.size - o.filled),
        reduceOnly: o.reduceOnly,
        status: o.status,
        timestamp: o.timestamp,
      })),
    };
  },
  getUserTriggerOrders: (engine, _tokens, userId, limit, _now, query) => {
    const page = paged(engine, userId, 'triggers', byTimestampAndMarket, limit, query);
    return { triggers: page.rows.map(wireTrigger), nextCursor: page.nextCursor, total: page.total };
  },
  getUserPerpFills: (engine, _tokens, userId, limit, _now, query) => {
    const page = paged(engine, userId, 'fills', byTimestampAndMarket, limit, query);
    return { fills: page.rows.map(wireFill), nextCursor: page.nextCursor, total: page.total };
  },
  getUserTransfersHistory: (engine, tokens, userId, limit, _now, query) => {
    const page = paged(engine, userId, 'transfers', byTs, limit, query);
    return {
      nextCursor: page.nextCursor,
      total: page.total,
      transfers: page.rows.map((t) => ({
        fromUserId: t.fromUserId,
        toUserId: t.toUserId,
        token: t.token,
        tokenAddress: tokens.address(t.token),
        amount: amt(t.amount),
        timestamp: t.ts,
      })),
    };
  },
  getUserHistoricalDeposits: (engine, tokens, userId, limit, _now, query) => {
    const page = paged(engine, userId, 'deposits', byTs, limit, query);
    return {
      nextCursor: page.nextCursor,
      total: page.total,
      deposits: page.rows.map((d) => ({
        token: d.token,
        tokenAddress: tokens.address(d.token),
        amount: amt(d.amount),
        timestamp: d.ts,
        txHash: TX_HASH.test(d.txHash) ? d.txHash : null,
      })),
    };
  },
  getUserFundingHistory: (engine, _tokens, userId, limit, _now, query) => {
    const page = paged(engine, userId, 'fundings', { timestamp: (f) => f.ts, market: (f) => f.market }, limit, query);
    return {
      nextCursor: page.nextCursor,
      total: page.total,
      funding: page.rows.map((f) => ({
        market: f.market,
        amount: amt(f.amount),
        rate: rate(f.rate),
        positionSize: amt(f.size),
        timestamp: f.ts,
      })),
    };
  },
  getUserWithdrawalsHistory: (engine, tokens, userId, limit, now, query) => {
    const page = paged(engine, userId, 'withdrawals', byTs, limit, query);
    return {
      nextCursor: page.nextCursor,
      total: page.total,
      withdrawals: page.rows.map((w) => ({
        token: w.token,
        tokenAddress: tokens.address(w.token),
        amount: amt(w.amount),
        fee: amt(w.fee),
        recipient: w.address,
        timestamp: w.ts,
        network: networkOf(w.network),
        status: bridgeStatus(w.settlesAt, now),
        settlesAt: w.settlesAt ?? w.ts,
      })),
    };
  },
  getUserAggregatedReferralStats: (engine, _tokens, userId) => {
    const stats = aggregated(engine, userId);
    const months = engine.referralStats(userId);
    return {
      stats: {
        referees: stats.referees,
        totalVolume: amt(months.reduce((s, m) => s + m.volume, 0n)),
        totalKickback: amt(months.reduce((s, m) => s + m.kickback, 0n)),
        referralToClaim: amt(stats.referralToClaim),
      },
    };
  },
  getUserVaultHistory: (engine, _tokens, userId, limit) => ({
    transfers: list(engine, userId, 'vaultTransfers')
      .slice(0, limit)
      .map((t) => ({
        timestamp: t.ts,
        vaultId: t.vaultId,
        kind: t.kind,
        amount: amt(t.amount),
        shares: amt(t.shares),
        sharePrice: price(t.sharePrice),
        withdrawalFee: amt(t.withdrawalFee),
        profitShare: amt(t.profitShare),
      })),
  }),
  getUserVaultPerformanceHistory: (engine, _tokens, userId, limit) => ({
    points: list(engine, userId, 'vaultPoints')
      .slice(0, limit)
      .map((p) => ({
        timestamp: p.ts,
        equity: amt(p.equity),
        totalShares: amt(p.totalShares),
        netDeposits: amt(p.netDeposits),
      })),
  }),
  getUserAggregatedStats: (engine, _tokens, userId) => {
    const s = aggregated(engine, userId);
    const tier = engine.config().feeTiers.find((t) => t.tier === s.tier);
    return {
      userAggregatedStats: {
        volume30d: amt(s.volume30d),
        realizedPnl: amt(s.realizedPnl),
        fees: amt(s.accFee),
        trades: s.fills,
        feeTier: s.tier,
        takerFee: rate(tier?.perpTakerFee ?? 0n),
        makerFee: rate(tier?.perpMakerFee ?? 0n),
      },
    };
  },
};

/** The network of a recorded withdrawal: older records and the engine's own tests name none (Aptos). */
function networkOf(network: string | undefined): TransferNetwork {
  return network === 'Solana' || network === 'Ethereum' ? network : 'Aptos';
}

function aggregated(engine: Engine, userId: string) {
  const s = engine.aggregatedStats(userId);
  if (!s) throw new ApiFailure('unknown_user', `no account ${userId}`);
  return s;
}

function tradeStats(engine: Engine, userId: string, limit: number): CallResponse<'getUserTradeStatsHistory'>['stats'] {
  return list(engine, userId, 'tradeStats')
    .slice(0, limit)
    .map((d) => ({
      timestamp: d.ts,
      volume: amt(d.volume),
      fees: amt(d.fees),
      realizedPnl: amt(d.realizedPnl),
      trades: d.trades,
    }));
}

const REFERRAL_CURSOR = /^(0|[1-9][0-9]{0,15}):(0|[1-9][0-9]{0,15})$/;

/**
 * getUserReferralStatsHistory: the engine's rows (one per referee and month) overlapping [older, newer], newest
 * month first then by referee id, `limit` per page. The cursor is "<month ms>:<refereeId>" of the last row sent;
 * the next page starts after that key, so a row added meanwhile cannot shift or repeat what is left.
 */
export function referralHistoryView(
  engine: Engine,
  userId: string,
  cursor: string | null,
  older: number,
  newer: number,
  limit = REFERRAL_PAGE,
): CallResponse<'getUserReferralStatsHistory'> {
  if (!engine.userData(userId)) throw new ApiFailure('unknown_user', `no account ${userId}`);
  let rows = engine.referralStatsHistory(userId, older, newer);
  if (cursor !== null) {
    const key = REFERRAL_CURSOR.exec(cursor);
    if (!key) throw new ApiFailure('invalid_request', 'bad pagination cursor');
    const [ts, referee] = [Number(key[1]), BigInt(key[2]!)];
    rows = rows.filter((r) => r.timestamp < ts || (r.timestamp === ts && BigInt(r.refereeId) > referee));
  }
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    stats: page.map((r) => ({
      timestamp: r.timestamp,
      month: r.month,
      refereeId: r.refereeId,
      volume: amt(r.volume),
      fees: amt(r.fees),
      kickback: amt(r.kickback),
      trades: r.trades,
    })),
    paginationCursor: rows.length > limit && last ? `${last.timestamp}:${last.refereeId}` : null,
  };
}
