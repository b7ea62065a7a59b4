/**
 * Position arithmetic on a cost basis: a position keeps its signed size and the signed USD cost of that size
 * (the fills' notionals, USDC base units). Both sides of a trade book the same integer notional, and PnL is
 * realized against the cost, so trading PnL is zero-sum to the unit: the rounding residue of closing part of a
 * position stays in the cost of the rest and is realized when that closes. Sizes are base units, prices x 10^9.
 */
import { absBig, divRound, pow10, PRICE_DECIMALS, USD_DECIMALS } from '#lib/domain/fixed.ts';
import { usdValue } from '#lib/domain/value.ts';
import type { Position } from '#server/engine/model/state.ts';

/** USD value (USD scale) of |size| at `price`, rounded up so margin requirements are never understated. */
export function marginNotional(size: bigint, price: bigint, decimals: number): bigint {
  return usdValue(absBig(size), decimals, price, 'ceil');
}

/** The notional of a fill (USD scale, rounded down): the one integer both sides of a trade book. */
export function fillNotional(size: bigint, price: bigint, decimals: number): bigint {
  return usdValue(absBig(size), decimals, price, 'floor');
}

/** Unrealized PnL (USD scale) at `mark`: the size's value (rounded down) less its cost; never overstates a gain. */
export function unrealizedPnl(pos: Pick<Position, 'size' | 'cost'>, mark: bigint, decimals: number): bigint {
  if (pos.size === 0n) return -pos.cost;
  return usdValue(pos.size, decimals, mark, 'floor') - pos.cost;
}

/** Average entry price (price scale, half-up) of a cost basis; 0 when flat. */
export function entryPriceOf(size: bigint, cost: bigint, decimals: number): bigint {
  if (size === 0n) return 0n;
  return divRound(absBig(cost) * pow10(decimals + PRICE_DECIMALS - USD_DECIMALS), absBig(size), 'halfUp');
}

/** What closing `closing` base units (|closing| <= |size|, opposite sign) at `notional` realizes and leaves. */
export function closeCost(pos: Pick<Position, 'size' | 'cost'>, closingAbs: bigint): bigint {
  const abs = absBig(pos.size);
  // The closed part's share of the cost, truncated: the residue stays with the remaining size.
  return closingAbs === abs ? pos.cost : (pos.cost * closingAbs) / abs;
}

/**
 * Applies a fill of signed `delta` base units with notional `notional` (fillNotional) to `pos` in place and
 * returns the realized PnL (USD scale). Increasing adds the notional to the cost; reducing realizes the
 * proceeds against the closed part's cost; crossing zero splits the notional (rounded down for the closing part)
 * so the two parts add up to it exactly.
 */
export function applyFill(pos: Position, delta: bigint, notional: bigint, decimals: number): bigint {
  if (delta === 0n) return 0n;
  const size = pos.size;
  const flow = delta > 0n ? notional : -notional;
  let realized = 0n;
  if (size === 0n || size > 0n === delta > 0n) {
    pos.cost += flow;
  } else if (absBig(delta) <= absBig(size)) {
    const closed = closeCost(pos, absBig(delta));
    realized = -flow - closed;
    pos.cost -= closed;
  } else {
    const closeNotional = (notional * absBig(size)) / absBig(delta);
    const closeFlow = delta > 0n ? closeNotional : -closeNotional;
    realized = -closeFlow - pos.cost;
    pos.cost = flow - closeFlow;
  }
  pos.size = size + delta;
  pos.entryPrice = entryPriceOf(pos.size, pos.cost, decimals);
  pos.realizedPnl += realized;
  return realized;
}
