/**
 * A wallet-standard Solana wallet (standard:connect, standard:events, solana:signMessage) offered as
 * "<name> (Solana)". Its exchange account is the Aptos account derived for its key on this dapp's domain; it proves
 * that account with a Sign-In With Solana message: solana:signIn where declared, else (or when signIn throws, as some
 * wallets that declare it do) solana:signMessage over the same text. It signs no Aptos transactions here, and
 * deposits from it are "not supported yet" (assertDepositSupported).
 */
import type { Wallet } from '@aptos-labs/wallet-standard';
import type { WalletAction, WalletProof } from '#lib/api/contract/auth.ts';
import type { ConnectedAccount, SignedMessage, WalletAdapter } from './adapter.ts';
import { toWalletError, WalletError, walletCall } from './errors.ts';
import { bytesOf, toHex } from './hex.ts';
import { base58ToBytes, bytesToBase58 } from './solana/base58.ts';
import { solanaDerivedAddress } from './solana/derived-address.ts';
import { solanaProofFields } from './solana/proof-message.ts';
import { siwsMessageText } from './solana/siws.ts';

/** The features a Solana wallet needs to be offered. */
export const SOLANA_REQUIRED_FEATURES = ['standard:connect', 'standard:events', 'solana:signMessage'] as const;

type SolanaAccount = { readonly address: string; readonly publicKey: Uint8Array };
type Features = Record<string, Record<string, ((...args: never[]) => Promise<unknown>) | undefined> | undefined>;

function solanaAccountOf(value: unknown): SolanaAccount {
  const { address, publicKey } = (value ?? {}) as { address?: unknown; publicKey?: unknown };
  const key = bytesOf(publicKey) ?? (typeof address === 'string' ? base58ToBytes(address) : undefined);
  if (key?.length !== 32) throw new WalletError('account_error');
  return { address: bytesToBase58(key), publicKey: key };
}

/** The adapter of one detected Solana wallet, for the dapp served on `domain` (its host, e.g. '127.0.0.1:4321'). */
export class SolanaStandardAdapter implements WalletAdapter {
  readonly kind = 'solana' as const;
  readonly network = 'Solana' as const;
  readonly id: string;
  readonly name: string;
  readonly icon: string;
  readonly #wallet: Wallet;
  readonly #domain: string;
  #solana: SolanaAccount | undefined;
  #walletAccount: unknown;

  constructor(wallet: Wallet, id: string, domain: string) {
    this.#wallet = wallet;
    this.id = id;
    this.name = wallet.name;
    this.icon = wallet.icon;
    this.#domain = domain;
  }

