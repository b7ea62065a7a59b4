/**
 * Test-only wallet-standard wallets for Playwright (and the screens' e2e tests): an Aptos wallet and a Solana wallet
 * installed with page.addInitScript before goto. Their keys live in the test process; the page asks it to sign
 * through page.exposeFunction, so the exchange verifies real Ed25519 signatures. Each test scripts the answers:
 * approve, reject ({status:'Rejected'}), throw 4100, never answer, or register late. The wallets register both ways
 * of the wallet standard: they dispatch wallet-standard:register-wallet and answer wallet-standard:app-ready.
 */
import type { Page } from '@playwright/test';
import { sha3_256 } from '@noble/hashes/sha3.js';
import nacl from 'tweetnacl';
import { bytesToBase58 } from '#lib/wallets/solana/base58.ts';

/** What the next wallet call does. */
export type FakeOutcome = 'approve' | 'reject' | 'throw4100' | 'hang';

/**
 * One fake wallet: its name, kind, key seed (a byte repeated 32 times, or 64 hex digits: freshWalletSeed() gives a
 * wallet no other test has), and whether it waits for register() to appear.
 */
export interface FakeWalletSpec {
  readonly name: string;
  readonly kind: 'aptos' | 'solana';
  readonly seed: number | string;
  readonly registerLate?: boolean;
}

/** The test's handle on the installed wallets. */
export interface FakeWallets {
  /** Sets the outcome of every following call of one wallet (default 'approve'). */
  script(name: string, outcome: FakeOutcome): void;
  /** Registers a wallet installed with registerLate, in the page, now. */
  register(name: string): Promise<void>;
  /** The calls each wallet received, in order ('connect', 'signMessage', 'signIn'). */
  calls(name: string): readonly string[];
  /** Public key (hex) and address: the Aptos address, or the Solana base58 address. */
  identity(name: string): { readonly publicKey: string; readonly address: string };
}

/** A random seed: a wallet whose accounts no earlier test (of this run or another) created. */
export function freshWalletSeed(): string {
  return Buffer.from(nacl.randomBytes(32)).toString('hex');
}

function seedBytes(seed: number | string): Uint8Array {
  return typeof seed === 'number' ? new Uint8Array(32).fill(seed) : Uint8Array.from(Buffer.from(seed, 'hex'));
}

