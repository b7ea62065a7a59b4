import * as Peer from '@aptos-connect/wallet-api';
import * as PeerCrypto from '@identity-connect/crypto';
import * as Sdk5 from '@aptos-labs/ts-sdk';
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import {
  envelopeDigest,
  openEnvelope,
  sealEnvelope,
  type SecuredEnvelopeTransport,
} from '../../src/lib/wallet-connect/envelope/secured-envelope.ts';
import { ed25519PublicKeyToX25519 } from '../../src/lib/wallet-connect/envelope/x25519.ts';
import {
  decodePopupRequest,
  encodePopupRequest,
  popupRequestChallenge,
  signPopupRequest,
  verifyPopupRequest,
} from '../../src/lib/wallet-connect/popup-request.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const body = { name: 'signMessage', version: 2, data: Uint8Array.of(1, 2, 3) };
const input = { id: '7b1c7d8e-0000-4000-8000-000000000001', timestamp: 1700000000000, body };

describe('popup request signatures', () => {
  const seed = new Uint8Array(32).fill(7);
  it('our challenge equals the peer challenge', () => {
    expect(hex(popupRequestChallenge(input))).toBe(hex(Peer.makePopupWalletRequestChallenge(input)));
    const withAddress = { ...input, accountAddress: Sdk5.AccountAddress.from(`0x${'11'.repeat(32)}`) };
    expect(hex(popupRequestChallenge({ ...input, accountAddress: withAddress.accountAddress as never }))).toBe(
      hex(Peer.makePopupWalletRequestChallenge(withAddress)),
    );
  });
  it('our encoded request decodes in the peer and its signature verifies there', () => {
    const encoded = encodePopupRequest(signPopupRequest(seed, input));
    const decoded = Peer.decodePopupWalletRequest(encoded) as Peer.SignedPopupWalletRequest;
    expect(decoded.id).toBe(input.id);
    const challenge = Peer.makePopupWalletRequestChallenge(decoded);
    expect(decoded.clientIdentityKey.verifySignature({ message: challenge, signature: decoded.signature })).toBe(true);
  });
  it('the peer encoded request decodes in ours and verifies', () => {
    const key = new Sdk5.Ed25519PrivateKey(seed);
    const signature = key.sign(Peer.makePopupWalletRequestChallenge(input));
    // Key order as the reference mini-app transport builds it.
    const encoded = Peer.encodePopupWalletRequest({
      body,
      clientIdentityKey: key.publicKey(),
      id: input.id,
      signature,
      timestamp: input.timestamp,
    });
    expect(encoded).toBe(encodePopupRequest(signPopupRequest(seed, input)));
    const decoded = decodePopupRequest(encoded);
    expect(verifyPopupRequest({ ...decoded, body: decoded.body ?? body })).toBe(true);
  });
});

/** S + L in place of S: the Ed25519 equation still holds, so only a canonical-S check tells the two apart. */
function malleate(signature: Uint8Array): Uint8Array {
  const L = 2n ** 252n + 27742317777372353535851937790883648493n;
  let t = BigInt(`0x${hex(signature.slice(32).reverse())}`) + L;
  const out = signature.slice();
  for (let i = 32; i < 64; i += 1) {
    out[i] = Number(t & 0xffn);
    t >>= 8n;
  }
  return out;
}

describe('the malleable S + L signature form is refused on both sides', () => {
  const seed = new Uint8Array(32).fill(7);
  it('popup request: the peer SDK and ours refuse it, tweetnacl alone would accept it', () => {
    const signed = signPopupRequest(seed, input);
    const forged = malleate(signed.signature);
    const challenge = popupRequestChallenge(input);
    expect(nacl.sign.detached.verify(challenge, forged, signed.clientIdentityKey)).toBe(true);
    const peerKey = new Sdk5.Ed25519PublicKey(signed.clientIdentityKey);
    expect(peerKey.verifySignature({ message: challenge, signature: new Sdk5.Ed25519Signature(forged) })).toBe(false);
    expect(verifyPopupRequest({ ...signed, body, signature: forged })).toBe(false);
  });
  it('secured envelope: the peer and ours refuse to open it', () => {
    const sender = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(1));
    const receiver = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(2));
    const envelope = sealEnvelope({
      senderSecretKey: sender.secretKey,
      receiverPublicKey: receiver.publicKey,
      sequence: 1,
      publicMessage: { kind: 'm' },
      privateMessage: { secret: 's' },
    });
    const forged = {
      ...envelope,
      messageSignature: `0x${hex(malleate(Buffer.from(envelope.messageSignature.slice(2), 'hex')))}`,
    };
    const key = (bytes: Uint8Array, type: string) => ({ key: bytes, type }) as never;
    expect(() =>
      PeerCrypto.decryptEnvelope(
        key(sender.publicKey, 'Ed25519PublicKey'),
        key(receiver.secretKey, 'Ed25519SecretKey'),
        forged,
      ),
    ).toThrow();
    expect(() => openEnvelope(forged, sender.publicKey, receiver.secretKey)).toThrow(
      'Could not verify SecuredEnvelope signature',
    );
    expect(openEnvelope(envelope, sender.publicKey, receiver.secretKey).privateMessage).toEqual({ secret: 's' });
  });
});

