import { describe, expect, it } from 'vitest';
import {
  decodePopupRequest,
  encodePopupRequest,
  loadClientIdentitySeed,
  popupRequestChallenge,
  publicKeyOfSeed,
  signPopupRequest,
  verifyPopupRequest,
} from '#lib/wallet-connect/popup-request.ts';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';
import { ADDRESS, filled, hex, malleate, memoryStorage } from './fixtures.ts';

const body = { name: 'signMessage', version: 2, data: Uint8Array.of(1, 2, 3) };
const input = { id: '00000000-0000-4000-8000-000000000000', timestamp: 1700000000000, body };
const SEED = filled(7, 32);
const CHALLENGE =
  '18' +
  Buffer.from('SignedPopupWalletRequest').toString('hex') +
  '24' +
  Buffer.from(input.id).toString('hex') +
  '0068e5cf8b010000' + // u64 1700000000000
  '00' + // no account address
  '0b' +
  Buffer.from('signMessage').toString('hex') +
  '02' +
  '03010203';

describe('popup request challenge', () => {
  it.each([
    ['without account address', input, CHALLENGE],
    [
      'with account address',
      { ...input, accountAddress: ADDRESS },
      CHALLENGE.replace('0068e5cf8b01000000', `0068e5cf8b01000001${'11'.repeat(32)}`),
    ],
  ])('%s has the exact bytes', (_label, challengeInput, expected) => {
    expect(hex(popupRequestChallenge(challengeInput))).toBe(expected);
  });
});

describe('signed popup request', () => {
  const signed = signPopupRequest(SEED, input);
  it('is signed by the identity key with a deterministic Ed25519 signature', () => {
    expect(hex(signed.clientIdentityKey)).toBe('ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c');
    expect(hex(signed.signature)).toBe(
      '303836dc55770587c6ae05eb779cb9de748b68ea2f498a18e9e773129ca684dec525d998cb9c7a4b49a521ce77c9de946a30eda5957bbdb7c2023ada866e4606',
    );
    expect(verifyPopupRequest({ ...signed, body })).toBe(true);
  });
  it('refuses the malleable S + L form of the same signature, which tweetnacl alone would accept', () => {
    expect(verifyPopupRequest({ ...signed, body, signature: malleate(signed.signature) })).toBe(false);
  });
  it('encodes as base64url JSON without padding, in the peer key order', () => {
    const encoded = encodePopupRequest(signed);
    expect(encoded).not.toMatch(/[=+/]/);
    const json = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['body', 'clientIdentityKey', 'id', 'signature', 'timestamp']);
    expect(json.clientIdentityKey).toBe('6kpsY+KcUgq+9VB7Ey7F+ZVHdq6+vnuSQh7qaRRG0iw=');
    expect(json.body).toBe('eyJkYXRhIjoiQVFJRCIsIm5hbWUiOiJzaWduTWVzc2FnZSIsInZlcnNpb24iOjJ9');
    expect(decodePopupRequest(encoded)).toEqual(signed);
  });
  it('omits the body of a deferred (uploaded) request', () => {
    const { body: _omitted, ...deferred } = signed;
    expect(Object.keys(JSON.parse(Buffer.from(encodePopupRequest(deferred), 'base64url').toString('utf8')))).toEqual([
      'clientIdentityKey',
      'id',
      'signature',
      'timestamp',
    ]);
  });
  it.each([
    ['id', { ...signed, body, id: 'other' }],
    ['timestamp', { ...signed, body, timestamp: 1 }],
    ['body data', { ...signed, body: { ...body, data: Uint8Array.of(1, 2, 4) } }],
    ['body version', { ...signed, body: { ...body, version: 1 } }],
    ['signature', { ...signed, body, signature: Uint8Array.from(signed.signature, (b, i) => (i === 0 ? b ^ 1 : b)) }],
    ['key', { ...signed, body, clientIdentityKey: publicKeyOfSeed(filled(8, 32)) }],
    ['short signature', { ...signed, body, signature: signed.signature.slice(1) }],
  ])('fails verification when the %s changes', (_label, tampered) => {
    expect(verifyPopupRequest(tampered)).toBe(false);
  });
});

describe('client identity key', () => {
  it('is generated once and reused from storage', () => {
    const storage = memoryStorage();
    let calls = 0;
    const random = () => {
      calls += 1;
      return filled(calls, 32);
    };
    const first = loadClientIdentitySeed(storage, random);
    const second = loadClientIdentitySeed(storage, random);
    expect(calls).toBe(1);
    expect(hex(second)).toBe(hex(first));
    expect(storage.map.get(STORAGE_KEYS.clientIdentityKey)).toBe(`0x${'01'.repeat(32)}`);
  });
  it('reads the AIP-80 form the reference client stores', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.clientIdentityKey]: `ed25519-priv-0x${'05'.repeat(32)}` });
    expect(hex(loadClientIdentitySeed(storage, () => filled(9, 32)))).toBe('05'.repeat(32));
  });
  it.each([
    ['text that is no key', 'not a key'],
    ['a 31-byte hex key', `0x${'05'.repeat(31)}`],
    ['an empty string', ''],
    ['an AIP-80 prefix of another scheme', `secp256k1-priv-0x${'05'.repeat(32)}`],
  ])('a corrupt stored value (%s) is replaced by a new key, not thrown', (_label, stored) => {
    const storage = memoryStorage({ [STORAGE_KEYS.clientIdentityKey]: stored });
    expect(hex(loadClientIdentitySeed(storage, () => filled(9, 32)))).toBe('09'.repeat(32));
    expect(storage.map.get(STORAGE_KEYS.clientIdentityKey)).toBe(`0x${'09'.repeat(32)}`);
  });
  it("rejects a seed of the wrong size with 'bad seed size'", () => {
    expect(() => loadClientIdentitySeed(memoryStorage(), () => filled(1, 31))).toThrow(new Error('bad seed size'));
  });
});
