/**
 * Chain endpoints per network (devnet | testnet | mainnet | local) drawn from src/lib/network/origins.ts, plus the
 * chain defaults of the spec (max gas 200000, expiry 20 s, wait timeout 20 s). Base URLs can be overridden (tests).
 */
import { NETWORKS, type NetworkName } from '#lib/network/origins.ts';

/** Chain networks the app can use. */
export type ChainNetworkName = NetworkName;

/** Where one network's chain services live. */
export interface ChainEndpoints {
  /** Node REST base, ending in /v1. */
  node: string;
  /** Indexer GraphQL endpoint. */
  indexer: string;
  /** Faucet base; absent on mainnet and testnet (no programmatic faucet). */
  faucet?: string;
}

/**
 * Chain defaults of SPEC 9 that this code passes on: max gas 200000, expiry 20 s from now, wait timeout 20 s, at most
 * 32 multi-signature signers. The rest of the spec's list is held where it is enforced, not restated here: node path
 * /v1 in origins.ts; 32-byte addresses, 2048 mnemonic iterations and the m/44'/637'/ path by the SDK and
 * @scure/bip39 (see rules.ts); no default HTTP timeout in lib/api/http-client.ts. The legacy SDK version 1.21.0 and
 * its 64 KiB upload chunk name the package the spec was read from; this app uses @aptos-labs/ts-sdk instead.
 */
export const CHAIN_DEFAULTS = {
  maxGasAmount: 200_000,
  expirySecondsFromNow: 20,
  transactionTimeoutMs: 20_000,
  maxMultiSigSigners: 32,
} as const;

/** A network's chain endpoints, with any of them overridden. */
export function chainEndpoints(name: ChainNetworkName, overrides: Partial<ChainEndpoints> = {}): ChainEndpoints {
  const e = NETWORKS[name];
  const faucet = name === 'devnet' || name === 'local' ? e.faucet : undefined;
  return {
    node: overrides.node ?? e.node,
    indexer: overrides.indexer ?? e.indexer,
    faucet: overrides.faucet ?? faucet,
  };
}
