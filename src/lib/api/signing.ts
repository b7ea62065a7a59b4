/**
 * Ed25519 signing for the exchange contract (browser-safe: tweetnacl and @noble/hashes, no node: imports).
 * Keys and signatures travel as 0x-prefixed lowercase hex. Signed requests go through Web Crypto's native Ed25519
 * where the runtime has it (signRequestAsync: ~0.2 ms against tweetnacl's ~3-10 ms of JavaScript on a loaded
 * 2-core machine, on the path from an order click to its acknowledgement); Ed25519 is deterministic, so both
 * give the same bytes, and tweetnacl stays the fallback.
 */
import nacl from 'tweetnacl';
import { sha3_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import {
  requestMessage,
  walletMessage,
  type SignedHeaders,
  type WalletAction,
  type WalletProof,
} from './contract/auth.ts';

/** An Ed25519 key pair: 32-byte public key, 64-byte secret key (seed followed by public key). */
export interface KeyPair {
  readonly publicKey: string;
  readonly secretKey: Uint8Array;
}

/** 0x-prefixed lowercase hex of bytes. */
function toHex(bytes: Uint8Array): string {
  return `0x${bytesToHex(bytes)}`;
}
/** Bytes of 0x-prefixed (or bare) hex; throws on malformed input. */
export function fromHex(hex: string): Uint8Array {
  return hexToBytes(hex.startsWith('0x') ? hex.slice(2) : hex);
}

/** A new random key pair (a session key), or the pair of a 32-byte seed. */
export function createKeyPair(seed?: Uint8Array): KeyPair {
  const pair = seed ? nacl.sign.keyPair.fromSeed(seed) : nacl.sign.keyPair();
  return { publicKey: toHex(pair.publicKey), secretKey: pair.secretKey };
}
/** Signs the UTF-8 bytes of a text. */
export function signText(secretKey: Uint8Array, text: string): string {
  return toHex(nacl.sign.detached(utf8ToBytes(text), secretKey));
}
/** Verifies a signature of the UTF-8 bytes of a text; malformed hex counts as a failed verification. */
export function verifyText(publicKey: string, text: string, signature: string): boolean {
  try {
    const pk = fromHex(publicKey);
    const sig = fromHex(signature);
    if (pk.length !== 32 || sig.length !== 64) return false;
    return nacl.sign.detached.verify(utf8ToBytes(text), sig, pk);
  } catch {
    return false;
  }
}
/** The Aptos account address of a single-key Ed25519 public key: sha3-256(pubkey || 0x00). */
export function ed25519Address(publicKey: string): string {
  const pk = fromHex(publicKey);
  const input = new Uint8Array(pk.length + 1);
  input.set(pk);
  return toHex(sha3_256(input));
}
/** Random nonce for a signed request (16 bytes as hex, no 0x). */
function randomNonce(): string {
  return bytesToHex(nacl.randomBytes(16));
}

/** Signs a request with a session key: the headers the server checks (auth.ts). */
export function signRequest(
  key: KeyPair,
  call: string,
  body: string,
  timestamp: number,
  nonce = randomNonce(),
): SignedHeaders {
  return {
    apiKey: key.publicKey,
    timestamp,
    nonce,
    signature: signText(key.secretKey, requestMessage(call, timestamp, nonce, body)),
  };
}

/** Web Crypto keys of the session keys signed with, imported once each. */
const nativeKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
/** Whether the runtime signs Ed25519 natively: unknown until the first try, false for good once refused. */
let nativeEd25519: boolean | undefined = globalThis.crypto?.subtle === undefined ? false : undefined;

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function nativeKey(secretKey: Uint8Array): Promise<CryptoKey> {
  let key = nativeKeys.get(secretKey);
  if (!key) {
    const jwk = { kty: 'OKP', crv: 'Ed25519', d: base64Url(secretKey.slice(0, 32)), x: base64Url(secretKey.slice(32)) };
    key = crypto.subtle.importKey('jwk', jwk, { name: 'Ed25519' }, false, ['sign']);
    nativeKeys.set(secretKey, key);
  }
  return key;
}

/** Signs the UTF-8 bytes of a text with the runtime's native Ed25519 when it has one, else with tweetnacl. */
export async function signTextAsync(secretKey: Uint8Array, text: string): Promise<string> {
  if (nativeEd25519 !== false) {
    try {
      const key = await nativeKey(secretKey);
      const signature = await crypto.subtle.sign({ name: 'Ed25519' }, key, utf8ToBytes(text));
      nativeEd25519 = true;
      return toHex(new Uint8Array(signature));
    } catch {
      // a runtime without Ed25519 refuses the import (NotSupportedError): tweetnacl from now on (same signature)
      if (nativeEd25519 === undefined) nativeEd25519 = false;
      nativeKeys.delete(secretKey);
    }
  }
  return signText(secretKey, text);
}

/** signRequest through signTextAsync: what the exchange client sends with every signed call. */
export async function signRequestAsync(
  key: KeyPair,
  call: string,
  body: string,
  timestamp: number,
  nonce = randomNonce(),
): Promise<SignedHeaders> {
  const signature = await signTextAsync(key.secretKey, requestMessage(call, timestamp, nonce, body));
  return { apiKey: key.publicKey, timestamp, nonce, signature };
}

/** Builds a wallet proof with a raw wallet key (dev wallets, tests); real wallets sign through the adapter. */
export function walletProofFromKey(wallet: KeyPair, issuedAt: number, act: WalletAction): WalletProof {
  const address = ed25519Address(wallet.publicKey);
  const fullMessage = walletMessage(address, issuedAt, act);
  return {
    address,
    publicKey: wallet.publicKey,
    issuedAt,
    fullMessage,
    signature: signText(wallet.secretKey, fullMessage),
  };
}
