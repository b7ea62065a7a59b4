/**
 * Authentication wire format, shared by client and server.
 *
 * Flow (all signatures Ed25519 over UTF-8 bytes):
 * 1. The wallet owns its accounts. Calls that create an account or authorize a session key (createUser,
 *    addApiKey) carry a WalletProof: the wallet signs `walletMessage(...)`. The proof's `fullMessage` is what
 *    the wallet actually signed; it must contain the canonical message verbatim (so both raw signing and the
 *    Aptos wallet-standard `signMessage` envelope, "APTOS\nmessage: ...\nnonce: ...", are accepted). The public
 *    key must derive the claimed address (single-key Ed25519 auth key = sha3-256(pubkey || 0x00)) and `issuedAt`
 *    must be within PROOF_WINDOW_MS of the server clock.
 *    A Solana wallet proves its derived Aptos account instead (SolanaWalletProof): it signs a Sign-In With Solana
 *    message whose nonce is the hash of the canonical message (walletProofNonce), for the domain the account is
 *    derived on. Each proof authorizes its action once: the exchange refuses a proof it has already accepted.
 * 2. The session (API) key is an Ed25519 key pair the browser generates; its public key names it. A key belongs
 *    to one userId and expires at most SESSION_KEY_LIFETIME_MS after it is authorized.
 * 3. Every user-scoped mutation carries the headers of `SIGNATURE_HEADERS`: the session public key, a timestamp
 *    (ms), a random nonce and the signature of `requestMessage(call, timestamp, nonce, body)` where body is the
 *    exact request text. The server answers 401 when the headers are missing, the signature is forged, the key
 *    is unknown or expired, the timestamp is outside REQUEST_WINDOW_MS or the nonce was seen; 403 when the key
 *    is valid but belongs to another account than the request's `userId`.
 */
import * as v from 'valibot';
import { Address, PublicKeyHex, SignatureHex, TimestampMs } from './primitives.ts';
import { SESSION_KEY_LIFETIME_MS } from '#lib/domain/constants.ts';

/** Longest life of a session key (SPEC section 9: 24 hours); the domain constant, re-exported for the wire's users. */
export { SESSION_KEY_LIFETIME_MS };
/** How far a wallet proof's issuedAt may be from the server clock. */
export const PROOF_WINDOW_MS = 5 * 60 * 1000;
/** How far a signed request's timestamp may be from the server clock. */
export const REQUEST_WINDOW_MS = 30 * 1000;
/** Domain tag that starts every signed text, so a signature for this exchange is useless elsewhere. */
export const SIGNING_DOMAIN = 'APTOS-PERPS-EXCHANGE';

/** Header names of a session-signed request (lower case, as node:http reports them). */
export const SIGNATURE_HEADERS = {
  apiKey: 'x-perps-api-key',
  timestamp: 'x-perps-timestamp',
  nonce: 'x-perps-nonce',
  signature: 'x-perps-signature',
} as const;

/** Nonce of a signed request: 16 to 64 hex digits. */
export const Nonce = v.pipe(v.string(), v.regex(/^[0-9a-f]{16,64}$/, 'nonce must be 16 to 64 hex digits'));

/** What the wallet signed: the raw text, or the wallet's envelope around it. */
const FullMessage = v.pipe(v.string(), v.maxLength(2048));

/** An Aptos wallet's (single-key Ed25519) signature authorizing an account action; `scheme` may be left out. */
const Ed25519WalletProof = v.strictObject({
  scheme: v.optional(v.literal('ed25519')),
  address: Address,
  publicKey: PublicKeyHex,
  issuedAt: TimestampMs,
  fullMessage: FullMessage,
  signature: SignatureHex,
});

/** A dapp's host (host[:port]) as a sign-in message names it and the derived-account scheme hashes it. */
const DappDomain = v.pipe(
  v.string(),
  v.maxLength(253),
  v.regex(/^[A-Za-z0-9.-]+(:[0-9]{1,5})?$/, 'domain must be a host with an optional port'),
);

/**
 * A Solana wallet's authorization for its derived Aptos account (`address`, 0x1::solana_derivable_account on
 * `domain`): `fullMessage` is a Sign-In With Solana message for `domain` and the Solana account, whose nonce is
 * walletProofNonce(...) of the action and whose Issued At is `issuedAt`; the Solana key signed its UTF-8 bytes.
 */
export const SolanaWalletProof = v.strictObject({
  scheme: v.literal('solana'),
  address: Address,
  solanaPublicKey: PublicKeyHex,
  domain: DappDomain,
  issuedAt: TimestampMs,
  fullMessage: FullMessage,
  signature: SignatureHex,
});

/** A wallet's signature authorizing an account action: an Aptos Ed25519 wallet, or a Solana wallet. */
export const WalletProof = v.union([Ed25519WalletProof, SolanaWalletProof]);
/** WalletProof as a TS type. */
export type WalletProof = v.InferOutput<typeof WalletProof>;
/** An Aptos Ed25519 wallet proof. */
type Ed25519WalletProof = v.InferOutput<typeof Ed25519WalletProof>;
/** A Solana wallet proof. */
export type SolanaWalletProof = v.InferOutput<typeof SolanaWalletProof>;

/** What a wallet proof authorizes. */
export type WalletAction =
  | { readonly action: 'createUser'; readonly alias: string; readonly apiKey: string; readonly expiration: number }
  | { readonly action: 'addApiKey'; readonly userId: string; readonly apiKey: string; readonly expiration: number };

/** The canonical text a wallet signs for an action; fields in a fixed order, one per line. */
export function walletMessage(address: string, issuedAt: number, act: WalletAction): string {
  const fields =
    act.action === 'createUser'
      ? [`alias:${act.alias}`, `apiKey:${act.apiKey}`, `expiration:${act.expiration}`]
      : [`userId:${act.userId}`, `apiKey:${act.apiKey}`, `expiration:${act.expiration}`];
  return [SIGNING_DOMAIN, `action:${act.action}`, `address:${address}`, `issuedAt:${issuedAt}`, ...fields].join('\n');
}

/** The canonical text a session key signs for one request: call name, timestamp, nonce and the exact body. */
export function requestMessage(call: string, timestamp: number, nonce: string, body: string): string {
  return `${SIGNING_DOMAIN}-REQUEST\n${call}\n${timestamp}\n${nonce}\n${body}`;
}

/** Signature headers of a request, as sent. */
export interface SignedHeaders {
  readonly apiKey: string;
  readonly timestamp: number;
  readonly nonce: string;
  readonly signature: string;
}
