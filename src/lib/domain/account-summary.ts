/**
 * The account side panel's figures (SPEC 3 "panel inputs"): account balance in USD, its 24 h change as a value and a
 * rate, open PnL, leverage and margin usage. Balance is the account's value: every token's net amount (balance + lent
 * - borrowed - owed) at its index price, plus the positions' unrealized PnL; leverage and margin come from
 * accountMargin over that collateral. USD x 10^6, ratios x 10^9, prices USD x 10^9, exact bigint throughout.
 */
import { accountMargin, type AccountPosition } from './account-margin.ts';
import type { LendingPool } from './lending.ts';
import { netTokenValue } from './lending.ts';
import type { MarginStep } from './margin.ts';
import { periodPnl, type PortfolioPoint } from './portfolio-pnl.ts';
import { usdValue } from './value.ts';

/** One open position as the summary needs it (its market's base token gives the mark price). */
export interface SummaryPosition {
  readonly market: string;
  readonly baseToken: string;
  readonly sizeDecimals: number;
  readonly size: bigint;
  readonly entryPrice: bigint;
}

/** What the summary is computed from. */
export interface SummaryInput {
  /** Ticker -> base units held, lent (shares), borrowed (shares) and owed. */
  readonly balances: ReadonlyMap<string, bigint>;
  readonly lendingShares: ReadonlyMap<string, bigint>;
  readonly borrowShares: ReadonlyMap<string, bigint>;
  readonly owed: ReadonlyMap<string, bigint>;
  readonly positions: readonly SummaryPosition[];
  /** Ticker -> decimals of every configured token. */
  readonly tokenDecimals: ReadonlyMap<string, number>;
  /** Ticker -> index price. A token without a price counts as worth nothing (it cannot be valued yet). */
  readonly prices: ReadonlyMap<string, bigint>;
  /** Ticker -> lending pool (share prices). A token without a pool values its shares 1:1. */
  readonly pools: ReadonlyMap<string, LendingPool>;
  /** Market -> margin table. */
  readonly marginSteps: ReadonlyMap<string, readonly MarginStep[]>;
  /** The account's portfolio point about 24 h ago (value and net inflow then), if known. */
  readonly dayAgo?: PortfolioPoint;
  /** The account's cumulative net inflow now (its newest portfolio point's), known with dayAgo. */
  readonly inflowNowUsd?: bigint;
}

/** The panel's figures. */
export interface AccountSummary {
  /** Account value: net token value plus unrealized PnL (USD x 10^6). */
  readonly balanceUsd: bigint;
  /**
   * PnL of the last 24 h: the change of the balance less what flowed in (deposits, withdrawals and transfers never
   * count as gains); 0 without a value then.
   */
  readonly change24hUsd: bigint;
  /** That PnL relative to the value 24 h ago plus what flowed in since (ratio x 10^9); 0 when that is zero (SPEC 5). */
  readonly change24hRate: bigint;
  /** Unrealized PnL of the open positions. */
  readonly openPnlUsd: bigint;
  /** Total notional / equity (ratio x 10^9); null when equity is not positive. */
  readonly leverage: bigint | null;
  /** Maintenance requirement / equity (ratio x 10^9, 1.0 = liquidation); null when equity is not positive. */
  readonly marginUsage: bigint | null;
}

const NO_POOL: LendingPool = {
  lendShares: 0n,
  lendAmount: 0n,
  borrowShares: 0n,
  borrowAmount: 0n,
  lastUpdateTimestampSec: 0,
  utilizationCurve: { base: 0n, multiplier: 0n, kink: 0n, jump: 0n },
};

/** Net token value of the account in USD (x 10^6), each token rounded down on its own. */
function collateralUsd(input: SummaryInput): bigint {
  const tickers = new Set([
    ...input.balances.keys(),
    ...input.lendingShares.keys(),
    ...input.borrowShares.keys(),
    ...input.owed.keys(),
  ]);
  let total = 0n;
  for (const ticker of tickers) {
    const decimals = input.tokenDecimals.get(ticker);
    const price = input.prices.get(ticker);
    if (decimals === undefined || price === undefined) continue;
    const holding = {
      balance: input.balances.get(ticker) ?? 0n,
      lendShares: input.lendingShares.get(ticker) ?? 0n,
      borrowShares: input.borrowShares.get(ticker) ?? 0n,
    };
    const net = netTokenValue(holding, input.pools.get(ticker) ?? NO_POOL) - (input.owed.get(ticker) ?? 0n);
    total += usdValue(net, decimals, price, 'floor');
  }
  return total;
}

/** The panel's figures of an account. */
export function accountSummary(input: SummaryInput): AccountSummary {
  const positions: AccountPosition[] = [];
  for (const p of input.positions) {
    const markPrice = input.prices.get(p.baseToken);
    const marginSteps = input.marginSteps.get(p.market);
    // a position whose market or price is unknown yet cannot be valued: left out rather than valued at zero
    if (markPrice === undefined || marginSteps === undefined || marginSteps.length === 0) continue;
    positions.push({ size: p.size, entryPrice: p.entryPrice, sizeDecimals: p.sizeDecimals, markPrice, marginSteps });
  }
  const margin = accountMargin(collateralUsd(input), positions);
  const { dayAgo, inflowNowUsd } = input;
  const change =
    dayAgo === undefined || inflowNowUsd === undefined
      ? undefined
      : periodPnl(dayAgo, { value: margin.equityUsd, inflow: inflowNowUsd });
  return {
    balanceUsd: margin.equityUsd,
    change24hUsd: change?.pnlUsd ?? 0n,
    change24hRate: change?.rate ?? 0n,
    openPnlUsd: margin.unrealizedPnlUsd,
    leverage: margin.leverage,
    marginUsage: margin.marginUsage,
  };
}

/**
 * The summary's input after `units` of a token leave the account (a withdrawal's amount plus its fee): the balance
 * falls by that much, past zero into a borrow, which counts against the account at the same net value.
 */
export function afterOutflow(input: SummaryInput, ticker: string, units: bigint): SummaryInput {
  const balances = new Map(input.balances);
  balances.set(ticker, (balances.get(ticker) ?? 0n) - units);
  return { ...input, balances };
}
