/**
 * The fungible assets of the local chain: fixed metadata addresses shared by the chain emulation (server/chain),
 * the exchange seed and the browser. Addresses are object addresses derived from the exchange module address and
 * the symbol (createObjectAddress(EXCHANGE_MODULE_ADDRESS, symbol)); APT is the framework's 0xa, as on Aptos.
 */
import { TOKEN_DECIMALS, isTokenTicker, type TokenTicker } from '#lib/domain/tokens.ts';

/** Address of the exchange Move module on the local chain (module `exchange`, entry `deposit_token`). */
export const EXCHANGE_MODULE_ADDRESS = '0x00000000000000000000000000000000000000000000000000000000000ec0de';

/** Fully qualified name of the deposit entry function (multi-agent: wallet is sender, exchange signs second). */
export const DEPOSIT_TOKEN_FUNCTION = `${EXCHANGE_MODULE_ADDRESS}::exchange::deposit_token` as const;

/** Chain id of the local network (the SDK's NetworkToChainId.local). */
export const LOCAL_CHAIN_ID = 4;

/** One fungible asset's on-chain metadata, as the indexer reports it. */
export interface LocalAsset {
  /** Ticker, also the on-chain symbol. */
  readonly symbol: TokenTicker;
  /** Human name. */
  readonly name: string;
  /** On-chain decimals (src/lib/domain/tokens.ts). */
  readonly decimals: number;
  /** Metadata object address, long form (64 hex digits). */
  readonly address: string;
  /** Icon URL, empty when none. */
  readonly iconUri: string;
}

function asset(symbol: TokenTicker, name: string, address: string): LocalAsset {
  return { symbol, name, decimals: TOKEN_DECIMALS[symbol], address, iconUri: '' };
}

/** Every asset of the local chain, keyed by ticker. */
export const LOCAL_ASSETS: Readonly<Record<TokenTicker, LocalAsset>> = {
  USDC: asset('USDC', 'USD Coin', '0x5cb2ba7898c163f4b156ed80d8b84d730caa85bab804c4a49af303c3b1441a1e'),
  SOL: asset('SOL', 'Solana', '0x98d7afd8fd9f2a1585ac6d7283bc0e81adbf670c03d6dd8710f95a7d0f315fa0'),
  BTC: asset('BTC', 'Bitcoin', '0x3a548a0cc4468c76a845cef63ea9786534f0faa3460d8e112864f5edf2fc9669'),
  ETH: asset('ETH', 'Ethereum', '0xdca1b5960e2a0de21eb19cff87eb29267bbb983eb8c07e4b2dd9bf534fd0c7ac'),
  APT: asset('APT', 'Aptos Coin', '0x000000000000000000000000000000000000000000000000000000000000000a'),
};

/** The asset with this metadata address (any case, short or long form), or undefined. */
export function assetByAddress(address: string): LocalAsset | undefined {
  const hex = address.toLowerCase().replace(/^0x/, '').padStart(64, '0');
  return Object.values(LOCAL_ASSETS).find((a) => a.address === `0x${hex}`);
}

/** A ticker or metadata address to the asset's long-form metadata address; unknown assets are rejected. */
export function resolveAsset(asset: string): string {
  if (isTokenTicker(asset)) return LOCAL_ASSETS[asset].address;
  const known = assetByAddress(asset);
  if (!known) throw new Error(`Unknown asset '${asset}'`);
  return known.address;
}
