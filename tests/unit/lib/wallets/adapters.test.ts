/**
 * The adapters over scripted wallets with real keys: connect, rejection and the wallet-standard errors, and wallet
 * proofs that the exchange's own verification accepts (and refuses once forged or mismatched).
 */
import { describe, expect, it } from 'vitest';
import type { WalletAction } from '#lib/api/contract/auth.ts';
import { AptosStandardAdapter } from '#lib/wallets/aptos-adapter.ts';
import { assertDepositSupported, SolanaStandardAdapter } from '#lib/wallets/solana-adapter.ts';
import { solanaDerivedAddress } from '#lib/wallets/solana/derived-address.ts';
import { verifyWalletProof } from '#server/exchange/api/auth.ts';
import { fakeAptosWallet, fakeSolanaWallet, type Script } from './fakes.ts';

const NOW = Date.UTC(2030, 0, 1);
const DOMAIN = '127.0.0.1:4321';
const act: WalletAction = { action: 'createUser', alias: 'alice', apiKey: `0x${'ab'.repeat(32)}`, expiration: NOW + 1 };

const failure = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { name: string; code: string; message: string }) => `${error.name} ${error.code}: ${error.message}`,
  );

describe('Aptos wallet adapter', () => {
  it.each<[Script, string]>([
    ['reject', 'WalletError user_rejected: User rejected transaction'],
    ['throw4001', 'WalletError user_rejected: User rejected transaction'],
    ['throw4100', 'WalletError unauthorized: The requested method and/or account has not been authorized by the user.'],
    ['throw', 'WalletError connection_failed: The wallet returned no account'],
  ])('connect answered %s fails as %s', async (next, expected) => {
    const adapter = new AptosStandardAdapter(fakeAptosWallet('Petra', 1, { next }).wallet, 'Petra:Aptos');
    expect(await failure(adapter.connect())).toBe(expected);
    expect(adapter.account()).toBeUndefined();
  });

  it('connects, and its proof for createUser verifies on the exchange', async () => {
    const adapter = new AptosStandardAdapter(fakeAptosWallet('Petra', 1).wallet, 'Petra:Aptos');
    const account = await adapter.connect();
    const proof = await adapter.walletProof(act, NOW);
    expect(proof.address).toBe(account.address);
    expect(proof.fullMessage).toMatch(/^APTOS\nmessage: APTOS-PERPS-EXCHANGE\naction:createUser/);
    expect(() => verifyWalletProof(proof, act, NOW)).not.toThrow();
    expect(() => verifyWalletProof(proof, { ...act, alias: 'mallory' }, NOW)).toThrow(
      'wallet proof signs another message',
    );
  });

  it('a rejected signature aborts the proof as user_rejected', async () => {
    const script = { next: 'approve' as Script };
    const adapter = new AptosStandardAdapter(fakeAptosWallet('Petra', 1, script).wallet, 'Petra:Aptos');
    await adapter.connect();
    script.next = 'reject';
    expect(await failure(adapter.walletProof(act, NOW))).toBe('WalletError user_rejected: User rejected transaction');
  });

  it('restores the authorized account without a prompt', async () => {
    const adapter = new AptosStandardAdapter(fakeAptosWallet('Petra', 1).wallet, 'Petra:Aptos');
    expect((await adapter.restore())?.address).toMatch(/^0x[0-9a-f]{64}$/);
  });
});

