/**
 * Keyless accounts (what the hosted wallet answers for Google and Apple) decode only once the SDK's keyless module has
 * registered its AnyPublicKey / AnySignature variants. The SDK does that as a side effect of loading the module, and a
 * bundler drops a module nothing uses: a bare `import '@aptos-labs/ts-sdk/keyless'` is tree-shaken away and a bundled
 * client then throws "Unknown variant index for AnyPublicKey: 3". Here the registration is explicit: the keyless
 * classes are used in code that runs before every decode, so every bundle keeps (and so evaluates) their module.
 */
import { AnyPublicKey } from '@aptos-labs/ts-sdk';
import { FederatedKeylessPublicKey, KeylessPublicKey } from '@aptos-labs/ts-sdk/keyless';

let registered: boolean | undefined;

/** Builds a keyless AnyPublicKey of each kind: its constructor throws unless the variant is registered. */
function probe(): boolean {
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
 * Ensures the SDK can decode keyless keys and signatures; true when it can. Called before each decode (cheap after
 * the first call); a false answer means a build lost the SDK's keyless module, which the bundled e2e test catches.
 */
export function registerKeylessDecoders(): boolean {
  registered ??= probe();
  return registered;
}
