/**
 * The configured network name (PUBLIC_NETWORK), parsed strictly: a misspelt name fails at startup instead of
 * silently pointing the app at another network.
 */
import { isNetworkName, type NetworkName } from './origins.ts';

/** The network used when none is configured: the local network in a box of `npm start`. */
const DEFAULT_NETWORK: NetworkName = 'local';

/** Other spellings of a network name; the spec's chain-network enumeration says 'localnet'. */
const SYNONYMS: Readonly<Record<string, NetworkName>> = { localnet: 'local' };

/**
 * The network a configured name selects: devnet, testnet, mainnet or local ('localnet' too), exactly as written.
 * Unset or empty (`PUBLIC_NETWORK=` in an env file) selects local; any other text throws.
 */
export function parseNetworkName(raw: string | undefined): NetworkName {
  if (raw === undefined || raw === '') return DEFAULT_NETWORK;
  if (isNetworkName(raw)) return raw;
  if (Object.hasOwn(SYNONYMS, raw)) return SYNONYMS[raw]!;
  throw new Error(`Unknown network '${raw}': expected devnet, testnet, mainnet or local (localnet)`);
}
