/**
 * Ed25519 signing for the exchange contract (browser-safe: tweetnacl and @noble/hashes, no node: imports).
 * Keys and signatures travel as 0x-prefixed lowercase hex.
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
