/** The one interface the login and account screens call, whichever kind of wallet is behind it. */
import type { WalletAction, WalletProof } from '#lib/api/contract/auth.ts';

/** The kinds of wallet: a wallet-standard Aptos wallet, a wallet-standard Solana wallet, Google/Apple. */
export type WalletKind = 'aptos' | 'solana' | 'social';

/** The network a wallet entry names (SPEC 3, wallet entry). */
export type WalletEntryNetwork = 'Aptos' | 'Solana';

/** The connected account, as the exchange sees it. */
export interface ConnectedAccount {
  /** The Aptos account (0x + 64 hex): the wallet's own, or the one derived for a Solana key. */
  readonly address: string;
  /** The signing key as 0x hex: an Aptos public key, or the 32-byte Solana key. */
  readonly publicKey: string;
  /** The Solana account in base58 (Solana wallets only). */
  readonly solanaAddress?: string;
}

/** A message the wallet signed: the exact text signed and the 64-byte signature as 0x hex. */
export interface SignedMessage {
  readonly fullMessage: string;
  readonly signature: string;
}

/** Signing a transaction, for the kinds that can (SDK values, typed by the caller). */
export interface TransactionSigner {
  /** Signs without submitting; resolves with the wallet's AccountAuthenticator. */
  signTransaction(transaction: unknown, asFeePayer?: boolean): Promise<unknown>;
  /** Signs and submits; resolves with the transaction hash. Undefined when the wallet cannot submit. */
  readonly signAndSubmitTransaction?: (transaction: unknown) => Promise<string>;
}

/**
 * A wallet the app can connect. Every method throws a WalletError on failure: 'user_rejected' when the user
 * refused (show "User rejected transaction" and stop the flow), the wallet-standard 4100 / 4200 / -30001 as
 * 'unauthorized' / 'unsupported' / 'internal', and the operation's own code otherwise.
 */
export interface WalletAdapter {
  /** The wallet entry id (SPEC 3): wallet name plus network, or 'google' / 'apple'. */
  readonly id: string;
  readonly name: string;
  readonly icon: string;
  readonly kind: WalletKind;
  readonly network: WalletEntryNetwork;
  /** Asks the wallet for its account. */
  connect(): Promise<ConnectedAccount>;
  /**
   * Resumes an earlier connection without a prompt (auto-connect on load): the account the wallet still authorizes,
   * or undefined when it needs the user again (then call connect from a click).
   */
  restore(): Promise<ConnectedAccount | undefined>;
  /** Forgets the connection (the wallet's and ours). */
  disconnect(): Promise<void>;
  /** The connected account, if any. */
  account(): ConnectedAccount | undefined;
  /** Signs a text message (with the nonce the caller chose) as this kind of wallet signs messages. */
  signMessage(input: { readonly message: string; readonly nonce: string }): Promise<SignedMessage>;
  /** The wallet's proof for an exchange action (createUser, addApiKey), issued at `issuedAt` (ms). */
  walletProof(act: WalletAction, issuedAt: number): Promise<WalletProof>;
  /** Transaction signing, where the kind supports it (Aptos wallets and Google/Apple; not Solana wallets). */
  readonly transactions?: TransactionSigner;
  /**
   * Loads what connect() needs ahead of the click, where the adapter's code loads on first use: a popup opened after
   * a download may be refused by browsers that allow popups only straight from the click (Safari).
   */
  prepare?(): void;
}
