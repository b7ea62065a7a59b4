/**
 * The page's own wallet discovery over its wallet-standard registry (the Google / Apple adapters are in
 * social-browser.ts, loaded on first use: they bring the Aptos SDK's BCS code). With social-browser.ts, the only
 * modules of src/lib/wallets that read browser globals, and only when called.
 */
import { getWallets } from '@wallet-standard/app';
import { createWalletDiscovery, type WalletDiscovery } from './discovery.ts';
import { WalletError } from './errors.ts';

/** Discovery over this page's registry; throws 'not_ready' outside a browser. */
export function browserWalletDiscovery(): WalletDiscovery {
  if (typeof window === 'undefined') throw new WalletError('not_ready', { detail: 'no window' });
  return createWalletDiscovery({ registry: getWallets(), storage: window.localStorage, domain: window.location.host });
}
