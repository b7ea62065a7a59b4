/**
 * Signed requests through Web Crypto's native Ed25519 (signRequestAsync) carry the very signature tweetnacl makes
 * (Ed25519 is deterministic), which the exchange's verifier accepts; a runtime without Ed25519 falls back to
 * tweetnacl with the same bytes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestMessage } from '#lib/api/contract/auth.ts';
import { createKeyPair, signRequest, signRequestAsync, signText, signTextAsync, verifyText } from '#lib/api/signing.ts';
import { verifyTextNative } from '#server/exchange/api/ed25519.ts';

const BODY = JSON.stringify({ userId: 'alice', market: 'BTC-PERP', price: '95000', size: '1000000' });
const SEEDS = [new Uint8Array(32), new Uint8Array(32).fill(7), Uint8Array.from({ length: 32 }, (_, i) => i * 8)];

afterEach(() => vi.restoreAllMocks());

describe.each(SEEDS.map((seed, i) => [i, seed] as const))('session key %i', (_, seed) => {
  const key = createKeyPair(seed);

  it('signs a request with the same bytes as tweetnacl, and the exchange accepts it', async () => {
    const nonce = 'ab'.repeat(16);
    const native = await signRequestAsync(key, 'placePerpLimitOrder', BODY, 1_795_796_656_131, nonce);
    expect(native).toEqual(signRequest(key, 'placePerpLimitOrder', BODY, 1_795_796_656_131, nonce));
    const message = requestMessage('placePerpLimitOrder', native.timestamp, nonce, BODY);
    expect(verifyTextNative(key.publicKey, message, native.signature)).toBe(true);
    expect(verifyText(key.publicKey, message, native.signature)).toBe(true);
    // another body under the same signature fails: the signature covers the body
    expect(verifyTextNative(key.publicKey, `${message} `, native.signature)).toBe(false);
  });

  it('signs texts of every length the same way twice (the imported key is reused)', async () => {
    for (const text of ['', 'a', 'é€😀', 'x'.repeat(5000)]) {
      expect(await signTextAsync(key.secretKey, text)).toBe(signText(key.secretKey, text));
      expect(await signTextAsync(key.secretKey, text)).toBe(signText(key.secretKey, text));
    }
  });
});

describe('a runtime without native Ed25519', () => {
  it('falls back to tweetnacl with the same signature', async () => {
    vi.resetModules(); // a fresh module: it has not tried native Ed25519 yet
    const { signTextAsync: fresh } = await import('#lib/api/signing.ts');
    const key = createKeyPair(new Uint8Array(32).fill(3));
    const importKey = vi
      .spyOn(crypto.subtle, 'importKey')
      .mockRejectedValue(new DOMException('no', 'NotSupportedError'));
    expect(await fresh(key.secretKey, 'hello')).toBe(signText(key.secretKey, 'hello'));
    expect(await fresh(key.secretKey, 'hello again')).toBe(signText(key.secretKey, 'hello again'));
    // refused once, never asked again
    expect(importKey).toHaveBeenCalledTimes(1);
  });
});
