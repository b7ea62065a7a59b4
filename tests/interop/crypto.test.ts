import * as Peer from '@aptos-connect/wallet-api';
import * as PeerCrypto from '@identity-connect/crypto';
import * as Sdk5 from '@aptos-labs/ts-sdk';
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { openEnvelope, sealEnvelope } from '../../src/lib/wallet-connect/envelope/secured-envelope.ts';
import { decodePopupRequest, encodePopupRequest, popupRequestChallenge, signPopupRequest, verifyPopupRequest } from '../../src/lib/wallet-connect/popup-request.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const body = { name: 'signMessage', version: 2, data: Uint8Array.of(1, 2, 3) };
const input = { id: '7b1c7d8e-0000-4000-8000-000000000001', timestamp: 1700000000000, body };

describe('popup request signatures', () => {
  const seed = new Uint8Array(32).fill(7);
  it('our challenge equals the peer challenge', () => {
    expect(hex(popupRequestChallenge(input))).toBe(hex(Peer.makePopupWalletRequestChallenge(input)));
    const withAddress = { ...input, accountAddress: Sdk5.AccountAddress.from(`0x${'11'.repeat(32)}`) };
    expect(hex(popupRequestChallenge({ ...input, accountAddress: withAddress.accountAddress as never }))).toBe(hex(Peer.makePopupWalletRequestChallenge(withAddress)));
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
    const encoded = Peer.encodePopupWalletRequest({ body, clientIdentityKey: key.publicKey(), id: input.id, signature, timestamp: input.timestamp });
    expect(encoded).toBe(encodePopupRequest(signPopupRequest(seed, input)));
    const decoded = decodePopupRequest(encoded);
    expect(verifyPopupRequest({ ...decoded, body: decoded.body ?? body })).toBe(true);
  });
});

describe('secured envelope', () => {
  const sender = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(1));
  const receiver = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(2));
  const key = (bytes: Uint8Array, type: string) => ({ key: bytes, type }) as never;
  it('sealed by the peer, opened by ours', () => {
    const envelope = PeerCrypto.encryptAndSignEnvelope(
      key(sender.secretKey, 'Ed25519SecretKey'), key(sender.publicKey, 'Ed25519PublicKey'), key(receiver.publicKey, 'Ed25519PublicKey'),
      5, { kind: 'hello' }, { secret: 'from peer' },
    );
    const opened = openEnvelope(envelope, sender.publicKey, receiver.secretKey);
    expect(opened.privateMessage).toEqual({ secret: 'from peer' });
    expect(opened.publicMessage._metadata.sequence).toBe(5);
  });
  it('sealed by ours, opened by the peer', () => {
    const envelope = sealEnvelope({ senderSecretKey: sender.secretKey, receiverPublicKey: receiver.publicKey, sequence: 6, publicMessage: { kind: 'hi' }, privateMessage: { secret: 'from us' } });
    const opened = PeerCrypto.decryptEnvelope(key(sender.publicKey, 'Ed25519PublicKey'), key(receiver.secretKey, 'Ed25519SecretKey'), envelope);
    expect(opened.privateMessage).toEqual({ secret: 'from us' });
  });
  it.each([
    ['signature', (e: any) => ({ ...e, messageSignature: e.messageSignature.replace(/.$/, (c: string) => (c === '0' ? '1' : '0')) })],
    ['public message', (e: any) => ({ ...e, serializedPublicMessage: e.serializedPublicMessage.replace('"hi"', '"ho"') })],
  ])('a %s tampered after our sealing is rejected by the peer too', (_label, tamper) => {
    const envelope = sealEnvelope({ senderSecretKey: sender.secretKey, receiverPublicKey: receiver.publicKey, sequence: 1, publicMessage: { kind: 'hi' }, privateMessage: { secret: 's' } });
    const run = () => PeerCrypto.decryptEnvelope(key(sender.publicKey, 'Ed25519PublicKey'), key(receiver.secretKey, 'Ed25519SecretKey'), tamper(envelope));
    expect(run).toThrow('Could not verify SecuredEnvelope signature');
    expect(() => openEnvelope(tamper(envelope), sender.publicKey, receiver.secretKey)).toThrow('Could not verify SecuredEnvelope signature');
  });
  it('our X25519 conversion matches ed2curve for many keys', () => {
    for (let i = 1; i <= 20; i += 1) {
      const pair = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(i));
      const theirs = PeerCrypto.convertEd25519PublicKeyToX25519PublicKey(key(pair.publicKey, 'Ed25519PublicKey'), 'k').key;
      const envelope = sealEnvelope({ senderSecretKey: sender.secretKey, receiverPublicKey: pair.publicKey, sequence: i, publicMessage: {}, privateMessage: { i } });
      expect(PeerCrypto.decryptEnvelope(key(sender.publicKey, 'Ed25519PublicKey'), key(pair.secretKey, 'Ed25519SecretKey'), envelope).privateMessage).toEqual({ i });
      expect(theirs.length).toBe(32);
    }
  });
});
