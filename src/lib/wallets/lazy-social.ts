/**
 * A Google / Apple adapter whose code loads on first use. The real adapter (social-adapter.ts over the wallet-connect
 * client) encodes with the Aptos SDK's BCS code; a page whose user signed in with a wallet-standard wallet never needs
 * it, so the wallet runtime hands out this stand-in and loads the real one when a method is first called (connect,
 * restore of a Google / Apple session, signing). Names, icon and kind are known at once; account() is the real
 * adapter's once it has loaded (before that nothing is connected through it).
 */
import type { WalletProvider } from '#lib/wallet-connect/transport/types.ts';
import type { ConnectedAccount, SignedMessage, TransactionSigner, WalletAdapter } from './adapter.ts';
import type { WalletAction, WalletProof } from '#lib/api/contract/auth.ts';

/** The providers' display names. */
export const SOCIAL_NAMES: Readonly<Record<WalletProvider, string>> = { google: 'Google', apple: 'Apple' };

export class LazySocialAdapter implements WalletAdapter {
  readonly kind = 'social' as const;
  readonly network = 'Aptos' as const;
  readonly id: WalletProvider;
  readonly name: string;
  readonly icon: string;
  readonly transactions: TransactionSigner;
  readonly #load: () => Promise<WalletAdapter>;
  #loading: Promise<WalletAdapter> | undefined;
  #loaded: WalletAdapter | undefined;

  constructor(provider: WalletProvider, icon: string, load: () => Promise<WalletAdapter>) {
    this.id = provider;
    this.name = SOCIAL_NAMES[provider];
    this.icon = icon;
    this.#load = load;
    this.transactions = {
      signTransaction: async (transaction, asFeePayer) =>
        (await this.#signer()).signTransaction(transaction, asFeePayer),
      signAndSubmitTransaction: async (transaction) => {
        const submit = (await this.#signer()).signAndSubmitTransaction;
        if (!submit) throw new Error('The social wallet cannot submit');
        return submit(transaction);
      },
    };
  }

  /** The real adapter, loaded once. */
  #adapter(): Promise<WalletAdapter> {
    this.#loading ??= this.#load().then((adapter) => (this.#loaded = adapter));
    return this.#loading;
  }

  async #signer(): Promise<TransactionSigner> {
    const signer = (await this.#adapter()).transactions;
    if (!signer) throw new Error('The social wallet cannot sign transactions');
    return signer;
  }

  prepare(): void {
    void this.#adapter().catch(() => undefined); // connect() reports a failed load
  }

  async connect(): Promise<ConnectedAccount> {
    return (await this.#adapter()).connect();
  }
  async restore(): Promise<ConnectedAccount | undefined> {
    return (await this.#adapter()).restore();
  }
  async disconnect(): Promise<void> {
    return (await this.#adapter()).disconnect();
  }
  account(): ConnectedAccount | undefined {
    return this.#loaded?.account();
  }
  async signMessage(input: { readonly message: string; readonly nonce: string }): Promise<SignedMessage> {
    return (await this.#adapter()).signMessage(input);
  }
  async walletProof(act: WalletAction, issuedAt: number): Promise<WalletProof> {
    return (await this.#adapter()).walletProof(act, issuedAt);
  }
}
