/** The server side of the error envelope: a typed failure any layer throws and http.ts/ws.ts render. */
import { ERROR_STATUS, type ErrorCode, type ErrorEnvelope } from '#lib/api/contract/errors.ts';
import type { EngineErrorCode } from '#server/engine/model/errors.ts';

/** A request failed with a stable code; nothing was changed. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure' as const;
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }

  /** The HTTP status of the code. */
  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** The wire envelope. */
  toEnvelope(): ErrorEnvelope {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}

/** How each engine rejection appears on the wire (the engine's own name where the contract has it). */
const ENGINE_CODE_MAP: Readonly<Record<EngineErrorCode, ErrorCode>> = {
  insufficient_margin: 'insufficient_margin',
  insufficient_balance: 'insufficient_balance',
  insufficient_liquidity: 'insufficient_liquidity',
  unknown_market: 'unknown_market',
  unknown_token: 'unknown_token',
  unknown_user: 'unknown_user',
  bad_tick: 'bad_tick',
  bad_lot: 'bad_lot',
  bad_amount: 'bad_amount',
  bad_alias: 'invalid_request',
  bad_timestamp: 'internal',
  not_found: 'not_found',
  forbidden: 'forbidden',
  already_exists: 'conflict',
  market_closed: 'market_closed',
  reduce_only: 'reduce_only',
  post_only_would_cross: 'post_only_would_cross',
  position_limit: 'position_limit',
  borrow_disabled: 'borrow_disabled',
  below_minimum: 'below_minimum',
  bad_order: 'invalid_request',
  trigger_wrong_side: 'trigger_wrong_side',
  stop_beyond_liquidation: 'stop_beyond_liquidation',
  no_position: 'no_position',
  bad_leverage: 'bad_leverage',
  leverage_needs_margin: 'leverage_needs_margin',
};

/** The failure of an engine rejection: its figures (a margin shortfall's) go on as details beside its reason. */
export function fromEngineError(error: {
  code: EngineErrorCode;
  message: string;
  details?: Readonly<Record<string, string>> | undefined;
}): ApiFailure {
  return new ApiFailure(ENGINE_CODE_MAP[error.code], error.message, { reason: error.code, ...error.details });
}
