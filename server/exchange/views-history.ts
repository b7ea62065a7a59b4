/** Per-account history reads (the engine keeps the newest HISTORY_CAP entries of each list). */
import type { CallName, CallResponse } from '../../src/lib/api/contract/calls.ts';
import { notionalUsd } from '../../src/lib/domain/value.ts';
import type { Engine } from '../engine/engine.ts';
import type { AccountHistory } from '../engine/state.ts';
import { ApiFailure } from './failure.ts';
import type { TokenBook } from './views-user.ts';
import { wireAmount as amt, wireFill, wirePrice as price, wireRate as rate } from './wire.ts';

const DAY_MS = 86_400_000;
const DEFAULT_LIMIT = 200;
const REFERRAL_PAGE = 50;
const TX_HASH = /^0x[0-9a-f]{64}$/;

function list<K extends keyof AccountHistory>(engine: Engine, userId: string, key: K): AccountHistory[K] {
  const items = engine.history(userId, key);
  if (!items) throw new ApiFailure('unknown_user', `no account ${userId}`);
  return items;
}

/** The history calls taking {userId, limit}, by name. */
export type HistoryCall = Exclude<Extract<CallName, `getUser${string}`>, 'getUserData' | 'getUsersByAddress' | 'getUserReferralStatsHistory'>;

/** Answers one history call. */
export function historyView(engine: Engine, tokens: TokenBook, name: HistoryCall, userId: string, limit = DEFAULT_LIMIT): CallResponse<HistoryCall> {
  switch (name) {
    case 'getUserPortfolioValueHistory':
      return { portfolioValues: list(engine, userId, 'portfolioValues').slice(0, limit).map((p) => ({ timestamp: p.ts, value: amt(p.value) })) };
    case 'getUserTradeStatsHistory':
      return { stats: tradeStats(engine, userId).slice(0, limit) };
    case 'getUserPerpOrders':
      return {
        orders: list(engine, userId, 'orders').slice(0, limit).map((o) => ({
          orderId: o.id, market: o.market, isBid: o.isBid, price: price(o.price), size: amt(o.size), sizeLeft: amt(o.size - o.filled),
          reduceOnly: o.reduceOnly, status: o.status, timestamp: o.timestamp,
        })),
      };
    case 'getUserPerpFills':
      return { fills: list(engine, userId, 'fills').slice(0, limit).map(wireFill) };
    case 'getUserTransfersHistory':
      return {
        transfers: list(engine, userId, 'transfers').slice(0, limit).map((t) => ({
          fromUserId: t.fromUserId, toUserId: t.toUserId, token: t.token, tokenAddress: tokens.address(t.token), amount: amt(t.amount), timestamp: t.ts,
        })),
      };
    case 'getUserHistoricalDeposits':
      return {
        deposits: list(engine, userId, 'deposits').slice(0, limit).map((d) => ({
          token: d.token, tokenAddress: tokens.address(d.token), amount: amt(d.amount), timestamp: d.ts, txHash: TX_HASH.test(d.txHash) ? d.txHash : null,
        })),
      };
    case 'getUserFundingHistory':
      return {
        funding: list(engine, userId, 'fundings').slice(0, limit).map((f) => ({
          market: f.market, amount: amt(f.amount), rate: rate(f.rate), positionSize: amt(f.size), timestamp: f.ts,
        })),
      };
    case 'getUserWithdrawalsHistory':
      return {
        withdrawals: list(engine, userId, 'withdrawals').slice(0, limit).map((w) => ({
          token: w.token, tokenAddress: tokens.address(w.token), amount: amt(w.amount), fee: amt(w.fee), recipient: w.address, timestamp: w.ts,
        })),
      };
    case 'getUserAggregatedReferralStats': {
      const stats = aggregated(engine, userId);
      const months = engine.referralStats(userId);
      return {
        stats: {
          referees: stats.referees, totalVolume: amt(months.reduce((s, m) => s + m.volume, 0n)),
          totalKickback: amt(months.reduce((s, m) => s + m.kickback, 0n)), referralToClaim: '0',
        },
      };
    }
    case 'getUserAggregatedStats': {
      const s = aggregated(engine, userId);
      const tier = engine.config().feeTiers.find((t) => t.tier === s.tier);
      return {
        userAggregatedStats: {
          volume30d: amt(s.volume30d), realizedPnl: amt(s.realizedPnl), fees: amt(s.accFee), trades: s.fills, feeTier: s.tier,
          takerFee: rate(tier?.perpTakerFee ?? 0n), makerFee: rate(tier?.perpMakerFee ?? 0n),
        },
      };
    }
  }
}

function aggregated(engine: Engine, userId: string) {
  const s = engine.aggregatedStats(userId);
  if (!s) throw new ApiFailure('unknown_user', `no account ${userId}`);
  return s;
}

function tradeStats(engine: Engine, userId: string): CallResponse<'getUserTradeStatsHistory'>['stats'] {
  const config = engine.config();
  const decimals = new Map(config.perpetualsMarkets.map((m) => [m.name, config.tokens.find((t) => t.name === m.baseToken)?.tokenDecimals ?? 0]));
  const days = new Map<number, { volume: bigint; fees: bigint; pnl: bigint; trades: number }>();
  for (const f of list(engine, userId, 'fills')) {
    const day = f.timestamp - (f.timestamp % DAY_MS);
    const d = days.get(day) ?? { volume: 0n, fees: 0n, pnl: 0n, trades: 0 };
    d.volume += notionalUsd(f.size, decimals.get(f.market) ?? 0, f.price);
    d.fees += f.fee;
    d.pnl += f.realizedPnl;
    d.trades += 1;
    days.set(day, d);
  }
  return [...days].map(([timestamp, d]) => ({ timestamp, volume: amt(d.volume), fees: amt(d.fees), realizedPnl: amt(d.pnl), trades: d.trades }));
}

/** getUserReferralStatsHistory: months inside [older, newer], REFERRAL_PAGE per page; cursor = next offset. */
export function referralHistoryView(engine: Engine, userId: string, cursor: string | null, older: number, newer: number): CallResponse<'getUserReferralStatsHistory'> {
  if (!engine.userData(userId)) throw new ApiFailure('unknown_user', `no account ${userId}`);
  const offset = cursor === null ? 0 : Number(cursor);
  if (!Number.isSafeInteger(offset) || offset < 0) throw new ApiFailure('invalid_request', 'bad pagination cursor');
  const rows = engine.referralStats(userId)
    .map((m) => ({ timestamp: Date.UTC(Number(m.month.slice(0, 4)), Number(m.month.slice(5, 7)) - 1, 1), month: m.month, volume: amt(m.volume), kickback: amt(m.kickback) }))
    .filter((r) => r.timestamp <= newer && r.timestamp + 31 * DAY_MS > older)
    .sort((a, b) => b.timestamp - a.timestamp);
  const page = rows.slice(offset, offset + REFERRAL_PAGE);
  return { stats: page, paginationCursor: offset + REFERRAL_PAGE < rows.length ? String(offset + REFERRAL_PAGE) : null };
}
