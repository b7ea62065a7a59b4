/** The wallet-connection protocol's numbers and strings (SPEC section 9), in the one module that speaks it. */

/** Wallet prompt popup size. */
export const POPUP_SIZE = { width: 465, height: 695 } as const;
/** Interval at which the dapp checks whether the prompt popup was closed. */
export const PROMPT_CLOSE_POLL_MS = 500;
/** Mini-app response polling: 2 s foreground, 3 s background, 300 ms after focus returns, 5 minutes overall. */
export const RESPONSE_POLLING = {
  foregroundMs: 2000,
  backgroundMs: 3000,
  resumeDelayMs: 300,
  timeoutMs: 5 * 60 * 1000,
} as const;
/** Encoded requests longer than this many characters are uploaded first. */
export const ENCODED_REQUEST_LIMIT = 1024;
/** Envelope signing label. */
const ENVELOPE_SIGNING_LABEL = 'SECURED_ENVELOPE';
/** Signature domain prefix of identity connect: signed digests are prefixed with SHA3 of `${prefix}::${label}::`. */
const IDENTITY_CONNECT_DOMAIN_PREFIX = 'APTOS::IDENTITY_CONNECT';
/** The full domain separator the secured envelope hashes: 'APTOS::IDENTITY_CONNECT::SECURED_ENVELOPE::'. */
export const ENVELOPE_SIGNING_DOMAIN = `${IDENTITY_CONNECT_DOMAIN_PREFIX}::${ENVELOPE_SIGNING_LABEL}::` as const;
/** Default social provider for the wallet prompt. */
export const DEFAULT_PROVIDER = 'google';
/** Default host origin that receives mini-app bridge messages (the messaging app's web client). */
export const DEFAULT_MINI_APP_HOST_ORIGIN = 'https://web.telegram.org';
/** Requests use 0 on the wire to mean "unset" for gas price, max gas and expiry. */
export const UNSET_CONNECT_DEFAULT = 0;
