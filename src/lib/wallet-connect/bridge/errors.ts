/** Errors of the messaging-app bridge: one class with a literal name, our typed code and the reference bridge's type. */

/** What went wrong talking to the messaging app. */
export type BridgeErrorCode =
  'unknown_environment' | 'parse_failure' | 'unexpected_type' | 'invalid_value' | 'unexpected_value';

/**
 * The reference bridge's (@telegram-apps/bridge 1.x) error type for each code. `parse_failure` is what a parser
 * throws; the other parse codes only appear as its cause chain, as in the reference.
 */
export const BRIDGE_ERROR_TYPES: Readonly<Record<BridgeErrorCode, string>> = {
  unknown_environment: 'ERR_UNKNOWN_ENV',
  parse_failure: 'ERR_PARSE',
  unexpected_type: 'ERR_UNEXPECTED_TYPE',
  invalid_value: 'ERR_INVALID_VALUE',
  unexpected_value: 'ERR_UNEXPECTED_VALUE',
};

/** A bridge failure. `type` and `message` equal the reference bridge's TypedError (the message defaults to the type). */
export class BridgeError extends Error {
  override readonly name = 'BridgeError' as const;
  readonly code: BridgeErrorCode;
  readonly type: string;

  constructor(code: BridgeErrorCode, options?: { message?: string; cause?: unknown }) {
    const type = BRIDGE_ERROR_TYPES[code];
    super(options?.message ?? type, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.type = type;
  }
}
