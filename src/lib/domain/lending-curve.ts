/**
 * The rate curve of a lending pool for drawing and for "what if" questions: the borrow and supply APR at each
 * utilization from 0 to 100 % (the kink included), and the amount to borrow or repay to bring the pool to a given
 * utilization. Every APR comes from the same functions the engine accrues interest with (lending.ts), so a point of
 * the drawn curve is exactly the rate the exchange charges at that utilization. Rates are ratio x 10^9.
 */
import { RATE_ONE, mulDiv } from './fixed.ts';
import { borrowApr, lendApr, utilization, type LendingPool, type UtilizationCurve } from './lending.ts';

/** One point of the curve: utilization and the borrow and supply APR there (all ratio x 10^9). */
export interface CurvePoint {
  readonly utilization: bigint;
  readonly borrowApr: bigint;
  readonly supplyApr: bigint;
}

/** The curve at utilization `u` (ratio x 10^9, clamped to 0..1). */
export function curveAt(curve: UtilizationCurve, u: bigint): CurvePoint {
  const clamped = u < 0n ? 0n : u > RATE_ONE ? RATE_ONE : u;
  return { utilization: clamped, borrowApr: borrowApr(curve, clamped), supplyApr: lendApr(curve, clamped) };
}

/**
 * The curve from 0 to 100 % in `steps` equal steps, plus the kink itself when it falls between two steps, in
 * ascending utilization: the straight segments of a chart then bend exactly at the kink.
 */
export function curvePoints(curve: UtilizationCurve, steps = 100): CurvePoint[] {
  if (!Number.isSafeInteger(steps) || steps < 1) throw new RangeError(`steps must be a positive integer: ${steps}`);
  const us = new Set<bigint>();
  for (let i = 0; i <= steps; i++) us.add(mulDiv(BigInt(i), RATE_ONE, BigInt(steps), 'floor'));
  if (curve.kink > 0n && curve.kink < RATE_ONE) us.add(curve.kink);
  return [...us].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((u) => curveAt(curve, u));
}

/**
 * The total borrowed at which the pool's utilization (borrowed / lent, rounded down as the engine does) first
 * reaches `target`: ceil(target x lent). With at least 10^9 base units lent that utilization is exactly `target`.
 */
export function borrowedAtUtilization(lendAmount: bigint, target: bigint): bigint {
  const t = target < 0n ? 0n : target > RATE_ONE ? RATE_ONE : target;
  return mulDiv(t, lendAmount, RATE_ONE, 'ceil');
}

/** What moves the pool to a target utilization: a borrow, a repayment, or nothing. */
export type UtilizationMove =
  | { readonly kind: 'borrow'; readonly amount: bigint }
  | { readonly kind: 'repay'; readonly amount: bigint }
  | { readonly kind: 'none' };

/**
 * The amount to borrow (up to the pool's cash) or repay (down to nothing borrowed) so that the pool's utilization
 * becomes `target`; lending and withdrawing are not considered. Nothing lent means no utilization can be reached.
 */
export function moveToUtilization(pool: LendingPool, target: bigint): UtilizationMove {
  if (pool.lendAmount <= 0n) return { kind: 'none' };
  const wanted = borrowedAtUtilization(pool.lendAmount, target);
  if (utilization(pool.borrowAmount, pool.lendAmount) === utilization(wanted, pool.lendAmount)) return { kind: 'none' };
  if (wanted > pool.borrowAmount) return { kind: 'borrow', amount: wanted - pool.borrowAmount };
  return { kind: 'repay', amount: pool.borrowAmount - wanted };
}
