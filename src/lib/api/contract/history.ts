/**
 * Per-account history calls (public reads); lists are newest first and capped at `limit` (default 200). The lists of
 * rows (orders, trigger orders, fills, transfers, deposits, withdrawals, funding) page by keyset: nextCursor.
 */
import * as v from 'valibot';
import { TransferNetworkName } from './funds.ts';
import { Fill, TriggerOrder } from './trading.ts';
import {
  Address,
  Amount,
  MarketName,
  OrderId,
  Price,
  Rate,
  SignedAmount,
  TimestampMs,
  TokenName,
  TxHash,
  UserId,
} from './primitives.ts';

/** Request of every getUser*History call but the referral stats. */
export const HistoryRequest = v.strictObject({
  userId: UserId,
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  /** Keyset pagination: the previous page's nextCursor; the page starts right after its last row. */
  cursor: v.optional(v.pipe(v.string(), v.maxLength(40))),
  /** Only rows of this market (fills, orders, funding, trigger orders; other lists ignore it). */
  market: v.optional(MarketName),
  /** Only rows at or after this time. */
  from: v.optional(TimestampMs),
  /** Only rows at or before this time. */
  to: v.optional(TimestampMs),
});
/** The cursor of the page after this one, null on the last page (paged lists; absent from older servers). */
const NextCursor = v.optional(v.nullable(v.string()));
/** How many rows match the request's filters across all pages (an export's progress). */
const Total = v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0)));
/**
 * A point of the portfolio value curve (USD base units, signed): the account's value and its cumulative net inflow
 * then (deposits - withdrawals + transfers in - transfers out, each at its value then), so value - inflow is the
 * account's PnL since it opened. Points are taken hourly and at every inflow.
 */
const PortfolioValue = v.object({ timestamp: TimestampMs, value: SignedAmount, inflow: SignedAmount });
/** Trade statistics of one UTC day, recorded as the trades happen: volume and fees in USD base units, realized PnL signed. */
const TradeStats = v.object({
  timestamp: TimestampMs,
  volume: Amount,
  fees: SignedAmount,
  realizedPnl: SignedAmount,
  trades: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
/**
 * A perp order as it stands now. price is the limit price, or a market order's protection bound (the worst price it
 * accepted); averagePrice is the average of its fills (null while nothing filled); size - sizeLeft is what filled.
 */
const PerpOrderRow = v.object({
  orderId: OrderId,
  market: MarketName,
  isBid: v.boolean(),
  type: v.picklist(['limit', 'market']),
  price: Price,
  averagePrice: v.nullable(Price),
  size: Amount,
  sizeLeft: Amount,
  reduceOnly: v.boolean(),
  status: v.picklist(['open', 'filled', 'canceled', 'expired']),
  timestamp: TimestampMs,
});
/** A transfer between accounts. */
const TransferRow = v.object({
  fromUserId: UserId,
  toUserId: UserId,
  token: TokenName,
  tokenAddress: Address,
  amount: Amount,
  timestamp: TimestampMs,
});
/** A credited deposit. */
const DepositRow = v.object({
  token: TokenName,
  tokenAddress: Address,
  amount: Amount,
  timestamp: TimestampMs,
  txHash: v.nullable(TxHash),
});
/** A settled funding payment (signed USDC base units). */
const FundingRow = v.object({
  market: MarketName,
  amount: SignedAmount,
  rate: Rate,
  positionSize: SignedAmount,
  timestamp: TimestampMs,
});
/**
 * A withdrawal: the amount sent and the fee charged (both in the token), the network it left over, and whether it
 * has settled there (Aptos at once; Solana and Ethereum through the bridge at settlesAt).
 */
const WithdrawalRow = v.object({
  token: TokenName,
  tokenAddress: Address,
  amount: Amount,
  fee: Amount,
  recipient: v.string(),
  timestamp: TimestampMs,
  network: TransferNetworkName,
  status: v.picklist(['pending', 'settled']),
  settlesAt: TimestampMs,
});
/** getUserPortfolioValueHistory answer. */
export const PortfolioHistoryResponse = v.object({ portfolioValues: v.array(PortfolioValue) });
/** getUserTradeStatsHistory answer. */
export const TradeStatsHistoryResponse = v.object({ stats: v.array(TradeStats) });
/** getUserPerpOrders answer. */
export const PerpOrdersResponse = v.object({ orders: v.array(PerpOrderRow), nextCursor: NextCursor, total: Total });
/** getUserTriggerOrders answer: trigger orders placed (open, triggered, canceled), newest first. */
export const TriggerOrdersResponse = v.object({
  triggers: v.array(TriggerOrder),
  nextCursor: NextCursor,
  total: Total,
});
/** getUserPerpFills answer. */
export const PerpFillsResponse = v.object({ fills: v.array(Fill), nextCursor: NextCursor, total: Total });
/** getUserTransfersHistory answer. */
export const TransfersResponse = v.object({ transfers: v.array(TransferRow), nextCursor: NextCursor, total: Total });
/** getUserHistoricalDeposits answer. */
export const DepositsResponse = v.object({ deposits: v.array(DepositRow), nextCursor: NextCursor, total: Total });
/** getUserFundingHistory answer. */
export const FundingHistoryResponse = v.object({ funding: v.array(FundingRow), nextCursor: NextCursor, total: Total });
/** getUserWithdrawalsHistory answer. */
export const WithdrawalsResponse = v.object({
  withdrawals: v.array(WithdrawalRow),
  nextCursor: NextCursor,
  total: Total,
});

/**
 * A vault deposit or withdrawal of an investor: amount is the USDC paid in, or received after the withdrawal fee and
 * the profit share (both 0 on a deposit); sharePrice is the USDC per share the shares moved at.
 */
const VaultTransferRow = v.object({
  timestamp: TimestampMs,
  vaultId: UserId,
  kind: v.picklist(['deposit', 'withdraw']),
  amount: Amount,
  shares: Amount,
  sharePrice: Price,
  withdrawalFee: Amount,
  profitShare: Amount,
});
/** getUserVaultHistory answer: the account's vault deposits and withdrawals, newest first. */
export const VaultTransfersResponse = v.object({ transfers: v.array(VaultTransferRow) });
/**
 * A vault's state at one time (USDC base units): equity (TVL), shares outstanding and the cumulative USDC its
 * investors put in net of what they took out, so equity - netDeposits is its trading PnL since inception.
 */
const VaultPoint = v.object({
  timestamp: TimestampMs,
  equity: Amount,
  totalShares: Amount,
  netDeposits: SignedAmount,
});
/** getUserVaultPerformanceHistory answer (userId = the vault): hourly and at each flow, newest first. */
export const VaultPerformanceResponse = v.object({ points: v.array(VaultPoint) });

/** getUserAggregatedStats answer. */
export const AggregatedStatsResponse = v.object({
  userAggregatedStats: v.object({
    volume30d: Amount,
    realizedPnl: SignedAmount,
    fees: SignedAmount,
    trades: v.pipe(v.number(), v.integer(), v.minValue(0)),
    feeTier: v.pipe(v.number(), v.integer(), v.minValue(0)),
    takerFee: Rate,
    makerFee: Rate,
  }),
});
