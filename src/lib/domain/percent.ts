/**
 * Percent math for sliders and changes. A slider percent is a plain number of whole percent or a
 * percent with 2 decimals held as basis points (1 % = 100 bp) so nothing goes through a float.
 */
import { RATE_ONE, divRound, mulDiv } from './fixed.ts';

/** Basis points in 100 %. */
const BPS_PER_WHOLE = 10_000n;

/** Converts a whole slider mark (25, 50, 75, 100) to basis points; rejects non-integers and values outside 0..100. */
export function percentToBps(percent: number): bigint {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`invalid percent ${percent}`);
  return BigInt(percent) * 100n;
}

/** The amount at a slider position: floor(total x bps / 10000), so it never exceeds the total. */
export function amountAtBps(total: bigint, bps: bigint): bigint {
  if (bps < 0n || bps > BPS_PER_WHOLE) throw new RangeError(`invalid basis points ${bps}`);
  return mulDiv(total, bps, BPS_PER_WHOLE, 'floor');
}

/** The amount at a whole-percent slider mark: amountAtPercent(1001n, 25) -> 250n. */
export function amountAtPercent(total: bigint, percent: number): bigint {
  return amountAtBps(total, percentToBps(percent));
}

/**
 * Which share of `whole` the `part` is, in basis points (percent to 2 decimals), rounded down and clamped to
 * 0..10000; 0 when the whole is zero. Signs are ignored (a short position's quantity is a share of |size|).
 */
export function shareInBps(part: bigint, whole: bigint): bigint {
  const p = part < 0n ? -part : part;
  const w = whole < 0n ? -whole : whole;
  if (w === 0n) return 0n;
  const bps = mulDiv(p, BPS_PER_WHOLE, w, 'floor');
  return bps > BPS_PER_WHOLE ? BPS_PER_WHOLE : bps;
}

/**
 * Relative change from `base` to `current` as a rate (ratio x 10^9, 0.1 = 10 %), rounded half up.
 * 0 when the base is zero (the spec's "0 if balance is zero or the result is not finite").
 */
export function percentChange(current: bigint, base: bigint): bigint {
  if (base === 0n) return 0n;
  return divRound((current - base) * RATE_ONE, base < 0n ? -base : base, 'halfUp');
}
