import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_KEY_LIFETIME_MS, SIGNATURE_HEADERS } from '#lib/api/contract.ts';
import { createKeyPair, signRequest, walletProofFromKey } from '#lib/api/signing.ts';
import { Harness, type TestUser } from './harness.ts';

let h: Harness;
let alice: TestUser;
let bob: TestUser;
let usdc: string;
beforeAll(async () => {
  h = await new Harness().start();
  alice = await h.user('alice');
  bob = await h.user('bob');
  usdc = await h.token('USDC');
  await h.fund(alice, 'USDC', 1_000_000_000n);
});
afterAll(() => h.stop());

/** Everything a bad request must leave alone. */
async function state() {
  const users = await Promise.all([alice, bob].map((u) => h.client().getUserData({ userId: u.userId })));
  return { seq: h.exchange.service.store.lastSeq(), users };
}

type Case = [
  name: string,
  run: () => Promise<{ status: number; json: { error?: { code: string; message: string } } }>,
  status: number,
  code: string,
];
const order = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ userId: alice.userId, market: 'BTC-PERP', side: 'Bid', price: '100000', size: '10000', ...over });
const transfer = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ userId: alice.userId, tokenAddress: usdc, amount: '1000000', recipient: bob.userId, ...over });

const cases: Case[] = [
  ['an unknown call', () => h.raw('dropTables', '{}'), 404, 'not_found'],
  ['a GET', () => h.raw('getTime', '', { method: 'GET' }), 405, 'method_not_allowed'],
  [
    'a form body',
    () => h.raw('getTime', 'a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    415,
    'unsupported_media_type',
  ],
  ['broken JSON', () => h.raw('placeLimitOrder', '{"userId":', { key: alice.key }), 400, 'bad_json'],
  [
    'an oversized body',
    () => h.raw('placeLimitOrder', JSON.stringify({ pad: 'x'.repeat(70 * 1024) }), { key: alice.key }),
    413,
    'payload_too_large',
  ],
  [
    'a number where a string is due',
    () => h.raw('placeLimitOrder', order({ size: 10000 }), { key: alice.key }),
    400,
    'invalid_request',
  ],
  ['a float size', () => h.raw('placeLimitOrder', order({ size: '0.5' }), { key: alice.key }), 400, 'invalid_request'],
  [
    'a negative amount',
    () => h.raw('transferToUser', transfer({ amount: '-5' }), { key: alice.key }),
    400,
    'invalid_request',
  ],
  [
    'a zero amount',
    () => h.raw('transferToUser', transfer({ amount: '0' }), { key: alice.key }),
    400,
    'invalid_request',
  ],
  [
    'an amount beyond u64',
    () => h.raw('transferToUser', transfer({ amount: '18446744073709551616' }), { key: alice.key }),
    400,
    'invalid_request',
  ],
  [
    'an absurd withdrawal within u64',
    () =>
      h.raw(
        'withdraw',
        JSON.stringify({
          userId: alice.userId,
          tokenAddress: usdc,
          amount: '18446744073709551615',
          recipient: alice.address,
        }),
        { key: alice.key },
      ),
    422,
    'insufficient_balance',
  ],
  [
    'an absurd order size',
    () => h.raw('placeLimitOrder', order({ size: '18446744073709550000' }), { key: alice.key }),
    422,
    'position_limit',
  ],
  [
    'an unknown market',
    () => h.raw('placeLimitOrder', order({ market: 'DOGE-PERP' }), { key: alice.key }),
    400,
    'unknown_market',
  ],
  ['an unknown market read', () => h.raw('getPerpOrderBookData', '{"market":"DOGE-PERP"}'), 400, 'unknown_market'],
  [
    'an unknown token',
    () => h.raw('transferToUser', transfer({ tokenAddress: `0x${'e'.repeat(64)}` }), { key: alice.key }),
    400,
    'unknown_token',
  ],
  [
    'a price off the tick',
    () => h.raw('placeLimitOrder', order({ price: '100000.5' }), { key: alice.key }),
    400,
    'bad_tick',
  ],
  [
    'an extra field',
    () => h.raw('placeLimitOrder', order({ leverage: 100 }), { key: alice.key }),
    400,
    'invalid_request',
  ],
  ['no signature', () => h.raw('placeLimitOrder', order()), 401, 'unauthorized'],
  [
    'a forged signature',
    async () => {
      const body = order();
      const s = signRequest(createKeyPair(), 'placeLimitOrder', body, h.now);
      return h.raw('placeLimitOrder', body, {
        headers: {
          [SIGNATURE_HEADERS.apiKey]: alice.key.publicKey,
          [SIGNATURE_HEADERS.timestamp]: String(s.timestamp),
          [SIGNATURE_HEADERS.nonce]: s.nonce,
          [SIGNATURE_HEADERS.signature]: s.signature,
        },
      });
    },
    401,
    'unauthorized',
  ],
  ["someone else's account", () => h.raw('placeLimitOrder', order(), { key: bob.key }), 403, 'forbidden'],
  ['a transfer to another wallet', () => h.raw('transferToUser', transfer(), { key: alice.key }), 403, 'forbidden'],
  ['an unknown account', () => h.raw('getUserData', '{"userId":"9999"}'), 404, 'unknown_user'],
  [
    "a key added with another wallet's proof",
    async () => {
      const key = createKeyPair();
      const expiration = h.now + 1000;
      const proof = walletProofFromKey(bob.wallet, h.now, {
        action: 'addApiKey',
        userId: alice.userId,
        apiKey: key.publicKey,
        expiration,
      });
      return h.raw('addApiKey', JSON.stringify({ userId: alice.userId, apiKey: key.publicKey, expiration, proof }));
    },
    403,
    'forbidden',
  ],
  [
    'a key living past 24 hours',
    async () => {
      const key = createKeyPair();
      const expiration = h.now + SESSION_KEY_LIFETIME_MS + 1;
      const proof = walletProofFromKey(alice.wallet, h.now, {
        action: 'addApiKey',
        userId: alice.userId,
        apiKey: key.publicKey,
        expiration,
      });
      return h.raw('addApiKey', JSON.stringify({ userId: alice.userId, apiKey: key.publicKey, expiration, proof }));
    },
    400,
    'invalid_request',
  ],
  [
    'a createUser replayed with a used key',
    async () => {
      const wallet = createKeyPair();
      const expiration = h.now + 1000;
      const proof = walletProofFromKey(wallet, h.now, {
        action: 'createUser',
        alias: 'mallory',
        apiKey: alice.key.publicKey,
        expiration,
      });
      return h.raw(
        'createUser',
        JSON.stringify({ name: 'mallory', sender: proof.address, apiKey: alice.key.publicKey, expiration, proof }),
      );
    },
    409,
    'conflict',
  ],
  [
    'a second main account',
    async () => {
      const key = createKeyPair();
      const expiration = h.now + 1000;
      const proof = walletProofFromKey(alice.wallet, h.now, {
        action: 'createUser',
        alias: 'again',
        apiKey: key.publicKey,
        expiration,
      });
      return h.raw(
        'createUser',
        JSON.stringify({ name: 'again', sender: proof.address, apiKey: key.publicKey, expiration, proof }),
      );
    },
    409,
    'conflict',
  ],
];

describe('bad requests get a typed error and change nothing', () => {
  it.each(cases)('%s', async (_name, run, status, code) => {
    const before = await state();
    const res = await run();
    expect([res.status, res.json.error?.code]).toEqual([status, code]);
    expect(typeof res.json.error?.message).toBe('string');
    expect(await state()).toEqual(before);
  });

  it('refuses an expired key with 401 and a replayed request', async () => {
    const body = order({ price: '1000' });
    const first = await h.raw('placeLimitOrder', body, { key: alice.key, headers: {} });
    expect(first.status).toBe(200);
    const s = signRequest(alice.key, 'placeLimitOrder', body, h.now, 'ab'.repeat(8));
    const headers = {
      [SIGNATURE_HEADERS.apiKey]: s.apiKey,
      [SIGNATURE_HEADERS.timestamp]: String(s.timestamp),
      [SIGNATURE_HEADERS.nonce]: s.nonce,
      [SIGNATURE_HEADERS.signature]: s.signature,
    };
    expect((await h.raw('placeLimitOrder', body, { headers })).status).toBe(200);
    const replay = await h.raw('placeLimitOrder', body, { headers });
    expect([replay.status, replay.json.error?.code]).toEqual([401, 'unauthorized']);
    h.now += SESSION_KEY_LIFETIME_MS + 1;
    const before = await state();
    const expired = await h.raw('placeLimitOrder', body, { key: alice.key });
    expect([expired.status, expired.json.error?.message]).toEqual([401, 'api key expired']);
    expect(await state()).toEqual(before);
  });
});
