/**
 * What the user reads when an exchange call fails: every server error code, every client-side failure and every
 * bare HTTP status has its catalogue message. A rate limit says how long to wait (its details or Retry-After), an
 * account limit names the cap. Anything unexpected (a foreign error, details of the wrong shape) still gets a
 * message: this never throws.
 */
import * as v from 'valibot';
import type { MessageKey, MessageParams } from '#lib/i18n/index.ts';
import { formatUsd } from '#lib/domain/format.ts';
import {
  AccountLimitDetails,
  ERROR_STATUS,
  ErrorEnvelope,
  MarginDetails,
  RateLimitDetails,
  type ErrorCode,
} from './contract.ts';
import { ApiError, type ClientErrorCode } from './errors.ts';

/** A catalogue message with its placeholders. */
export interface UserMessage {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

/** The message of each server code. */
const SERVER_MESSAGES: Readonly<Record<ErrorCode, MessageKey>> = {
  bad_json: 'errors.api.bad_json',
  invalid_request: 'errors.api.invalid_request',
  unknown_market: 'errors.api.unknown_market',
  unknown_token: 'errors.api.unknown_token',
  bad_tick: 'errors.api.bad_tick',
  bad_lot: 'errors.api.bad_lot',
  bad_amount: 'errors.api.bad_amount',
  rejected: 'errors.api.rejected',
  insufficient_balance: 'errors.api.insufficient_balance',
  insufficient_margin: 'errors.api.insufficient_margin',
  insufficient_liquidity: 'errors.api.insufficient_liquidity',
  market_closed: 'errors.api.market_closed',
  reduce_only: 'errors.api.reduce_only',
  post_only_would_cross: 'errors.api.post_only_would_cross',
  position_limit: 'errors.api.position_limit',
  account_limit: 'errors.api.account_limit',
  borrow_disabled: 'errors.api.borrow_disabled',
  below_minimum: 'errors.api.below_minimum',
  trigger_wrong_side: 'errors.api.trigger_wrong_side',
  stop_beyond_liquidation: 'errors.api.stop_beyond_liquidation',
  no_position: 'errors.api.no_position',
  bad_leverage: 'errors.api.bad_leverage',
  leverage_needs_margin: 'errors.api.leverage_needs_margin',
  unauthorized: 'errors.api.unauthorized',
  forbidden: 'errors.api.forbidden',
  not_found: 'errors.api.not_found',
  unknown_user: 'errors.api.unknown_user',
  method_not_allowed: 'errors.api.method_not_allowed',
  conflict: 'errors.api.conflict',
  payload_too_large: 'errors.api.payload_too_large',
  unsupported_media_type: 'errors.api.unsupported_media_type',
  rate_limited: 'errors.api.rate_limited',
  internal: 'errors.api.internal',
  unavailable: 'errors.api.unavailable',
};

/** The message of each failure the client itself reports. */
const CLIENT_MESSAGES: Readonly<Record<ClientErrorCode, MessageKey>> = {
  network: 'errors.network',
  timeout: 'errors.api.timeout',
  aborted: 'errors.api.aborted',
  bad_response: 'errors.badResponse',
  http: 'errors.api.generic',
};

/** SPEC 8's texts of bare HTTP statuses (an answer without our error envelope: a proxy, a crashed server). */
const STATUS_MESSAGES: Readonly<Record<number, MessageKey>> = {
  400: 'errors.http.400',
  401: 'errors.http.401',
  403: 'errors.http.403',
  404: 'errors.http.404',
  429: 'errors.http.429',
  500: 'errors.http.500',
  502: 'errors.http.502',
  503: 'errors.http.503',
};

const isServerCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_STATUS, code);
const isClientCode = (code: string): code is ClientErrorCode => Object.hasOwn(CLIENT_MESSAGES, code);

/** The `details` of the error envelope an ApiError carries, if it has one. */
function detailsOf(error: ApiError): unknown {
  const envelope = v.safeParse(ErrorEnvelope, error.data);
  return envelope.success ? envelope.output.error.details : undefined;
}

/** Whole seconds to wait, rounded up, never below 1. */
function waitSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** The message of a rate limit: the wait from the details, else from Retry-After, else an unspecified wait. */
function rateLimitMessage(error: ApiError): UserMessage {
  const details = v.safeParse(RateLimitDetails, detailsOf(error));
  const ms = details.success ? details.output.retryAfterMs : error.retryAfterMs;
  return ms === undefined
    ? { key: 'errors.api.rate_limited_later' }
    : { key: SERVER_MESSAGES.rate_limited, params: { seconds: waitSeconds(ms) } };
}

/** The message of a failed exchange call (any thrown value). */
export function apiErrorMessage(error: unknown): UserMessage {
  if (!(error instanceof ApiError)) return { key: 'errors.api.generic' };
  const code = String(error.code);
  if (code === 'rate_limited') return rateLimitMessage(error);
  if (code === 'account_limit') {
    const details = v.safeParse(AccountLimitDetails, detailsOf(error));
    return details.success
      ? { key: SERVER_MESSAGES.account_limit, params: { limit: details.output.limit } }
      : { key: 'errors.api.account_limit_unknown' };
  }
  if (code === 'insufficient_margin' || code === 'leverage_needs_margin') {
    // the exchange's figures, in USD with 2 decimals: what the account has against what the request needs
    const details = v.safeParse(MarginDetails, detailsOf(error));
    if (details.success) {
      const params = {
        collateral: formatUsd(BigInt(details.output.collateral)),
        required: formatUsd(BigInt(details.output.required)),
      };
      return { key: 'errors.api.margin_shortfall', params };
    }
  }
  if (isServerCode(code)) return { key: SERVER_MESSAGES[code] };
  if (code === 'http') return { key: STATUS_MESSAGES[error.status] ?? 'errors.api.generic' };
  if (isClientCode(code)) return { key: CLIENT_MESSAGES[code] };
  // a code a newer server added: its HTTP status still says what kind of failure it is
  return { key: STATUS_MESSAGES[error.status] ?? 'errors.api.generic' };
}
