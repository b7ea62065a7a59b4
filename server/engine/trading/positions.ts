/**
 * Position arithmetic: notional value, fills that increase, reduce or flip a position, and unrealized PnL.
 * Sizes are base units of the market's base token, prices x 10^9, USD results x 10^6 (domain usdValue).
 */
import { absBig, divRound } from '#lib/domain/fixed.ts';
import { unrealizedPnl as domainUpnl } from '#lib/domain/margin.ts';
import { usdValue } from '#lib/domain/value.ts';
import type { Position } from '#server/engine/model/state.ts';

/** USD value (USD scale) of |size| at `price`, rounded up so margin requirements are never understated. */
export function marginNotional(size: bigint, price: bigint, decimals: number): bigint {
  return usdValue(absBig(size), decimals, price, 'ceil');
}

/** Unrealized PnL (USD scale) of a position at `mark`, rounded down (never overstates a gain). */
export function unrealizedPnl(pos: Position, mark: bigint, decimals: number): bigint {
  if (pos.size === 0n) return 0n;
  return domainUpnl({ size: pos.size, entryPrice: pos.entryPrice, sizeDecimals: decimals }, mark);
}

/**
 * Applies a fill of signed `delta` base units at `price` to `pos` in place and returns the realized PnL
 * (USD scale, rounded down). Increasing averages the entry price (half-up); reducing realizes PnL against the
 * entry; crossing zero realizes the closed part and opens the rest at `price`.
 */
export function applyFill(pos: Position, delta: bigint, price: bigint, decimals: number): bigint {
  if (delta === 0n) return 0n;
  const size = pos.size;
  if (size === 0n || size > 0n === delta > 0n) {
    const oldAbs = absBig(size);
    const addAbs = absBig(delta);
    pos.entryPrice = divRound(oldAbs * pos.entryPrice + addAbs * price, oldAbs + addAbs, 'halfUp');
    pos.size = size + delta;
    return 0n;
  }
  const closing = absBig(delta) < absBig(size) ? -delta : size; // signed amount of the old position closed
  const realized = usdValue(closing, decimals, price - pos.entryPrice, 'floor');
  pos.size = size + delta;
  if (pos.size === 0n) pos.entryPrice = 0n;
  else if (pos.size > 0n !== size > 0n) pos.entryPrice = price;
  pos.realizedPnl += realized;
  return realized;
}
