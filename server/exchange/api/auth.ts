/**
 * Request authentication (flow documented in src/lib/api/contract/auth.ts): wallet proofs for account creation
 * and key authorization, session-key signatures for user-scoped mutations. Failures are ApiFailure 401/403.
 */
import type { IncomingHttpHeaders } from 'node:http';
import * as v from 'valibot';
import {
  Nonce,
  PROOF_WINDOW_MS,
  REQUEST_WINDOW_MS,
  SIGNATURE_HEADERS,
  requestMessage,
  walletMessage,
  type WalletAction,
  type WalletProof,
} from '#lib/api/contract/auth.ts';
import { walletProofNonce } from '#lib/api/contract/proof-nonce.ts';
import { PublicKeyHex, SignatureHex } from '#lib/api/contract/primitives.ts';
import { ed25519Address } from '#lib/api/signing.ts';
import { verifyTextNative as verifyText } from './ed25519.ts';
import { ApiFailure } from './failure.ts';
import { verifySolanaProof } from './solana-proof.ts';

/** What auth needs to know about accounts and their keys. */
export interface KeyDirectory {
  /** Expiry (ms) of a key on an account, undefined when the account does not hold it. */
  keyExpiry(userId: string, apiKey: string): number | undefined;
  /** Accounts holding the key (any expiry). */
  keyHolders(apiKey: string): readonly string[];
}

/** Refuses a nonce seen before. */
export interface NonceGuard {
  /** Records a nonce; false when it was already used. */
  use(apiKey: string, nonce: string, now: number): boolean;
}
/** Where a NonceCache keeps nonces across restarts (ExchangeStore). */
export interface NonceStore {
  recentNonces(since: number): Iterable<{ readonly id: string; readonly usedAt: number }>;
  /** Records a nonce durably before the answer to its request leaves (see ExchangeStore). */
  queueNonce(id: string, usedAt: number): void;
  forgetNonces(before: number): void;
}

/** How long a nonce must be remembered: a request accepted at `t` was signed after t - window, so it is stale after t + window. */
const NONCE_TTL_MS = 2 * REQUEST_WINDOW_MS;

/**
 * Remembers what was used once and must not be used again: nonces of accepted signed requests (for twice the
 * request window) and spent wallet proofs (until the proof is stale). Each entry has its own time to forget it;
 * in the store, whose one rule forgets rows older than NONCE_TTL_MS, an entry is written at `forgetAt - NONCE_TTL_MS`
 * so the rule drops it exactly when it may be forgotten (a request nonce is thus written at its use time, as before).
 */
export class NonceCache implements NonceGuard {
  /** id -> the time after which the entry may be forgotten. */
  readonly #seen = new Map<string, number>();
  readonly #store: NonceStore | undefined;
  #prunedAt: number;

  /** An empty cache, or one loaded from `store` (which then records every accepted nonce and spent proof). */
  constructor(store?: NonceStore, now = 0) {
    this.#store = store;
    this.#prunedAt = now;
    if (!store) return;
    store.forgetNonces(now - NONCE_TTL_MS);
    for (const n of store.recentNonces(now - NONCE_TTL_MS)) this.#seen.set(n.id, n.usedAt + NONCE_TTL_MS);
  }

  /** Records a nonce; false when it was already used. */
  use(apiKey: string, nonce: string, now: number): boolean {
    return this.#remember(`${apiKey}:${nonce}`, now + NONCE_TTL_MS, now);
  }

  /** Spends a wallet proof (by its id) until `staleAt`; false when it was already spent. */
  spendProof(proofId: string, staleAt: number, now: number): boolean {
    return this.#remember(`proof:${proofId}`, Math.max(staleAt, now), now);
  }

