/**
 * Calls that change several things at once (account + session key, sub-account + funding + key) are one engine
 * command: when a later part fails, nothing of the call remains. The failure used here is a session key the
 * engine refuses because its clock is ahead of the wall clock (the clock stepped back after a command).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createKeyPair, walletProofFromKey } from '#lib/api/signing.ts';
import { Harness } from './harness.ts';

const HOUR = 3_600_000;
const USDC = 1_000_000n;
let h: Harness;
afterEach(async () => h?.stop());

/** Moves the engine clock to `ahead` with a throwaway account, then steps the wall clock back to `back`. */
async function engineAhead(ahead: number, back: number): Promise<void> {
  h.now = ahead;
  await h.user('clockSetter');
  h.now = back;
}

describe('createUser', () => {
  it('leaves no account when the session key is refused, so a retry succeeds', async () => {
    h = await new Harness().start();
    const t0 = h.now;
    await engineAhead(t0 + HOUR, t0);
    const wallet = createKeyPair(new Uint8Array(32).fill(7));
    const key = createKeyPair();
    const create = (expiration: number) => {
      const proof = walletProofFromKey(wallet, h.now, {
        action: 'createUser',
        alias: 'atomic',
        apiKey: key.publicKey,
        expiration,
      });
      return h.raw(
        'createUser',
        JSON.stringify({ name: 'atomic', sender: proof.address, apiKey: key.publicKey, expiration, proof }),
      );
    };
    const refused = await create(t0 + 10 * 60_000); // valid by the wall clock, past by the engine's
    expect([refused.status, refused.json.error?.code]).toEqual([500, 'internal']);
    const address = walletProofFromKey(wallet, t0, {
      action: 'createUser',
      alias: 'x',
      apiKey: key.publicKey,
      expiration: 0,
    }).address;
    expect((await h.client().getUsersByAddress({ userAddress: address })).users).toEqual([]);

    const accepted = await create(t0 + 2 * HOUR);
    expect(accepted.status).toBe(200);
    const userId = accepted.json.userId as string;
    expect((await h.raw('setAliasName', JSON.stringify({ userId, alias: 'renamed' }), { key })).status).toBe(200);
  });
});

describe('addSubAccount', () => {
  it('leaves neither account nor transfer when the copied session key is refused', async () => {
    h = await new Harness().start();
    const t0 = h.now;
    const alice = await h.user('alice');
    await h.fund(alice, 'USDC', 1000n * USDC);
    const usdc = await h.token('USDC');
    // alice's key expires at t0 + 24 h: still valid by the wall clock, already past by the engine's
    await engineAhead(t0 + 25 * HOUR, t0 + HOUR);
    const body = JSON.stringify({
      userId: alice.userId,
      name: 'savings',
      amount: String(100n * USDC),
      tokenAddress: usdc,
    });
    const refused = await h.raw('addSubAccount', body, { key: alice.key });
    expect([refused.status, refused.json.error?.code]).toEqual([500, 'internal']);

    const { users } = await h.client().getUsersByAddress({ userAddress: alice.address });
    expect(users.map((u) => u.userId)).toEqual([alice.userId]);
    const { userData } = await h.client().getUserData({ userId: alice.userId });
    expect(userData.tokenBalances[usdc]).toBe(String(1000n * USDC));
  });
});
