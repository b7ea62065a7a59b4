/**
 * Wallet proofs are single-use (issue 12, finding 5): replaying a createUser or addApiKey request inside the
 * 5-minute proof window is refused, after the key was revoked and across a restart too.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PROOF_WINDOW_MS, SESSION_KEY_LIFETIME_MS } from '#lib/api/contract/auth.ts';
import { createKeyPair, walletProofFromKey } from '#lib/api/signing.ts';
import { Harness } from './harness.ts';

let h: Harness;
afterEach(async () => h?.stop());

const USED = { code: 'unauthorized', message: 'wallet proof already used' };

describe('a wallet proof authorizes its action once', () => {
  it.each([
    ['right away', false],
    ['after a restart', true],
  ])('a revoked key cannot be re-authorized by replaying its addApiKey request %s', async (_when, restart) => {
    h = await new Harness().start();
    const user = await h.user();
    const key = createKeyPair();
    const expiration = h.now + SESSION_KEY_LIFETIME_MS;
    const act = { action: 'addApiKey', userId: user.userId, apiKey: key.publicKey, expiration } as const;
    const body = JSON.stringify({ ...act, action: undefined, proof: walletProofFromKey(user.wallet, h.now, act) });
    expect((await h.raw('addApiKey', body)).status).toBe(200);
    await h.client(key).removeApiKey({ userId: user.userId, apiKey: key.publicKey });
    if (restart) await h.restart();
    h.now += PROOF_WINDOW_MS - 1000; // still inside the window
    const replay = await h.raw('addApiKey', body);
    expect([replay.status, replay.json.error]).toEqual([401, USED]);
    const data = await h.client(user.key).getUserData({ userId: user.userId });
    expect(Object.keys(data.userData.apiKeys)).not.toContain(key.publicKey);
  });

  it('a createUser request replayed after its key was removed creates no second account', async () => {
    h = await new Harness().start();
    const wallet = createKeyPair(new Uint8Array(32).fill(77));
    const key = createKeyPair();
    const expiration = h.now + SESSION_KEY_LIFETIME_MS;
    const proof = walletProofFromKey(wallet, h.now, {
      action: 'createUser',
      alias: 'once',
      apiKey: key.publicKey,
      expiration,
    });
    const body = JSON.stringify({
      name: 'once',
      referralCode: null,
      sender: proof.address,
      apiKey: key.publicKey,
      expiration,
      proof,
    });
    const first = await h.raw('createUser', body);
    expect(first.status).toBe(200);
    await h.client(key).removeApiKey({ userId: String(first.json.userId), apiKey: key.publicKey });
    await h.restart();
    const replay = await h.raw('createUser', body);
    expect([replay.status, replay.json.error]).toEqual([401, USED]);
    const users = await h.client().getUsersByAddress({ userAddress: proof.address });
    expect(users.users.map((u) => u.userId)).toEqual([first.json.userId]);
  });

  it('a fresh proof for the same key is accepted after the revocation', async () => {
    h = await new Harness().start();
    const user = await h.user();
    const key = createKeyPair();
    const expiration = h.now + SESSION_KEY_LIFETIME_MS;
    const act = { action: 'addApiKey', userId: user.userId, apiKey: key.publicKey, expiration } as const;
    await h.client().addApiKey({
      userId: user.userId,
      apiKey: key.publicKey,
      expiration,
      proof: walletProofFromKey(user.wallet, h.now, act),
    });
    await h.client(key).removeApiKey({ userId: user.userId, apiKey: key.publicKey });
    h.now += 1;
    const again = walletProofFromKey(user.wallet, h.now, act);
    await expect(
      h.client().addApiKey({ userId: user.userId, apiKey: key.publicKey, expiration, proof: again }),
    ).resolves.toMatchObject({ apiKey: key.publicKey });
  });
});
