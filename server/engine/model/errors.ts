/**
 * Rejections of the engine. A rejected command changes nothing; `apply` returns an EngineError (it is a value,
 * never thrown across the engine boundary) whose `code` is stable so the server can map it to a response.
 */

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

/** A rejected command: `code` is stable, `message` is for logs. */
export class EngineError extends Error {
  override readonly name = 'EngineError' as const;
  readonly code: EngineErrorCode;
  /** Builds a rejection with its code and a human-readable detail. */
  constructor(code: EngineErrorCode, message: string = code) {
    super(message);
    this.code = code;
  }
}

/** Thrown inside the engine to abort a command; `apply` catches it and returns the error. */
export function reject(code: EngineErrorCode, message?: string): never {
  throw new EngineError(code, message);
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
