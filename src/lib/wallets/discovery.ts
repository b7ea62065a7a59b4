/**
 * Wallet discovery over the wallet standard: the entries of the wallets registered now, re-evaluated whenever a
 * wallet registers or unregisters (a wallet injected after page load, or the stored wallet registering late), and one
 * adapter per entry. The wallet registry is injected (getWallets() of @wallet-standard/app in a browser).
 */
import type { Wallet } from '@aptos-labs/wallet-standard';
import type { KeyValueStorage } from '#lib/storage/keys.ts';
import type { WalletAdapter } from './adapter.ts';
import { AptosStandardAdapter } from './aptos-adapter.ts';
import { detectWallets, type DetectedWallet, type WalletEntry } from './entries.ts';
import { lastConnectedWallet } from './last-connected.ts';
import { SolanaStandardAdapter } from './solana-adapter.ts';

/** The part of @wallet-standard/app's Wallets the discovery uses. */
export interface WalletRegistry {
  get(): readonly Wallet[];
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void;
}

/** What discovery needs: the registry, where last_connected_wallet lives, and this dapp's host (Solana accounts). */
export interface WalletDiscoveryConfig {
  readonly registry: WalletRegistry;
  readonly storage: KeyValueStorage;
  readonly domain: string;
}

/** Detected wallets, kept current. */
export interface WalletDiscovery {
  /** The entries now. */
  entries(): readonly WalletEntry[];
  /** Calls `listener` with the entries each time a wallet registers or unregisters; returns the unsubscribe. */
  subscribe(listener: (entries: readonly WalletEntry[]) => void): () => void;
  /** The adapter of an entry (the same object on every call while the wallet stays registered), if listed. */
  adapter(id: string): WalletAdapter | undefined;
  /** Resolves with the adapter once the entry is listed (at once if it is); rejects when `signal` aborts. */
  whenListed(id: string, signal?: AbortSignal): Promise<WalletAdapter>;
  /** Stops listening to the registry. */
  close(): void;
}

/** Starts discovery over a registry. */
export function createWalletDiscovery(config: WalletDiscoveryConfig): WalletDiscovery {
  const { registry, storage, domain } = config;
  const adapters = new Map<string, { wallet: Wallet; adapter: WalletAdapter }>();
  let detected: DetectedWallet[] = [];
  const listeners = new Set<(entries: readonly WalletEntry[]) => void>();

  const refresh = () => {
    detected = detectWallets(registry.get(), lastConnectedWallet(storage));
    // an adapter lives as long as its wallet object stays registered
    for (const [id, held] of adapters)
      if (!detected.some((d) => d.entry.id === id && d.wallet === held.wallet)) adapters.delete(id);
  };
  refresh();
  const onChange = () => {
    refresh();
    const entries = detected.map((d) => d.entry);
    for (const listener of [...listeners]) listener(entries);
  };
  const offRegister = registry.on('register', onChange);
  const offUnregister = registry.on('unregister', onChange);

  const adapter = (id: string): WalletAdapter | undefined => {
    const found = detected.find((d) => d.entry.id === id);
    if (found === undefined) return undefined;
    const held = adapters.get(id);
    if (held !== undefined) return held.adapter;
    const made =
      found.entry.network === 'Aptos'
        ? new AptosStandardAdapter(found.wallet, id)
        : new SolanaStandardAdapter(found.wallet, id, domain);
    adapters.set(id, { wallet: found.wallet, adapter: made });
    return made;
  };

  return {
    entries: () => detected.map((d) => d.entry),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    adapter,
    whenListed: (id, signal) =>
      new Promise((resolve, reject) => {
        const now = adapter(id);
        if (now !== undefined) return resolve(now);
        const stop = () => {
          listeners.delete(check);
          signal?.removeEventListener('abort', onAbort);
        };
        const check = () => {
          const found = adapter(id);
          if (found === undefined) return;
          stop();
          resolve(found);
        };
        const onAbort = () => {
          stop();
          reject(signal?.reason ?? new Error('aborted'));
        };
        listeners.add(check);
        signal?.addEventListener('abort', onAbort);
      }),
    close: () => {
      offRegister();
      offUnregister();
      listeners.clear();
    },
  };
}
