/**
 * Vault figures, exact: share price, PnL net of flows, the 30-day APR, max drawdown, the deposit and withdraw
 * estimates and the withdraw breakdown. Amounts are USDC base units (bigint), share prices are USDC per share at
 * PRICE scale (1.0 = one USDC base unit per share base unit), ratios at RATE scale. The withdraw maths rounds the
 * way the exchange does (server/engine/accounts/vault.ts), so an estimate is what the exchange pays.
 */
import { mulDiv, PRICE_ONE, RATE_ONE } from './fixed.ts';

/** A vault's state at one time: equity (TVL), shares outstanding, cumulative net deposits. */
export interface VaultPoint {
  readonly timestamp: number;
  readonly equity: bigint;
  readonly totalShares: bigint;
  readonly netDeposits: bigint;
}

/** The vault's terms (SPEC "vault"): minimum deposit (USDC base units), withdrawal fee and profit share (RATE). */
export interface VaultTerms {
  readonly minDeposit: bigint;
  readonly withdrawalFee: bigint;
  readonly profitShare: bigint;
}

const DAY_MS = 86_400_000;
/** 365 days: the APR is simple (not compounded), annualised over a 365-day year. */
const YEAR_MS = 365n * 86_400_000n;
/** The APR's window. */
const APR_WINDOW_MS = 30 * DAY_MS;
/** Within this of everything (one cent), a withdrawal takes every share, so no dust is left. */
const WITHDRAW_SNAP_UNITS = 10_000n;

/** USDC per share (PRICE scale, rounded down like the exchange); 1.0 before any share exists. */
export function sharePrice(equity: bigint, totalShares: bigint): bigint {
  return totalShares === 0n ? PRICE_ONE : mulDiv(equity, PRICE_ONE, totalShares, 'floor');
}

/** Trading PnL since inception at a point: equity less what investors put in net, so flows are never gains. */
export function pointPnl(point: VaultPoint): bigint {
  return point.equity - point.netDeposits;
}

/** The 30-day APR and the window it really covers. */
export interface VaultApr {
  /** RATE scale, signed. */
  readonly apr: bigint;
  /** First and last ms of the window used. */
  readonly fromMs: number;
  readonly toMs: number;
  /** True when the history is shorter than 30 days and the APR covers what there is. */
  readonly isPartial: boolean;
}

/**
 * The APR over the last 30 days: (PnL now - PnL 30 days ago) / current TVL, annualised (simple), truncated toward
 * zero. The start is the latest point at or before 30 days back; a shorter history falls back to its oldest point
 * (isPartial). PnL rather than equity keeps deposits out: money put in mid-period is not performance. Undefined
 * without two points in time or with no TVL. `points` are oldest first.
 */
export function vaultApr(points: readonly VaultPoint[]): VaultApr | undefined {
  const last = points[points.length - 1];
  if (last === undefined || last.equity <= 0n) return undefined;
  const cutoff = last.timestamp - APR_WINDOW_MS;
  let start = points[0]!;
  for (const p of points) {
    if (p.timestamp > cutoff) break;
    start = p;
  }
  const span = last.timestamp - start.timestamp;
  if (span <= 0) return undefined;
  const gain = pointPnl(last) - pointPnl(start);
  const apr = mulDiv(gain * YEAR_MS, RATE_ONE, last.equity * BigInt(span), 'trunc');
  return { apr, fromMs: start.timestamp, toMs: last.timestamp, isPartial: start.timestamp > cutoff };
}

/**
 * Largest fall of the share price from a running peak, as a ratio (RATE scale, 0 when it never fell), rounded up.
 * The share price moves only with performance: a deposit or withdrawal mints or burns shares at the price.
 */
export function maxDrawdown(points: readonly VaultPoint[]): bigint {
  let peak = 0n;
  let worst = 0n;
  for (const p of points) {
    if (p.totalShares === 0n) continue;
    const price = sharePrice(p.equity, p.totalShares);
    if (price > peak) peak = price;
    else if (peak > 0n) {
      const fall = mulDiv(peak - price, RATE_ONE, peak, 'ceil');
      if (fall > worst) worst = fall;
    }
  }
  return worst;
}

/** Shares a deposit mints (rounded down); the first deposit mints one share per USDC base unit. */
export function sharesForDeposit(amount: bigint, equity: bigint, totalShares: bigint): bigint {
  if (amount <= 0n) return 0n;
  return totalShares === 0n || equity === 0n ? amount : mulDiv(amount, totalShares, equity, 'floor');
}

