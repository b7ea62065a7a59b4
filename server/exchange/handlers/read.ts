/** Public read calls. */
import type { InferOutput } from 'valibot';
import type { HistoryRequest } from '#lib/api/contract/history.ts';
import type { CallImpl, Handlers } from '#server/exchange/service.ts';
import {
  DEFAULT_HISTORY_LIMIT,
  HISTORY_VIEWS,
  referralHistoryView,
  type HistoryCall,
} from '#server/exchange/views/history.ts';
import {
  borrowLendingView,
  candlesView,
  configView,
  marketsView,
  orderBookView,
  priceIndexesView,
  recentTradesView,
} from '#server/exchange/views/market.ts';
import { requireUser, summaryView, userDataView } from '#server/exchange/views/user.ts';

type ReadCall =
  | 'getBorrowLendingData'
  | 'getPriceIndexes'
  | 'getConfig'
  | 'getPerpOrderBookData'
  | 'getPerpRecentTrades'
  | 'getPerpMarketsData'
  | 'candles'
  | 'getTime'
  | 'getUsersByAddress'
  | 'getUserData'
  | 'fetchUserStats'
  | 'setApiKey'
  | HistoryCall
  | 'getUserReferralStatsHistory';

/** The handler of one history call: its own view from the mapped table, typed per call. */
function historyHandler<N extends HistoryCall>(name: N): CallImpl<N> {
  const view = HISTORY_VIEWS[name];
  return (s, r: InferOutput<typeof HistoryRequest>, ctx) =>
    view(s.engine, s.tokens, r.userId, r.limit ?? DEFAULT_HISTORY_LIMIT, ctx.now, {
      limit: r.limit ?? DEFAULT_HISTORY_LIMIT,
      cursor: r.cursor,
      market: r.market,
      from: r.from,
      to: r.to,
    });
}

/** Handlers of every history call. */
const HISTORY_HANDLERS: Handlers<HistoryCall> = {
  getUserPortfolioValueHistory: historyHandler('getUserPortfolioValueHistory'),
  getUserTradeStatsHistory: historyHandler('getUserTradeStatsHistory'),
  getUserPerpOrders: historyHandler('getUserPerpOrders'),
  getUserPerpFills: historyHandler('getUserPerpFills'),
  getUserTriggerOrders: historyHandler('getUserTriggerOrders'),
  getUserTransfersHistory: historyHandler('getUserTransfersHistory'),
  getUserHistoricalDeposits: historyHandler('getUserHistoricalDeposits'),
  getUserFundingHistory: historyHandler('getUserFundingHistory'),
  getUserWithdrawalsHistory: historyHandler('getUserWithdrawalsHistory'),
  getUserAggregatedReferralStats: historyHandler('getUserAggregatedReferralStats'),
  getUserAggregatedStats: historyHandler('getUserAggregatedStats'),
  getUserVaultHistory: historyHandler('getUserVaultHistory'),
  getUserVaultPerformanceHistory: historyHandler('getUserVaultPerformanceHistory'),
};

/** Read handlers. */
export const READ_HANDLERS: Handlers<ReadCall> = {
  // every snapshot carries its channel's seq, read in the same tick as the state (events publish synchronously)
  getBorrowLendingData: (s) => borrowLendingView(s.engine, s.seed, s.hub.seq('borrowLend')),
  getPriceIndexes: (s) => priceIndexesView(s.engine, s.hub.seq('indexPrices')),
  getConfig: (s) => configView(s.engine, s.seed),
  getPerpOrderBookData: (s, r) => {
    const book = orderBookView(s.engine, r.market, s.hub.seq(`market:${r.market}`));
    if (r.depth === undefined) return book;
    return { ...book, data: { asks: book.data.asks.slice(0, r.depth), bids: book.data.bids.slice(0, r.depth) } };
  },
  getPerpRecentTrades: (s, r) => recentTradesView(s.engine, r.marketName),
  getPerpMarketsData: (s, r) => marketsView(s.engine, r.markets),
  candles: (s, r) => candlesView(s.engine, r.market, r.period, r.from, r.to),
  getTime: (_s, _r, ctx) => ({ time: ctx.now }),
  getUsersByAddress: (s, r) => ({ users: s.engine.usersByOwner(r.userAddress).map((u) => summaryView(u, s.tokens)) }),
  getUserData: (s, r) => ({
    userData: userDataView(requireUser(s.engine, r.userId), s.tokens),
    seq: s.hub.seq(`user:${r.userId}`),
  }),
  fetchUserStats: (s, r) => ({
    stats: Object.fromEntries(
      r.userIds.flatMap((id) => {
        const st = s.engine.userStats(id);
        return st ? [[id, { balance: st.balance.toString(), monthlyBalance: st.monthlyBalance.toString() }]] : [];
      }),
    ),
  }),
  setApiKey: (s, r, ctx) => {
    const expiration = s.keys.keyExpiry(r.userId, r.apiKey) ?? null;
    return { valid: expiration !== null && expiration > ctx.now, expiration };
  },
  ...HISTORY_HANDLERS,
  getUserReferralStatsHistory: (s, r) =>
    referralHistoryView(s.engine, r.userId, r.paginationCursor, r.olderTimestampMs, r.newerTimestampMs, r.limit),
};