describe('secured envelope', () => {
  const sender = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(1));
  const receiver = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(2));
  const key = (bytes: Uint8Array, type: string) => ({ key: bytes, type }) as never;
  it('sealed by the peer, opened by ours', () => {
    const envelope = PeerCrypto.encryptAndSignEnvelope(
      key(sender.secretKey, 'Ed25519SecretKey'),
      key(sender.publicKey, 'Ed25519PublicKey'),
      key(receiver.publicKey, 'Ed25519PublicKey'),
      5,
      { kind: 'hello' },
      { secret: 'from peer' },
    );
    const opened = openEnvelope(envelope, sender.publicKey, receiver.secretKey);
    expect(opened.privateMessage).toEqual({ secret: 'from peer' });
    expect(opened.publicMessage._metadata.sequence).toBe(5);
  });
  it('sealed by ours, opened by the peer', () => {
    const envelope = sealEnvelope({
      senderSecretKey: sender.secretKey,
      receiverPublicKey: receiver.publicKey,
      sequence: 6,
      publicMessage: { kind: 'hi' },
      privateMessage: { secret: 'from us' },
    });
    const opened = PeerCrypto.decryptEnvelope(
      key(sender.publicKey, 'Ed25519PublicKey'),
      key(receiver.secretKey, 'Ed25519SecretKey'),
      envelope,
    );
    expect(opened.privateMessage).toEqual({ secret: 'from us' });
  });
  // Every tamper case both implementations check, opened by both: the same rejection with the same message.
  // Left out on purpose: the receiver key in _metadata (the peer does not compare it; we reject it) and a decrypted
  // private part that is not a JSON object (the peer returns it; we reject it): ours is the stricter side there.
  const peerOpen = (envelope: unknown) => () =>
    PeerCrypto.decryptEnvelope(
      key(sender.publicKey, 'Ed25519PublicKey'),
      key(receiver.secretKey, 'Ed25519SecretKey'),
      envelope as never,
    );
  const ourOpen = (envelope: SecuredEnvelopeTransport) => () =>
    openEnvelope(envelope, sender.publicKey, receiver.secretKey);
  const good = sealEnvelope({
    senderSecretKey: sender.secretKey,
    receiverPublicKey: receiver.publicKey,
    sequence: 1,
    publicMessage: { kind: 'hi' },
    privateMessage: { secret: 's' },
  });
  const enc = good.encryptedPrivateMessage;
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  const flip = (value: string) => b64(Uint8Array.from(Buffer.from(value, 'base64'), (b, i) => (i === 0 ? b ^ 1 : b)));
  const editPublic = (edit: (pub: Record<string, any>) => void) => {
    const pub = JSON.parse(good.serializedPublicMessage) as Record<string, any>;
    edit(pub);
    return JSON.stringify(pub);
  };
  const edited = (edit: (pub: Record<string, any>) => void): SecuredEnvelopeTransport => ({
    ...good,
    serializedPublicMessage: editPublic(edit),
  });
  const resigned = (edit: (pub: Record<string, any>) => void, signer = sender.secretKey): SecuredEnvelopeTransport => {
    const serializedPublicMessage = editPublic(edit);
    const digest = envelopeDigest(Buffer.from(serializedPublicMessage), Buffer.from(enc.securedB64, 'base64'));
    return { ...good, serializedPublicMessage, messageSignature: `0x${hex(nacl.sign.detached(digest, signer))}` };
  };
  const stranger = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(3));
  const messageOf = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  };
  const SIGNATURE = 'Could not verify SecuredEnvelope signature';
  it.each([
    [
      'signature',
      { ...good, messageSignature: good.messageSignature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
      SIGNATURE,
    ],
    ['public message', edited((p) => (p.kind = 'ho')), SIGNATURE],
    ['secured bytes', { ...good, encryptedPrivateMessage: { ...enc, securedB64: flip(enc.securedB64) } }, SIGNATURE],
    ['sequence', edited((p) => (p._metadata.sequence = 2)), SIGNATURE],
    ['timestamp', edited((p) => (p._metadata.timestampMillis += 1)), SIGNATURE],
    [
      'receiver key in metadata',
      edited((p) => (p._metadata.receiverEd25519PublicKeyB64 = b64(stranger.publicKey))),
      SIGNATURE,
    ],
    [
      'sender key in metadata',
      edited((p) => (p._metadata.senderEd25519PublicKeyB64 = b64(stranger.publicKey))),
      SIGNATURE,
    ],
    [
      'sender X25519 key in metadata',
      edited((p) => (p._metadata.senderX25519PublicKeyB64 = b64(new Uint8Array(32).fill(5)))),
      SIGNATURE,
    ],
    ['signer (a stranger re-signed it)', resigned(() => undefined, stranger.secretKey), SIGNATURE],
    [
      'nonce',
      { ...good, encryptedPrivateMessage: { ...enc, nonceB64: flip(enc.nonceB64) } },
      'Could not decrypt message',
    ],
    [
      'nonce size',
      { ...good, encryptedPrivateMessage: { ...enc, nonceB64: b64(new Uint8Array(23)) } },
      'Could not decrypt message: bad nonce size',
    ],
    [
      'sender X25519 key (re-signed)',
      resigned((p) => (p._metadata.senderX25519PublicKeyB64 = b64(new Uint8Array(32).fill(5)))),
      'Could not decrypt message',
    ],
    [
      'sender X25519 key size (re-signed)',
      resigned((p) => (p._metadata.senderX25519PublicKeyB64 = b64(new Uint8Array(31).fill(5)))),
      'Could not decrypt message: bad public key size',
    ],
    [
      'sender key in metadata (re-signed)',
      resigned((p) => (p._metadata.senderEd25519PublicKeyB64 = b64(stranger.publicKey))),
      'senderEd25519PublicKey in envelope does not match provided receiverEd25519SecretKey',
    ],
    [
      'extra metadata field (re-signed)',
      resigned((p) => (p._metadata.extra = 1)),
      'PublicMessage metadata fields do not conform to spec: extra(extra)',
    ],
    [
      'missing metadata field (re-signed)',
      resigned((p) => delete p._metadata.sequence),
      'PublicMessage metadata fields do not conform to spec: missing(sequence)',
    ],
    [
      'extra and missing (re-signed)',
      resigned((p) => {
        p._metadata.a = 1;
        delete p._metadata.timestampMillis;
      }),
      'PublicMessage metadata fields do not conform to spec: extra(a), missing(timestampMillis)',
    ],
    [
      'public field overlapping the private one (re-signed)',
      resigned((p) => (p.secret = 'public')),
      'Field secret appears in both private and public message fields',
    ],
  ])('a changed %s is rejected by the peer and by ours with the same message', (_label, envelope, message) => {
    expect([messageOf(peerOpen(envelope)), messageOf(ourOpen(envelope))]).toEqual([message, message]);
  });
  it('the untouched envelope opens in both (the rows above fail for their change alone)', () => {
    expect(peerOpen(good)().privateMessage).toEqual({ secret: 's' });
    expect(ourOpen(good)().privateMessage).toEqual({ secret: 's' });
  });
  it('our X25519 conversion equals ed2curve byte for byte, and both refuse the same off-curve keys', () => {
    const keys = [
      ...Array.from({ length: 24 }, (_, i) => nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(i + 1)).publicKey),
      ...Array.from({ length: 256 }, (_, i) => new Uint8Array(32).fill(i)),
      Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 2 : 0)),
    ];
    const results = keys.map((bytes) => {
      let theirs: string | null;
      try {
        theirs = hex(PeerCrypto.convertEd25519PublicKeyToX25519PublicKey(key(bytes, 'Ed25519PublicKey'), 'k').key);
      } catch {
        theirs = null;
      }
      const ours = ed25519PublicKeyToX25519(bytes);
      return [hex(bytes), ours === null ? null : hex(ours), theirs];
    });
    for (const [input, ours, theirs] of results) expect({ input, ours }).toEqual({ input, ours: theirs });
    expect(results.filter(([, ours]) => ours === null).length).toBeGreaterThan(0);
    expect(results.filter(([, ours]) => ours !== null).length).toBeGreaterThan(24);
  });
});
