/** How the vault screen writes its own figures (the rest go through lib/domain/format.ts). */
import { formatDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';

/** Share prices show 6 decimals: a share is worth about one dollar and moves in small steps. */
const SHARE_PRICE_DECIMALS = 6;
/** Shares count in base units with 6 decimals, like USDC (the first deposit mints one per base unit). */
export const SHARE_DECIMALS = 6;

/** A share price (USDC per share, PRICE scale) with 6 decimals, rounded down: "1.098980". */
export function formatSharePrice(price: bigint): string {
  return formatDecimal(price, PRICE_DECIMALS, {
    maxDecimals: SHARE_PRICE_DECIMALS,
    minDecimals: SHARE_PRICE_DECIMALS,
    rounding: 'floor',
  });
}
