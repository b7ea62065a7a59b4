/**
 * Solana sign-in against Aptos's derived-wallet packages: the Aptos address our code derives for a Solana key and
 * domain equals @aptos-labs/derived-wallet-solana's SolanaDerivedPublicKey address, and our Sign-In With Solana text
 * and parser equal @solana/wallet-standard-util's createSignInMessageText / parseSignInMessageText.
 */
import { SolanaDerivedPublicKey } from '@aptos-labs/derived-wallet-solana';
import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util';
import { PublicKey as SolanaPublicKey } from '@solana/web3.js';
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { bytesToBase58 } from '../../src/lib/wallets/solana/base58.ts';
import { solanaDerivedAddress, SOLANA_AUTHENTICATION_FUNCTION } from '../../src/lib/wallets/solana/derived-address.ts';
import { parseSiwsMessage, siwsMessageText } from '../../src/lib/wallets/solana/siws.ts';

/** Deterministic pseudo-random bytes (xorshift), so a failure names a reproducible case. */
function bytes(seed: number, length: number): Uint8Array {
  let x = seed * 2654435761 || 1;
  return Uint8Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x & 0xff;
  });
}
const DOMAINS = ['127.0.0.1:4321', 'localhost:4321', 'perps.example', 'app.perps.example:8443', 'x'];

describe('the derived Aptos address of a Solana key', () => {
  const cases = Array.from({ length: 300 }, (_, i) => [i, DOMAINS[i % DOMAINS.length]!] as const);
  it.each(cases)('case %i on %s equals the derived-wallet package', (seed, domain) => {
    const key = seed === 0 ? new Uint8Array(32) : nacl.sign.keyPair.fromSeed(bytes(seed, 32)).publicKey;
    const theirs = new SolanaDerivedPublicKey({
      domain,
      solanaPublicKey: new SolanaPublicKey(key),
      authenticationFunction: SOLANA_AUTHENTICATION_FUNCTION,
    });
    expect(bytesToBase58(key)).toBe(new SolanaPublicKey(key).toBase58());
    expect(solanaDerivedAddress(key, domain)).toBe(theirs.authKey().derivedAddress().toStringLong());
  });
});

describe('Sign-In With Solana messages', () => {
  const address = new SolanaPublicKey(bytes(7, 32)).toBase58();
  const inputs = [
    { domain: 'a.io', address },
    { domain: '127.0.0.1:4321', address, statement: 'Authorize createUser', nonce: 'ab'.repeat(32) },
    {
      domain: 'perps.example',
      address,
      statement: 'Sign in',
      uri: 'https://perps.example/',
      version: '1',
      chainId: 'mainnet',
      nonce: 'n0nce123',
      issuedAt: '2030-01-01T00:00:00.000Z',
      expirationTime: '2030-01-01T00:05:00.000Z',
      notBefore: '2029-12-31T23:59:00.000Z',
      requestId: 'r1',
      resources: ['https://a.io/1', 'ipfs://x'],
    },
    { domain: 'x', address, issuedAt: '2030-01-01T00:00:00.000Z', resources: [] },
  ];
  it.each(inputs.map((input, i) => [i, input] as const))('input %i: same text, and both parsers agree', (_i, input) => {
    const text = siwsMessageText(input);
    expect(text).toBe(createSignInMessageText(input));
    const theirs = parseSignInMessageText(text);
    const ours = parseSiwsMessage(text);
    expect(ours).toEqual(Object.fromEntries(Object.entries(theirs ?? {}).filter(([, v]) => v !== undefined)));
  });
  it.each(['not a sign-in message', 'a.io wants you to sign in with your Ethereum account:\nX'])(
    'refuses %j like the reference parser',
    (text) => {
      expect(parseSignInMessageText(text)).toBeNull();
      expect(parseSiwsMessage(text)).toBeUndefined();
    },
  );
});
