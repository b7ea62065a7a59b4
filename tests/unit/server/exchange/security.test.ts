/**
 * Security properties of the exchange over HTTP, for every call of the contract (new calls are covered as they are
 * added): a session key acts only for its own account, and not after it expired; a wallet proof authorizes its
 * action once. Each refused request answers the typed error and changes nothing (the journal's last sequence number
 * is read before and after). The request bodies are well formed (the own account's request gets past the schema), so
 * each refusal is the authorization's, not the schema's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, type CallName } from '#lib/api/contract/calls.ts';
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract/auth.ts';
import { createKeyPair, walletProofFromKey } from '#lib/api/signing.ts';
import { CALL_NAMES, fieldValues, shapeOf } from '#tests/fuzz/exchange-http.ts';
import { Harness, type TestUser } from './harness.ts';

let h: Harness;
let owner: TestUser;
let victim: TestUser;
let usdc: string;
beforeAll(async () => {
  h = await new Harness().start();
  owner = await h.user('owner');
  victim = await h.user('victim');
  usdc = await h.token('USDC');
  await h.fund(victim, 'USDC', 1_000_000_000n);
});
afterAll(() => h.stop());

const SESSION_CALLS = CALL_NAMES.filter((name) => CALLS[name].auth === 'session');

/** A well-formed body of `name` acting for `actingFor`. */
function body(name: CallName, actingFor: TestUser, other: TestUser): string {
  return JSON.stringify({
    ...shapeOf(name, fieldValues(actingFor, usdc, other.userId, h.now)),
    userId: actingFor.userId,
  });
}

describe('a session key', () => {
  it('covers every session call of the contract, each with a body the schema takes', async () => {
    expect(SESSION_CALLS.length).toBeGreaterThan(20);
    // an account's own request with these bodies gets past the schema (checked before the signature): the
    // refusals below are the authorization's
    const probe = await h.user('probe');
    const refusedBySchema: string[] = [];
    for (const name of SESSION_CALLS) {
      const answer = await h.raw(name, body(name, probe, victim), { key: probe.key });
      if (answer.status === 400 && answer.json.error?.code === 'invalid_request') refusedBySchema.push(name);
    }
    expect(refusedBySchema).toEqual([]);
  });

  it.each(SESSION_CALLS)('cannot act for another account: %s', async (name) => {
    const before = h.exchange.service.store.lastSeq();
    const answer = await h.raw(name, body(name, victim, owner), { key: owner.key });
    expect([answer.status, answer.json.error?.code]).toEqual([403, 'forbidden']);
    expect(h.exchange.service.store.lastSeq()).toBe(before);
  });

  it('of another account is refused even when both sign the same body; its own key is accepted', async () => {
    const text = body('setAliasName', victim, owner);
    expect((await h.raw('setAliasName', text, { key: owner.key })).status).toBe(403);
    expect((await h.raw('setAliasName', text, { key: victim.key })).status).toBe(200);
  });

  it.each(SESSION_CALLS)('cannot act after it expired: %s', async (name) => {
    const start = h.now;
    const user = await h.rekey(owner);
    h.now = start + SESSION_KEY_LIFETIME_MS + 1;
    try {
      const before = h.exchange.service.store.lastSeq();
      const answer = await h.raw(name, body(name, user, victim), { key: user.key });
      expect([answer.status, answer.json.error?.code, answer.json.error?.message]).toEqual([
        401,
        'unauthorized',
        expect.stringMatching(/expired/),
      ]);
      expect(h.exchange.service.store.lastSeq()).toBe(before);
    } finally {
      h.now = start;
    }
  });
});

describe('a wallet proof', () => {
  it('adds its session key once: the same addApiKey request replayed is refused and changes nothing', async () => {
    const key = createKeyPair();
    const expiration = h.now + SESSION_KEY_LIFETIME_MS;
    const proof = walletProofFromKey(owner.wallet, h.now, {
      action: 'addApiKey',
      userId: owner.userId,
      apiKey: key.publicKey,
      expiration,
    });
    const text = JSON.stringify({ userId: owner.userId, apiKey: key.publicKey, expiration, proof });
    expect((await h.raw('addApiKey', text)).status).toBe(200);
    // the key removed, the replay would bring it back if the proof were not spent
    await h.client(key).removeApiKey({ userId: owner.userId, apiKey: key.publicKey });
    const before = h.exchange.service.store.lastSeq();
    const replay = await h.raw('addApiKey', text);
    expect([replay.status, replay.json.error?.code]).toEqual([401, 'unauthorized']);
    expect(h.exchange.service.store.lastSeq()).toBe(before);
  });

  it('of one wallet cannot add a key to an account of another wallet', async () => {
    const key = createKeyPair();
    const expiration = h.now + SESSION_KEY_LIFETIME_MS;
    const proof = walletProofFromKey(owner.wallet, h.now, {
      action: 'addApiKey',
      userId: victim.userId,
      apiKey: key.publicKey,
      expiration,
    });
    const before = h.exchange.service.store.lastSeq();
    const answer = await h.raw(
      'addApiKey',
      JSON.stringify({ userId: victim.userId, apiKey: key.publicKey, expiration, proof }),
    );
    expect(answer.status).toBeGreaterThanOrEqual(401);
    expect(answer.status).toBeLessThanOrEqual(403);
    expect(h.exchange.service.store.lastSeq()).toBe(before);
  });
});
