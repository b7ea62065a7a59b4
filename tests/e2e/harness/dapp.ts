/**
 * Browser entry of the e2e dapp harness: our WalletConnectClient over the PopupTransport, on its own origin.
 * Bundled by esbuild (serve.ts) and driven by the wallet-*.spec.ts files through `window.harness`, which
 * answers in plain JSON (hex addresses and keys, statuses) so values cross page.evaluate unchanged.
 */
import { NETWORKS } from '#lib/network/origins.ts';
import { WalletConnectClient } from '#lib/wallet-connect/client.ts';
import type { FailureJson } from './dapp-wallets.ts';
import './dapp-wallets.ts';
import type { AccountInfo } from '#lib/wallet-connect/serialize/accounts.ts';
import { PopupTransport } from '#lib/wallet-connect/transport/popup.ts';
import type { WalletProvider } from '#lib/wallet-connect/transport/types.ts';

/** An account as plain JSON. */
export interface AccountJson {
  readonly address: string;
  readonly publicKey: string;
  readonly name: string | null;
}

/** A wallet answer as plain JSON: approved with values, or dismissed. */
export type AnswerJson<T> = { readonly status: 'approved'; readonly args: T } | { readonly status: 'dismissed' };

/** A message event the page saw, for tests that need to know a forged message was delivered. */
export interface SeenMessage {
  readonly origin: string;
  readonly fromSelf: boolean;
  readonly type: unknown;
}

/** What the harness page exposes as `window.harness`. */
export interface Harness {
  readonly walletOrigin: string;
  connect(provider: WalletProvider): Promise<AnswerJson<{ account: AccountJson }> | FailureJson>;
  signMessage(
    provider: WalletProvider,
    message: string,
    nonce: string,
  ): Promise<AnswerJson<{ fullMessage: string; signature: string }> | FailureJson>;
  isConnected(): Promise<boolean>;
  getConnectedAccounts(): Promise<AccountJson[]>;
  disconnect(): Promise<void>;
  /** Wallet calls started and not yet settled. */
  inFlight(): number;
  /** Message events received so far (any origin, any source). */
  seenMessages(): SeenMessage[];
  /** The `features` argument of each window.open call. */
  openFeatures(): string[];
}

declare global {
  interface Window {
    harness: Harness;
  }
}

const walletOrigin = new URLSearchParams(location.search).get('wallet') ?? NETWORKS.local.walletHost;
const dappInfo = { domain: location.origin, name: 'E2E harness dapp' };
const seen: SeenMessage[] = [];
const features: string[] = [];
let pending = 0;

// Registered before any transport listener, so a message is logged before the transport decides on it.
window.addEventListener('message', (event) => {
  const type = (event.data as { __messageType?: unknown } | null)?.__messageType;
  seen.push({ origin: event.origin, fromSelf: event.source === window, type });
});

// Records the features the transport asks for, then opens the real popup.
const realOpen = window.open.bind(window);
window.open = (url?: string | URL, target?: string, windowFeatures?: string) => {
  features.push(windowFeatures ?? '');
  return realOpen(url, target, windowFeatures);
};

/** One client per provider; they share localStorage, hence the connected accounts. */
const clients: Record<WalletProvider, WalletConnectClient> = {
  google: clientFor('google'),
  apple: clientFor('apple'),
};

function clientFor(provider: WalletProvider): WalletConnectClient {
  const transport = new PopupTransport({ walletOrigin, provider, window });
  return new WalletConnectClient({ dappInfo, transport, storage: window.localStorage });
}

function accountJson(account: AccountInfo): AccountJson {
  return { address: account.address.toString(), publicKey: account.publicKey.toString(), name: account.name ?? null };
}

function hex(bytes: Uint8Array): string {
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

async function track<T>(call: () => Promise<T>): Promise<T | FailureJson> {
  pending += 1;
  try {
    return await call();
  } catch (error) {
    const { name, message, code } = error as { name: string; message: string; code?: unknown };
    return { status: 'error', name, message, code: code ?? null };
  } finally {
    pending -= 1;
  }
}

window.harness = {
  walletOrigin,
  connect: (provider) =>
    track(async () => {
      const answer = await clients[provider].connect();
      return answer.status === 'approved'
        ? { status: 'approved' as const, args: { account: accountJson(answer.args.account) } }
        : { status: 'dismissed' as const };
    }),
  signMessage: (provider, message, nonce) =>
    track(async () => {
      const encoder = new TextEncoder();
      const [first] = await clients[provider].getConnectedAccounts();
      const answer = await clients[provider].signMessage({
        signerAddress: first?.address,
        chainId: 4,
        nonce: encoder.encode(nonce),
        message: encoder.encode(message),
      });
      if (answer.status !== 'approved') return { status: 'dismissed' as const };
      return {
        status: 'approved' as const,
        args: { fullMessage: answer.args.fullMessage, signature: hex(answer.args.signature.toUint8Array()) },
      };
    }),
  isConnected: () => clients.google.isConnected(),
  getConnectedAccounts: async () => (await clients.google.getConnectedAccounts()).map(accountJson),
  disconnect: async () => {
    await clients.google.disconnect();
  },
  inFlight: () => pending,
  seenMessages: () => [...seen],
  openFeatures: () => [...features],
};
document.title = 'Harness ready';
