/**
 * Business constants and limits of SPEC section 9 that the domain owns; the local ports live in lib/network/ports.ts
 * and the chain defaults in lib/chain/networks.ts. Durations are milliseconds unless the name ends in Sec; sizes in
 * CSS pixels end in Px. Money limits are bigint at USD scale. Every constant here has its screen or store, so the
 * unused-code check (knip) reports any export that no file imports: a spec value lands with the code that uses it.
 */

/** Id of the main vault account, as the wire writes user ids (a numeric string); the engine seeds it. */
export const MAIN_VAULT_ID = '2';

/** Session (API) key lifetime: 24 hours. */
export const SESSION_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Alias length limits, inclusive. */
export const ALIAS_LENGTH = { min: 3, max: 32 } as const;

/** Minimal USD value of a transfer or an add-account deposit: 1 USD, at USD scale (USD x 10^6). */
export const MIN_USD_AMOUNT_SCALED = 1_000_000n;

/** Chain faucet funding on account creation, in base units. */
export const ACCOUNT_FAUCET_FUNDING_UNITS = 100_000_000n;

/** Test faucet: whole-token amounts minted to the deposit address, their decimals, and the gap between mints. */
export const TEST_FAUCET = {
  amounts: { USDC: 10_000n, SOL: 10n, BTC: 1n },
  decimals: { USDC: 6, SOL: 9, BTC: 8 },
  gapMs: 1000,
} as const;

/** Estimated confirmation time shown in the add-account summary, seconds. */
export const ADD_ACCOUNT_ESTIMATE_SEC = 3;
/** Estimated deposit time, seconds. */
export const DEPOSIT_ESTIMATE_SEC = 1;

/** Deposit time colour thresholds (exclusive upper bounds, seconds): under 15 green, under 45 amber. */
const DEPOSIT_TIME_COLOUR_SEC = { green: 15, amber: 45 } as const;
/** Footer latency colour thresholds (inclusive upper bounds, ms): up to 100 green, up to 250 amber. */
const LATENCY_COLOUR_MS = { green: 100, amber: 250 } as const;

/** Account search debounce. */
export const ACCOUNT_SEARCH_DEBOUNCE_MS = 250;
/** How long a copy confirmation is shown. */
export const COPY_CONFIRMATION_MS = 1000;
/** Delay before refetching after a submit (transfer, rename, add account). */
export const REFETCH_AFTER_SUBMIT_MS = 1000;

/** Market close slack in percent: buy a short back at 105 %, sell a long at 95 % of the index price. */
export const MARKET_CLOSE_SLACK_PERCENT = 5;

/** Maximum decimals shown for amounts. */
export const AMOUNT_DISPLAY_DECIMALS = 6;
/** Decimals shown for percentages. */
export const PERCENT_DISPLAY_DECIMALS = 2;

/** Slider marks in percent. */
export const SLIDER_MARKS = [25, 50, 75, 100] as const;

/** History fetch throttle: one call per interval, leading edge. */
export const HISTORY_THROTTLE_MS = 1000;
/** Hourly funding refetch: first at this offset past the next full hour, then every hour. */
export const FUNDING_REFETCH = { offsetPastHourMs: 15_000, intervalMs: 60 * 60 * 1000 } as const;
/** Perp markets data refresh interval. */
export const PERP_MARKETS_REFRESH_MS = 5000;
/** Latency sampling interval. */
export const LATENCY_SAMPLING_MS = 1000;
/** Deposit-claim scan interval. */
export const DEPOSIT_CLAIM_SCAN_MS = 30_000;

/** Traffic-light colour of a measured value. */
export type StatusColour = 'green' | 'amber' | 'red';

/** Footer latency colour: up to 100 ms green, up to 250 ms amber, above red. */
export function latencyColour(ms: number): StatusColour {
  if (ms <= LATENCY_COLOUR_MS.green) return 'green';
  if (ms <= LATENCY_COLOUR_MS.amber) return 'amber';
  return 'red';
}

/** Deposit time colour: under 15 s green, under 45 s amber, otherwise red. */
export function depositTimeColour(sec: number): StatusColour {
  if (sec < DEPOSIT_TIME_COLOUR_SEC.green) return 'green';
  if (sec < DEPOSIT_TIME_COLOUR_SEC.amber) return 'amber';
  return 'red';
}

/** Milliseconds from `nowMs` until the next hourly funding refetch (15 s past the next full hour). */
export function msUntilFundingRefetch(nowMs: number): number {
  const hour = FUNDING_REFETCH.intervalMs;
  const nextHour = Math.floor(nowMs / hour) * hour + hour;
  return nextHour + FUNDING_REFETCH.offsetPastHourMs - nowMs;
}
