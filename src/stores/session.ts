import { atom } from 'nanostores';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { ApiError } from '#lib/api/errors.ts';
import { createKeyPair } from '#lib/api/signing.ts';
import { sessionKeyExpiry } from '#lib/domain/validation/session.ts';
import { t, type MessageKey } from '#lib/i18n/index.ts';
import { readSessionKey, removeSessionKey, writeSessionKey } from '#lib/storage/session-keys.ts';
import { WalletError } from '#lib/wallets/errors.ts';
import { $accounts } from './accounts.ts';
import { $api } from './api.ts';
import { $currentUserId } from './current-user.ts';
import { $modal, openModalOver } from './modal.ts';
import { sampleServerClock, serverNow, syncServerClock } from './server-clock.ts';
import { currentWalletAdapter } from './wallet.ts';

/** Why no session could be had: the user closed the modal, no wallet or no API is there, another account's came first. */
export type SessionErrorCode = 'dismissed' | 'no_wallet' | 'no_api' | 'superseded';

const SESSION_MESSAGES: Readonly<Record<SessionErrorCode, MessageKey>> = {
  dismissed: 'session.errors.dismissed',
  no_wallet: 'wallet.errors.notConnected',
  no_api: 'errors.network',
  superseded: 'session.errors.dismissed',
};

/** A session could not be established; `messageKey` is what a screen shows. */
export class SessionError extends Error {
  override readonly name = 'SessionError' as const;
  readonly code: SessionErrorCode;
  readonly messageKey: MessageKey;
  constructor(code: SessionErrorCode) {
    super(t(SESSION_MESSAGES[code]));
    this.code = code;
    this.messageKey = SESSION_MESSAGES[code];
  }
}

/** True when the user closed Establish connection (or another request replaced it): a choice, not a failure. */
export function cancelledByUser(error: unknown): boolean {
  return error instanceof SessionError && (error.code === 'dismissed' || error.code === 'superseded');
}

/** A new key's expiry is kept this far inside the 24 h the exchange allows, so a client clock ahead still fits. */
const CLOCK_MARGIN_MS = 60_000;

/** The account the Establish connection modal authorizes a key for (undefined: the current account). @public */
export const $sessionRequest = atom<{ readonly userId: string } | undefined>(undefined);

/** Keys the exchange confirmed during this page's life, by user id (no second check per call). */
const confirmed = new Map<string, string>();
let pending:
  | { readonly userId: string; readonly promise: Promise<void>; resolve(): void; reject(error: unknown): void }
  | undefined;

const storage = () => window.localStorage;

/**
 * A key of a sibling account (same wallet) that the exchange lists for `userId` too: a sub-account made with
 * addSubAccount shares its creator's key, so it is stored under the new id without asking the wallet again.
 */
function siblingKey(userId: string) {
  const accounts = $accounts.get();
  if (accounts.status !== 'ready') return undefined;
  const listed = accounts.value.find((a) => a.userId === userId)?.apiKeys ?? {};
  for (const other of accounts.value) {
    const key = other.userId === userId ? undefined : readSessionKey(storage(), other.userId);
    if (key !== undefined && Object.hasOwn(listed, key.publicKey)) {
      writeSessionKey(storage(), userId, key);
      return key;
    }
  }
  return undefined;
}

/** True when a stored key for the account is unexpired and known to the exchange (asked once per page). */
async function hasValidKey(api: ExchangeClient, userId: string): Promise<boolean> {
  const key = readSessionKey(storage(), userId) ?? siblingKey(userId);
  if (key === undefined) return false;
  await syncServerClock(api);
  if (key.expiration <= serverNow()) return false;
  if (confirmed.get(userId) === key.publicKey) return true;
  const { valid } = await api.setApiKey({ userId, apiKey: key.publicKey });
  if (valid) confirmed.set(userId, key.publicKey);
  else removeSessionKey(storage(), userId);
  return valid;
}

/** Opens the Establish connection modal for `userId`; settles when it authorizes a key or closes. */
function requestSession(userId: string): Promise<void> {
  if (pending?.userId === userId) return pending.promise;
  pending?.reject(new SessionError('superseded'));
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const mine = { userId, promise, resolve, reject };
  pending = mine;
  const settle = () => {
    stop();
    if (pending === mine) {
      pending = undefined;
      $sessionRequest.set(undefined);
    }
  };
  promise.then(settle, settle);
  $sessionRequest.set({ userId });
  openModalOver('establishConnection');
  // the modal closed (close icon, backdrop, Escape, another modal) without a key: the caller is told so
  const stop = $modal.listen((open) => {
    if (open?.id !== 'establishConnection') mine.reject(new SessionError('dismissed'));
  });
  return promise;
}

/**
 * Resolves once the account has a valid session key (SPEC 4: in the user's key map and unexpired): at once when
 * one is stored, otherwise after the Establish connection modal authorized a new 24 h key. Rejects with a
 * SessionError 'dismissed' when the user closes the modal, or with the lookup's ApiError.
 */
export async function ensureSession(userId: string): Promise<void> {
  const api = $api.get();
  if (!api) throw new SessionError('no_api');
  if (pending?.userId === userId) return pending.promise;
  if (await hasValidKey(api, userId)) return;
  return requestSession(userId);
}

/**
 * The Establish connection modal's action: the wallet signs an addApiKey proof for a new key of the requested (or
 * current) account, valid 24 h; the exchange records it and it is stored under the account's id.
 */
export async function authorizeSession(): Promise<void> {
  const request = pending;
  const userId = request?.userId ?? $currentUserId.get();
  try {
    const api = $api.get();
    if (!api) throw new SessionError('no_api');
    const adapter = currentWalletAdapter();
    if (!adapter || userId === undefined) throw new WalletError('not_connected');
    const key = createKeyPair();
    // a fresh reading, not the last sample: right after a clock jump (the local network's advance) the page's copy
    // lags the server's by up to a sampling period, and a key stamped from it could be born expired
    await sampleServerClock(api).catch(() => syncServerClock(api));
    const issuedAt = serverNow();
    const expiration = sessionKeyExpiry(issuedAt) - CLOCK_MARGIN_MS;
    const act = { action: 'addApiKey', userId, apiKey: key.publicKey, expiration } as const;
    const proof = await adapter.walletProof(act, issuedAt);
    await api.addApiKey({ userId, apiKey: key.publicKey, expiration, proof });
    writeSessionKey(storage(), userId, { ...key, expiration });
    confirmed.set(userId, key.publicKey);
    request?.resolve();
  } catch (error) {
    request?.reject(error);
    throw error;
  }
}

/** Stores a key the exchange already authorized for an account (createUser's first key). */
export function rememberSessionKey(userId: string, key: Parameters<typeof writeSessionKey>[2]): void {
  writeSessionKey(storage(), userId, key);
  confirmed.set(userId, key.publicKey);
}

/**
 * Runs a session-signed call for an account: ensures a key first, and when the exchange answers 401 (the key was
 * revoked or expired meanwhile) forgets it, asks for a new one and tries once more. @public
 */
export async function withSession<T>(userId: string, call: (api: ExchangeClient) => Promise<T>): Promise<T> {
  await ensureSession(userId);
  const api = $api.get();
  if (!api) throw new SessionError('no_api');
  try {
    return await call(api);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    confirmed.delete(userId);
    removeSessionKey(storage(), userId);
    await ensureSession(userId);
    return call(api);
  }
}