  #remember(id: string, forgetAt: number, now: number): boolean {
    if (this.#seen.has(id)) return false;
    if (now - this.#prunedAt >= REQUEST_WINDOW_MS) this.prune(now);
    this.#seen.set(id, forgetAt);
    this.#store?.queueNonce(id, forgetAt - NONCE_TTL_MS);
    return true;
  }

  /** Forgets entries that can no longer be replayed (their window has passed). */
  prune(now: number): void {
    this.#prunedAt = now;
    for (const [id, forgetAt] of this.#seen) if (forgetAt < now) this.#seen.delete(id);
    this.#store?.forgetNonces(now - NONCE_TTL_MS);
  }
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Checks the session signature of a request acting for `userId`; returns the key used. */
export function authenticateSession(
  headers: IncomingHttpHeaders,
  call: string,
  rawBody: string,
  userId: string,
  now: number,
  keys: KeyDirectory,
  nonces: NonceGuard,
): string {
  const apiKey = header(headers, SIGNATURE_HEADERS.apiKey);
  const tsText = header(headers, SIGNATURE_HEADERS.timestamp);
  const nonce = header(headers, SIGNATURE_HEADERS.nonce);
  const signature = header(headers, SIGNATURE_HEADERS.signature);
  if (!apiKey || !tsText || !nonce || !signature) throw new ApiFailure('unauthorized', 'missing request signature');
  if (
    !v.is(PublicKeyHex, apiKey) ||
    !v.is(SignatureHex, signature) ||
    !v.is(Nonce, nonce) ||
    !/^[0-9]{1,16}$/.test(tsText)
  ) {
    throw new ApiFailure('unauthorized', 'malformed request signature');
  }
  const ts = Number(tsText);
  if (Math.abs(now - ts) > REQUEST_WINDOW_MS)
    throw new ApiFailure('unauthorized', 'request timestamp outside the window');
  if (!verifyText(apiKey, requestMessage(call, ts, nonce, rawBody), signature)) {
    throw new ApiFailure('unauthorized', 'invalid request signature');
  }
  const expiry = keys.keyExpiry(userId, apiKey);
  if (expiry === undefined) {
    if (keys.keyHolders(apiKey).length > 0)
      throw new ApiFailure('forbidden', 'the key does not belong to this account');
    throw new ApiFailure('unauthorized', 'unknown api key');
  }
  if (expiry <= now) throw new ApiFailure('unauthorized', 'api key expired');
  if (!nonces.use(apiKey, nonce, now)) throw new ApiFailure('unauthorized', 'nonce already used');
  return apiKey;
}

/**
 * Spends a verified wallet proof: each proof authorizes its action once (finding 5 of issue 12: a revoked key could
 * be re-authorized by replaying its addApiKey request within the proof window). The proof is named by the hash of
 * the canonical text it authorizes, so re-wrapping the same authorization in another signed envelope is the same
 * proof. Remembered (durably, see NonceCache) until the proof is stale anyway; throws 401 when already spent.
 */
export function spendWalletProof(nonces: NonceCache, proof: WalletProof, act: WalletAction, now: number): void {
  const id = walletProofNonce(proof.address, proof.issuedAt, act);
  if (!nonces.spendProof(id, proof.issuedAt + PROOF_WINDOW_MS, now)) {
    throw new ApiFailure('unauthorized', 'wallet proof already used');
  }
}

/** Checks a wallet proof for an action: signature, canonical text, address derivation and freshness. */
export function verifyWalletProof(proof: WalletProof, act: WalletAction, now: number): void {
  if (Math.abs(now - proof.issuedAt) > PROOF_WINDOW_MS) throw new ApiFailure('unauthorized', 'wallet proof is stale');
  if (proof.scheme === 'solana') return verifySolanaProof(proof, act, now);
  if (ed25519Address(proof.publicKey) !== proof.address) {
    throw new ApiFailure('unauthorized', 'public key does not match the wallet address');
  }
  const expected = walletMessage(proof.address, proof.issuedAt, act);
  if (!proof.fullMessage.includes(expected)) throw new ApiFailure('unauthorized', 'wallet proof signs another message');
  if (!verifyText(proof.publicKey, proof.fullMessage, proof.signature)) {
    throw new ApiFailure('unauthorized', 'invalid wallet signature');
  }
}
