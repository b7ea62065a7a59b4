/**
 * The wallets part of the e2e dapp harness (bundled with dapp.ts): src/lib/wallets discovery and adapters over the
 * page's wallet-standard registry, and our wallet-connect client fed answers made by the official serializer, all
 * through `window.walletHarness` in plain JSON.
 */
import type { WalletAction, WalletProof } from '#lib/api/contract/auth.ts';
import { WalletConnectClient } from '#lib/wallet-connect/client.ts';
import type { ConnectedAccount } from '#lib/wallets/adapter.ts';
import { browserWalletDiscovery } from '#lib/wallets/browser.ts';
import type { WalletEntry } from '#lib/wallets/entries.ts';

/** A rejected call as plain JSON (the error's name, code and message). */
export interface FailureJson {
  readonly status: 'error';
  readonly name: string;
  readonly code: unknown;
  readonly message: string;
}

/** What the harness page exposes as `window.walletHarness`. */
export interface WalletHarness {
  /** The wallet entries now. */
  entries(): WalletEntry[];
  /** The entry lists the discovery's subscribers were given, in order. */
  updates(): string[][];
  connect(id: string): Promise<ConnectedAccount | FailureJson>;
  proof(id: string, act: WalletAction, issuedAt: number): Promise<WalletProof | FailureJson>;
  /** Our bundled client's reading of a wallet answer (hex bytes) to a request of `name`. */
  readAnswer(
    name: 'connect' | 'signIn' | 'signMessage',
    answerHex: string,
  ): Promise<Record<string, string> | FailureJson>;
}

declare global {
  interface Window {
    walletHarness: WalletHarness;
  }
}

const discovery = browserWalletDiscovery();
const updates: string[][] = [];
discovery.subscribe((entries) => updates.push(entries.map((e) => e.id)));

async function failureJson<T>(call: () => Promise<T>): Promise<T | FailureJson> {
  try {
    return await call();
  } catch (error) {
    const { name, message, code } = error as { name: string; message: string; code?: unknown };
    return { status: 'error', name, message, code: code ?? null };
  }
}

function adapterOf(id: string) {
  const adapter = discovery.adapter(id);
  if (adapter === undefined) throw new Error(`no wallet entry ${id}`);
  return adapter;
}

const bytesOfHex = (hex: string) => Uint8Array.from((hex.match(/../g) ?? []).map((b) => parseInt(b, 16)));

/** A client whose transport answers every prompt request with these bytes. */
function answeringClient(answer: Uint8Array): WalletConnectClient {
  const memory = new Map<string, string>();
  return new WalletConnectClient({
    dappInfo: { domain: location.origin, name: 'E2E harness dapp' },
    transport: { request: async () => ({ data: answer }) },
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
  });
}

window.walletHarness = {
  entries: () => [...discovery.entries()],
  updates: () => updates.map((u) => [...u]),
  connect: (id) => failureJson(() => adapterOf(id).connect()),
  proof: (id, act, issuedAt) => failureJson(() => adapterOf(id).walletProof(act, issuedAt)),
  readAnswer: (name, answerHex) =>
    failureJson(async () => {
      const client = answeringClient(bytesOfHex(answerHex));
      const nonce = new TextEncoder().encode('n');
      const answer =
        name === 'connect'
          ? await client.connect()
          : name === 'signIn'
            ? await client.signIn({ input: { nonce: 'n-keyless' }, network: 'testnet' })
            : await client.signMessage({ chainId: 4, nonce, message: nonce });
      if (answer.status !== 'approved') return { status: answer.status };
      const args = answer.args as { account?: { address: unknown; publicKey: unknown }; signature?: unknown };
      return {
        status: 'approved',
        ...(args.account === undefined
          ? {}
          : { address: String(args.account.address), publicKey: String(args.account.publicKey) }),
        ...(args.signature === undefined ? {} : { signature: String(args.signature) }),
      };
    }),
};