/**
 * What a deposit of `amount` mints and what those shares are worth right after it (the vault's equity and shares
 * with the deposit in, rounded down like a withdrawal's gross): the shares round down in the vault's favour, so the
 * worth can be a unit or so under the amount (1,000 USDC -> 999.999999), which the form shows and explains.
 */
export function depositPreview(
  amount: bigint,
  equity: bigint,
  totalShares: bigint,
): { readonly shares: bigint; readonly value: bigint } {
  const shares = sharesForDeposit(amount, equity, totalShares);
  if (shares === 0n) return { shares, value: 0n };
  return { shares, value: stakeValue(shares, equity + amount, totalShares + shares) };
}

/** An investor's stake: shares and the USDC put in and not yet withdrawn (pro rata). */
export interface VaultStake {
  readonly shares: bigint;
  readonly costBasis: bigint;
}

/** What a withdrawal of `shares` pays, and what it costs. */
export interface WithdrawBreakdown {
  readonly shares: bigint;
  /** The shares' value before fees. */
  readonly gross: bigint;
  /** Kept by the vault: gross x withdrawal fee, rounded up. */
  readonly withdrawalFee: bigint;
  /** Paid to the vault owner: (gross - cost of the shares) x profit share when positive, rounded up. */
  readonly profitShare: bigint;
  /** USDC received. */
  readonly net: bigint;
}

/** The exchange's withdraw arithmetic for `shares` of a stake at the vault's equity and shares outstanding. */
export function withdrawBreakdown(
  shares: bigint,
  stake: VaultStake,
  equity: bigint,
  totalShares: bigint,
  terms: Pick<VaultTerms, 'withdrawalFee' | 'profitShare'>,
): WithdrawBreakdown {
  if (shares <= 0n || totalShares === 0n || stake.shares === 0n) {
    return { shares: 0n, gross: 0n, withdrawalFee: 0n, profitShare: 0n, net: 0n };
  }
  const gross = mulDiv(shares, equity, totalShares, 'floor');
  const cost = mulDiv(stake.costBasis, shares, stake.shares, 'ceil');
  const profit = gross > cost ? gross - cost : 0n;
  const profitShare = mulDiv(profit, terms.profitShare, RATE_ONE, 'ceil');
  const withdrawalFee = mulDiv(gross, terms.withdrawalFee, RATE_ONE, 'ceil');
  return { shares, gross, withdrawalFee, profitShare, net: gross - profitShare - withdrawalFee };
}

/**
 * Shares to redeem for a withdrawal of `amount` of the stake's value: every share when the amount is within one cent
 * of the whole value (no dust left), else the shares that amount buys at the share price, rounded down.
 */
export function sharesForWithdraw(amount: bigint, stakeShares: bigint, equity: bigint, totalShares: bigint): bigint {
  if (amount <= 0n || totalShares === 0n || equity === 0n) return 0n;
  const value = mulDiv(stakeShares, equity, totalShares, 'floor');
  if (amount + WITHDRAW_SNAP_UNITS >= value) return stakeShares;
  const shares = mulDiv(amount, totalShares, equity, 'floor');
  return shares > stakeShares ? stakeShares : shares;
}

/** The stake's value at the vault's equity (rounded down like a withdrawal's gross). */
export function stakeValue(stakeShares: bigint, equity: bigint, totalShares: bigint): bigint {
  return totalShares === 0n ? 0n : mulDiv(stakeShares, equity, totalShares, 'floor');
}

/** The average share price the investor entered at: cost basis per share (PRICE scale); undefined without shares. */
export function entrySharePrice(stake: VaultStake): bigint | undefined {
  return stake.shares === 0n ? undefined : mulDiv(stake.costBasis, PRICE_ONE, stake.shares, 'floor');
}

/** Chart ranges offered when the history covers them. */
export type VaultRange = '7d' | '30d' | 'all';
const RANGE_MS: Readonly<Record<Exclude<VaultRange, 'all'>, number>> = { '7d': 7 * DAY_MS, '30d': 30 * DAY_MS };

/** The ranges the history covers (a range needs points at least that old); All whenever there are points. */
export function availableRanges(points: readonly VaultPoint[]): VaultRange[] {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return [];
  const span = last.timestamp - first.timestamp;
  const ranges = (Object.keys(RANGE_MS) as Exclude<VaultRange, 'all'>[]).filter((r) => span >= RANGE_MS[r]);
  return [...ranges, 'all'];
}

/** The points of a range (oldest first). */
export function pointsInRange(points: readonly VaultPoint[], range: VaultRange): readonly VaultPoint[] {
  const last = points[points.length - 1];
  if (range === 'all' || last === undefined) return points;
  const from = last.timestamp - RANGE_MS[range];
  return points.filter((p) => p.timestamp >= from);
}