describe('Solana wallet adapter', () => {
  it('connects to the Aptos account derived for its key on this domain', async () => {
    const { wallet, keys } = fakeSolanaWallet('Phantom', 2);
    const account = await new SolanaStandardAdapter(wallet, 'Phantom:Solana', DOMAIN).connect();
    expect(account.address).toBe(solanaDerivedAddress(keys.publicKey, DOMAIN));
    expect(account.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it.each([
    ['without solana:signIn: signMessage', undefined, ['connect', 'signMessage']],
    ['with a working solana:signIn: signIn', 'works', ['connect', 'signIn']],
    ['with a solana:signIn that throws: signIn, then signMessage', 'throws', ['connect', 'signIn', 'signMessage']],
  ] as const)('proves createUser %s, and the exchange accepts it', async (_label, signIn, calls) => {
    const fake = fakeSolanaWallet('Phantom', 2, signIn === undefined ? {} : { signIn });
    const adapter = new SolanaStandardAdapter(fake.wallet, 'Phantom:Solana', DOMAIN);
    await adapter.connect();
    const proof = await adapter.walletProof(act, NOW);
    expect(fake.calls).toEqual(calls);
    expect(proof).toMatchObject({ scheme: 'solana', domain: DOMAIN, solanaPublicKey: fake.hexKey });
    expect(() => verifyWalletProof(proof, act, NOW)).not.toThrow();
  });

  it('a rejected solana:signIn aborts: no fallback to signMessage', async () => {
    const fake = fakeSolanaWallet('Phantom', 2, { signIn: 'rejects' });
    const adapter = new SolanaStandardAdapter(fake.wallet, 'Phantom:Solana', DOMAIN);
    await adapter.connect();
    expect(await failure(adapter.walletProof(act, NOW))).toBe('WalletError user_rejected: User rejected transaction');
    expect(fake.calls).toEqual(['connect', 'signIn']);
  });

  it('a connect the wallet rejects (4001) is user_rejected', async () => {
    const adapter = new SolanaStandardAdapter(
      fakeSolanaWallet('Phantom', 2, { script: { next: 'throw4001' } }).wallet,
      'Phantom:Solana',
      DOMAIN,
    );
    expect(await failure(adapter.connect())).toBe('WalletError user_rejected: User rejected transaction');
  });

  it('keeps deposits "not supported yet", with their own typed error', () => {
    expect(() => assertDepositSupported({ network: 'Solana' })).toThrow(
      expect.objectContaining({
        name: 'WalletError',
        code: 'solana_deposits_unsupported',
        messageKey: 'errors.solanaDepositsUnsupported',
      }),
    );
    expect(() => assertDepositSupported({ network: 'Aptos' })).not.toThrow();
  });

  describe('the exchange refuses a forged or mismatched Solana proof', async () => {
    const fake = fakeSolanaWallet('Phantom', 2);
    const adapter = new SolanaStandardAdapter(fake.wallet, 'Phantom:Solana', DOMAIN);
    await adapter.connect();
    const proof = await adapter.walletProof(act, NOW);
    if (proof.scheme !== 'solana') throw new Error('expected a Solana proof');
    const other = fakeSolanaWallet('Other', 9);
    const otherProof = await (async () => {
      const a = new SolanaStandardAdapter(other.wallet, 'Other:Solana', DOMAIN);
      await a.connect();
      return a.walletProof(act, NOW);
    })();
    const flip = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
    it.each([
      ['another action', proof, { ...act, apiKey: `0x${'cd'.repeat(32)}` }, 'wallet proof signs another message'],
      ['a forged signature', { ...proof, signature: flip(proof.signature) }, act, 'invalid wallet signature'],
      ['another signer', { ...proof, signature: otherProof.signature }, act, 'invalid wallet signature'],
      [
        'another Solana key for the address',
        { ...proof, solanaPublicKey: other.hexKey },
        act,
        'the Solana key and domain do not derive the wallet address',
      ],
      [
        'another domain',
        { ...proof, domain: 'evil.example' },
        act,
        'the Solana key and domain do not derive the wallet address',
      ],
      [
        'another domain with its own derived address',
        { ...proof, domain: 'evil.example', address: solanaDerivedAddress(fake.keys.publicKey, 'evil.example') },
        act,
        'wallet proof signs another domain',
      ],
      ['another issue time', { ...proof, issuedAt: NOW + 1 }, act, 'wallet proof signs another message'],
      [
        'a message that is no sign-in',
        { ...proof, fullMessage: 'hello' },
        act,
        'wallet proof is not a Sign-In With Solana message',
      ],
    ] as const)('%s: %s', (_label, forged, action, message) => {
      expect(() => verifyWalletProof(forged as never, action, NOW)).toThrow(message);
    });
    it('an expired sign-in message', () => {
      expect(() => verifyWalletProof(proof, act, NOW + 5 * 60_000 + 1)).toThrow('wallet proof is stale');
    });
  });
});
