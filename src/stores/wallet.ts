import { atom, onMount } from 'nanostores';
import type { WalletAdapter, WalletKind } from '#lib/wallets/adapter.ts';
import type { WalletEntry } from '#lib/wallets/entries.ts';
import { toWalletError, WalletError } from '#lib/wallets/errors.ts';
import { forgetConnectedWallet, lastConnectedWallet, rememberConnectedWallet } from '#lib/wallets/last-connected.ts';
import type { WalletRuntime } from '#lib/wallets/runtime.ts';
import { removeAllSessionKeys } from '#lib/storage/session-key-names.ts';
import { networkEndpoints } from '#lib/network/origins.ts';
import { t } from '#lib/i18n/index.ts';
import { NETWORK } from './api.ts';
import { $config } from './config.ts';

export { $currentUserId } from './current-user.ts';

/** Wallet connection (SPEC section 4): not connected, connecting, connected. */
export type WalletState =
  | { readonly status: 'disconnected' }
  | { readonly status: 'connecting'; readonly walletId: string }
  | { readonly status: 'connected'; readonly walletId: string; readonly address: string; readonly kind: WalletKind };

/** The wallet connection; changed only by connectWallet, disconnectWallet and the auto-connect. */
export const $wallet = atom<WalletState>({ status: 'disconnected' });

/** The detected wallet-standard wallets (Aptos and Solana), kept current as wallets register and unregister. */
export const $walletEntries = atom<readonly WalletEntry[]>([]);

/** SPEC 4: the stored wallet is auto-connected about 10 ms after discovery, once the configuration has loaded. */
const AUTO_CONNECT_DELAY_MS = 10;

/** Loads the page's wallets (discovery and the social adapters); tests and stories put their own in. */
let loadRuntime: () => Promise<WalletRuntime> = () =>
  import('#lib/wallets/runtime.ts').then(({ createWalletRuntime }) =>
    createWalletRuntime({
      walletOrigin: networkEndpoints(NETWORK).walletHost,
      network: NETWORK,
      appName: t('app.name'),
      appOrigin: window.location.origin,
    }),
  );
let runtime: Promise<WalletRuntime> | undefined;
let active: WalletAdapter | undefined;
/** Counts connection attempts: the answer of one the user has since replaced or cancelled is ignored. */
let attempt = 0;
let autoConnect: AbortController | undefined;
/** The connected state a new attempt started from, restored when it fails or is cancelled. */
let connectedBefore: WalletState | undefined;

/** Replaces how the wallets are loaded (unit tests: a fake registry and fake social adapters). */
export function setWalletRuntime(load: () => Promise<WalletRuntime>): void {
  loadRuntime = load;
  runtime = undefined;
  active = undefined;
}

function wallets(): Promise<WalletRuntime> {
  runtime ??= loadRuntime();
  return runtime;
}

/** The adapter of the connected wallet: its transactions (deposits) and walletProof (createUser, addApiKey). */
export function currentWalletAdapter(): WalletAdapter | undefined {
  return $wallet.get().status === 'connected' ? active : undefined;
}

/**
 * Connects a wallet: 'google', 'apple' or a wallet entry id. Resolves once connected (remembered as
 * last_connected_wallet); rejects with a WalletError ('user_rejected' when the user refused, 'wallet_not_found' when
 * no such wallet is listed, the wallet-standard codes as theirs). A newer connectWallet or cancelConnect wins.
 */
export async function connectWallet(walletId: string): Promise<void> {
  const mine = ++attempt;
  autoConnect?.abort();
  const before = $wallet.get();
  connectedBefore = before.status === 'connected' ? before : undefined;
  $wallet.set({ status: 'connecting', walletId });
  try {
    const adapter = (await wallets()).adapter(walletId);
    if (adapter === undefined) throw new WalletError('wallet_not_found', { detail: walletId });
    const account = await adapter.connect();
    if (mine !== attempt) return;
    if (active !== undefined && active !== adapter) void active.disconnect().catch(() => undefined);
    active = adapter;
    rememberConnectedWallet(window.localStorage, walletId);
    $wallet.set({ status: 'connected', walletId, address: account.address, kind: adapter.kind });
  } catch (error) {
    if (mine === attempt) $wallet.set(connectedBefore ?? { status: 'disconnected' });
    throw toWalletError(error, 'connection_failed');
  }
}

