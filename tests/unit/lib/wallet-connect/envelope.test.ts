import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import {
  envelopeDigest,
  openEnvelope,
  sealEnvelope,
  type SecuredEnvelopeTransport,
} from '../../../../src/lib/wallet-connect/envelope/secured-envelope.ts';
import { ed25519PublicKeyToX25519 } from '../../../../src/lib/wallet-connect/envelope/x25519.ts';
import { filled, hex } from './fixtures.ts';

const sender = nacl.sign.keyPair.fromSeed(filled(1, 32));
const receiver = nacl.sign.keyPair.fromSeed(filled(2, 32));
const stranger = nacl.sign.keyPair.fromSeed(filled(3, 32));
const counterRandom = () => {
  let next = 9;
  return (length: number) => filled(next++, length);
};
const seal = (overrides: Partial<Parameters<typeof sealEnvelope>[0]> = {}) =>
  sealEnvelope({
    senderSecretKey: sender.secretKey,
    receiverPublicKey: receiver.publicKey,
    sequence: 3,
    publicMessage: { kind: 'x' },
    privateMessage: { secret: 's' },
    now: () => 1700000000000,
    randomBytes: counterRandom(),
    ...overrides,
  });
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const flipB64 = (value: string) => b64(Uint8Array.from(Buffer.from(value, 'base64'), (b, i) => (i === 0 ? b ^ 1 : b)));

/** Rewrites the public part and signs it again with the sender key, so checks after the signature are reached. */
function resigned(envelope: SecuredEnvelopeTransport, edit: (pub: Record<string, any>) => void, signer = sender.secretKey) {
  const pub = JSON.parse(envelope.serializedPublicMessage) as Record<string, any>;
  edit(pub);
  const serializedPublicMessage = JSON.stringify(pub);
  const digest = envelopeDigest(Buffer.from(serializedPublicMessage), Buffer.from(envelope.encryptedPrivateMessage.securedB64, 'base64'));
  return { ...envelope, serializedPublicMessage, messageSignature: `0x${hex(nacl.sign.detached(digest, signer))}` };
}

describe('sealing', () => {
  it('produces the exact envelope for fixed keys, randomness and time', () => {
    expect(seal()).toEqual({
      encryptedPrivateMessage: { nonceB64: 'CgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK', securedB64: 'XXhURFO/xbZ61mcHYsVb0PD+f9fnLxGqusILjqvr' },
      messageSignature:
        '0x8d1b4133f7b52cc60637cc6aaa2e0f50f9ad86b94a629fad8d0886823997414184d3ab195606c9691a6409d4c65c8b641de334ac528b845e05fc6b48caceb808',
      serializedPublicMessage:
        '{"kind":"x","_metadata":{"receiverEd25519PublicKeyB64":"gTl3Dqh9F19Wo1Rmw0x+zMuNipG07jeiXfYPW4/Js5Q=",' +
        '"senderEd25519PublicKeyB64":"iojj3XQJ8ZX9UtstPLpdcspnCb8dlBIb83SIAbQPb1w=",' +
        '"senderX25519PublicKeyB64":"V9tLNZ8jrl4Ubk4lEgVnBHIlBjSMFQwUdT0Mkz0E1CE=","sequence":3,"timestampMillis":1700000000000}}',
    });
  });
  it('opens back to both parts', () => {
    const opened = openEnvelope(seal(), sender.publicKey, receiver.secretKey);
    expect(opened.privateMessage).toEqual({ secret: 's' });
    expect(opened.publicMessage.kind).toBe('x');
    expect(opened.publicMessage._metadata.sequence).toBe(3);
  });
  it('converts the receiver key to X25519 with the ed2curve map', () => {
    expect(hex(ed25519PublicKeyToX25519(receiver.publicKey)!)).toBe('60346e7c911a5f6ba154129174cafe75b294ac3bbd5549632f48cec6266f8410');
  });
  it.each([
    ['overlapping fields', { privateMessage: { kind: 'y' } }, 'Field kind appears in both private and public message fields'],
    ['a 63-byte sender secret key', { senderSecretKey: sender.secretKey.slice(1) }, 'bad secret key size'],
    ['a 31-byte receiver public key', { receiverPublicKey: receiver.publicKey.slice(1) }, 'bad public key size'],
    ['a 23-byte nonce', { randomBytes: (n: number) => filled(4, n === 24 ? 23 : n) }, 'bad nonce size'],
    ['a receiver key off the curve', { receiverPublicKey: filled(0, 32).fill(2, 0, 1) }, 'receiver public key is not a valid Ed25519 public key'],
  ])('rejects %s', (_label, overrides, message) => {
    expect(() => seal(overrides)).toThrow(message);
  });
});

