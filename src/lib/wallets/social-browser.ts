/**
 * The page's Google / Apple adapters over the prompt transport (popup in a browser, mini-app link inside the
 * messaging app). Loaded by runtime.ts's lazy social adapters on first use: the wallet-connect client encodes with the
 * Aptos SDK's BCS code, which a signed-in page (wallet-standard wallet) should not download before it is interactive.
 * Reads browser globals only when called.
 */
import type { DappInfo } from '#lib/wallet-connect/serialize/accounts.ts';
import { WalletConnectClient } from '#lib/wallet-connect/client.ts';
import { browserMiniAppEnvironment } from '#lib/wallet-connect/transport/browser-page.ts';
import { MiniAppTransport } from '#lib/wallet-connect/transport/miniapp.ts';
import { PopupTransport } from '#lib/wallet-connect/transport/popup.ts';
import { PromptTransport } from '#lib/wallet-connect/transport/prompt.ts';
import type { WalletProvider } from '#lib/wallet-connect/transport/types.ts';
import { WalletError } from './errors.ts';
import { SocialWalletAdapter } from './social-adapter.ts';

/** Where the hosted wallet lives and what it shows. */
export interface SocialLoginConfig {
  readonly walletOrigin: string;
  readonly dappInfo: DappInfo;
  readonly chainId: number;
  readonly icons: Readonly<Record<WalletProvider, string>>;
}

/** The Google or Apple adapter of this page; the transport is chosen per request (popup, or mini-app per SPEC 4). */
export function browserSocialAdapter(provider: WalletProvider, config: SocialLoginConfig): SocialWalletAdapter {
  if (typeof window === 'undefined') throw new WalletError('not_ready', { detail: 'no window' });
  const storage = window.localStorage;
  const popup = new PopupTransport({ walletOrigin: config.walletOrigin, provider, window });
  const miniApp = new MiniAppTransport({
    ...browserMiniAppEnvironment(),
    walletOrigin: config.walletOrigin,
    provider,
    storage,
    fetch: window.fetch.bind(window),
    randomUUID: () => window.crypto.randomUUID(),
  });
  const transport = new PromptTransport({ window, popup, miniApp });
  const client = new WalletConnectClient({ dappInfo: config.dappInfo, transport, storage });
  return new SocialWalletAdapter({ provider, client, icon: config.icons[provider], chainId: config.chainId });
}
