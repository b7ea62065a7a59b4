/**
 * The engine's mutable state as plain data (Maps of bigints), so the snapshot module can serialize it and
 * every rule module can be a pure function over it. Only engine modules touch these shapes.
 */
import type { MarketName, OrderId, TokenName, UserId } from './config.ts';
import type { Fill, TriggerCancelReason } from './events.ts';

/** Resting orders of one account in one market (running totals kept by trading/exposure.ts). */
export interface OpenTotals {
  /** Unfilled size of the resting non-reduce-only bids (base units). */
  bids: bigint;
  /** Unfilled size of the resting non-reduce-only asks (base units). */
  asks: bigint;
  /** Resting orders of any kind. */
  orders: number;
  /** Resting reduce-only orders (they never add exposure but need trimming when the position changes). */
  reduceOnly: number;
}

/** One UTC day of an account's trading (USDC base units; `ts` is the day's first ms). */
export interface TradeStatsDay {
  readonly ts: number;
  volume: bigint;
  trades: number;
  fees: bigint;
  realizedPnl: bigint;
}

/** What one referee brought its referrer in one calendar month (USDC base units). */
export interface ReferralMonth {
  /** Referees' traded volume (USD scale). */
  volume: bigint;
  /** Fees the referees paid (after their own kickback). */
  fees: bigint;
  /** Kickback credited to the referrer's referralToClaim. */
  kickback: bigint;
  trades: number;
}

/** A candle period name (lengths in trading/market-data.ts CANDLE_PERIODS). */
export type CandlePeriod = '1m' | '5m' | '15m' | '1h' | '4h' | '1d';

/** One OHLCV candle; volumes in base units and USD scale. */
export interface Candle {
  readonly start: number;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
  baseVolume: bigint;
  quoteVolume: bigint;
}

/** Per-market candle series by period. */
export type CandleStore = Map<MarketName, Map<CandlePeriod, Candle[]>>;

/** A perpetual position of one account in one market. */
export interface Position {
  /** Signed base units of the base token (negative = short). */
  size: bigint;
  /**
   * Cost basis of the open size (USDC base units, signed like size): the fills' notionals, exact integers both
   * sides of a trade share. PnL is realized against it, so trading PnL is zero-sum to the unit (positions.ts).
   */
  cost: bigint;
  /** Average entry price (price scale) = cost / size, for display; 0 when flat. */
  entryPrice: bigint;
  /** PnL realized over the position's life (USDC base units). */
  realizedPnl: bigint;
  /** Cumulative funding per lot of the market at the last settlement (USD x 10^9). */
  fundingPerLot: bigint;
  /** Funding period count at the last settlement. */
  fundingIndex: number;
  /**
   * Funding settled on the position since it opened (USDC base units, signed: positive received, negative paid);
   * absent on a position restored from a snapshot older than the field (read it as 0).
   */
  funding?: bigint;
}

/** What the engine remembers about a resting order besides the book entry. */
export interface OrderRecord {
  readonly id: OrderId;
  readonly market: MarketName;
  readonly isBid: boolean;
  readonly price: bigint;
  readonly size: bigint;
  filled: bigint;
  /** Limit (rests until filled or canceled) or market (fills what the book holds within its price, the rest expires). */
  readonly type: 'limit' | 'market';
  /**
   * The sum of price x size over the order's fills (USD x 10^9 x base units): filledValue / filled is the average
   * fill price. Null for an order recorded before the engine kept it.
   */
  filledValue: bigint | null;
  readonly reduceOnly: boolean;
  readonly timestamp: number;
  status: 'open' | 'filled' | 'canceled' | 'expired';
}

/**
 * A trigger order waiting for the index (mark) price (trading/triggers.ts): a stop (stop-market or stop-limit, on
 * its own) or a take-profit / stop-loss leg attached to the account's position in its market. It fires when the
 * index reaches `triggerPrice` from the side `above` names, then executes as a market order with the SPEC 7 slack
 * (limitPrice null) or as a limit order at limitPrice.
 */
