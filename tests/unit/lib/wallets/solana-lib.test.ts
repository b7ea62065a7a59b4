/** Base58, the derived address and Sign-In With Solana text (compared with the official packages in tests/interop). */
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { base58ToBytes, bytesToBase58 } from '#lib/wallets/solana/base58.ts';
import { derivableAuthenticationKey, solanaDerivedAddress } from '#lib/wallets/solana/derived-address.ts';
import { parseSiwsMessage, siwsMessageText } from '#lib/wallets/solana/siws.ts';

describe('base58', () => {
  it.each([
    ['32 zero bytes (the system program)', new Uint8Array(32), '11111111111111111111111111111111'],
    ['leading zeros', Uint8Array.of(0, 0, 1), '112'],
    ['bytes', Uint8Array.from(Buffer.from('hello world')), 'StV1DL6CwTryKyV'],
  ])('%s', (_label, bytes, text) => {
    expect(bytesToBase58(bytes)).toBe(text);
    expect(base58ToBytes(text)).toEqual(bytes);
  });
  it('refuses characters outside the alphabet', () => expect(() => base58ToBytes('0OIl')).toThrow('Invalid base58'));
});

describe('the Aptos account derived for a Solana key', () => {
  // Vectors computed by @aptos-labs/derived-wallet-solana 0.12.2 (SolanaDerivedPublicKey.authKey().derivedAddress())
  // for the keys of seeds 1 and 2 on 127.0.0.1:4321; tests/interop/solana.test.ts compares 300 more cases live.
  it.each([
    [
      1,
      'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
      '0xc066948837f68f4cc9d5ca36078992b5ead417f254b8798f2021a668a29ef331',
    ],
    [
      2,
      '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu',
      '0xd73173b691b74fe013a2731b379b8770f303c8a609fc44066a13ea5d2e96b7a9',
    ],
  ])('seed %i (%s) -> %s', (seed, base58, address) => {
    const key = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(seed)).publicKey;
    expect(bytesToBase58(key)).toBe(base58);
    expect(solanaDerivedAddress(key, '127.0.0.1:4321')).toBe(address);
  });
  it('depends on the domain', () => {
    const key = new Uint8Array(32).fill(3);
    expect(solanaDerivedAddress(key, 'a.example')).not.toBe(solanaDerivedAddress(key, 'b.example'));
  });
  it('refuses a key that is not 32 bytes and a malformed function', () => {
    expect(() => solanaDerivedAddress(new Uint8Array(31), 'a')).toThrow('32 bytes');
    expect(() => derivableAuthenticationKey('0x1::only', 'id', 'a')).toThrow('Invalid authentication function');
  });
});

describe('Sign-In With Solana text', () => {
  const fields = {
    domain: '127.0.0.1:4321',
    address: 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
    statement: 'Authorize createUser',
    nonce: 'ab12',
    issuedAt: '2030-01-01T00:00:00.000Z',
  };
  it('has the layout wallets sign', () => {
    expect(siwsMessageText(fields)).toBe(
      '127.0.0.1:4321 wants you to sign in with your Solana account:\nAKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9\n\n' +
        'Authorize createUser\n\nNonce: ab12\nIssued At: 2030-01-01T00:00:00.000Z',
    );
  });
  it('parses back to its fields', () => expect(parseSiwsMessage(siwsMessageText(fields))).toEqual(fields));
  it('is undefined for a text that is not a sign-in message', () => {
    expect(parseSiwsMessage('x wants you to sign in with your Ethereum account:\nA')).toBeUndefined();
  });
});
