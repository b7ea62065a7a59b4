/**
 * Keyless accounts (what the hosted wallet answers for Google and Apple) decode only once the SDK's keyless module has
 * registered its AnyPublicKey / AnySignature variants. The SDK does that as a side effect of loading the module, and a
 * bundler drops a module nothing uses: a bare `import '@aptos-labs/ts-sdk/keyless'` is tree-shaken away and a bundled
 * client then throws "Unknown variant index for AnyPublicKey: 3". Here the registration is explicit: the client loads
 * the module and constructs keyless keys with it before it decodes any wallet answer. It is loaded on demand because
 * it weighs ~450 KB gzip (Poseidon constants, BN254): only Google/Apple logins pay for it, not Aptos or Solana wallets.
 */
import { AnyPublicKey } from '@aptos-labs/ts-sdk';

let loading: Promise<boolean> | undefined;

/** Builds a keyless AnyPublicKey of each kind: the AnyPublicKey constructor throws unless the variant is registered. */
async function load(): Promise<boolean> {
  const { FederatedKeylessPublicKey, KeylessPublicKey } = await import('@aptos-labs/ts-sdk/keyless');
  try {
    const commitment = new Uint8Array(32);
    new AnyPublicKey(new KeylessPublicKey('https://accounts.google.com', commitment));
    new AnyPublicKey(new FederatedKeylessPublicKey('0x1', new KeylessPublicKey('', commitment)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads the SDK's keyless module and checks its decoders are registered; resolves true when they are (once per page).
 * The client awaits it before decoding; a false answer means a build lost the module, which the bundled e2e test
 * (tests/e2e/wallet-keyless.spec.ts) catches.
 */
export function registerKeylessDecoders(): Promise<boolean> {
  loading ??= load().catch(() => {
    loading = undefined; // a failed chunk load may succeed on the next answer
    return false;
  });
  return loading;
}
