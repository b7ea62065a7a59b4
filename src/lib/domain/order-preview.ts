/**
 * What an order would do to the account before it is sent: its notional and fee, the initial margin it adds, the
 * position it leaves (size and average entry), the account leverage after it, the position's estimated
 * liquidation price under cross margin, and whether the account would be below maintenance at once. Same units as
 * margin.ts: sizes signed base units, prices USD x 10^9, USD x 10^6, ratios x 10^9.
 */
import { accountMargin, type AccountPosition } from './account-margin.ts';
import { MARKET_CLOSE_SLACK_PERCENT } from './constants.ts';
import { RATE_ONE, absBig, divRound, mulDiv } from './fixed.ts';
import { roundToTick } from './close.ts';
import { tradeFee } from './fees.ts';
import { leveragedInitialMargin } from './leverage.ts';
import { liquidationPrice, pickMarginStep, type MarginStep } from './margin.ts';
import { notionalUsd, usdValue } from './value.ts';

/** Buy (long) or sell (short). */
export type TradeSide = 'buy' | 'sell';

/** The market the order is for. */
export interface PreviewMarket {
  readonly name: string;
  readonly sizeDecimals: number;
  readonly marginSteps: readonly MarginStep[];
  /** Mark (index) price, USD x 10^9: positions are valued and margined at it. */
  readonly markPrice: bigint;
  /** The account's leverage in the market (its initial margin is at least notional / leverage); absent: steps only. */
  readonly leverage?: number;
}

/** One order to preview. */
export interface OrderPreviewInput {
  readonly side: TradeSide;
  /** Unsigned size in base units (> 0). */
  readonly size: bigint;
  /** The price it fills at: the limit price, or for a market order the expected fill (best opposite level or mark). */
  readonly price: bigint;
  /** The fee rate that applies (taker for an order that crosses, maker for one that rests), ratio x 10^9. */
  readonly feeRate: bigint;
  readonly market: PreviewMarket;
  /** The account's collateral, USD x 10^6 (without unrealized PnL). */
  readonly collateralUsd: bigint;
  /** Every open position of the account, this market's included if it has one. */
  readonly positions: readonly (AccountPosition & { readonly market: string })[];
}

/** The preview's figures. */
export interface OrderPreview {
  /** |size| x price, USD x 10^6. */
  readonly notionalUsd: bigint;
  /** Fee at the given rate, USD x 10^6 (negative for a maker rebate). */
  readonly feeUsd: bigint;
  /** Initial margin the order adds to this market's position (0 when it only reduces), USD x 10^6. */
  readonly marginRequiredUsd: bigint;
  /** The position after the fill: signed size and average entry (0n entry when flat). */
  readonly resultingSize: bigint;
  readonly resultingEntry: bigint;
  /** Account leverage after the fill (ratio x 10^9); null when equity would not be positive. */
  readonly leverage: bigint | null;
  /** Estimated liquidation price of the resulting position; null when flat or none exists. */
  readonly liquidationPrice: bigint | null;
  /** True when the account would be at or below maintenance right after the fill. */
  readonly liquidatableAtOnce: boolean;
}

/**
 * The position after adding `delta` (signed) at `price` to one of `size` at `entry`: adding keeps a size-weighted
 * average entry (rounded half up), reducing keeps the entry, flipping starts a new entry at the fill price.
 */
export function resultingPosition(
  size: bigint,
  entry: bigint,
  delta: bigint,
  price: bigint,
): { size: bigint; entry: bigint } {
  const next = size + delta;
  if (next === 0n) return { size: 0n, entry: 0n };
  if (size === 0n || size > 0n !== next > 0n) return { size: next, entry: price };
  if (size > 0n === delta > 0n) {
    return { size: next, entry: divRound(absBig(size) * entry + absBig(delta) * price, absBig(next), 'halfUp') };
  }
  return { size: next, entry };
}

/** Previews one order against the account (see the module comment). */
export function previewOrder(input: OrderPreviewInput): OrderPreview {
  const { market } = input;
  const delta = input.side === 'buy' ? input.size : -input.size;
  const notional = absBig(notionalUsd(input.size, market.sizeDecimals, input.price));
  const fee = tradeFee(notional, input.feeRate);
  const current = input.positions.find((p) => p.market === market.name);
  const before = current?.size ?? 0n;
  const after = resultingPosition(before, current?.entryPrice ?? 0n, delta, input.price);
  const im = (size: bigint) =>
    leveragedInitialMargin(
      market.marginSteps,
      notionalUsd(size, market.sizeDecimals, market.markPrice),
      market.leverage,
    );
  const imBefore = im(before);
  const imAfter = im(after.size);
  const others = input.positions.filter((p) => p.market !== market.name);
  const resulting: AccountPosition = {
    size: after.size,
    entryPrice: after.entry,
    sizeDecimals: market.sizeDecimals,
    markPrice: market.markPrice,
    marginSteps: market.marginSteps,
  };
  // the closed part's PnL settles into collateral at the fill price; what stays open keeps its entry
  const closing = before !== 0n && before > 0n !== delta > 0n;
  const closed = closing ? (absBig(delta) < absBig(before) ? -delta : before) : 0n;
  const realized =
    current === undefined ? 0n : usdValue(closed, market.sizeDecimals, input.price - current.entryPrice, 'floor');
  const collateral = input.collateralUsd - fee + realized;
  const account = accountMargin(collateral, [...others, resulting]);
  const liquidation = crossLiquidationPrice(collateral, others, resulting);
  return {
    notionalUsd: notional,
    feeUsd: fee,
    marginRequiredUsd: imAfter > imBefore ? imAfter - imBefore : 0n,
    resultingSize: after.size,
    resultingEntry: after.entry,
    leverage: account.leverage,
    liquidationPrice: liquidation,
    liquidatableAtOnce: after.size !== 0n && (account.marginUsage === null || account.marginUsage >= RATE_ONE),
  };
}

/**
 * Liquidation price of one position under cross margin: the other positions held at their marks count with their
 * PnL minus their maintenance margin as part of the collateral backing it. Null when flat or none exists.
 */
export function crossLiquidationPrice(
  collateralUsd: bigint,
  others: readonly AccountPosition[],
  position: AccountPosition,
): bigint | null {
  if (position.size === 0n) return null;
  const rest = accountMargin(0n, others);
  const step = pickMarginStep(
    position.marginSteps,
    notionalUsd(position.size, position.sizeDecimals, position.entryPrice),
  );
  return liquidationPrice(position, collateralUsd + rest.unrealizedPnlUsd - rest.maintenanceMarginUsd, step);
}

/**
 * Worst acceptable price of a market order: the reference price with the 5 % slack on the side that lets it fill
 * (a buy up to 1.05 x, rounded up to the tick; a sell down to 0.95 x, rounded down).
 */
export function marketOrderPrice(side: TradeSide, reference: bigint, tickSize: bigint): bigint {
  const buying = side === 'buy';
  const percent = BigInt(100 + (buying ? MARKET_CLOSE_SLACK_PERCENT : -MARKET_CLOSE_SLACK_PERCENT));
  const rounding = buying ? 'ceil' : 'floor';
  return roundToTick(mulDiv(reference, percent, 100n, rounding), tickSize, rounding);
}
