/**
 * Verification of a Solana wallet's proof (SolanaWalletProof in src/lib/api/contract/auth.ts): the Solana key signed
 * a Sign-In With Solana message for the proof's domain and its own account, whose nonce binds the exact action and
 * whose times bind the proof's issuedAt; the claimed Aptos address is the one the chain's derivable-account scheme
 * gives that key on that domain. Freshness (the proof window) is checked by the caller.
 */
import type { SolanaWalletProof, WalletAction } from '#lib/api/contract/auth.ts';
import { walletProofNonce } from '#lib/api/contract/proof-nonce.ts';
import { fromHex } from '#lib/api/signing.ts';
import { bytesToBase58 } from '#lib/wallets/solana/base58.ts';
import { solanaDerivedAddress } from '#lib/wallets/solana/derived-address.ts';
import { parseSiwsMessage } from '#lib/wallets/solana/siws.ts';
import { verifyTextNative as verifyText } from './ed25519.ts';
import { ApiFailure } from './failure.ts';

const refuse = (message: string): never => {
  throw new ApiFailure('unauthorized', message);
};

/** Throws 401 unless the proof authorizes `act` for its derived account at `now`. */
export function verifySolanaProof(proof: SolanaWalletProof, act: WalletAction, now: number): void {
  const key = fromHex(proof.solanaPublicKey);
  // The domain the user was shown is the domain the account is derived on: a proof made on another site names
  // another Aptos account, so it cannot act for this one.
  if (solanaDerivedAddress(key, proof.domain) !== proof.address)
    refuse('the Solana key and domain do not derive the wallet address');
  const fields = parseSiwsMessage(proof.fullMessage) ?? refuse('wallet proof is not a Sign-In With Solana message');
  if (fields.domain !== proof.domain) refuse('wallet proof signs another domain');
  if (fields.address !== bytesToBase58(key)) refuse('wallet proof signs for another Solana account');
  if (fields.nonce !== walletProofNonce(proof.address, proof.issuedAt, act))
    refuse('wallet proof signs another message');
  if (fields.issuedAt !== new Date(proof.issuedAt).toISOString()) refuse('wallet proof signs another issue time');
  if (fields.expirationTime !== undefined && !(Date.parse(fields.expirationTime) > now))
    refuse('wallet proof has expired');
  if (fields.notBefore !== undefined && !(Date.parse(fields.notBefore) <= now)) refuse('wallet proof is not valid yet');
  if (!verifyText(proof.solanaPublicKey, proof.fullMessage, proof.signature)) refuse('invalid wallet signature');
}
