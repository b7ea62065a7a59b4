import { describe, expect, it } from 'vitest';
import {
  PROOF_WINDOW_MS,
  REQUEST_WINDOW_MS,
  SIGNATURE_HEADERS,
  walletMessage,
  type WalletAction,
} from '#lib/api/contract/auth.ts';
import { createKeyPair, signRequest, signText, walletProofFromKey } from '#lib/api/signing.ts';
import { authenticateSession, NonceCache, verifyWalletProof, type KeyDirectory } from '#server/exchange/api/auth.ts';
import { ApiFailure } from '#server/exchange/api/failure.ts';
import { ExchangeStore } from '#server/exchange/store/store.ts';

const NOW = 1_700_000_000_000;
const key = createKeyPair(new Uint8Array(32).fill(1));
const other = createKeyPair(new Uint8Array(32).fill(2));
const keys: KeyDirectory = {
  keyExpiry: (userId, apiKey) =>
    userId === '3' && apiKey === key.publicKey
      ? NOW + 1000
      : userId === '4' && apiKey === other.publicKey
        ? NOW - 1
        : undefined,
  keyHolders: (apiKey) => (apiKey === key.publicKey ? ['3'] : apiKey === other.publicKey ? ['4'] : []),
};
const BODY = '{"userId":"3","alias":"abc"}';
const headersOf = (h: ReturnType<typeof signRequest>) => ({
  [SIGNATURE_HEADERS.apiKey]: h.apiKey,
  [SIGNATURE_HEADERS.timestamp]: String(h.timestamp),
  [SIGNATURE_HEADERS.nonce]: h.nonce,
  [SIGNATURE_HEADERS.signature]: h.signature,
});
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ApiFailure ? `${error.code}: ${error.message}` : String(error);
  }
  return 'ok';
};

describe('authenticateSession', () => {
  const good = signRequest(key, 'setAliasName', BODY, NOW, 'ab'.repeat(8));
  it.each([
    ['a valid signature', headersOf(good), '3', BODY, 'ok'],
    ['no headers', {}, '3', BODY, 'unauthorized: missing request signature'],
    [
      'a body changed after signing',
      headersOf(good),
      '3',
      BODY.replace('abc', 'abd'),
      'unauthorized: invalid request signature',
    ],
    [
      'a forged signature',
      { ...headersOf(good), [SIGNATURE_HEADERS.signature]: signRequest(other, 'setAliasName', BODY, NOW).signature },
      '3',
      BODY,
      'unauthorized: invalid request signature',
    ],
    [
      'a stale timestamp',
      headersOf(signRequest(key, 'setAliasName', BODY, NOW - 60_000)),
      '3',
      BODY,
      'unauthorized: request timestamp outside the window',
    ],
    ['a key of another account', headersOf(good), '5', BODY, 'forbidden: the key does not belong to this account'],
    [
      'an expired key',
      headersOf(signRequest(other, 'setAliasName', BODY, NOW)),
      '4',
      BODY,
      'unauthorized: api key expired',
    ],
    [
      'an unknown key',
      headersOf(signRequest(createKeyPair(), 'setAliasName', BODY, NOW)),
      '3',
      BODY,
      'unauthorized: unknown api key',
    ],
    [
      'a malformed key',
      { ...headersOf(good), [SIGNATURE_HEADERS.apiKey]: '0x12' },
      '3',
      BODY,
      'unauthorized: malformed request signature',
    ],
  ])('%s -> %s', (_n, headers, userId, body, expected) => {
    expect(failure(() => authenticateSession(headers, 'setAliasName', body, userId, NOW, keys, new NonceCache()))).toBe(
      expected,
    );
  });

  it('refuses a replayed nonce', () => {
    const nonces = new NonceCache();
    const run = () => failure(() => authenticateSession(headersOf(good), 'setAliasName', BODY, '3', NOW, keys, nonces));
    expect([run(), run()]).toEqual(['ok', 'unauthorized: nonce already used']);
  });

  it('binds the signature to the call name', () => {
    expect(
      failure(() => authenticateSession(headersOf(good), 'withdraw', BODY, '3', NOW, keys, new NonceCache())),
    ).toBe('unauthorized: invalid request signature');
  });
});

