/**
 * Business constants and limits of SPEC section 9, named and typed in one place. Durations are milliseconds
 * unless the name ends in Sec; sizes in CSS pixels end in Px. Money limits are bigint at USD scale.
 */

/** Id of the main vault account. */
export const MAIN_VAULT_ID = 2;

/** Session (API) key lifetime: 24 hours. */
export const SESSION_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Alias length limits, inclusive. */
export const ALIAS_LENGTH = { min: 3, max: 32 } as const;

/** Minimal USD value of a transfer or an add-account deposit (whole USD). */
export const MIN_USD_AMOUNT = 1;
/** The same minimum at USD scale (USD x 10^6). */
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
export const DEPOSIT_TIME_COLOUR_SEC = { green: 15, amber: 45 } as const;
/** Footer latency colour thresholds (inclusive upper bounds, ms): up to 100 green, up to 250 amber. */
export const LATENCY_COLOUR_MS = { green: 100, amber: 250 } as const;

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

/** Wallet prompt popup size. */
export const POPUP_SIZE = { width: 465, height: 695 } as const;
/** Interval at which the dapp checks whether the prompt popup was closed. */
export const PROMPT_CLOSE_POLL_MS = 500;
/** Mini-app response polling. */
export const RESPONSE_POLLING = {
  foregroundMs: 2000,
  backgroundMs: 3000,
  resumeDelayMs: 300,
  timeoutMs: 5 * 60 * 1000,
} as const;
/** Encoded requests longer than this many characters are uploaded first. */
export const ENCODED_REQUEST_LIMIT = 1024;
/** Envelope signing label. */
export const ENVELOPE_SIGNING_LABEL = 'SECURED_ENVELOPE';
/** Signature domain prefix of identity connect: signed digests are prefixed with SHA3 of `${prefix}::${label}::`. */
export const IDENTITY_CONNECT_DOMAIN_PREFIX = 'APTOS::IDENTITY_CONNECT';
/** The full domain separator the secured envelope hashes: 'APTOS::IDENTITY_CONNECT::SECURED_ENVELOPE::'. */
export const ENVELOPE_SIGNING_DOMAIN = `${IDENTITY_CONNECT_DOMAIN_PREFIX}::${ENVELOPE_SIGNING_LABEL}::` as const;
/** Default social provider for the wallet prompt. */
export const DEFAULT_PROVIDER = 'google';
/** Default host origin that receives mini-app bridge messages (the messaging app's web client). */
export const DEFAULT_MINI_APP_HOST_ORIGIN = 'https://web.telegram.org';
/** Connect requests use 0 to mean "unset" for gas price, max gas and expiry. */
export const UNSET_CONNECT_DEFAULT = 0;

/** Chain (Aptos SDK) defaults. */
export const CHAIN_DEFAULTS = {
  maxGasAmount: 200_000,
  txnExpirySec: 20,
  txnTimeoutSec: 20,
  nodeApiPath: '/v1',
  addressLengthBytes: 32,
  maxMultiSigSigners: 32,
  mnemonicIterations: 2048,
  derivationPathPrefix: "m/44'/637'/",
  sdkVersion: '1.21.0',
  uploadChunkBytes: 64 * 1024,
} as const;

/** HTTP clients have no default timeout: undefined means a request waits until it settles or its caller aborts. */
export const HTTP_DEFAULT_TIMEOUT_MS: number | undefined = undefined;

/** Local network ports. */
export const LOCAL_PORTS = { node: 8080, indexer: 8090 } as const;

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
