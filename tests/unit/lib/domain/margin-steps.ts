/** Shared margin-step fixtures for the domain margin tests: two steps whose numbers are easy to work by hand. */
import type { MarginStep } from '#lib/domain/margin.ts';

/** One USD in USDC base units (6 decimals). */
export const USD = 1_000_000n;

/** Up to 100,000 USD of notional: initial 10 %, maintenance 5 %, no fixed amounts. */
export const small: MarginStep = {
  initialMarginRatio: 100_000_000n, // 10 %
  initialAmount: 0n,
  maintenanceMarginRatio: 50_000_000n, // 5 %
  maintenanceAmount: 0n,
  maxPositionInUsd: 100_000n * USD,
};

/** Up to 1,000,000 USD of notional: initial 20 % + 10,000, maintenance 10 % + 5,000. */
export const large: MarginStep = {
  initialMarginRatio: 200_000_000n, // 20 % + 10,000
  initialAmount: 10_000n * USD,
  maintenanceMarginRatio: 100_000_000n, // 10 % + 5,000
  maintenanceAmount: 5_000n * USD,
  maxPositionInUsd: 1_000_000n * USD,
};
