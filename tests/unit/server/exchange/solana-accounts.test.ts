/** A Solana wallet's exchange account: createUser and addApiKey proven with Sign-In With Solana, through the HTTP API. */
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEY_LIFETIME_MS, type WalletAction } from '#lib/api/contract/auth.ts';
import { createKeyPair } from '#lib/api/signing.ts';
import { SolanaStandardAdapter } from '#lib/wallets/solana-adapter.ts';
import { fakeSolanaWallet } from '#tests/unit/lib/wallets/fakes.ts';
import { Harness } from './harness.ts';

let h: Harness;
afterEach(async () => h?.stop());

describe('Solana wallets on the exchange', () => {
  it('create their derived account and authorize session keys; a tampered proof is refused', async () => {
    h = await new Harness().start();
    const adapter = new SolanaStandardAdapter(
      fakeSolanaWallet('Phantom', 21).wallet,
      'Phantom:Solana',
      '127.0.0.1:4321',
    );
    const account = await adapter.connect();
    const key = createKeyPair();
    const expiration = h.now + SESSION_KEY_LIFETIME_MS;
    const act: WalletAction = { action: 'createUser', alias: 'solana1', apiKey: key.publicKey, expiration };
    const proof = await adapter.walletProof(act, h.now);
    const tampered = { ...proof, fullMessage: proof.fullMessage.replace('Authorize', 'Authorise') };
    const request = { name: 'solana1', referralCode: null, sender: account.address, apiKey: key.publicKey, expiration };
    const refused = await h.raw('createUser', JSON.stringify({ ...request, proof: tampered }));
    expect([refused.status, refused.json.error?.message]).toEqual([401, 'invalid wallet signature']);
    const created = await h.client().createUser({ ...request, proof });
    const users = await h.client().getUsersByAddress({ userAddress: account.address });
    expect(users.users.map((u) => u.userId)).toEqual([created.userId]);

    const second = createKeyPair();
    const addAct: WalletAction = { action: 'addApiKey', userId: created.userId, apiKey: second.publicKey, expiration };
    h.now += 1000;
    const added = await h.client().addApiKey({
      userId: created.userId,
      apiKey: second.publicKey,
      expiration,
      proof: await adapter.walletProof(addAct, h.now),
    });
    expect(added.apiKey).toBe(second.publicKey);
  });
});
