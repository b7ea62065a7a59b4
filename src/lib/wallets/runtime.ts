/**
 * The page's wallets in one object: discovery of the wallet-standard wallets and the Google / Apple adapters over
 * the hosted wallet's prompt, each adapter found by its entry id. The wallet store loads this module on demand
 * (import()): the wallet code and the chain SDK it needs are not part of a page until the wallet store starts.
 */
import type { WalletProvider } from '#lib/wallet-connect/transport/types.ts';
import { LOCAL_CHAIN_ID } from '#lib/chain/local-assets.ts';
import type { NetworkName } from '#lib/network/origins.ts';
import type { WalletAdapter } from './adapter.ts';
import { browserWalletDiscovery } from './browser.ts';
import type { WalletDiscovery } from './discovery.ts';
import { LazySocialAdapter } from './lazy-social.ts';

/** The social logins and their entry ids (what last_connected_wallet stores for them). */
export const SOCIAL_PROVIDERS: readonly WalletProvider[] = ['google', 'apple'];

/** The page's wallets. */
export interface WalletRuntime {
  readonly discovery: WalletDiscovery;
  /** The adapter of a wallet entry id or of 'google' / 'apple'; undefined when no such wallet is listed now. */
  adapter(id: string): WalletAdapter | undefined;
}

/** Where the hosted wallet lives and which network's chain id its signed messages name. */
export interface WalletRuntimeConfig {
  readonly walletOrigin: string;
  readonly network: NetworkName;
  /** The app's name, shown by the wallet prompt. */
  readonly appName: string;
  /** The page's origin, which the prompt names as the app asking (window.location.origin in a page). */
  readonly appOrigin: string;
}

const svg = (body: string) => `data:image/svg+xml;base64,${btoa(body)}`;

/** Marks of the two providers (data: URIs, as wallet-standard icons are); the deposit wallet list shows them too. */
export const SOCIAL_ICONS: Readonly<Record<WalletProvider, string>> = {
  google: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#4285F4" d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"/><path fill="#34A853" d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"/><path fill="#FBBC05" d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2z"/><path fill="#EA4335" d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 6 12 6z"/></svg>',
  ),
  apple: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#f5f5f7" d="M16.4 12.6c0-2.5 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.9a4.8 4.8 0 0 0-4 2.5c-1.8 3-.5 7.5 1.2 10 .8 1.2 1.8 2.5 3.1 2.5 1.2-.1 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-4.1zM14 5.3c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"/></svg>',
  ),
};

/**
 * The chain ids of the SDK's NetworkToChainId table (mainnet 1, testnet 2), restated so the runtime does not import
 * the SDK; tests/unit/lib/wallets/runtime.test.ts compares the two.
 */
export const FIXED_CHAIN_IDS: Readonly<Record<string, number>> = { mainnet: 1, testnet: 2 };

/** The chain id signed messages name: the local network's own, else the SDK's table (devnet has none fixed). */
function chainIdOf(network: NetworkName): number {
  if (network === 'local') return LOCAL_CHAIN_ID;
  return FIXED_CHAIN_IDS[network] ?? 0;
}

/**
 * Starts discovery and builds the two social adapters (the prompt opens only when one is used); their code (the
 * wallet-connect client and the SDK's BCS) loads when one is first used.
 */
export function createWalletRuntime(config: WalletRuntimeConfig): WalletRuntime {
  const discovery = browserWalletDiscovery();
  const social = new Map(
    SOCIAL_PROVIDERS.map((provider) => [
      provider as string,
      new LazySocialAdapter(provider, SOCIAL_ICONS[provider], () =>
        import('./social-browser.ts').then(({ browserSocialAdapter }) =>
          browserSocialAdapter(provider, {
            walletOrigin: config.walletOrigin,
            dappInfo: { domain: config.appOrigin, name: config.appName },
            chainId: chainIdOf(config.network),
            icons: SOCIAL_ICONS,
          }),
        ),
      ),
    ]),
  );
  return { discovery, adapter: (id) => social.get(id) ?? discovery.adapter(id) };
}
