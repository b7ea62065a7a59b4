/** Public read calls. */
import type { Handlers } from '#server/exchange/service.ts';
import { historyView, referralHistoryView } from '#server/exchange/views/history.ts';
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
  | 'getUserPortfolioValueHistory'
  | 'getUserTradeStatsHistory'
  | 'getUserPerpOrders'
  | 'getUserPerpFills'
  | 'getUserTransfersHistory'
  | 'getUserHistoricalDeposits'
  | 'getUserFundingHistory'
  | 'getUserWithdrawalsHistory'
  | 'getUserAggregatedReferralStats'
  | 'getUserAggregatedStats'
  | 'getUserReferralStatsHistory';

/** Read handlers. */
export const READ_HANDLERS: Handlers<ReadCall> = {
  // every snapshot carries its channel's seq, read in the same tick as the state (events publish synchronously)
  getBorrowLendingData: (s) => borrowLendingView(s.engine, s.seed, s.hub.seq('borrowLend')),
  getPriceIndexes: (s) => priceIndexesView(s.engine, s.hub.seq('indexPrices')),
  getConfig: (s) => configView(s.engine, s.seed),
  getPerpOrderBookData: (s, r) => orderBookView(s.engine, r.market, s.hub.seq(`market:${r.market}`)),
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
  getUserPortfolioValueHistory: (s, r) =>
    historyView(s.engine, s.tokens, 'getUserPortfolioValueHistory', r.userId, r.limit) as never,
  getUserTradeStatsHistory: (s, r) =>
    historyView(s.engine, s.tokens, 'getUserTradeStatsHistory', r.userId, r.limit) as never,
  getUserPerpOrders: (s, r) => historyView(s.engine, s.tokens, 'getUserPerpOrders', r.userId, r.limit) as never,
  getUserPerpFills: (s, r) => historyView(s.engine, s.tokens, 'getUserPerpFills', r.userId, r.limit) as never,
  getUserTransfersHistory: (s, r) =>
    historyView(s.engine, s.tokens, 'getUserTransfersHistory', r.userId, r.limit) as never,
  getUserHistoricalDeposits: (s, r) =>
    historyView(s.engine, s.tokens, 'getUserHistoricalDeposits', r.userId, r.limit) as never,
  getUserFundingHistory: (s, r) => historyView(s.engine, s.tokens, 'getUserFundingHistory', r.userId, r.limit) as never,
  getUserWithdrawalsHistory: (s, r) =>
    historyView(s.engine, s.tokens, 'getUserWithdrawalsHistory', r.userId, r.limit) as never,
  getUserAggregatedReferralStats: (s, r) =>
    historyView(s.engine, s.tokens, 'getUserAggregatedReferralStats', r.userId, r.limit) as never,
  getUserAggregatedStats: (s, r) =>
    historyView(s.engine, s.tokens, 'getUserAggregatedStats', r.userId, r.limit) as never,
  getUserReferralStatsHistory: (s, r) =>
    referralHistoryView(s.engine, r.userId, r.paginationCursor, r.olderTimestampMs, r.newerTimestampMs, r.limit),
};
