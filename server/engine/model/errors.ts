/**
 * Rejections of the engine. A rejected command changes nothing; `apply` returns an EngineError (it is a value,
 * never thrown across the engine boundary) whose `code` is stable so the server can map it to a response.
 */

import { formatUsd } from '#lib/domain/format.ts';

/** Stable reasons a command is rejected. */
export type EngineErrorCode =
  | 'insufficient_margin'
  | 'insufficient_balance'
  | 'insufficient_liquidity'
  | 'unknown_market'
  | 'unknown_token'
  | 'unknown_user'
  | 'bad_tick'
  | 'bad_lot'
  | 'bad_amount'
  | 'bad_alias'
  | 'bad_timestamp'
  | 'not_found'
  | 'forbidden'
  | 'already_exists'
  | 'market_closed'
  | 'reduce_only'
  | 'post_only_would_cross'
  | 'position_limit'
  | 'borrow_disabled'
  | 'below_minimum'
  | 'bad_order'
  | 'trigger_wrong_side'
  | 'stop_beyond_liquidation'
  | 'no_position'
  | 'bad_leverage'
  | 'leverage_needs_margin';

/** Figures of a rejection the client words itself (USD x 10^6 as integer strings), e.g. a margin shortfall's. */
export type EngineErrorDetails = Readonly<Record<string, string>>;

/** A rejected command: `code` is stable, `message` is human (USD with 2 decimals, never raw base units). */
export class EngineError extends Error {
  override readonly name = 'EngineError' as const;
  readonly code: EngineErrorCode;
  /** The figures behind the message, for the client to format in its own words (the wire error's details). */
  readonly details: EngineErrorDetails | undefined;
  /** Builds a rejection with its code, a human-readable detail and the figures behind it. */
  constructor(code: EngineErrorCode, message: string = code, details?: EngineErrorDetails) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

/** Thrown inside the engine to abort a command; `apply` catches it and returns the error. */
export function reject(code: EngineErrorCode, message?: string, details?: EngineErrorDetails): never {
  throw new EngineError(code, message, details);
}

/**
 * Rejects for a margin shortfall, saying it in USD with 2 decimals (exact, half up: the client's formatUsd) and
 * handing both figures on as details: "Not enough margin: $1,234.56 of collateral for $2,000.00 required".
 */
export function rejectMargin(
  code: 'insufficient_margin' | 'leverage_needs_margin',
  collateral: bigint,
  required: bigint,
): never {
  reject(code, `Not enough margin: ${formatUsd(collateral)} of collateral for ${formatUsd(required)} required`, {
    collateral: collateral.toString(),
    required: required.toString(),
  });
}

/**
 * A command failed after its first write, in its commit phase, which must not fail: a bug, never a refusal.
 * `apply` rolls the command back through the journal and throws this (it is not returned like an EngineError),
 * so the failure is loud and nothing of the command stays applied.
 */
export class EngineFault extends Error {
  override readonly name = 'EngineFault' as const;
  /** The type of the command that failed. */
  readonly command: string;
  /** Wraps what was thrown during the commit phase of `command`. */
  constructor(command: string, cause: unknown) {
    super(`commit phase of ${command} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.command = command;
  }
}
