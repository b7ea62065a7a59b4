/** Deterministic protocol values shared by the wallet-connect tests (byte patterns easy to spot in hex). */
import { ED25519_ORDER } from '#lib/wallet-connect/ed25519.ts';
import {
  AccountAddress,
  AccountAuthenticatorEd25519,
  ChainId,
  Ed25519PrivateKey,
  Ed25519PublicKey,
  Ed25519Signature,
  EntryFunction,
  RawTransaction,
  TransactionPayloadEntryFunction,
  type InputEntryFunctionData,
  U64,
} from '@aptos-labs/ts-sdk';

/** Fills `length` bytes with `byte`. */
export const filled = (byte: number, length: number) => new Uint8Array(length).fill(byte);

/** Hex of bytes, for readable vectors. */
export const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** A dapp without image. */
export const DAPP = { domain: 'https://a.io', name: 'Perp' } as const;
/** A dapp with image. */
export const DAPP_WITH_IMAGE = { domain: 'https://a.io', name: 'Perp', imageURI: 'i.png' } as const;
/** 0x1111...11 */
export const ADDRESS = AccountAddress.from(`0x${'11'.repeat(32)}`);
/** 0x4444...44 */
export const FEE_PAYER_ADDRESS = AccountAddress.from(`0x${'44'.repeat(32)}`);
/** Public key bytes 0x22 x 32. */
export const PUBLIC_KEY = new Ed25519PublicKey(filled(0x22, 32));
/** Signature bytes 0x33 x 64. */
export const SIGNATURE = new Ed25519Signature(filled(0x33, 64));
/** Private key bytes 0x55 x 32 (a claim secret). */
export const CLAIM_KEY = new Ed25519PrivateKey(filled(0x55, 32), false);
/** 0x1::aptos_account::transfer(0x11.., 7) as a chain payload. */
export const PAYLOAD = new TransactionPayloadEntryFunction(
  EntryFunction.build('0x1::aptos_account', 'transfer', [], [ADDRESS, new U64(7)]),
);
/** The same call as a loose payload input. */
export const PAYLOAD_INPUT: InputEntryFunctionData = {
  function: '0x1::aptos_account::transfer',
  functionArguments: ['0x1', 7],
};
/** An Ed25519 authenticator built from the fixed key and signature. */
export const AUTHENTICATOR = new AccountAuthenticatorEd25519(PUBLIC_KEY, SIGNATURE);
/** A raw transaction of ADDRESS with fixed numbers. */
export const RAW_TRANSACTION = new RawTransaction(ADDRESS, 3n, PAYLOAD, 200000n, 100n, 1700000000n, new ChainId(4));

/** An in-memory KeyValueStorage for tests. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

/** The same signature with S replaced by S + L: the equation still holds, so tweetnacl accepts it. */
export function malleate(sig: Uint8Array): Uint8Array {
  let s = 0n;
  for (let i = 63; i >= 32; i -= 1) s = (s << 8n) | BigInt(sig[i] ?? 0);
  let t = s + ED25519_ORDER;
  const out = sig.slice();
  for (let i = 32; i < 64; i += 1) {
    out[i] = Number(t & 0xffn);
    t >>= 8n;
  }
  return out;
}
