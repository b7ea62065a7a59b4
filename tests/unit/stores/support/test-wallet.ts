/**
 * A wallet for the store tests: an adapter over a test Ed25519 key whose proofs are the real signatures the exchange
 * verifies, scripted to approve or reject the connect, restore a session or not, and refuse proofs; and the wallet
 * runtime that lists only it (no wallet-standard discovery in Node).
 */
import { walletProofFromKey, type KeyPair } from '#lib/api/signing.ts';
import type { WalletAdapter } from '#lib/wallets/adapter.ts';
import { WalletError } from '#lib/wallets/errors.ts';
import type { WalletRuntime } from '#lib/wallets/runtime.ts';
import { setWalletRuntime } from '#stores/wallet.ts';

/** How the test wallet answers. */
export interface TestWalletScript {
  /** The connect prompt: approved (default) or rejected by the user. */
  readonly connect?: 'approve' | 'reject';
  /** Whether a remembered session restores without a prompt (default true). */
  readonly restore?: boolean;
  /** Proofs refused as the user's rejection (default false). */
  readonly refuseProofs?: boolean;
  /** The wallet entry's id (default 'Test:Aptos'). */
  readonly id?: string;
}

/** The Aptos address of a wallet key (single-key Ed25519), as the exchange derives it from a proof. */
export function walletAddressOf(wallet: KeyPair): string {
  return walletProofFromKey(wallet, Date.now(), { action: 'createUser', alias: 'x', apiKey: '0x', expiration: 0 })
    .address;
}

/** A wallet adapter over `wallet` at `address`, answering as `script` says. */
export function testWalletAdapter(
  user: { readonly wallet: KeyPair; readonly address: string },
  script: TestWalletScript = {},
): WalletAdapter {
  const account = { address: user.address, publicKey: user.wallet.publicKey };
  const id = script.id ?? 'Test:Aptos';
  let connected = false;
  return {
    id,
    name: id.split(':')[0]!,
    icon: 'data:,',
    kind: 'aptos',
    network: 'Aptos',
    connect: async () => {
      if (script.connect === 'reject') throw new WalletError('user_rejected');
      connected = true;
      return account;
    },
    restore: async () => {
      if (script.restore === false) return undefined;
      connected = true;
      return account;
    },
    disconnect: async () => void (connected = false),
    account: () => (connected ? account : undefined),
    signMessage: () => Promise.reject(new Error('unused')),
    walletProof: async (act, issuedAt) => {
      if (script.refuseProofs) throw new WalletError('user_rejected');
      return walletProofFromKey(user.wallet, issuedAt, act);
    },
  };
}

/** Makes `adapter` the only wallet the stores can connect. */
export function useTestWallet(adapter: WalletAdapter): void {
  const runtime: WalletRuntime = {
    discovery: {
      entries: () => [],
      subscribe: () => () => undefined,
      adapter: () => undefined,
      whenListed: () => new Promise(() => undefined),
      close: () => undefined,
    },
    adapter: (id) => (id === adapter.id ? adapter : undefined),
  };
  setWalletRuntime(() => Promise.resolve(runtime));
}
