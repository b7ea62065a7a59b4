/** In-process wallet-standard wallets and registry for the wallets tests: real Ed25519 keys, scripted answers. */
import type { Wallet } from '@aptos-labs/wallet-standard';
import { sha3_256 } from '@noble/hashes/sha3.js';
import nacl from 'tweetnacl';
import type { WalletRegistry } from '#lib/wallets/discovery.ts';
import { bytesToBase58 } from '#lib/wallets/solana/base58.ts';
import { siwsMessageText, type SiwsFields } from '#lib/wallets/solana/siws.ts';

/** How a fake answers the next call. */
export type Script = 'approve' | 'reject' | 'throw4100' | 'throw4001' | 'throw';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;

/** A key whose answers look like an SDK object (toUint8Array / toString), as a wallet of another SDK major. */
const sdkLike = (bytes: Uint8Array) => ({ toUint8Array: () => bytes, toString: () => hex(bytes) });

function outcome<T>(script: Script, value: () => T): Promise<T | { status: 'Rejected' }> {
  if (script === 'reject') return Promise.resolve({ status: 'Rejected' });
  if (script === 'throw4100') return Promise.reject(Object.assign(new Error('Unauthorized'), { code: 4100 }));
  if (script === 'throw4001')
    return Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
  if (script === 'throw') return Promise.reject(new Error('boom'));
  return Promise.resolve(value());
}

/** An Aptos wallet with every required feature; `script.next` decides the next answer. */
export function fakeAptosWallet(name: string, seed: number, script: { next: Script } = { next: 'approve' }) {
  const keys = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(seed));
  const account = () => ({ address: sdkLike(ed25519AddressBytes(keys.publicKey)), publicKey: sdkLike(keys.publicKey) });
  const fn = () => async () => undefined;
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: ['aptos:testnet'],
    accounts: [],
    features: {
      'aptos:account': { version: '1.0.0', account: async () => account() },
      'aptos:connect': {
        version: '1.0.0',
        connect: () => outcome(script.next, () => ({ status: 'Approved', args: account() })),
      },
      'aptos:disconnect': { version: '1.0.0', disconnect: fn() },
      'aptos:network': { version: '1.0.0', network: async () => ({ name: 'testnet', chainId: 2 }) },
      'aptos:onAccountChange': { version: '1.0.0', onAccountChange: fn() },
      'aptos:onNetworkChange': { version: '1.0.0', onNetworkChange: fn() },
      'aptos:signMessage': {
        version: '1.0.0',
        signMessage: (input: { message: string; nonce: string }) =>
          outcome(script.next, () => {
            const fullMessage = `APTOS\nmessage: ${input.message}\nnonce: ${input.nonce}`;
            const signature = nacl.sign.detached(new TextEncoder().encode(fullMessage), keys.secretKey);
            return { status: 'Approved', args: { fullMessage, signature: sdkLike(signature), prefix: 'APTOS' } };
          }),
      },
      'aptos:signTransaction': { version: '1.0.0', signTransaction: fn() },
    },
  } as unknown as Wallet;
  return { wallet, keys };
}

/** The single-key Ed25519 Aptos address of a key: sha3-256(pk || 0x00). */
function ed25519AddressBytes(publicKey: Uint8Array): Uint8Array {
  return sha3_256(Uint8Array.from([...publicKey, 0]));
}

/** A Solana wallet (standard:connect, standard:events, solana:signMessage, optionally solana:signIn). */
export function fakeSolanaWallet(
  name: string,
  seed: number,
  options: { script?: { next: Script }; signIn?: 'works' | 'throws' | 'rejects' } = {},
) {
  const script = options.script ?? { next: 'approve' };
  const keys = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(seed));
  const account = {
    address: bytesToBase58(keys.publicKey),
    publicKey: keys.publicKey,
    chains: ['solana:mainnet'],
    features: [],
  };
  const sign = (message: Uint8Array) => nacl.sign.detached(message, keys.secretKey);
  const calls: string[] = [];
  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async () => {
        calls.push('connect');
        if (script.next === 'throw4001') throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        if (script.next === 'throw4100') throw Object.assign(new Error('Unauthorized'), { code: 4100 });
        return { accounts: [account] };
      },
    },
    'standard:events': { version: '1.0.0', on: () => () => undefined },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async (input: { message: Uint8Array }) => {
        calls.push('signMessage');
        if (script.next === 'throw4001') throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        return [{ signedMessage: input.message, signature: sign(input.message) }];
      },
    },
  };
  if (options.signIn !== undefined) {
    features['solana:signIn'] = {
      version: '1.0.0',
      signIn: async (input: Record<string, string>) => {
        calls.push('signIn');
        if (options.signIn === 'throws') throw new Error('signIn is declared but not implemented');
        if (options.signIn === 'rejects') throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        // a real wallet adds fields of its own: the exchange must accept them
        const text = siwsMessageText({
          ...(input as unknown as SiwsFields),
          uri: 'https://wallet.example/',
          version: '1',
        });
        const signedMessage = new TextEncoder().encode(text);
        return [{ account, signedMessage, signature: sign(signedMessage) }];
      },
    };
  }
  const wallet = { version: '1.0.0', name, icon: ICON, chains: ['solana:mainnet'], accounts: [account], features };
  return { wallet: wallet as unknown as Wallet, keys, calls, hexKey: hex(keys.publicKey) };
}

/** A registry like @wallet-standard/app's: register returns the unregister; listeners hear both. */
export function fakeRegistry(): WalletRegistry & { register(wallet: Wallet): () => void } {
  const wallets: Wallet[] = [];
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() };
  return {
    get: () => [...wallets],
    on: (event, listener) => {
      listeners[event].add(listener as () => void);
      return () => listeners[event].delete(listener as () => void);
    },
    register: (wallet) => {
      wallets.push(wallet);
      listeners.register.forEach((l) => l());
      return () => {
        wallets.splice(wallets.indexOf(wallet), 1);
        listeners.unregister.forEach((l) => l());
      };
    },
  };
}