describe('opening a tampered envelope', () => {
  const good = seal();
  const bad = (envelope: SecuredEnvelopeTransport) => () => openEnvelope(envelope, sender.publicKey, receiver.secretKey);
  it.each([
    ['secured bytes', { ...good, encryptedPrivateMessage: { ...good.encryptedPrivateMessage, securedB64: flipB64(good.encryptedPrivateMessage.securedB64) } }, 'Could not verify SecuredEnvelope signature'],
    ['signature', { ...good, messageSignature: good.messageSignature.replace(/^0x8d/, '0x8c') }, 'Could not verify SecuredEnvelope signature'],
    ['signature (not hex)', { ...good, messageSignature: '0xzz' }, 'Could not verify SecuredEnvelope signature'],
    ['signature (63 bytes)', { ...good, messageSignature: good.messageSignature.slice(0, -2) }, 'bad signature size'],
    ['public message', { ...good, serializedPublicMessage: good.serializedPublicMessage.replace('"x"', '"y"') }, 'Could not verify SecuredEnvelope signature'],
    ['sequence', { ...good, serializedPublicMessage: good.serializedPublicMessage.replace('"sequence":3', '"sequence":4') }, 'Could not verify SecuredEnvelope signature'],
    ['timestamp', { ...good, serializedPublicMessage: good.serializedPublicMessage.replace('1700000000000', '1700000000001') }, 'Could not verify SecuredEnvelope signature'],
    ['nonce (not signed, fails decryption)', { ...good, encryptedPrivateMessage: { ...good.encryptedPrivateMessage, nonceB64: flipB64(good.encryptedPrivateMessage.nonceB64) } }, 'Could not decrypt message'],
    ['nonce size', { ...good, encryptedPrivateMessage: { ...good.encryptedPrivateMessage, nonceB64: b64(filled(1, 23)) } }, 'bad nonce size'],
    ['sender X25519 key (re-signed)', resigned(good, (p) => (p._metadata.senderX25519PublicKeyB64 = b64(filled(5, 32)))), 'Could not decrypt message'],
    ['sender X25519 key size (re-signed)', resigned(good, (p) => (p._metadata.senderX25519PublicKeyB64 = b64(filled(5, 31)))), 'bad key size'],
    ['sender key in metadata (re-signed)', resigned(good, (p) => (p._metadata.senderEd25519PublicKeyB64 = b64(stranger.publicKey))), 'senderEd25519PublicKey in envelope does not match provided receiverEd25519SecretKey'],
    ['receiver key in metadata (re-signed)', resigned(good, (p) => (p._metadata.receiverEd25519PublicKeyB64 = b64(stranger.publicKey))), 'receiverEd25519PublicKey in envelope does not match provided receiverEd25519SecretKey'],
    ['extra metadata field (re-signed)', resigned(good, (p) => (p._metadata.extra = 1)), 'PublicMessage metadata fields do not conform to spec: extra(extra)'],
    ['missing metadata field (re-signed)', resigned(good, (p) => delete p._metadata.sequence), 'PublicMessage metadata fields do not conform to spec: missing(sequence)'],
    ['extra and missing (re-signed)', resigned(good, (p) => { p._metadata.a = 1; delete p._metadata.timestampMillis; }), 'PublicMessage metadata fields do not conform to spec: extra(a), missing(timestampMillis)'],
    ['public field overlapping the private one (re-signed)', resigned(good, (p) => (p.secret = 'public')), 'Field secret appears in both private and public message fields'],
    ['signed by someone else', resigned(good, () => undefined, stranger.secretKey), 'Could not verify SecuredEnvelope signature'],
  ])('rejects a changed %s', (_label, envelope, message) => {
    expect(bad(envelope as SecuredEnvelopeTransport)).toThrow(message);
  });
  it.each([
    ['the wrong sender key', () => openEnvelope(good, stranger.publicKey, receiver.secretKey), 'Could not verify SecuredEnvelope signature'],
    ['the wrong receiver secret', () => openEnvelope(good, sender.publicKey, stranger.secretKey), 'receiverEd25519PublicKey in envelope does not match provided receiverEd25519SecretKey'],
    ['a 31-byte sender key', () => openEnvelope(good, sender.publicKey.slice(1), receiver.secretKey), 'bad public key size'],
    ['a 32-byte receiver secret', () => openEnvelope(good, sender.publicKey, receiver.secretKey.slice(32)), 'bad secret key size'],
  ])('rejects opening with %s', (_label, run, message) => {
    expect(run).toThrow(message);
  });
});