  #method(name: string, method: string) {
    const impl = (this.#wallet.features as Features)[name]?.[method];
    if (typeof impl !== 'function')
      throw new WalletError('unsupported', { detail: `${this.#wallet.name} has no ${name}` });
    return impl.bind((this.#wallet.features as Features)[name]) as (...args: unknown[]) => Promise<unknown>;
  }

  /** standard:connect; the first account's key derives the Aptos account. A thrown 4001 is 'user_rejected'. */
  connect(): Promise<ConnectedAccount> {
    return walletCall('connection_failed', async () => {
      const out = (await this.#method('standard:connect', 'connect')()) as
        { accounts?: readonly unknown[] } | undefined;
      const [first] = out?.accounts ?? [];
      if (first === undefined) throw new WalletError('connection_failed');
      this.#walletAccount = first;
      this.#solana = solanaAccountOf(first);
      return this.#connected(this.#solana);
    });
  }

  /** standard:connect({silent: true}): the wallet answers without a prompt when it still trusts the site. */
  async restore(): Promise<ConnectedAccount | undefined> {
    try {
      const out = (await this.#method('standard:connect', 'connect')({ silent: true })) as
        { accounts?: readonly unknown[] } | undefined;
      const [first] = out?.accounts ?? [];
      if (first === undefined) return undefined;
      this.#walletAccount = first;
      this.#solana = solanaAccountOf(first);
      return this.#connected(this.#solana);
    } catch {
      return undefined;
    }
  }

  #connected(solana: SolanaAccount): ConnectedAccount {
    return {
      address: solanaDerivedAddress(solana.publicKey, this.#domain),
      publicKey: toHex(solana.publicKey),
      solanaAddress: solana.address,
    };
  }

  /** standard:disconnect when the wallet has it. */
  async disconnect(): Promise<void> {
    this.#solana = undefined;
    this.#walletAccount = undefined;
    const features = this.#wallet.features as Features;
    if (typeof features['standard:disconnect']?.disconnect === 'function')
      await walletCall('internal', () => this.#method('standard:disconnect', 'disconnect')());
  }

  /** The derived Aptos account of the connected key. */
  account(): ConnectedAccount | undefined {
    return this.#solana === undefined ? undefined : this.#connected(this.#solana);
  }

  /** solana:signMessage over the UTF-8 text "message" (the nonce is the caller's business: put it in the text). */
  signMessage(input: { readonly message: string; readonly nonce: string }): Promise<SignedMessage> {
    return walletCall('sign_error', async () => {
      if (this.#walletAccount === undefined) throw new WalletError('not_connected');
      const message = new TextEncoder().encode(input.message);
      const outputs = (await this.#method(
        'solana:signMessage',
        'signMessage',
      )({
        account: this.#walletAccount,
        message,
      })) as readonly { signature?: unknown; signedMessage?: unknown }[] | undefined;
      const [out] = outputs ?? [];
      const signature = bytesOf(out?.signature);
      if (signature?.length !== 64) throw new WalletError('sign_error');
      const signed = bytesOf(out?.signedMessage) ?? message;
      return { fullMessage: new TextDecoder().decode(signed), signature: toHex(signature) };
    });
  }

  /** solana:signIn when declared and working; a rejection stops here, any other failure falls back to signMessage. */
  async #signIn(fields: ReturnType<typeof solanaProofFields>): Promise<SignedMessage | undefined> {
    const features = this.#wallet.features as Features;
    if (typeof features['solana:signIn']?.signIn !== 'function') return undefined;
    try {
      const outputs = (await this.#method('solana:signIn', 'signIn')(fields)) as readonly {
        account?: unknown;
        signedMessage?: unknown;
        signature?: unknown;
      }[];
      const [out] = outputs ?? [];
      const signature = bytesOf(out?.signature);
      const signed = bytesOf(out?.signedMessage);
      if (signature?.length !== 64 || signed === undefined) return undefined;
      if (solanaAccountOf(out?.account).address !== fields.address) return undefined;
      return { fullMessage: new TextDecoder().decode(signed), signature: toHex(signature) };
    } catch (error) {
      const walletError = toWalletError(error, 'sign_error');
      if (walletError.code === 'user_rejected') throw walletError;
      return undefined;
    }
  }

  /** A Sign-In With Solana message binding the action (SolanaWalletProof), signed by the Solana key. */
  async walletProof(act: WalletAction, issuedAt: number): Promise<WalletProof> {
    if (this.#solana === undefined) await this.connect();
    const solana = this.#solana;
    if (solana === undefined) throw new WalletError('not_connected');
    const account = this.#connected(solana);
    const fields = solanaProofFields({
      domain: this.#domain,
      solanaAddress: solana.address,
      aptosAddress: account.address,
      issuedAt,
      act,
    });
    const signed =
      (await this.#signIn(fields)) ??
      (await this.signMessage({ message: siwsMessageText(fields), nonce: fields.nonce ?? '' }));
    return {
      scheme: 'solana',
      address: account.address,
      solanaPublicKey: account.publicKey,
      domain: this.#domain,
      issuedAt,
      ...signed,
    };
  }
}

/** Deposits come from Aptos wallets only (SPEC 6): a Solana wallet gets "Solana deposits are not supported yet". */
export function assertDepositSupported(adapter: Pick<WalletAdapter, 'network'>): void {
  if (adapter.network === 'Solana') throw new WalletError('solana_deposits_unsupported');
}
