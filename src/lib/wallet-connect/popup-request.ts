/** The signed popup (mini-app) request: who asks (client identity key), what (body), signed over a BCS challenge. */
import { AccountAddress, Ed25519PrivateKey, Serializer } from '@aptos-labs/ts-sdk';
import nacl from 'tweetnacl';
import { STORAGE_KEYS, type KeyValueStorage } from '#lib/storage/keys.ts';
import {
  base64ToBytes,
  base64urlToBytes,
  bytesToBase64,
  bytesToBase64url,
  bytesToHex,
  utf8,
} from './encoding/base64.ts';
import { verifyEd25519 } from './ed25519.ts';
import type { SerializedWalletRequest } from './serialize/requests.ts';
import { decodeWalletRequestBody, encodeWalletRequestBody } from './serialize/url.ts';

/** A popup request signed by the client identity key; `body` is absent when it was uploaded separately. */
export interface SignedPopupRequest {
  readonly body?: SerializedWalletRequest;
  readonly clientIdentityKey: Uint8Array;
  readonly id: string;
  readonly signature: Uint8Array;
  readonly timestamp: number;
}

/** What the challenge covers (the account address is part of the challenge only, never of the JSON form). */
export interface PopupChallengeInput {
  readonly id: string;
  readonly timestamp: number;
  readonly body: SerializedWalletRequest;
  readonly accountAddress?: AccountAddress;
}

/** BCS("SignedPopupWalletRequest", str id, u64 timestamp, Option<address>, str name, u8 version, bytes data). */
export function popupRequestChallenge({ id, timestamp, body, accountAddress }: PopupChallengeInput): Uint8Array {
  const serializer = new Serializer();
  serializer.serializeStr('SignedPopupWalletRequest');
  serializer.serializeStr(id);
  serializer.serializeU64(timestamp);
  serializer.serializeBool(accountAddress !== undefined);
  if (accountAddress !== undefined) serializer.serialize(accountAddress);
  serializer.serializeStr(body.name);
  serializer.serializeU8(body.version);
  serializer.serializeBytes(body.data);
  return serializer.toUint8Array();
}

/** Signs a request with the client identity key (32-byte seed). */
export function signPopupRequest(seed: Uint8Array, input: PopupChallengeInput): SignedPopupRequest {
  const keyPair = nacl.sign.keyPair.fromSeed(seed);
  const signature = nacl.sign.detached(popupRequestChallenge(input), keyPair.secretKey);
  return {
    body: input.body,
    clientIdentityKey: keyPair.publicKey,
    id: input.id,
    signature,
    timestamp: input.timestamp,
  };
}

/** True when the signature over the challenge verifies against the request's client identity key (canonical S only). */
export function verifyPopupRequest(
  request: SignedPopupRequest & { body: SerializedWalletRequest },
  accountAddress?: AccountAddress,
): boolean {
  if (request.clientIdentityKey.length !== nacl.sign.publicKeyLength) return false;
  if (request.signature.length !== nacl.sign.signatureLength) return false;
  const challenge = popupRequestChallenge({ ...request, ...(accountAddress === undefined ? {} : { accountAddress }) });
  return verifyEd25519(challenge, request.signature, request.clientIdentityKey);
}

/** base64url (no padding) of the JSON {body?, clientIdentityKey, id, signature, timestamp} in the peer's key order. */
export function encodePopupRequest(request: SignedPopupRequest): string {
  const json = JSON.stringify({
    ...(request.body === undefined ? {} : { body: encodeWalletRequestBody(request.body) }),
    clientIdentityKey: bytesToBase64(request.clientIdentityKey),
    id: request.id,
    signature: bytesToBase64(request.signature),
    timestamp: request.timestamp,
  });
  return bytesToBase64url(utf8(json));
}

/** Inverse of encodePopupRequest; throws on a malformed envelope. */
export function decodePopupRequest(encoded: string): SignedPopupRequest {
  const raw = JSON.parse(new TextDecoder().decode(base64urlToBytes(encoded))) as Record<string, unknown>;
  const { body, clientIdentityKey, id, signature, timestamp } = raw;
  if (
    typeof clientIdentityKey !== 'string' ||
    typeof id !== 'string' ||
    typeof signature !== 'string' ||
    typeof timestamp !== 'number'
  ) {
    throw new Error('Invalid popup request');
  }
  return {
    ...(typeof body === 'string' ? { body: decodeWalletRequestBody(body) } : {}),
    clientIdentityKey: base64ToBytes(clientIdentityKey),
    id,
    signature: base64ToBytes(signature),
    timestamp,
  };
}

/** The client identity key seed: generated once with `randomSeed`, then reused from storage (hex, 0x-prefixed). */
export function loadClientIdentitySeed(
  storage: KeyValueStorage,
  randomSeed: () => Uint8Array = () => nacl.randomBytes(32),
): Uint8Array {
  const stored = storage.getItem(STORAGE_KEYS.clientIdentityKey);
  if (stored !== null) {
    try {
      // Ed25519PrivateKey accepts both our hex and the AIP-80 form the peer stores.
      return new Ed25519PrivateKey(stored, false).toUint8Array();
    } catch {
      // A corrupt value is replaced below rather than blocking every request.
    }
  }
  const seed = randomSeed();
  if (seed.length !== 32) throw new Error('bad seed size');
  storage.setItem(STORAGE_KEYS.clientIdentityKey, `0x${bytesToHex(seed)}`);
  return seed;
}

/** The 32-byte public key of a seed. */
export function publicKeyOfSeed(seed: Uint8Array): Uint8Array {
  return nacl.sign.keyPair.fromSeed(seed).publicKey;
}
