/** The secured envelope: a signed public JSON part plus a nacl.box-encrypted private part (Identity Connect format). */
import { sha3_256 } from '@noble/hashes/sha3.js';
import nacl from 'tweetnacl';
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes, utf8 } from '#lib/wallet-connect/encoding/base64.ts';
import { assertSize } from './key-sizes.ts';
import { ENVELOPE_SIGNING_DOMAIN } from '#lib/wallet-connect/constants.ts';
import { verifyEd25519 } from '#lib/wallet-connect/ed25519.ts';
import { ed25519PublicKeyToX25519, ed25519SecretKeyToX25519 } from './x25519.ts';

/** The five metadata fields, no more and no fewer. */
export interface EnvelopeMetadata {
  readonly receiverEd25519PublicKeyB64: string;
  readonly senderEd25519PublicKeyB64: string;
  readonly senderX25519PublicKeyB64: string;
  readonly sequence: number;
  readonly timestampMillis: number;
}

/** A JSON object message part. */
export type EnvelopeMessage = Readonly<Record<string, unknown>>;

/** The envelope as it travels. */
export interface SecuredEnvelopeTransport {
  readonly encryptedPrivateMessage: { readonly nonceB64: string; readonly securedB64: string };
  readonly messageSignature: string;
  readonly serializedPublicMessage: string;
}

/** An opened envelope. */
export interface OpenedEnvelope {
  readonly publicMessage: EnvelopeMessage & { readonly _metadata: EnvelopeMetadata };
  readonly privateMessage: EnvelopeMessage;
  readonly messageSignature: string;
}

/** A rejected envelope; `field` names the offending part as the peer does. */
class SecuredEnvelopeError extends Error {
  override readonly name = 'SecuredEnvelopeError' as const;
  readonly field: string;
  constructor(message: string, field: string) {
    super(message);
    this.field = field;
  }
}

const METADATA_FIELDS = [
  'receiverEd25519PublicKeyB64',
  'senderEd25519PublicKeyB64',
  'senderX25519PublicKeyB64',
  'sequence',
  'timestampMillis',
];

/** Throws unless metadata holds exactly the five fields (message lists extra and missing ones). */
function assertMetadataFields(metadata: object): void {
  const keys = Object.keys(metadata).sort();
  const extra = keys.filter((key) => !METADATA_FIELDS.includes(key));
  const missing = METADATA_FIELDS.filter((key) => !keys.includes(key));
  if (extra.length === 0 && missing.length === 0) return;
  const parts = [
    extra.length > 0 ? `extra(${extra.join(', ')})` : '',
    missing.length > 0 ? `missing(${missing.join(', ')})` : '',
  ];
  throw new SecuredEnvelopeError(
    `PublicMessage metadata fields do not conform to spec: ${parts.filter(Boolean).join(', ')}`,
    '_metadata',
  );
}

/** Throws when a field name appears in both parts. */
function assertDisjoint(privateMessage: EnvelopeMessage, publicMessage: EnvelopeMessage): void {
  const field = Object.keys(privateMessage).find((key) => Object.hasOwn(publicMessage, key));
  if (field !== undefined)
    throw new SecuredEnvelopeError(`Field ${field} appears in both private and public message fields`, field);
}

/** SHA3(SHA3("APTOS::IDENTITY_CONNECT::SECURED_ENVELOPE::") || SHA3(SHA3(public) || SHA3(private))). */
export function envelopeDigest(publicBytes: Uint8Array, privateBytes: Uint8Array): Uint8Array {
  const combined = sha3_256(concat(sha3_256(publicBytes), sha3_256(privateBytes)));
  return sha3_256(concat(sha3_256(utf8(ENVELOPE_SIGNING_DOMAIN)), combined));
}

/** Throws 'Could not verify SecuredEnvelope signature' unless the hex signature verifies ('bad signature size' if not 64 bytes). */
function verifyEnvelopeSignature(
  publicBytes: Uint8Array,
  privateBytes: Uint8Array,
  signatureHex: string,
  senderPublicKey: Uint8Array,
): void {
  assertSize(senderPublicKey, 'publicKey');
  let signature: Uint8Array;
  try {
    signature = hexToBytes(signatureHex);
  } catch {
    throw new SecuredEnvelopeError('Could not verify SecuredEnvelope signature', 'messageSignature');
  }
  assertSize(signature, 'signature');
  if (!verifyEd25519(envelopeDigest(publicBytes, privateBytes), signature, senderPublicKey))
    throw new SecuredEnvelopeError('Could not verify SecuredEnvelope signature', 'messageSignature');
}

/** What sealing needs; `now` and `randomBytes` are injectable for deterministic tests. */
export interface SealInput {
  readonly senderSecretKey: Uint8Array;
  readonly receiverPublicKey: Uint8Array;
  readonly sequence: number;
  readonly publicMessage: EnvelopeMessage;
  readonly privateMessage: EnvelopeMessage;
  readonly now?: () => number;
  readonly randomBytes?: (length: number) => Uint8Array;
}

