/** Wallet entries (SPEC 3) of the wallets the wallet standard reports: Aptos wallets, and Solana ones as "<name> (Solana)". */
import { isWalletWithRequiredFeatureSet, type Wallet } from '@aptos-labs/wallet-standard';
import { t } from '#lib/i18n/index.ts';
import type { WalletEntryNetwork } from './adapter.ts';
import { SOLANA_REQUIRED_FEATURES } from './solana-adapter.ts';

/** One wallet the login panel lists. */
export interface WalletEntry {
  /** Wallet name plus network, e.g. 'Petra:Aptos' or 'Phantom:Solana'; what last_connected_wallet stores. */
  readonly id: string;
  /** What the list shows: the wallet's name, or "<name> (Solana)". */
  readonly name: string;
  /** The wallet's icon (a data: URI, as the wallet standard requires). */
  readonly icon: string;
  readonly network: WalletEntryNetwork;
  /** True for the wallet last connected (last_connected_wallet). */
  readonly recentlyUsed: boolean;
}

/** The entry id of a wallet on a network. */
function walletEntryId(walletName: string, network: WalletEntryNetwork): string {
  return `${walletName}:${network}`;
}

/** True when the wallet exposes every required Aptos feature as a real function (wallet-standard 2.x check). */
function isAptosWallet(wallet: Wallet): boolean {
  return isWalletWithRequiredFeatureSet(wallet);
}

/** True when the wallet has standard:connect, standard:events and solana:signMessage, each with its method. */
function isSolanaWallet(wallet: Wallet): boolean {
  const methods: Record<(typeof SOLANA_REQUIRED_FEATURES)[number], string> = {
    'standard:connect': 'connect',
    'standard:events': 'on',
    'solana:signMessage': 'signMessage',
  };
  return Object.entries(methods).every(([feature, method]) => {
    const impl = (wallet.features as Record<string, Record<string, unknown> | undefined>)[feature];
    return typeof impl?.[method] === 'function';
  });
}

/** A wallet with the network it is listed for. */
export interface DetectedWallet {
  readonly entry: WalletEntry;
  readonly wallet: Wallet;
}

/** The listed wallets, Aptos first then Solana, each in registration order; the recently used one flagged. */
export function detectWallets(wallets: readonly Wallet[], lastConnected: string | null): DetectedWallet[] {
  const detected: DetectedWallet[] = [];
  const add = (wallet: Wallet, network: WalletEntryNetwork) => {
    const id = walletEntryId(wallet.name, network);
    // two registrations of one name (a wallet injected twice) list once
    if (detected.some((d) => d.entry.id === id)) return;
    const name = network === 'Solana' ? t('wallet.solanaSuffix', { name: wallet.name }) : wallet.name;
    detected.push({ entry: { id, name, icon: wallet.icon, network, recentlyUsed: id === lastConnected }, wallet });
  };
  for (const wallet of wallets) if (isAptosWallet(wallet)) add(wallet, 'Aptos');
  for (const wallet of wallets) if (isSolanaWallet(wallet)) add(wallet, 'Solana');
  return detected;
}
