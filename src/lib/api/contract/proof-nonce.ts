/**
 * A wallet proof's nonce. Its own module, apart from the contract's schemas in auth.ts: SHA3 is needed only where
 * proofs are made or checked (the Solana sign-in message, the server), not by every page that calls the exchange.
 */
import { sha3_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { walletMessage, type WalletAction } from './auth.ts';

/** Hex SHA3-256 of the canonical text of an action: a Solana proof's nonce, and the id a spent proof is kept by. */
export function walletProofNonce(address: string, issuedAt: number, act: WalletAction): string {
  return bytesToHex(sha3_256(utf8ToBytes(walletMessage(address, issuedAt, act))));
}
