/** The lists of /account/history, each one history call of SPEC 7, and what one row of each is. */
import type { CallResponse } from '#lib/api/contract/calls.ts';

/** A history tab. */
export type HistoryKind = 'fills' | 'orders' | 'triggers' | 'transfers' | 'deposits' | 'withdrawals' | 'funding';

/** The tabs in their order. */
export const HISTORY_KINDS: readonly HistoryKind[] = [
  'fills',
  'orders',
  'triggers',
  'transfers',
  'deposits',
  'withdrawals',
  'funding',
];

/** One row of each list as the exchange sends it. */
export interface HistoryRowOf {
  readonly fills: CallResponse<'getUserPerpFills'>['fills'][number];
  readonly orders: CallResponse<'getUserPerpOrders'>['orders'][number];
  readonly triggers: CallResponse<'getUserTriggerOrders'>['triggers'][number];
  readonly transfers: CallResponse<'getUserTransfersHistory'>['transfers'][number];
  readonly deposits: CallResponse<'getUserHistoricalDeposits'>['deposits'][number];
  readonly withdrawals: CallResponse<'getUserWithdrawalsHistory'>['withdrawals'][number];
  readonly funding: CallResponse<'getUserFundingHistory'>['funding'][number];
}

/** Lists whose rows belong to a market (the market filter applies to them only). */
export function hasMarket(kind: HistoryKind): boolean {
  return kind === 'fills' || kind === 'orders' || kind === 'triggers' || kind === 'funding';
}

/** What a trigger order is: a stop at market or at its limit, or a leg of a position's TP/SL. */
export function triggerTypeOf(row: HistoryRowOf['triggers']): 'stopMarket' | 'stopLimit' | 'takeProfit' | 'stopLoss' {
  if (row.kind === 'stop') return row.limitPrice === null ? 'stopMarket' : 'stopLimit';
  return row.kind;
}