/**
 * Loads the Google / Apple sign-in code while the login panel is open, so their click opens the wallet's popup with
 * nothing to download first (a popup after an await can be blocked where popups must follow the click at once).
 */
export function prepareSocialWallets(): void {
  void wallets()
    .then((runtime) => {
      for (const provider of ['google', 'apple']) runtime.adapter(provider)?.prepare?.();
    })
    .catch(() => undefined); // connecting reports a runtime that fails to load
}

/** Gives up waiting for a wallet that does not answer (the connecting view's Back): the state goes back. */
export function cancelConnect(): void {
  if ($wallet.get().status !== 'connecting') return;
  attempt += 1;
  $wallet.set(connectedBefore ?? { status: 'disconnected' });
}

/**
 * Disconnects (SPEC 4): the wallet forgets the site, the stored wallet and every session key are removed, session
 * storage is cleared and the page reloads.
 */
export async function disconnectWallet(): Promise<void> {
  attempt += 1;
  autoConnect?.abort();
  const adapter = active;
  active = undefined;
  await adapter?.disconnect().catch(() => undefined);
  const storage = window.localStorage;
  forgetConnectedWallet(storage);
  removeAllSessionKeys(
    storage,
    Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? ''),
  );
  window.sessionStorage.clear();
  $wallet.set({ status: 'disconnected' });
  window.location.reload();
}

/** Resolves once the configuration has loaded (SPEC 4: auto-connect waits for it). */
function configLoaded(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = $config.subscribe((config) => {
      if (config.status !== 'ready') return;
      queueMicrotask(() => stop());
      resolve();
    });
    signal.addEventListener('abort', () => {
      stop();
      reject(signal.reason);
    });
  });
}

/**
 * Reconnects the stored wallet without a prompt. A wallet-standard wallet that registers late is waited for; one
 * that no longer authorizes the site (or any failure) removes the stored id. A user's own connect aborts this.
 */
async function reconnectStored(signal: AbortSignal): Promise<void> {
  const storage = window.localStorage;
  const walletId = lastConnectedWallet(storage);
  if (walletId === null) return;
  const found = await wallets();
  await configLoaded(signal);
  await new Promise((resolve) => setTimeout(resolve, AUTO_CONNECT_DELAY_MS));
  const adapter = found.adapter(walletId) ?? (await found.discovery.whenListed(walletId, signal));
  if (signal.aborted) return;
  const mine = ++attempt;
  $wallet.set({ status: 'connecting', walletId });
  const account = await adapter.restore().catch(() => undefined);
  if (mine !== attempt) return;
  if (account === undefined) {
    forgetConnectedWallet(storage);
    $wallet.set({ status: 'disconnected' });
    return;
  }
  active = adapter;
  $wallet.set({ status: 'connected', walletId, address: account.address, kind: adapter.kind });
}

onMount($wallet, () => {
  if (typeof window === 'undefined') return; // server render: no wallets
  const controller = new AbortController();
  autoConnect = controller;
  // a visitor with no stored wallet loads no wallet code (and no tweetnacl) until the login panel lists wallets
  if (lastConnectedWallet(window.localStorage) !== null)
    reconnectStored(controller.signal).catch(() => {
      if (!controller.signal.aborted) forgetConnectedWallet(window.localStorage);
    });
  return () => controller.abort();
});

onMount($walletEntries, () => {
  if (typeof window === 'undefined') return;
  let mounted = true;
  let stopEntries: (() => void) | undefined;
  wallets().then(
    (found) => {
      if (!mounted) return;
      $walletEntries.set(found.discovery.entries());
      stopEntries = found.discovery.subscribe((entries) => $walletEntries.set(entries));
    },
    () => undefined, // no wallets on this page (their code failed to load): the login panel lists none
  );
  return () => {
    mounted = false;
    stopEntries?.();
  };
});