describe('NonceCache over a store', () => {
  it.each([
    ['just after', 1, false],
    ['at the end of its replay window', 2 * REQUEST_WINDOW_MS, false],
    ['once no valid timestamp can carry it', 2 * REQUEST_WINDOW_MS + 1, true],
  ])('%s its first use, a reloaded cache accepts the nonce again: %s', (_name, later, accepted) => {
    const store = new ExchangeStore(':memory:');
    expect(new NonceCache(store, NOW).use(key.publicKey, 'n1', NOW)).toBe(true);
    store.flushNonces();
    const reloaded = new NonceCache(store, NOW + later);
    expect([reloaded.use(key.publicKey, 'n1', NOW + later), reloaded.use(key.publicKey, 'n2', NOW + later)]).toEqual([
      accepted,
      true,
    ]);
  });

  it('forgets expired nonces in the store as it prunes', () => {
    const store = new ExchangeStore(':memory:');
    const cache = new NonceCache(store, NOW);
    cache.use(key.publicKey, 'old', NOW);
    store.flushNonces();
    cache.use(key.publicKey, 'new', NOW + 3 * REQUEST_WINDOW_MS);
    store.flushNonces();
    expect(store.recentNonces(0).map((n) => n.id)).toEqual([`${key.publicKey}:new`]);
  });
});

describe('spent wallet proofs over a store', () => {
  it.each([
    ['inside its window', PROOF_WINDOW_MS, false],
    ['once the proof is stale', PROOF_WINDOW_MS + 1, true],
  ])('a reloaded cache, %s, still refuses the proof: %s', (_name, later, accepted) => {
    const store = new ExchangeStore(':memory:');
    expect(new NonceCache(store, NOW).spendProof('p1', NOW + PROOF_WINDOW_MS, NOW)).toBe(true);
    store.flushNonces();
    const reloaded = new NonceCache(store, NOW + later);
    expect(reloaded.spendProof('p1', NOW + PROOF_WINDOW_MS, NOW + later)).toBe(accepted);
  });
  it('outlives the pruning of request nonces used at the same time', () => {
    const store = new ExchangeStore(':memory:');
    const cache = new NonceCache(store, NOW);
    cache.spendProof('p1', NOW + PROOF_WINDOW_MS, NOW);
    cache.use(key.publicKey, 'n1', NOW);
    store.flushNonces();
    cache.prune(NOW + 3 * REQUEST_WINDOW_MS);
    expect(store.recentNonces(0).map((n) => n.id)).toEqual(['proof:p1']);
    expect(cache.spendProof('p1', NOW + PROOF_WINDOW_MS, NOW + 3 * REQUEST_WINDOW_MS)).toBe(false);
  });
});

describe('verifyWalletProof', () => {
  const wallet = createKeyPair(new Uint8Array(32).fill(9));
  const act: WalletAction = { action: 'addApiKey', userId: '3', apiKey: key.publicKey, expiration: NOW + 1000 };
  const proof = walletProofFromKey(wallet, NOW, act);
  const wrapped = `APTOS\nmessage: ${walletMessage(proof.address, NOW, act)}\nnonce: 1`;
  it.each([
    ['a raw proof', proof, act, 'ok'],
    [
      'a wallet-standard envelope',
      { ...proof, fullMessage: wrapped, signature: signText(wallet.secretKey, wrapped) },
      act,
      'ok',
    ],
    [
      'a proof for another key',
      proof,
      { ...act, apiKey: other.publicKey },
      'unauthorized: wallet proof signs another message',
    ],
    [
      'a proof by another wallet',
      { ...proof, publicKey: other.publicKey },
      act,
      'unauthorized: public key does not match the wallet address',
    ],
    [
      'a forged signature',
      { ...proof, signature: signText(other.secretKey, proof.fullMessage) },
      act,
      'unauthorized: invalid wallet signature',
    ],
    ['a stale proof', walletProofFromKey(wallet, NOW - 10 * 60_000, act), act, 'unauthorized: wallet proof is stale'],
  ])('%s -> %s', (_n, p, a, expected) => {
    expect(failure(() => verifyWalletProof(p, a, NOW))).toBe(expected);
  });
});
