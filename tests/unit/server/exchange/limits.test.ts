/**
 * The exchange's limits (finding 9), each proved with limits lowered for the test over the real HTTP API: rate
 * limits per session key, per wallet address and per client IP answer 429 rate_limited with the bucket, the wait
 * and a Retry-After header, and admit again once the bucket refills on the exchange's clock; the sub-account cap
 * answers 422 account_limit and opens nothing. The defaults are not hit by a burst far beyond any person's
 * (bench/http.ts, run with the defaults, is the heavier proof).
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountLimitDetails, RateLimitDetails } from '#lib/api/contract/errors.ts';
import { DEFAULT_LIMITS, type ExchangeLimits } from '#server/exchange/api/limits.ts';
import { Harness, type TestUser } from './harness.ts';

let h: Harness;
afterEach(async () => h?.stop());

const LOOSE = { burst: 1_000, perSecond: 1_000 };
async function start(limits: Partial<ExchangeLimits>): Promise<Harness> {
  h = await new Harness({
    limits: { sessionKey: LOOSE, address: LOOSE, ip: LOOSE, subAccountsPerWallet: 100, ...limits },
  }).start();
  return h;
}

/** A signed call that changes nothing of note: renaming the account. */
const rename = (u: TestUser, n: number) =>
  h.raw('setAliasName', JSON.stringify({ userId: u.userId, alias: `name${n}` }), { key: u.key });

/** An unsigned call. */
const call = (name: string, body: string) => h.raw(name, body);

function rateLimited(res: { status: number; json: { error?: { code: string; details?: unknown } } }) {
  expect([res.status, res.json.error?.code]).toEqual([429, 'rate_limited']);
  return v.parse(RateLimitDetails, res.json.error?.details);
}

describe('per session key', () => {
  it('admits a burst, refuses the next call with 429, and admits again after the wait', async () => {
    await start({ sessionKey: { burst: 3, perSecond: 2 } });
    const alice = await h.user('alice');
    for (let i = 0; i < 3; i++) expect((await rename(alice, i)).status).toBe(200);
    const refused = await rename(alice, 3);
    expect(rateLimited(refused)).toEqual({ scope: 'sessionKey', retryAfterMs: 500 });
    h.now += 499;
    rateLimited(await rename(alice, 4));
    h.now += 1;
    expect((await rename(alice, 5)).status).toBe(200);
  });

  it("leaves another key's budget alone", async () => {
    await start({ sessionKey: { burst: 1, perSecond: 1 } });
    const alice = await h.user('alice');
    const other = await h.rekey(alice);
    expect((await rename(alice, 1)).status).toBe(200);
    rateLimited(await rename(alice, 2));
    expect((await rename(other, 3)).status).toBe(200);
  });

  it('sends Retry-After in whole seconds, readable by a browser page', async () => {
    await start({ sessionKey: { burst: 1, perSecond: 0.25 } });
    const alice = await h.user('alice');
    await rename(alice, 1);
    const body = JSON.stringify({ userId: alice.userId, alias: 'again' });
    const { signRequest } = await import('#lib/api/signing.ts');
    const { SIGNATURE_HEADERS } = await import('#lib/api/contract/auth.ts');
    const s = signRequest(alice.key, 'setAliasName', body, h.now);
    const res = await fetch(`${h.exchange.url}/api/setAliasName`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADERS.apiKey]: s.apiKey,
        [SIGNATURE_HEADERS.timestamp]: String(s.timestamp),
        [SIGNATURE_HEADERS.nonce]: s.nonce,
        [SIGNATURE_HEADERS.signature]: s.signature,
      },
    });
    expect([res.status, res.headers.get('retry-after')]).toEqual([429, '4']);
    expect(res.headers.get('access-control-expose-headers')).toContain('retry-after');
  });
});

describe('per wallet address', () => {
  it("counts every key and account of one wallet together, and no other wallet's calls", async () => {
    await start({ address: { burst: 3, perSecond: 1 } });
    const alice = await h.user('alice');
    const second = await h.rekey(alice);
    const bob = await h.user('bob');
    expect((await rename(alice, 1)).status).toBe(200);
    expect((await rename(second, 2)).status).toBe(200);
    expect((await rename(alice, 3)).status).toBe(200);
    expect(rateLimited(await rename(second, 4))).toEqual({ scope: 'address', retryAfterMs: 1000 });
    expect((await rename(bob, 5)).status).toBe(200);
  });
});

describe('per client IP', () => {
  it('limits public reads and wallet-proof calls, not signed calls', async () => {
    await start({ ip: { burst: 4, perSecond: 1 } });
    const alice = await h.user('alice'); // createUser: one IP token
    expect((await call('getTime', '{}')).status).toBe(200);
    expect((await call('getConfig', '{}')).status).toBe(200);
    expect((await call('getPriceIndexes', '{}')).status).toBe(200);
    expect(rateLimited(await call('getTime', '{}'))).toEqual({ scope: 'ip', retryAfterMs: 1000 });
    await expect(h.user('bob')).rejects.toMatchObject({ code: 'rate_limited', status: 429 });
    expect((await rename(alice, 1)).status).toBe(200);
    h.now += 1000;
    expect((await call('getTime', '{}')).status).toBe(200);
  });
});

describe('sub-accounts per wallet', () => {
  it('opens up to the cap, then answers 422 account_limit and opens nothing', async () => {
    await start({ subAccountsPerWallet: 2 });
    const alice = await h.user('alice');
    const bob = await h.user('bob');
    const usdc = await h.token('USDC');
    const add = (u: TestUser, name: string) => u.client.addSubAccount({ userId: u.userId, name, tokenAddress: usdc });
    await add(alice, 'sub1');
    await add(alice, 'sub2');
    const error = await add(alice, 'sub3').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'account_limit', status: 422 });
    expect(
      v.parse(AccountLimitDetails, (error as { data: { error: { details: unknown } } }).data.error.details),
    ).toEqual({
      limit: 2,
    });
    const { users } = await h.client().getUsersByAddress({ userAddress: alice.address });
    expect(users.map((u) => u.alias)).toEqual(['alice', 'sub1', 'sub2']);
    await expect(add(bob, 'bobsub')).resolves.toMatchObject({ userId: expect.any(String) });
  });
});

describe('the default limits', () => {
  it('admit a burst of 200 signed calls and 1,000 public reads at one instant', { timeout: 60_000 }, async () => {
    h = await new Harness().start();
    expect(h.exchange.service.limiter.limits).toEqual(DEFAULT_LIMITS);
    const alice = await h.user('alice');
    const statuses = new Set<number>();
    for (let i = 0; i < 200; i++) statuses.add((await rename(alice, i)).status);
    for (let i = 0; i < 1000; i++) statuses.add((await call('getTime', '{}')).status);
    expect([...statuses]).toEqual([200]);
  });
});
