import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import {
  envelopeDigest,
  openEnvelope,
  sealEnvelope,
  type SecuredEnvelopeTransport,
} from '#lib/wallet-connect/envelope/secured-envelope.ts';
import { ed25519PublicKeyToX25519 } from '#lib/wallet-connect/envelope/x25519.ts';
import { filled, hex, malleate } from './fixtures.ts';

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

/** Signs `serializedPublicMessage` over the envelope's secured bytes, so checks after the signature are reached. */
function resignedText(envelope: SecuredEnvelopeTransport, serializedPublicMessage: string, signer = sender.secretKey) {
  const digest = envelopeDigest(
    Buffer.from(serializedPublicMessage),
    Buffer.from(envelope.encryptedPrivateMessage.securedB64, 'base64'),
  );
  return { ...envelope, serializedPublicMessage, messageSignature: `0x${hex(nacl.sign.detached(digest, signer))}` };
}

/** Rewrites the public part and signs it again with the sender key. */
function resigned(
  envelope: SecuredEnvelopeTransport,
  edit: (pub: Record<string, any>) => void,
  signer = sender.secretKey,
) {
  const pub = JSON.parse(envelope.serializedPublicMessage) as Record<string, any>;
  edit(pub);
  return resignedText(envelope, JSON.stringify(pub), signer);
}

/** Rewrites the public part without signing it again (the signature no longer matches). */
function edited(envelope: SecuredEnvelopeTransport, edit: (pub: Record<string, any>) => void) {
  const pub = JSON.parse(envelope.serializedPublicMessage) as Record<string, any>;
  edit(pub);
  return { ...envelope, serializedPublicMessage: JSON.stringify(pub) };
}

/** A correctly sealed and signed envelope around arbitrary plaintext bytes (what a broken or hostile sender could send). */
function sealRaw(plaintext: Uint8Array): SecuredEnvelopeTransport {
  const ephemeral = nacl.box.keyPair.fromSecretKey(filled(9, 32));
  const nonce = filled(10, 24);
  const secured = nacl.box(plaintext, nonce, ed25519PublicKeyToX25519(receiver.publicKey)!, ephemeral.secretKey);
  const metadata = {
    receiverEd25519PublicKeyB64: b64(receiver.publicKey),
    senderEd25519PublicKeyB64: b64(sender.publicKey),
    senderX25519PublicKeyB64: b64(ephemeral.publicKey),
    sequence: 3,
    timestampMillis: 1700000000000,
  };
  const envelope = {
    encryptedPrivateMessage: { nonceB64: b64(nonce), securedB64: b64(secured) },
    messageSignature: '',
    serializedPublicMessage: '',
  };
  return resignedText(envelope, JSON.stringify({ kind: 'x', _metadata: metadata }));
}

