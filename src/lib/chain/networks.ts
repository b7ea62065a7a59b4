/**
 * Chain endpoints per network (devnet | testnet | mainnet | local) drawn from src/lib/network/origins.ts, plus the
 * chain defaults of the spec (max gas 200000, expiry 20 s, wait timeout 20 s). Base URLs can be overridden (tests).
 */
import { Network } from '@aptos-labs/ts-sdk';
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

/** Chain defaults of the spec (section 9). */
export const CHAIN_DEFAULTS = {
  maxGasAmount: 200_000,
  expirySecondsFromNow: 20,
  transactionTimeoutMs: 20_000,
} as const;

/** The SDK's Network value for a name. */
export const SDK_NETWORK: Readonly<Record<ChainNetworkName, Network>> = {
  local: Network.LOCAL,
  devnet: Network.DEVNET,
  testnet: Network.TESTNET,
  mainnet: Network.MAINNET,
};

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
