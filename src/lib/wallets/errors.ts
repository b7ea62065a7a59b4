/**
 * Wallet errors of SPEC 8 as one class with a literal name, a typed code and the i18n key the screens show.
 * A wallet's rejection ({status:'Rejected'}, or the older 4001) becomes the 'user_rejected' error: the flow that
 * asked must stop, so it is thrown, and its message is "User rejected transaction".
 */
import { en, type MessageKey } from '#lib/i18n/en.ts';
import { WalletConnectError, type WalletConnectErrorCode } from '#lib/wallet-connect/errors.ts';

/** What went wrong with a wallet. */
export type WalletErrorCode =
  | 'user_rejected'
  | 'wallet_not_found'
  | 'no_adapter'
  | 'not_connected'
  | 'not_ready'
  | 'account_error'
  | 'config_error'
  | 'sign_error'
  | 'connection_failed'
  | 'unauthorized'
  | 'unsupported'
  | 'internal'
  | 'solana_deposits_unsupported'
  | `prompt_${WalletConnectErrorCode}`;

/** The wallet-standard error codes (SPEC 8) and the older EIP-1193-style rejection some wallets still throw. */
const WALLET_STANDARD_CODES = { unauthorized: 4100, unsupported: 4200, internal: -30001, rejected: 4001 };

const PROMPT_KEYS: Readonly<Record<WalletConnectErrorCode, MessageKey>> = {
  popup_blocked: 'wallet.errors.promptBlocked',
  unauthorized: 'wallet.errors.promptUnauthorized',
  timeout: 'wallet.errors.promptTimeout',
  request_failed: 'wallet.errors.promptRequestFailed',
  unexpected_request: 'wallet.errors.promptRequestFailed',
  invalid_response: 'wallet.errors.promptInvalidResponse',
};

/** The message key of each code. */
function walletErrorMessageKey(code: WalletErrorCode): MessageKey {
  if (code.startsWith('prompt_')) return PROMPT_KEYS[code.slice(7) as WalletConnectErrorCode];
  const keys: Record<Exclude<WalletErrorCode, `prompt_${string}`>, MessageKey> = {
    user_rejected: 'errors.userRejected',
    wallet_not_found: 'wallet.errors.walletNotFound',
    no_adapter: 'wallet.errors.noAdapter',
    not_connected: 'wallet.errors.notConnected',
    not_ready: 'wallet.errors.notReady',
    account_error: 'wallet.errors.account',
    config_error: 'wallet.errors.config',
    sign_error: 'wallet.errors.sign',
    connection_failed: 'wallet.errors.connectionFailed',
    unauthorized: 'wallet.errors.unauthorized',
    unsupported: 'wallet.errors.unsupported',
    internal: 'wallet.errors.internal',
    solana_deposits_unsupported: 'errors.solanaDepositsUnsupported',
  };
  return keys[code as keyof typeof keys];
}

/** A wallet failure; `messageKey` is what the screen shows (through t()), `message` its English text. */
export class WalletError extends Error {
  override readonly name = 'WalletError' as const;
  readonly code: WalletErrorCode;
  readonly messageKey: MessageKey;

  constructor(code: WalletErrorCode, options?: { cause?: unknown; detail?: string }) {
    const messageKey = walletErrorMessageKey(code);
    const text: string = en[messageKey];
    super(options?.detail === undefined ? text : `${text} (${options.detail})`, { cause: options?.cause });
    this.code = code;
    this.messageKey = messageKey;
  }
}

function numericCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * The WalletError of anything a wallet threw: wallet-standard codes by number (4100, 4200, -30001; 4001 is a
 * rejection), the wallet-connect client's errors by code, and anything else as `fallback` (the operation's error).
 */
export function toWalletError(error: unknown, fallback: WalletErrorCode): WalletError {
  if (error instanceof WalletError) return error;
  if (error instanceof WalletConnectError) return new WalletError(`prompt_${error.code}`, { cause: error });
  switch (numericCode(error)) {
    case WALLET_STANDARD_CODES.rejected:
      return new WalletError('user_rejected', { cause: error });
    case WALLET_STANDARD_CODES.unauthorized:
      return new WalletError('unauthorized', { cause: error });
    case WALLET_STANDARD_CODES.unsupported:
      return new WalletError('unsupported', { cause: error });
    case WALLET_STANDARD_CODES.internal:
      return new WalletError('internal', { cause: error });
    default:
      return new WalletError(fallback, { cause: error });
  }
}

/** A wallet-standard user response: approved with args, or rejected. */
export type StandardUserResponse<T> =
  { readonly status: 'Approved'; readonly args: T } | { readonly status: 'Rejected' };

/** The approved value, or the user_rejected error; a malformed answer is `fallback`. */
export function approvedOrThrow<T>(response: StandardUserResponse<T> | undefined, fallback: WalletErrorCode): T {
  if (response?.status === 'Approved') return response.args;
  if (response?.status === 'Rejected') throw new WalletError('user_rejected');
  throw new WalletError(fallback, { detail: 'the wallet answered neither Approved nor Rejected' });
}

/** Runs a wallet call, turning whatever it throws into a WalletError (see toWalletError). */
export async function walletCall<T>(fallback: WalletErrorCode, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toWalletError(error, fallback);
  }
}
