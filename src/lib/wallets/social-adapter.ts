/**
 * Google and Apple through our wallet-connection client (the hosted wallet's prompt): the popup in a browser, the
 * mini-app link inside the messaging app (PromptTransport decides per request, SPEC 4).
 */
import { AccountAddress, type AccountAuthenticator, type AnyRawTransaction } from '@aptos-labs/ts-sdk';
import { walletMessage, type WalletAction, type WalletProof } from '#lib/api/contract/auth.ts';
import type { WalletConnectClient } from '#lib/wallet-connect/client.ts';
import type { WalletNetwork } from '#lib/wallet-connect/serialize/network.ts';
import type { WalletProvider } from '#lib/wallet-connect/transport/types.ts';
import type { ConnectedAccount, SignedMessage, TransactionSigner, WalletAdapter } from './adapter.ts';
import { WalletError, walletCall } from './errors.ts';
import { hexOf, longAddressOf } from './hex.ts';
import { SOCIAL_NAMES } from './lazy-social.ts';

/** What a social adapter needs: its provider, a client over the prompt transport, the chain it signs for. */
export interface SocialAdapterConfig {
  readonly provider: WalletProvider;
  readonly client: WalletConnectClient;
  readonly icon: string;
  /** Chain id of signed messages (the local network's is 4). */
  readonly chainId: number;
  /** Network named in transaction requests; undefined lets the wallet use its own (a local network has none). */
  readonly network?: WalletNetwork;
}

/** The adapter of the Google or Apple login. */
export class SocialWalletAdapter implements WalletAdapter {
  readonly kind = 'social' as const;
  readonly network = 'Aptos' as const;
  readonly id: WalletProvider;
  readonly name: string;
  readonly icon: string;
  readonly transactions: TransactionSigner;
  readonly #config: SocialAdapterConfig;
  #account: ConnectedAccount | undefined;

  constructor(config: SocialAdapterConfig) {
    this.#config = config;
    this.id = config.provider;
    this.name = SOCIAL_NAMES[config.provider];
    this.icon = config.icon;
    this.transactions = {
      signTransaction: (transaction) => this.#signTransaction(transaction as AnyRawTransaction),
      signAndSubmitTransaction: (transaction) => this.#signAndSubmit(transaction as AnyRawTransaction),
    };
  }

  /** Connect through the prompt; closing it is 'user_rejected'. */
  connect(): Promise<ConnectedAccount> {
    return walletCall('connection_failed', async () => {
      const answer = await this.#config.client.connect();
      if (answer.status !== 'approved') throw new WalletError('user_rejected');
      const address = longAddressOf(answer.args.account.address);
      const publicKey = hexOf(answer.args.account.publicKey);
      if (address === undefined || publicKey === undefined) throw new WalletError('account_error');
      this.#account = { address, publicKey };
      return this.#account;
    });
  }

  /** The account the client remembers from an earlier approval (dapp_state), without opening the prompt. */
  async restore(): Promise<ConnectedAccount | undefined> {
    const [first] = await this.#config.client.getConnectedAccounts();
    const address = longAddressOf(first?.address);
    const publicKey = hexOf(first?.publicKey);
    if (address === undefined || publicKey === undefined) return undefined;
    this.#account = { address, publicKey };
    return this.#account;
  }

  /** Forgets the account locally (the client's disconnect is answered without the prompt). */
  async disconnect(): Promise<void> {
    this.#account = undefined;
    await walletCall('internal', () => this.#config.client.disconnect());
  }

  /** The account connect returned. */
  account(): ConnectedAccount | undefined {
    return this.#account;
  }

  /** signMessage through the prompt: the wallet signs "APTOS\nmessage: ...\nnonce: ...". */
  signMessage(input: { readonly message: string; readonly nonce: string }): Promise<SignedMessage> {
    return walletCall('sign_error', async () => {
      const account = this.#account;
      if (account === undefined) throw new WalletError('not_connected');
      const encode = (text: string) => new TextEncoder().encode(text);
      const answer = await this.#config.client.signMessage({
        signerAddress: AccountAddress.from(account.address),
        chainId: this.#config.chainId,
        nonce: encode(input.nonce),
        message: encode(input.message),
      });
      if (answer.status !== 'approved') throw new WalletError('user_rejected');
      const signature = hexOf(answer.args.signature.toUint8Array());
      if (signature === undefined) throw new WalletError('sign_error');
      return { fullMessage: answer.args.fullMessage, signature };
    });
  }

  /**
   * An Ed25519 proof of the action. The exchange verifies single-key Ed25519 accounts: a keyless account (what the
   * real hosted wallet gives) signs with a keyless signature it cannot check yet, which is an 'account_error'.
   */
  async walletProof(act: WalletAction, issuedAt: number): Promise<WalletProof> {
    const account = this.#account ?? (await this.connect());
    if (account.publicKey.length !== 66)
      throw new WalletError('account_error', { detail: 'only Ed25519 accounts can sign exchange proofs' });
    const signed = await this.signMessage({
      message: walletMessage(account.address, issuedAt, act),
      nonce: String(issuedAt),
    });
    return { address: account.address, publicKey: account.publicKey, issuedAt, ...signed };
  }

  #signTransaction(transaction: AnyRawTransaction): Promise<AccountAuthenticator> {
    return walletCall('sign_error', async () => {
      const { rawTransaction, feePayerAddress, secondarySignerAddresses } = transaction;
      const answer = await this.#config.client.signTransaction({
        ...(this.#account === undefined ? {} : { signerAddress: AccountAddress.from(this.#account.address) }),
        ...(this.#config.network === undefined ? {} : { network: this.#config.network }),
        sender: { address: rawTransaction.sender },
        payload: rawTransaction.payload,
        expirationTimestamp: Number(rawTransaction.expiration_timestamp_secs),
        gasUnitPrice: Number(rawTransaction.gas_unit_price),
        maxGasAmount: Number(rawTransaction.max_gas_amount),
        ...(feePayerAddress === undefined ? {} : { feePayer: { address: feePayerAddress } }),
        ...(secondarySignerAddresses === undefined
          ? {}
          : { secondarySigners: secondarySignerAddresses.map((address) => ({ address })) }),
      });
      if (answer.status !== 'approved') throw new WalletError('user_rejected');
      return answer.args.authenticator;
    });
  }

  #signAndSubmit(transaction: AnyRawTransaction): Promise<string> {
    return walletCall('sign_error', async () => {
      const { rawTransaction } = transaction;
      const answer = await this.#config.client.signAndSubmitTransaction({
        ...(this.#account === undefined ? {} : { signerAddress: AccountAddress.from(this.#account.address) }),
        ...(this.#config.network === undefined ? {} : { network: this.#config.network }),
        payload: rawTransaction.payload,
        expirationTimestamp: Number(rawTransaction.expiration_timestamp_secs),
        gasUnitPrice: Number(rawTransaction.gas_unit_price),
        maxGasAmount: Number(rawTransaction.max_gas_amount),
      });
      if (answer.status !== 'approved') throw new WalletError('user_rejected');
      return answer.args.txnHash;
    });
  }
}