/** The key pair of a spec, for building proofs in the test process (the page's wallet signs with the same key). */
export function fakeWalletKeys(spec: Pick<FakeWalletSpec, 'seed'>): nacl.SignKeyPair {
  return nacl.sign.keyPair.fromSeed(seedBytes(spec.seed));
}

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;
const ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="6" fill="#7b61ff"/></svg>',
).toString('base64')}`;

/** What the page-side wallet receives from the test process for one call. */
type Answer =
  { outcome: 'approve'; signature?: string; publicKey: string; address: string } | { outcome: 'reject' | 'throw4100' };

/** Installs the wallets in `page` (call before page.goto). */
export async function installFakeWallets(page: Page, specs: readonly FakeWalletSpec[]): Promise<FakeWallets> {
  const keys = new Map(specs.map((spec) => [spec.name, nacl.sign.keyPair.fromSeed(seedBytes(spec.seed))]));
  const outcomes = new Map<string, FakeOutcome>();
  const calls = new Map<string, string[]>(specs.map((spec) => [spec.name, []]));
  const identity = (name: string) => {
    const pair = keys.get(name);
    const spec = specs.find((s) => s.name === name);
    if (pair === undefined || spec === undefined) throw new Error(`no fake wallet ${name}`);
    const address =
      spec.kind === 'aptos' ? hex(sha3_256(Uint8Array.from([...pair.publicKey, 0]))) : bytesToBase58(pair.publicKey);
    return { publicKey: hex(pair.publicKey), address };
  };

  await page.exposeFunction('__fakeWalletCall', async (name: string, method: string, messageHex?: string) => {
    calls.get(name)?.push(method);
    const outcome = outcomes.get(name) ?? 'approve';
    // never answering is what a wallet whose prompt the user left open does
    if (outcome === 'hang') return new Promise<never>(() => undefined);
    if (outcome !== 'approve') return { outcome } satisfies Answer;
    const pair = keys.get(name)!;
    const signature =
      messageHex === undefined
        ? undefined
        : hex(nacl.sign.detached(Buffer.from(messageHex.slice(2), 'hex'), pair.secretKey));
    return { outcome, ...identity(name), ...(signature === undefined ? {} : { signature }) } satisfies Answer;
  });
  await page.addInitScript(pageSide, { specs, icon: ICON });

  return {
    script: (name, outcome) => outcomes.set(name, outcome),
    register: (name) => page.evaluate((n) => (window as unknown as FakeWalletWindow).__fakeWallets.register(n), name),
    calls: (name) => [...(calls.get(name) ?? [])],
    identity,
  };
}

interface FakeWalletWindow {
  __fakeWallets: { register(name: string): void };
  __fakeWalletCall(name: string, method: string, messageHex?: string): Promise<Answer>;
}

/** Runs in the page before its scripts: builds the wallets and registers the ones not held back. */
function pageSide({ specs, icon }: { specs: readonly FakeWalletSpec[]; icon: string }): void {
  const w = window as unknown as FakeWalletWindow & Window;
  const toBytes = (h: string) => Uint8Array.from((h.slice(2).match(/../g) ?? []).map((b) => parseInt(b, 16)));
  const toHex = (bytes: Uint8Array) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  // values shaped like SDK objects (toUint8Array, toString), as a wallet bundling another SDK major hands back
  const sdkLike = (h: string) => ({ toUint8Array: () => toBytes(h), toString: () => h });
  const walletError = () =>
    Object.assign(new Error('The requested method and/or account has not been authorized by the user.'), {
      name: 'AptosWalletError',
      code: 4100,
      status: 'Unauthorized',
    });
  const call = async (name: string, method: string, message?: Uint8Array) => {
    const answer = await w.__fakeWalletCall(name, method, message === undefined ? undefined : toHex(message));
    if (answer.outcome === 'throw4100') throw walletError();
    return answer;
  };
  const noop = async () => undefined;

  const aptosWallet = (spec: FakeWalletSpec) => {
    const account = (a: { publicKey: string; address: string }) => ({
      address: sdkLike(a.address),
      publicKey: sdkLike(a.publicKey),
    });
    const approved = async (
      method: string,
      build: (a: { publicKey: string; address: string; signature?: string }) => unknown,
      message?: Uint8Array,
    ) => {
      const answer = await call(spec.name, method, message);
      return answer.outcome === 'approve' ? { status: 'Approved', args: build(answer) } : { status: 'Rejected' };
    };
    return {
      version: '1.0.0',
      name: spec.name,
      icon,
      chains: ['aptos:testnet'],
      accounts: [],
      features: {
        'aptos:connect': { version: '1.0.0', connect: () => approved('connect', account) },
        'aptos:account': {
          version: '1.0.0',
          account: async () => {
            const answer = await call(spec.name, 'account');
            if (answer.outcome !== 'approve') throw walletError();
            return account(answer);
          },
        },
        'aptos:disconnect': { version: '1.0.0', disconnect: noop },
        'aptos:network': { version: '1.0.0', network: async () => ({ name: 'testnet', chainId: 2 }) },
        'aptos:onAccountChange': { version: '1.0.0', onAccountChange: noop },
        'aptos:onNetworkChange': { version: '1.0.0', onNetworkChange: noop },
        'aptos:signMessage': {
          version: '1.0.0',
          signMessage: (input: { message: string; nonce: string }) => {
            const fullMessage = `APTOS\nmessage: ${input.message}\nnonce: ${input.nonce}`;
            return approved(
              'signMessage',
              (a) => ({
                prefix: 'APTOS',
                fullMessage,
                message: input.message,
                nonce: input.nonce,
                signature: sdkLike(a.signature ?? ''),
              }),
              new TextEncoder().encode(fullMessage),
            );
          },
        },
        'aptos:signTransaction': { version: '1.0.0', signTransaction: async () => ({ status: 'Rejected' }) },
      },
    };
  };

  const solanaWallet = (spec: FakeWalletSpec) => {
    let account: { address: string; publicKey: Uint8Array; chains: string[]; features: string[] } | undefined;
    const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
    return {
      version: '1.0.0',
      name: spec.name,
      icon,
      chains: ['solana:mainnet'],
      get accounts() {
        return account === undefined ? [] : [account];
      },
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async () => {
            const answer = await call(spec.name, 'connect');
            if (answer.outcome === 'reject') throw rejected();
            if (answer.outcome !== 'approve') throw new Error('unexpected');
            account = {
              address: answer.address,
              publicKey: toBytes(answer.publicKey),
              chains: ['solana:mainnet'],
              features: [],
            };
            return { accounts: [account] };
          },
        },
        'standard:disconnect': { version: '1.0.0', disconnect: noop },
        'standard:events': { version: '1.0.0', on: () => () => undefined },
        'solana:signMessage': {
          version: '1.0.0',
          signMessage: async (input: { message: Uint8Array }) => {
            const answer = await call(spec.name, 'signMessage', input.message);
            if (answer.outcome === 'reject') throw rejected();
            if (answer.outcome !== 'approve' || answer.signature === undefined) throw new Error('unexpected');
            return [{ signedMessage: input.message, signature: toBytes(answer.signature) }];
          },
        },
      },
    };
  };

  const wallets = new Map(
    specs.map((spec) => [spec.name, spec.kind === 'aptos' ? aptosWallet(spec) : solanaWallet(spec)]),
  );
  const registered = new Set<string>();
  type Api = { register(wallet: unknown): () => void };
  const registerWith = (api: Api, name: string) => {
    api.register(wallets.get(name));
  };
  const announce = (name: string) => {
    registered.add(name);
    // an app already listening registers it from this event; one that loads later gets it on app-ready (below)
    window.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', { detail: (api: Api) => registerWith(api, name) }),
    );
  };
  window.addEventListener('wallet-standard:app-ready', (event) => {
    const api = (event as CustomEvent<Api>).detail;
    for (const name of registered) registerWith(api, name);
  });
  w.__fakeWallets = {
    register: (name: string) => {
      if (!registered.has(name)) announce(name);
    },
  };
  for (const spec of specs) if (spec.registerLate !== true) announce(spec.name);
}