export interface TriggerOrder {
  readonly id: OrderId;
  readonly market: MarketName;
  readonly kind: TriggerKind;
  /** The side of the order it executes (a TP/SL leg closes: Ask for a long, Bid for a short). */
  readonly isBid: boolean;
  /** True: fires when index >= triggerPrice; false: when index <= triggerPrice. */
  readonly above: boolean;
  readonly triggerPrice: bigint;
  /** Price of the limit order it places, or null for a market order with the 5 % slack. */
  readonly limitPrice: bigint | null;
  /** Base units; null (TP/SL only) = the whole position at trigger time. Reduce-only triggers fire clamped to it. */
  readonly size: bigint | null;
  readonly reduceOnly: boolean;
  /** The other leg of a TP/SL pair (one cancels the other), or null. */
  readonly ocoId: OrderId | null;
  readonly timestamp: number;
  status: 'open' | 'triggered' | 'canceled';
  /** Why it left: 'triggered', or the cancel reason. */
  closeReason: 'triggered' | TriggerCancelReason | null;
  /** The order it placed when it fired, and when. */
  orderId: OrderId | null;
  closedAt: number | null;
}

/** stop: a stop-market or stop-limit order; takeProfit / stopLoss: a leg attached to the position. */
export type TriggerKind = 'stop' | 'takeProfit' | 'stopLoss';

/** 30-day traded volume in day buckets (USD scale), oldest first. */
export interface VolumeWindow {
  days: { day: number; usd: bigint }[];
}

/** Capped per-account history lists, newest last. */
export interface AccountHistory {
  fills: Fill[];
  orders: OrderRecord[];
  transfers: { ts: number; fromUserId: UserId; toUserId: UserId; token: TokenName; amount: bigint }[];
  deposits: { ts: number; token: TokenName; amount: bigint; txHash: string }[];
  /** Withdrawals; network and settlesAt are set for those the bridge settles later (absent: Aptos, settled at once). */
  withdrawals: {
    ts: number;
    token: TokenName;
    amount: bigint;
    address: string;
    fee: bigint;
    network?: string;
    settlesAt?: number;
  }[];
  fundings: { ts: number; market: MarketName; amount: bigint; rate: bigint; size: bigint }[];
  /**
   * Account value (USD scale), its unrealized part and the cumulative net inflow then (Account.inflow), hourly
   * (snapshotPortfolios) and at every inflow (deposit, withdrawal, transfer, vault move): value - inflow is the
   * account's PnL since it opened.
   */
  portfolioValues: { ts: number; value: bigint; pnl: bigint; inflow: bigint }[];
  /** Trading per UTC day: volume, fills, fees and realized PnL. */
  tradeStats: TradeStatsDay[];
  /** Trigger orders placed, newest last (the open ones are the same records as Account.triggers). */
  triggers: TriggerOrder[];
  /** Vault deposits and withdrawals of this account as an investor, newest last. */
  vaultTransfers: VaultTransfer[];
  /** Performance points of this account as a vault: hourly (snapshotPortfolios) and at each deposit/withdrawal. */
  vaultPoints: VaultPoint[];
}

/**
 * One vault deposit or withdrawal (USDC base units; sharePrice at price scale, the price the shares moved at).
 * amount is the USDC paid in (deposit) or received after fees (withdraw); the fees are 0 on a deposit.
 */
export interface VaultTransfer {
  ts: number;
  vaultId: UserId;
  kind: 'deposit' | 'withdraw';
  amount: bigint;
  shares: bigint;
  sharePrice: bigint;
  withdrawalFee: bigint;
  profitShare: bigint;
}

/**
 * A vault's state at one time: its equity (TVL), shares outstanding, and the USDC its investors put in net of what
 * left it (cumulative), so equity - netDeposits is its trading PnL since inception and flows never count as gains.
 */
export interface VaultPoint {
  ts: number;
  equity: bigint;
  totalShares: bigint;
  netDeposits: bigint;
}

/** A user's stake in a vault. */
export interface VaultInvestment {
  shares: bigint;
  /** USDC put in and not yet withdrawn, pro rata (base units); profit share applies above it. */
  costBasis: bigint;
}

