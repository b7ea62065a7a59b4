import { atom } from 'nanostores';

/** Wallet connection (SPEC section 4): not connected, connecting, connected. */
export type WalletState =
  | { readonly status: 'disconnected' }
  | { readonly status: 'connecting'; readonly walletId: string }
  | { readonly status: 'connected'; readonly walletId: string; readonly address: string };

/** The wallet connection; the wallet feature drives it through its actions. */
export const $wallet = atom<WalletState>({ status: 'disconnected' });

/** The exchange user currently acting (main or sub-account id), once the wallet's accounts are known. */
export const $currentUserId = atom<string | undefined>(undefined);
