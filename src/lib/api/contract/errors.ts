/** The error envelope every failed call answers with: `{error: {code, message}}` and a matching HTTP status. */
import * as v from 'valibot';

/** Stable error codes and the HTTP status each maps to. */
export const ERROR_STATUS = {
  bad_json: 400,
  invalid_request: 400,
  unknown_market: 400,
  unknown_token: 400,
  bad_tick: 400,
  bad_lot: 400,
  bad_amount: 400,
  rejected: 422,
  insufficient_balance: 422,
  insufficient_margin: 422,
  insufficient_liquidity: 422,
  market_closed: 422,
  reduce_only: 422,
  post_only_would_cross: 422,
  position_limit: 422,
  account_limit: 422,
  borrow_disabled: 422,
  below_minimum: 422,
  trigger_wrong_side: 422,
  stop_beyond_liquidation: 422,
  no_position: 422,
  bad_leverage: 400,
  leverage_needs_margin: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  unknown_user: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
/** A stable error code. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The envelope; code stays a string on the way in so a newer server cannot break an older client. */
export const ErrorEnvelope = v.object({
  error: v.object({ code: v.string(), message: v.string(), details: v.optional(v.unknown()) }),
});
/** ErrorEnvelope as a TS type. */
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelope>;

/** What a rate limit counts calls by: the session key, the wallet address, or the client IP. */
export const RATE_LIMIT_SCOPES = ['sessionKey', 'address', 'ip'] as const;
/** A rate limit's scope. */
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number];
/** `details` of a 429 rate_limited error (the answer also carries a Retry-After header, in whole seconds). */
export const RateLimitDetails = v.object({
  scope: v.picklist(RATE_LIMIT_SCOPES),
  /** Milliseconds until the call would be admitted again. */
  retryAfterMs: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});
/** RateLimitDetails as a TS type. */
export type RateLimitDetails = v.InferOutput<typeof RateLimitDetails>;
/** `details` of a 422 account_limit error: the most sub-accounts a wallet may open. */
export const AccountLimitDetails = v.object({ limit: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) });
/** AccountLimitDetails as a TS type. */
export type AccountLimitDetails = v.InferOutput<typeof AccountLimitDetails>;
/**
 * `details` of an insufficient_margin or leverage_needs_margin error: the collateral the account would have and the
 * margin required, USD x 10^6 as signed integer strings (collateral can be negative), for the client's own wording.
 */
export const MarginDetails = v.object({
  collateral: v.pipe(v.string(), v.regex(/^-?\d{1,40}$/)),
  required: v.pipe(v.string(), v.regex(/^\d{1,40}$/)),
});
