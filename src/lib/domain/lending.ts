/**
 * Lending and borrowing math: share prices, utilization, the kinked APR curve, interest accrual and the net value
 * of a token position. Amounts and shares are bigint base units; rates (APR, utilization) are ratio x 10^9.
 * Rounding always favours the pool: assets of a user round down, debts of a user round up.
 */
import { RATE_ONE, mulDiv, type Rounding } from './fixed.ts';
import { usdValue } from './value.ts';

/** Borrow APR curve: below `kink` utilization base + u x multiplier, above it the `jump` slope applies. */
export interface UtilizationCurve {
  readonly base: bigint;
  readonly multiplier: bigint;
  readonly kink: bigint;
  readonly jump: bigint;
}

/** The pool state of one token (SPEC entity "Borrow/lending asset"). */
export interface LendingPool {
  readonly lendShares: bigint;
  readonly lendAmount: bigint;
  readonly borrowShares: bigint;
  readonly borrowAmount: bigint;
  readonly lastUpdateTimestampSec: number;
  readonly utilizationCurve: UtilizationCurve;
}

/** Seconds in the 365-day year used to turn an APR into interest. */
export const SECONDS_PER_YEAR = 365n * 24n * 60n * 60n;

/**
 * Reserve factor: the share of borrow interest kept by the protocol. The spec states lend APR = borrow APR x
 * utilization, which is a reserve factor of zero: every unit borrowers pay goes to lenders.
 */
const RESERVE_FACTOR = 0n;

/** Price of one share (ratio x 10^9): amount / shares, 1.0 when there are no shares; rounded down. */
export function sharePrice(amount: bigint, shares: bigint): bigint {
  if (shares === 0n) return RATE_ONE;
  return mulDiv(amount, RATE_ONE, shares, 'floor');
}

/** Price of one lend share of the pool (ratio x 10^9). */
export function lendSharePrice(pool: LendingPool): bigint {
  return sharePrice(pool.lendAmount, pool.lendShares);
}

/** Price of one borrow share of the pool (ratio x 10^9). */
export function borrowSharePrice(pool: LendingPool): bigint {
  return sharePrice(pool.borrowAmount, pool.borrowShares);
}

/** Converts shares to an amount at amount/shares (1:1 when there are no shares). */
function sharesToAmount(shares: bigint, amount: bigint, totalShares: bigint, rounding: Rounding): bigint {
  if (totalShares === 0n) return shares;
  return mulDiv(shares, amount, totalShares, rounding);
}

/** Amount owed to a lender holding `shares` (rounded down). */
export function lendSharesValue(shares: bigint, pool: LendingPool): bigint {
  return sharesToAmount(shares, pool.lendAmount, pool.lendShares, 'floor');
}

/** Amount owed by a borrower holding `shares` (rounded up). */
export function borrowSharesValue(shares: bigint, pool: LendingPool): bigint {
  return sharesToAmount(shares, pool.borrowAmount, pool.borrowShares, 'ceil');
}

/** Lend shares received for lending `amount` (rounded down; 1:1 in an empty pool). */
export function sharesForLend(amount: bigint, pool: LendingPool): bigint {
  if (pool.lendShares === 0n || pool.lendAmount === 0n) return amount;
  return mulDiv(amount, pool.lendShares, pool.lendAmount, 'floor');
}

/** Borrow shares taken on for borrowing `amount` (rounded up; 1:1 in an empty pool). */
export function sharesForBorrow(amount: bigint, pool: LendingPool): bigint {
  if (pool.borrowShares === 0n || pool.borrowAmount === 0n) return amount;
  return mulDiv(amount, pool.borrowShares, pool.borrowAmount, 'ceil');
}

/**
 * Lend shares redeemed to withdraw `amount` from a holding of `held` shares: every share for the holding's whole
 * value (a withdraw-all leaves no dust), otherwise rounded up (the pool never pays out more than the shares hold).
 */
export function lendSharesToRedeem(amount: bigint, held: bigint, pool: LendingPool): bigint {
  if (amount >= lendSharesValue(held, pool)) return held;
  return mulDiv(amount, pool.lendShares, pool.lendAmount, 'ceil');
}

