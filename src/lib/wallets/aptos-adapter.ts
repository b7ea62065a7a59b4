/** A wallet-standard Aptos wallet (Petra, Nightly, ...) behind the WalletAdapter interface. */
import type { Wallet } from '@aptos-labs/wallet-standard';
import { walletMessage, type WalletAction, type WalletProof } from '#lib/api/contract/auth.ts';
import type { ConnectedAccount, SignedMessage, TransactionSigner, WalletAdapter } from './adapter.ts';
import { approvedOrThrow, type StandardUserResponse, WalletError, walletCall } from './errors.ts';
import { bytesOf, hexOf, longAddressOf, toHex } from './hex.ts';

type Method = (...args: never[]) => Promise<unknown>;

/** The method of a feature, or the 'unsupported' error (4200) when the wallet does not declare it. */
function feature<T extends Method>(wallet: Wallet, name: string, method: string): T {
  const owner = (wallet.features as Record<string, Record<string, unknown> | undefined>)[name];
  const impl = owner?.[method];
  if (typeof impl !== 'function') throw new WalletError('unsupported', { detail: `${wallet.name} has no ${name}` });
  // called on its feature object: a wallet may implement features as class methods that read `this`
  return impl.bind(owner) as T;
}

/** The account an aptos:connect / aptos:account answer carries, read by shape. */
function accountOf(info: unknown): ConnectedAccount {
  const { address, publicKey } = (info ?? {}) as { address?: unknown; publicKey?: unknown };
  const long = longAddressOf(address);
  const key = hexOf(publicKey);
  if (long === undefined || key === undefined) throw new WalletError('account_error');
  return { address: long, publicKey: key };
}

/** The adapter of one detected Aptos wallet. */
export class AptosStandardAdapter implements WalletAdapter {
  readonly kind = 'aptos' as const;
  readonly network = 'Aptos' as const;
  readonly id: string;
  readonly name: string;
  readonly icon: string;
  readonly transactions: TransactionSigner;
  readonly #wallet: Wallet;
  #account: ConnectedAccount | undefined;

  constructor(wallet: Wallet, id: string) {
    this.#wallet = wallet;
    this.id = id;
    this.name = wallet.name;
    this.icon = wallet.icon;
    const signAndSubmit = (wallet.features as Record<string, unknown>)['aptos:signAndSubmitTransaction'];
    this.transactions = {
      signTransaction: (transaction, asFeePayer) =>
        walletCall('sign_error', async () =>
          approvedOrThrow(
            (await this.#call('aptos:signTransaction', 'signTransaction')(
              transaction as never,
              asFeePayer as never,
            )) as StandardUserResponse<unknown> | undefined,
            'sign_error',
          ),
        ),
      ...(signAndSubmit === undefined
        ? {}
        : {
            signAndSubmitTransaction: (transaction: unknown) =>
              walletCall('sign_error', async () => {
                const method = this.#call('aptos:signAndSubmitTransaction', 'signAndSubmitTransaction');
                const out = approvedOrThrow(
                  (await method(transaction as never)) as StandardUserResponse<{ hash?: unknown }> | undefined,
                  'sign_error',
                );
                if (typeof out.hash !== 'string') throw new WalletError('sign_error');
                return out.hash;
              }),
          }),
    };
  }

  #call(name: string, method: string): Method {
    return feature<Method>(this.#wallet, name, method);
  }

  /** aptos:connect; a {status:'Rejected'} answer or a 4001 throw is 'user_rejected'. */
  connect(): Promise<ConnectedAccount> {
    return walletCall('connection_failed', async () => {
      const answer = (await this.#call('aptos:connect', 'connect')()) as StandardUserResponse<unknown> | undefined;
      this.#account = accountOf(approvedOrThrow(answer, 'connection_failed'));
      return this.#account;
    });
  }

  /** aptos:account: the account the wallet still authorizes; a 4100 (not authorized) means none. */
  async restore(): Promise<ConnectedAccount | undefined> {
    try {
      this.#account = accountOf(await this.#call('aptos:account', 'account')());
      return this.#account;
    } catch {
      return undefined;
    }
  }

  /** aptos:disconnect. */
  async disconnect(): Promise<void> {
    this.#account = undefined;
    await walletCall('internal', () => this.#call('aptos:disconnect', 'disconnect')());
  }

  /** The account connect returned. */
  account(): ConnectedAccount | undefined {
    return this.#account;
  }

  /** aptos:signMessage: the wallet signs "APTOS\nmessage: ...\nnonce: ..." (its fullMessage). */
  signMessage(input: { readonly message: string; readonly nonce: string }): Promise<SignedMessage> {
    return walletCall('sign_error', async () => {
      if (this.#account === undefined) throw new WalletError('not_connected');
      const answer = (await this.#call('aptos:signMessage', 'signMessage')(input as never)) as
        StandardUserResponse<{ fullMessage?: unknown; signature?: unknown }> | undefined;
      const out = approvedOrThrow(answer, 'sign_error');
      const bytes = bytesOf(out.signature);
      const signature = bytes === undefined ? hexOf(out.signature) : toHex(bytes);
      if (typeof out.fullMessage !== 'string' || signature === undefined || signature.length !== 130)
        throw new WalletError('sign_error', { detail: 'the wallet answered no Ed25519 signature' });
      return { fullMessage: out.fullMessage, signature };
    });
  }

  /** Signs the canonical text of the action (the exchange finds it inside the wallet's envelope). */
  async walletProof(act: WalletAction, issuedAt: number): Promise<WalletProof> {
    const account = this.#account ?? (await this.connect());
    const message = walletMessage(account.address, issuedAt, act);
    const signed = await this.signMessage({ message, nonce: String(issuedAt) });
    return { address: account.address, publicKey: account.publicKey, issuedAt, ...signed };
  }
}
