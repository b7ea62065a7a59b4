import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { ED25519_ORDER, hasCanonicalS, verifyEd25519 } from '#lib/wallet-connect/ed25519.ts';
import { filled, malleate } from './fixtures.ts';

const keys = nacl.sign.keyPair.fromSeed(filled(5, 32));
const message = Uint8Array.of(1, 2, 3);
const signature = nacl.sign.detached(message, keys.secretKey);

describe('verifyEd25519', () => {
  const malleable = malleate(signature);
  it('tweetnacl alone accepts the S + L form (why the check exists)', () => {
    expect(nacl.sign.detached.verify(message, malleable, keys.publicKey)).toBe(true);
  });
  it.each([
    ['the signature', signature, true],
    ['its S + L form', malleable, false],
    ['a signature over other bytes', nacl.sign.detached(Uint8Array.of(9), keys.secretKey), false],
    ['a short signature', signature.slice(0, 63), false],
  ])('%s -> %s', (_label, sig, expected) => {
    expect(verifyEd25519(message, sig, keys.publicKey)).toBe(expected);
  });
  it.each([
    ['S = L - 1', ED25519_ORDER - 1n, true],
    ['S = L', ED25519_ORDER, false],
    ['S = 2^256 - 1', 2n ** 256n - 1n, false],
  ])('hasCanonicalS(%s) is %s', (_label, s, expected) => {
    const sig = new Uint8Array(64);
    let t = s;
    for (let i = 32; i < 64; i += 1) {
      sig[i] = Number(t & 0xffn);
      t >>= 8n;
    }
    expect(hasCanonicalS(sig)).toBe(expected);
  });
});
