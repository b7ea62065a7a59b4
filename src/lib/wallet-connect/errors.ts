/** The errors of the wallet-connection boundary: one class with a literal name and a typed code. */

/** What went wrong talking to the wallet. A user rejection is not an error: it is a `{status: 'dismissed'}` value. */
export type WalletConnectErrorCode =
  'timeout' | 'unauthorized' | 'popup_blocked' | 'request_failed' | 'unexpected_request' | 'invalid_response';

/** The spec's message for each code (section 8, "Prompt protocol"). */
export const WALLET_CONNECT_MESSAGES: Readonly<Record<WalletConnectErrorCode, string>> = {
  timeout: 'Timeout',
  unauthorized: 'Unauthorized',
  popup_blocked: "Couldn't open prompt",
  request_failed: 'Failed creating the wallet request',
  unexpected_request: 'Unexpected request',
  invalid_response: 'Invalid wallet response',
};

/** A failure of the wallet-connection protocol or its transports. */
export class WalletConnectError extends Error {
  override readonly name = 'WalletConnectError' as const;
  readonly code: WalletConnectErrorCode;

  constructor(code: WalletConnectErrorCode, options?: { cause?: unknown }) {
    super(WALLET_CONNECT_MESSAGES[code], options);
    this.code = code;
  }
}

/** Error codes of the wallet standard. */
export const WALLET_STANDARD_ERRORS = {
  unauthorized: {
    code: 4100,
    name: 'Unauthorized',
    message: 'The requested method and/or account has not been authorized by the user.',
  },
  unsupported: { code: 4200, name: 'Unsupported', message: 'The requested feature is not supported.' },
  internal: { code: -30001, name: 'Internal error', message: 'Something went wrong within the wallet.' },
} as const;

/** A wallet-standard error kind. */
export type WalletStandardErrorKind = keyof typeof WALLET_STANDARD_ERRORS;

/** An error in the wallet-standard shape (numeric code, fixed name and message). */
export class WalletStandardError extends Error {
  override readonly name = 'WalletStandardError' as const;
  readonly code: (typeof WALLET_STANDARD_ERRORS)[WalletStandardErrorKind]['code'];
  readonly status: (typeof WALLET_STANDARD_ERRORS)[WalletStandardErrorKind]['name'];

  constructor(kind: WalletStandardErrorKind) {
    const { code, name, message } = WALLET_STANDARD_ERRORS[kind];
    super(message);
    this.code = code;
    this.status = name;
  }
}
