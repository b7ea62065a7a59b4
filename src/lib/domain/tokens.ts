/**
 * Tokens of the local network and their on-chain decimals (docs/CONVENTIONS.md). Amounts of a token are bigint
 * base units: 1 USDC = 10^6 units, 1 SOL = 10^9, 1 BTC / APT / ETH = 10^8.
 */
import { pow10 } from './fixed.ts';

/** Decimals of every token of the local network, keyed by ticker. */
export const TOKEN_DECIMALS = {
  USDC: 6,
  SOL: 9,
  BTC: 8,
  APT: 8,
  ETH: 8,
} as const;

/** A ticker of the local network. */
export type TokenTicker = keyof typeof TOKEN_DECIMALS;

/** True when the text names a token of the local network. */
export function isTokenTicker(text: string): text is TokenTicker {
  return Object.hasOwn(TOKEN_DECIMALS, text);
}

/** The smallest amount of a token as base units (always 1n) — the minimal withdraw amount. */
export const SMALLEST_UNIT = 1n;

/** Base units in one whole token (10^decimals), e.g. 1_000_000n for USDC. */
export function unitsPerToken(ticker: TokenTicker): bigint {
  return pow10(TOKEN_DECIMALS[ticker]);
}