/** The name and exact message of what `run` throws. */
function thrown(run: () => unknown): { name: string; message: string } {
  try {
    run();
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
  throw new Error('expected a throw');
}

describe('sealing', () => {
  it('produces the exact envelope for fixed keys, randomness and time', () => {
    expect(seal()).toEqual({
      encryptedPrivateMessage: {
        nonceB64: 'CgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK',
        securedB64: 'XXhURFO/xbZ61mcHYsVb0PD+f9fnLxGqusILjqvr',
      },
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
  it("refuses the malleable S + L form of the envelope's signature", () => {
    const envelope = seal();
    const signature = Buffer.from(envelope.messageSignature.slice(2), 'hex');
    const malleable = `0x${Buffer.from(malleate(signature)).toString('hex')}`;
    expect(() =>
      openEnvelope({ ...envelope, messageSignature: malleable }, sender.publicKey, receiver.secretKey),
    ).toThrow('Could not verify SecuredEnvelope signature');
  });
  it('converts the receiver key to X25519 with the ed2curve map', () => {
    expect(hex(ed25519PublicKeyToX25519(receiver.publicKey)!)).toBe(
      '60346e7c911a5f6ba154129174cafe75b294ac3bbd5549632f48cec6266f8410',
    );
  });
  it.each([
    [
      'overlapping fields',
      { privateMessage: { kind: 'y' } },
      'Field kind appears in both private and public message fields',
    ],
    ['a 63-byte sender secret key', { senderSecretKey: sender.secretKey.slice(1) }, 'bad secret key size'],
    ['a 31-byte receiver public key', { receiverPublicKey: receiver.publicKey.slice(1) }, 'bad public key size'],
    ['a 23-byte nonce', { randomBytes: (n: number) => filled(4, n === 24 ? 23 : n) }, 'bad nonce size'],
    [
      'a receiver key off the curve',
      { receiverPublicKey: filled(0, 32).fill(2, 0, 1) },
      'receiver public key is not a valid Ed25519 public key',
    ],
  ])('rejects %s', (_label, overrides, message) => {
    expect(thrown(() => seal(overrides)).message).toBe(message);
  });
});

const SIGNATURE = 'Could not verify SecuredEnvelope signature';
const DECRYPT = 'Could not decrypt message';
const NOT_OBJECT = 'Could not decrypt message: private message is not a JSON object';
const ALL_MISSING =
  'PublicMessage metadata fields do not conform to spec: missing(receiverEd25519PublicKeyB64, senderEd25519PublicKeyB64, senderX25519PublicKeyB64, sequence, timestampMillis)';

describe('opening a tampered envelope', () => {
  const good = seal();
  const enc = good.encryptedPrivateMessage;
  const open = (envelope: SecuredEnvelopeTransport) => () =>
    openEnvelope(envelope, sender.publicKey, receiver.secretKey);
  it.each([
    // Signed parts changed without signing again.
    ['secured bytes', { ...good, encryptedPrivateMessage: { ...enc, securedB64: flipB64(enc.securedB64) } }, SIGNATURE],
    ['signature', { ...good, messageSignature: good.messageSignature.replace(/^0x8d/, '0x8c') }, SIGNATURE],
    ['signature (not hex)', { ...good, messageSignature: '0xzz' }, SIGNATURE],
    [
      'public message',
      { ...good, serializedPublicMessage: good.serializedPublicMessage.replace('"x"', '"y"') },
      SIGNATURE,
    ],
    ['sequence', edited(good, (p) => (p._metadata.sequence = 4)), SIGNATURE],
    ['timestamp', edited(good, (p) => (p._metadata.timestampMillis += 1)), SIGNATURE],
    [
      'receiver key in metadata',
      edited(good, (p) => (p._metadata.receiverEd25519PublicKeyB64 = b64(stranger.publicKey))),
      SIGNATURE,
    ],
    [
      'sender key in metadata',
      edited(good, (p) => (p._metadata.senderEd25519PublicKeyB64 = b64(stranger.publicKey))),
      SIGNATURE,
    ],
    [
      'sender X25519 key in metadata',
      edited(good, (p) => (p._metadata.senderX25519PublicKeyB64 = b64(filled(5, 32)))),
      SIGNATURE,
    ],
    ['public message (not JSON)', { ...good, serializedPublicMessage: '{"kind":' }, SIGNATURE],
    [
      'secured bytes (not base64)',
      { ...good, encryptedPrivateMessage: { ...enc, securedB64: '*not base64*' } },
      SIGNATURE,
    ],
    ['signed by someone else', resigned(good, () => undefined, stranger.secretKey), SIGNATURE],
    // The nonce is not signed: a changed one fails decryption.
    ['nonce', { ...good, encryptedPrivateMessage: { ...enc, nonceB64: flipB64(enc.nonceB64) } }, DECRYPT],
    ['nonce (not base64)', { ...good, encryptedPrivateMessage: { ...enc, nonceB64: '*not base64*' } }, DECRYPT],
    [
      'nonce size',
      { ...good, encryptedPrivateMessage: { ...enc, nonceB64: b64(filled(1, 23)) } },
      'Could not decrypt message: bad nonce size',
    ],
    // Signed again by the sender: the checks after the signature must catch these.
    [
      'public message (malformed JSON, re-signed)',
      resignedText(good, '{"kind":'),
      'serializedPublicMessage is not a JSON object',
    ],
    [
      'public message (a JSON array, re-signed)',
      resignedText(good, '[1,2]'),
      'serializedPublicMessage is not a JSON object',
    ],
    [
      'public message (JSON null, re-signed)',
      resignedText(good, 'null'),
      'serializedPublicMessage is not a JSON object',
    ],
    ['_metadata absent (re-signed)', resigned(good, (p) => delete p._metadata), ALL_MISSING],
    ['_metadata null (re-signed)', resigned(good, (p) => (p._metadata = null)), ALL_MISSING],
    ['_metadata a string (re-signed)', resigned(good, (p) => (p._metadata = 'meta')), ALL_MISSING],
    ['_metadata an array (re-signed)', resigned(good, (p) => (p._metadata = [p._metadata])), ALL_MISSING],
    [
      'sender X25519 key (re-signed)',
      resigned(good, (p) => (p._metadata.senderX25519PublicKeyB64 = b64(filled(5, 32)))),
      DECRYPT,
    ],
    [
      'sender X25519 key (not base64, re-signed)',
      resigned(good, (p) => (p._metadata.senderX25519PublicKeyB64 = '*not base64*')),
      DECRYPT,
    ],
    [
      'sender X25519 key (a number, re-signed)',
      resigned(good, (p) => (p._metadata.senderX25519PublicKeyB64 = 5)),
      DECRYPT,
    ],
    [
      'sender X25519 key size (re-signed)',
      resigned(good, (p) => (p._metadata.senderX25519PublicKeyB64 = b64(filled(5, 31)))),
      'Could not decrypt message: bad public key size',
    ],
    [
      'sender X25519 key absent (re-signed)',
      resigned(good, (p) => delete p._metadata.senderX25519PublicKeyB64),
      'PublicMessage metadata fields do not conform to spec: missing(senderX25519PublicKeyB64)',
    ],
    [
      'sender key in metadata (re-signed)',
      resigned(good, (p) => (p._metadata.senderEd25519PublicKeyB64 = b64(stranger.publicKey))),
      'senderEd25519PublicKey in envelope does not match provided receiverEd25519SecretKey',
    ],
    [
      'receiver key in metadata (re-signed)',
      resigned(good, (p) => (p._metadata.receiverEd25519PublicKeyB64 = b64(stranger.publicKey))),
      'receiverEd25519PublicKey in envelope does not match provided receiverEd25519SecretKey',
    ],
    [
      'extra metadata field (re-signed)',
      resigned(good, (p) => (p._metadata.extra = 1)),
      'PublicMessage metadata fields do not conform to spec: extra(extra)',
    ],
    [
      'missing metadata field (re-signed)',
      resigned(good, (p) => delete p._metadata.sequence),
      'PublicMessage metadata fields do not conform to spec: missing(sequence)',
    ],
    [
      'extra and missing (re-signed)',
      resigned(good, (p) => {
        p._metadata.a = 1;
        delete p._metadata.timestampMillis;
      }),
      'PublicMessage metadata fields do not conform to spec: extra(a), missing(timestampMillis)',
    ],
    [
      'public field overlapping the private one (re-signed)',
      resigned(good, (p) => (p.secret = 'public')),
      'Field secret appears in both private and public message fields',
    ],
  ])('rejects a changed %s', (_label, envelope, message) => {
    expect(thrown(open(envelope as SecuredEnvelopeTransport))).toEqual({ name: 'SecuredEnvelopeError', message });
  });
  it.each([
    ['a number', '5'],
    ['null', 'null'],
    ['an array', '[1]'],
    ['a string', '"secret"'],
    ['text that is not JSON', 'secret'],
    ['bytes that are not UTF-8', '\xff'],
  ])('rejects a decrypted private part that is %s', (_label, plaintext) => {
    const bytes = plaintext === '\xff' ? Uint8Array.of(0xff) : new TextEncoder().encode(plaintext);
    expect(thrown(open(sealRaw(bytes)))).toEqual({ name: 'SecuredEnvelopeError', message: NOT_OBJECT });
  });
  it('opens the same hand-built envelope around a JSON object (the rows above fail for their plaintext alone)', () => {
    expect(
      openEnvelope(sealRaw(new TextEncoder().encode('{"secret":"s"}')), sender.publicKey, receiver.secretKey)
        .privateMessage,
    ).toEqual({ secret: 's' });
  });
  it.each([
    [
      'a 63-byte signature',
      () =>
        openEnvelope(
          { ...good, messageSignature: good.messageSignature.slice(0, -2) },
          sender.publicKey,
          receiver.secretKey,
        ),
      'bad signature size',
    ],
    ['the wrong sender key', () => openEnvelope(good, stranger.publicKey, receiver.secretKey), SIGNATURE],
    [
      'the wrong receiver secret',
      () => openEnvelope(good, sender.publicKey, stranger.secretKey),
      'receiverEd25519PublicKey in envelope does not match provided receiverEd25519SecretKey',
    ],
    [
      'a 31-byte sender key',
      () => openEnvelope(good, sender.publicKey.slice(1), receiver.secretKey),
      'bad public key size',
    ],
    [
      'a 32-byte receiver secret',
      () => openEnvelope(good, sender.publicKey, receiver.secretKey.slice(32)),
      'bad secret key size',
    ],
  ])('rejects opening with %s', (_label, run, message) => {
    expect(thrown(run).message).toBe(message);
  });
});