/** Encrypts the private part to the receiver with a fresh X25519 key pair and signs both parts with the sender key. */
export function sealEnvelope(input: SealInput): SecuredEnvelopeTransport {
  const { senderSecretKey, receiverPublicKey, sequence, publicMessage, privateMessage } = input;
  const random = input.randomBytes ?? nacl.randomBytes;
  assertSize(senderSecretKey, 'secretKey');
  assertSize(receiverPublicKey, 'publicKey');
  assertDisjoint(privateMessage, publicMessage);
  const receiverX25519 = ed25519PublicKeyToX25519(receiverPublicKey);
  if (receiverX25519 === null) throw new Error('receiver public key is not a valid Ed25519 public key');
  const ephemeral = nacl.box.keyPair.fromSecretKey(random(32));
  const nonce = random(24);
  assertSize(nonce, 'nonce');
  const metadata: EnvelopeMetadata = {
    receiverEd25519PublicKeyB64: bytesToBase64(receiverPublicKey),
    senderEd25519PublicKeyB64: bytesToBase64(senderSecretKey.slice(32)),
    senderX25519PublicKeyB64: bytesToBase64(ephemeral.publicKey),
    sequence,
    timestampMillis: (input.now ?? Date.now)(),
  };
  const secured = nacl.box(utf8(JSON.stringify(privateMessage)), nonce, receiverX25519, ephemeral.secretKey);
  const serializedPublicMessage = JSON.stringify({ ...publicMessage, _metadata: metadata });
  const signature = nacl.sign.detached(envelopeDigest(utf8(serializedPublicMessage), secured), senderSecretKey);
  return {
    encryptedPrivateMessage: { nonceB64: bytesToBase64(nonce), securedB64: bytesToBase64(secured) },
    messageSignature: `0x${bytesToHex(signature)}`,
    serializedPublicMessage,
  };
}

const SIGNATURE_FAILED = 'Could not verify SecuredEnvelope signature';
const DECRYPT_FAILED = 'Could not decrypt message';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Base64 bytes, or the envelope error `message` when the text is not base64. */
function decodeField(value: unknown, message: string, field: string): Uint8Array {
  try {
    if (typeof value === 'string') return base64ToBytes(value);
  } catch {
    // reported below, as the part it breaks
  }
  throw new SecuredEnvelopeError(message, field);
}

/** A JSON object, or the envelope error `message` for malformed JSON and for any other JSON value. */
function parseObject(text: string, message: string, field: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new SecuredEnvelopeError(message, field);
  }
  if (!isRecord(value)) throw new SecuredEnvelopeError(message, field);
  return value;
}

/** nacl.box.open with the peer's wording: sizes as 'Could not decrypt message: bad ... size'. */
function decrypt(
  secured: Uint8Array,
  nonce: Uint8Array,
  senderX25519: Uint8Array,
  receiverSecretKey: Uint8Array,
): Uint8Array {
  try {
    // tweetnacl's order: the box key pair (public key first), then the nonce.
    assertSize(senderX25519, 'publicKey');
    assertSize(nonce, 'nonce');
  } catch (error) {
    throw new SecuredEnvelopeError(`${DECRYPT_FAILED}: ${(error as Error).message}`, 'encryptedPrivateMessage');
  }
  const plain = nacl.box.open(secured, nonce, senderX25519, ed25519SecretKeyToX25519(receiverSecretKey));
  if (plain === null) throw new SecuredEnvelopeError(DECRYPT_FAILED, 'encryptedPrivateMessage');
  return plain;
}

/** Verifies (signature first), checks the keys against the metadata, decrypts, then checks metadata and overlap. */
export function openEnvelope(
  envelope: SecuredEnvelopeTransport,
  senderPublicKey: Uint8Array,
  receiverSecretKey: Uint8Array,
): OpenedEnvelope {
  assertSize(senderPublicKey, 'publicKey');
  assertSize(receiverSecretKey, 'secretKey');
  const { encryptedPrivateMessage, messageSignature, serializedPublicMessage } = envelope;
  // The signature covers the secured bytes: text that is not base64 cannot be verified.
  const secured = decodeField(encryptedPrivateMessage.securedB64, SIGNATURE_FAILED, 'messageSignature');
  verifyEnvelopeSignature(utf8(serializedPublicMessage), secured, messageSignature, senderPublicKey);
  const publicMessage = parseObject(
    serializedPublicMessage,
    'serializedPublicMessage is not a JSON object',
    'serializedPublicMessage',
  );
  const metadata: Record<string, unknown> = isRecord(publicMessage._metadata) ? publicMessage._metadata : {};
  // No metadata object at all: the metadata error names every missing field.
  if (Object.keys(metadata).length === 0) assertMetadataFields(metadata);
  if (metadata.senderEd25519PublicKeyB64 !== bytesToBase64(senderPublicKey)) {
    throw new SecuredEnvelopeError(
      'senderEd25519PublicKey in envelope does not match provided receiverEd25519SecretKey',
      'senderPublicKey',
    );
  }
  if (metadata.receiverEd25519PublicKeyB64 !== bytesToBase64(receiverSecretKey.slice(32))) {
    throw new SecuredEnvelopeError(
      'receiverEd25519PublicKey in envelope does not match provided receiverEd25519SecretKey',
      'receiverPublicKey',
    );
  }
  // Without the ephemeral key there is nothing to decrypt with: report the metadata, not a decryption failure.
  if (metadata.senderX25519PublicKeyB64 === undefined) assertMetadataFields(metadata);
  const senderX25519 = decodeField(metadata.senderX25519PublicKeyB64, DECRYPT_FAILED, 'encryptedPrivateMessage');
  const nonce = decodeField(encryptedPrivateMessage.nonceB64, DECRYPT_FAILED, 'encryptedPrivateMessage');
  const plain = decrypt(secured, nonce, senderX25519, receiverSecretKey);
  const privateMessage = parseObject(
    new TextDecoder().decode(plain),
    `${DECRYPT_FAILED}: private message is not a JSON object`,
    'encryptedPrivateMessage',
  );
  assertMetadataFields(metadata);
  assertDisjoint(privateMessage, publicMessage);
  return { publicMessage: publicMessage as OpenedEnvelope['publicMessage'], privateMessage, messageSignature };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
