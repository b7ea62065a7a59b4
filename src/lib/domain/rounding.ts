/**
 * Integer division with a named rounding rule: the one place where fixed-point math decides which way a
 * remainder goes. Every other module names its rule instead of relying on bigint's implicit truncation.
 */

/**
 * Named rounding modes for bigint division.
 * - `floor`: toward negative infinity (a Max button never offers more than there is).
 * - `ceil`: toward positive infinity (an amount that must reach a threshold really reaches it).
 * - `trunc`: toward zero (what bigint `/` does).
 * - `halfUp`: to the nearest, ties away from zero (Java's HALF_UP; 2.5 -> 3, -2.5 -> -3).
 */
export type Rounding = 'floor' | 'ceil' | 'trunc' | 'halfUp';

/** Absolute value of a bigint. */
export function absBig(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** Divides `numerator` by `denominator` with the given rounding; throws RangeError on a zero denominator. */
export function divRound(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  // Hot path (margin checks, fees): a positive denominator and rounding toward zero needs no remainder.
  if (rounding === 'trunc' && denominator > 0n) return numerator / denominator;
  if (rounding === 'floor' && denominator > 0n && numerator >= 0n) return numerator / denominator;
  // Normalise so the denominator is positive; the sign of the quotient then follows the numerator.
  const n = denominator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = n / d; // truncates toward zero
  const r = n % d; // same sign as n
  if (r === 0n) return q;
  switch (rounding) {
    case 'trunc':
      return q;
    case 'floor':
      return n < 0n ? q - 1n : q;
    case 'ceil':
      return n > 0n ? q + 1n : q;
    case 'halfUp': {
      const twice = absBig(r) * 2n;
      if (twice < d) return q;
      return n < 0n ? q - 1n : q + 1n;
    }
  }
}

/** Computes a * b / denominator exactly, rounding once at the end with the named rule. */
export function mulDiv(a: bigint, b: bigint, denominator: bigint, rounding: Rounding): bigint {
  return divRound(a * b, denominator, rounding);
}
