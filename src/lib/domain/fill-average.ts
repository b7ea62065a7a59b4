/** The average price of an order's fills, kept as a running sum so every fill counts exactly. */
import { divRound } from './rounding.ts';

/**
 * The average fill price (USD x 10^9) of fills whose price x size sum to `filledValue` (USD x 10^9 x base units)
 * over `filledSize` base units, rounded half up to the price's last decimal; null when nothing filled.
 */
export function averageFillPrice(filledValue: bigint, filledSize: bigint): bigint | null {
  if (filledSize <= 0n) return null;
  return divRound(filledValue, filledSize, 'halfUp');
}
