/**
 * Closing a position: the side of the closing order and the market-close price with its 5 % slack
 * (buy a short back at 1.05 x index, sell a long at 0.95 x index). Prices are USD x 10^9.
 */
import { MARKET_CLOSE_SLACK_PERCENT } from './constants.ts';
import { divRound, mulDiv, type Rounding } from './fixed.ts';

/** Order side: Bid buys, Ask sells. */
export type OrderSide = 'Bid' | 'Ask';

/** Side of an order that closes a position: 'Bid' (buy) when the size is negative (short), otherwise 'Ask'. */
export function limitCloseSide(size: bigint): OrderSide {
  return size < 0n ? 'Bid' : 'Ask';
}

/** Side of a market close; the same rule as a limit close. */
export function marketCloseSide(size: bigint): OrderSide {
  return limitCloseSide(size);
}

/** Rounds a price to a multiple of `tickSize` (> 0) with the named rule. */
export function roundToTick(price: bigint, tickSize: bigint, rounding: Rounding): bigint {
  if (tickSize <= 0n) throw new RangeError('tick size must be positive');
  return divRound(price, tickSize, rounding) * tickSize;
}

/**
 * Worst acceptable price of a market close: 105 % of the index for a short (a buy, rounded up) and 95 % for a
 * long (a sell, rounded down), so the slack is never narrower than 5 %. With a tick size it stays on the grid.
 */
export function marketClosePrice(size: bigint, indexPrice: bigint, tickSize?: bigint): bigint {
  const buying = limitCloseSide(size) === 'Bid';
  const percent = BigInt(100 + (buying ? MARKET_CLOSE_SLACK_PERCENT : -MARKET_CLOSE_SLACK_PERCENT));
  const rounding: Rounding = buying ? 'ceil' : 'floor';
  const price = mulDiv(indexPrice, percent, 100n, rounding);
  return tickSize === undefined ? price : roundToTick(price, tickSize, rounding);
}
