/** What a Solana wallet signs to authorize an exchange action for its derived Aptos account (see SolanaWalletProof). */
import { PROOF_WINDOW_MS, SIGNING_DOMAIN, type WalletAction } from '#lib/api/contract/auth.ts';
import { walletProofNonce } from '#lib/api/contract/proof-nonce.ts';
import type { SiwsFields } from './siws.ts';

/** The action a sign-in statement names, on one line (sign-in statements may not break lines). */
function solanaProofStatement(act: WalletAction): string {
  return `Authorize ${act.action} on ${SIGNING_DOMAIN} (nonce = SHA3-256 of the canonical request)`;
}

/**
 * The sign-in fields for an action: the dapp's domain and the Solana account (base58), the action's statement, the
 * hash of its canonical text as the nonce, issued at `issuedAt`, expiring with the proof window.
 */
export function solanaProofFields(input: {
  readonly domain: string;
  readonly solanaAddress: string;
  readonly aptosAddress: string;
  readonly issuedAt: number;
  readonly act: WalletAction;
}): SiwsFields {
  const { domain, solanaAddress, aptosAddress, issuedAt, act } = input;
  return {
    domain,
    address: solanaAddress,
    statement: solanaProofStatement(act),
    nonce: walletProofNonce(aptosAddress, issuedAt, act),
    issuedAt: new Date(issuedAt).toISOString(),
    expirationTime: new Date(issuedAt + PROOF_WINDOW_MS).toISOString(),
  };
}
