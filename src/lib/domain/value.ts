/**
 * Conversions between token base units and USD: units x price (USD x 10^9) -> USD x 10^6, and back.
 * Callers name the rounding: assets round down, debts and "amount needed" round up.
 */
import { PRICE_DECIMALS, USD_DECIMALS, divRound, pow10, type Rounding } from './fixed.ts';

/** 10^(decimals + 9 - 6): divides units x price down to USD x 10^6; decimals is never negative so this is >= 1000. */
function usdScale(decimals: number): bigint {
  return pow10(decimals + PRICE_DECIMALS - USD_DECIMALS);
}

/** USD value (USD x 10^6) of `units` base units of a token with `decimals` at `price` (USD x 10^9). */
export function usdValue(units: bigint, decimals: number, price: bigint, rounding: Rounding): bigint {
  return divRound(units * price, usdScale(decimals), rounding);
}

/**
 * Base units of a token worth `usd` (USD x 10^6) at `price` (USD x 10^9); throws RangeError for a price <= 0.
 * unitsForUsd(1_000_000n, 9, 150_000_000_000n, 'ceil') -> 6_666_667n (1 USD of SOL at $150).
 */
export function unitsForUsd(usd: bigint, decimals: number, price: bigint, rounding: Rounding): bigint {
  if (price <= 0n) throw new RangeError('price must be positive');
  return divRound(usd * usdScale(decimals), price, rounding);
}

/** Notional (USD x 10^6) of a position of `size` base units at `price`, signed like the size, rounded toward zero. */
export function notionalUsd(size: bigint, decimals: number, price: bigint): bigint {
  return usdValue(size, decimals, price, 'trunc');
}
