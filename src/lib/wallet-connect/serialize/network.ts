/** Networks a wallet request may name, and the check that rejects every other value. */

/** A network the hosted wallet serves (the chain's localnet is not one of them). */
export type WalletNetwork = 'mainnet' | 'testnet' | 'devnet';

/** The networks a wallet request may carry, in the order of the spec. */
const WALLET_NETWORKS: readonly WalletNetwork[] = ['mainnet', 'testnet', 'devnet'];

/** True when `value` names a network the wallet serves. */
function isWalletNetwork(value: string): value is WalletNetwork {
  return (WALLET_NETWORKS as readonly string[]).includes(value);
}

/** Throws "Unsupported network '<value>'" (with `context` appended, e.g. for sign-in) unless the network is served. */
export function assertWalletNetwork(value: string, context?: string): asserts value is WalletNetwork {
  if (!isWalletNetwork(value)) {
    throw new Error(`Unsupported network '${value}'${context === undefined ? '' : ` in ${context}`}`);
  }
}