/**
 * Borrow shares burnt by repaying `amount` of a debt held as `held` shares: every share when it covers the whole
 * debt (a repay-all leaves no dust), otherwise rounded down (the borrower keeps owing the remainder).
 */
export function borrowSharesRepaid(amount: bigint, held: bigint, pool: LendingPool): bigint {
  if (amount >= borrowSharesValue(held, pool)) return held;
  return mulDiv(amount, pool.borrowShares, pool.borrowAmount, 'floor');
}

/** Utilization = borrowed / lent (ratio x 10^9, rounded down), 0 when nothing is lent, capped at 1.0. */
export function utilization(borrowAmount: bigint, lendAmount: bigint): bigint {
  if (lendAmount <= 0n || borrowAmount <= 0n) return 0n;
  const u = mulDiv(borrowAmount, RATE_ONE, lendAmount, 'floor');
  return u > RATE_ONE ? RATE_ONE : u;
}

/** Borrow APR at utilization `u` on the kinked curve (ratio x 10^9, each product rounded down). */
export function borrowApr(curve: UtilizationCurve, u: bigint): bigint {
  if (u <= curve.kink) return curve.base + mulDiv(u, curve.multiplier, RATE_ONE, 'floor');
  return (
    curve.base +
    mulDiv(curve.kink, curve.multiplier, RATE_ONE, 'floor') +
    mulDiv(u - curve.kink, curve.jump, RATE_ONE, 'floor')
  );
}

/** Lend APR = borrow APR x utilization x (1 - reserve factor), rounded down. */
export function lendApr(curve: UtilizationCurve, u: bigint, reserveFactor: bigint = RESERVE_FACTOR): bigint {
  const gross = mulDiv(borrowApr(curve, u), u, RATE_ONE, 'floor');
  return mulDiv(gross, RATE_ONE - reserveFactor, RATE_ONE, 'floor');
}

/** Current borrow APR of a pool. */
export function poolBorrowApr(pool: LendingPool): bigint {
  return borrowApr(pool.utilizationCurve, utilization(pool.borrowAmount, pool.lendAmount));
}

/** Current lend APR of a pool. */
export function poolLendApr(pool: LendingPool): bigint {
  return lendApr(pool.utilizationCurve, utilization(pool.borrowAmount, pool.lendAmount));
}

/**
 * Accrues simple interest from lastUpdateTimestampSec to `nowSec` at the current borrow APR:
 * interest = borrowAmount x APR x elapsed / year (rounded down); borrowers owe it all, lenders receive it
 * minus the reserve. Shares do not change, so share prices rise. A clock that went backwards accrues nothing.
 */
export function accrueInterest(pool: LendingPool, nowSec: number, reserveFactor: bigint = RESERVE_FACTOR): LendingPool {
  const elapsed = BigInt(Math.max(0, Math.floor(nowSec) - pool.lastUpdateTimestampSec));
  if (elapsed === 0n) return pool;
  const apr = poolBorrowApr(pool);
  const interest = mulDiv(pool.borrowAmount * apr, elapsed, RATE_ONE * SECONDS_PER_YEAR, 'floor');
  const reserve = mulDiv(interest, reserveFactor, RATE_ONE, 'ceil');
  return {
    ...pool,
    borrowAmount: pool.borrowAmount + interest,
    lendAmount: pool.lendAmount + interest - reserve,
    lastUpdateTimestampSec: pool.lastUpdateTimestampSec + Number(elapsed),
  };
}

/** A user's holdings of one token: wallet balance plus lend and borrow shares. */
export interface TokenHolding {
  readonly balance: bigint;
  readonly lendShares: bigint;
  readonly borrowShares: bigint;
}

/** Net value per token in base units = balance + lend shares x lend share price - borrow shares x borrow share price. */
export function netTokenValue(holding: TokenHolding, pool: LendingPool): bigint {
  return holding.balance + lendSharesValue(holding.lendShares, pool) - borrowSharesValue(holding.borrowShares, pool);
}

/** USD value (USD x 10^6) of the net token value at `price` (USD x 10^9), rounded down. */
export function netTokenValueUsd(holding: TokenHolding, pool: LendingPool, decimals: number, price: bigint): bigint {
  return usdValue(netTokenValue(holding, pool), decimals, price, 'floor');
}