/** One account (main account, sub-account, operator or vault). */
export interface Account {
  readonly id: UserId;
  readonly owner: string;
  alias: string;
  readonly createdAt: number;
  readonly depositAddress: string;
  readonly apiKeys: Map<string, number>;
  readonly balances: Map<TokenName, bigint>;
  readonly lendShares: Map<TokenName, bigint>;
  readonly borrowShares: Map<TokenName, bigint>;
  /**
   * Debt no lender could fund when it arose (base units): a forced debit beyond the balance that neither the
   * pool nor the house could lend (accounts/settlement.ts). Counts in health like a borrow, is settled first from
   * any later credit of the token and turned into a pool borrow as soon as the pool has the cash.
   */
  readonly owed: Map<TokenName, bigint>;
  autoLend: boolean;
  readonly positions: Map<MarketName, Position>;
  /** Resting orders by id (all markets). */
  readonly orders: Map<OrderId, OrderRecord>;
  /** Open trigger orders by id, ascending (all markets). */
  readonly triggers: Map<OrderId, TriggerOrder>;
  /** Leverage chosen per market (cross margin): caps the initial margin ratio at 1 / leverage; absent = the steps'. */
  readonly leverage: Map<MarketName, number>;
  /** Running totals of `orders` per market (derived: not in snapshots, rebuilt on restore). */
  readonly openTotals: Map<MarketName, OpenTotals>;
  /** The referrer, if this account was created with a referral code. */
  readonly masterId: UserId | null;
  readonly volume: VolumeWindow;
  /** Cumulative fees paid (USDC base units, after kickback). */
  accFee: bigint;
  readonly vaultInvestments: Map<UserId, VaultInvestment>;
  readonly history: AccountHistory;
  /** Referral earnings by month 'YYYY-MM': kickback received and referees' volume. */
  readonly referralByMonth: Map<string, { kickback: bigint; volume: bigint }>;
  /** Referral statistics by month 'YYYY-MM' and referee id. */
  readonly referralMonths: Map<string, Map<UserId, ReferralMonth>>;
  /** Referral kickbacks earned and not yet claimed into the USDC balance (USDC base units). */
  referralToClaim: bigint;
  /**
   * Cumulative net inflow (USD scale, signed): deposits - withdrawals + transfers in - transfers out (vault moves
   * count as transfers), each valued as the change it made to the account's value at the index price then.
   */
  inflow: bigint;
}

/** Funding and statistics of one market. */
export interface MarketState {
  /** Cumulative funding per lot paid by longs (USD x 10^9). */
  fundingPerLot: bigint;
  fundingIndex: number;
  lastFundingRate: bigint;
  /** Recent trades, newest last (capped). */
  readonly trades: { tradeId: number; price: bigint; size: bigint; isBid: boolean; timestamp: number }[];
}

/** The per-token holdings of an account that the core's setHolding keeps indexed. */
export type Holding = 'balances' | 'lendShares' | 'borrowShares' | 'owed';

/** Id of the insurance fund's account record (not a user account: no owner, not in the account map). */
export const INSURANCE_FUND_ID: UserId = '0';

/** Cap on each history list and on recent trades kept per market. */
export const HISTORY_CAP = 1000;

/** A fresh, empty account. */
export function newAccount(id: UserId, owner: string, alias: string, ts: number, masterId: UserId | null): Account {
  return {
    id,
    owner,
    alias,
    createdAt: ts,
    depositAddress: `0x${BigInt(id).toString(16).padStart(64, 'd')}`,
    apiKeys: new Map(),
    balances: new Map(),
    lendShares: new Map(),
    borrowShares: new Map(),
    owed: new Map(),
    autoLend: false,
    positions: new Map(),
    orders: new Map(),
    triggers: new Map(),
    leverage: new Map(),
    openTotals: new Map(),
    masterId,
    volume: { days: [] },
    accFee: 0n,
    vaultInvestments: new Map(),
    history: {
      fills: [],
      orders: [],
      transfers: [],
      deposits: [],
      withdrawals: [],
      fundings: [],
      portfolioValues: [],
      tradeStats: [],
      triggers: [],
      vaultTransfers: [],
      vaultPoints: [],
    },
    referralByMonth: new Map(),
    referralMonths: new Map(),
    referralToClaim: 0n,
    inflow: 0n,
  };
}

/** A flat position. */
export function newPosition(fundingPerLot: bigint, fundingIndex: number): Position {
  return { size: 0n, cost: 0n, entryPrice: 0n, realizedPnl: 0n, fundingPerLot, fundingIndex, funding: 0n };
}
