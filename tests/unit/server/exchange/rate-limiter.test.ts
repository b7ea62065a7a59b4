/** Token buckets of the rate limits, on an explicit clock. */
import { describe, expect, it } from 'vitest';
import { RateLimiter, type ExchangeLimits } from '#server/exchange/api/limits.ts';

const LIMITS: ExchangeLimits = {
  sessionKey: { burst: 2, perSecond: 4 },
  address: { burst: 3, perSecond: 1 },
  ip: { burst: 1, perSecond: 0.5 },
  subAccountsPerWallet: 1,
};
const key = (k: string) => ({ scope: 'sessionKey' as const, key: k });
const addr = (k: string) => ({ scope: 'address' as const, key: k });

/** Admits or returns the refusal's details. */
function tryAdmit(limiter: RateLimiter, draws: Parameters<RateLimiter['admit']>[0], now: number) {
  try {
    limiter.admit(draws, now);
    return 'ok';
  } catch (e) {
    return (e as { code: string; details: unknown }).details;
  }
}

describe('RateLimiter', () => {
  it.each([
    // [calls at t=0 .. , then one more at `at`, expected]
    ['the burst', 2, 0, { scope: 'sessionKey', retryAfterMs: 250 }],
    ['a quarter second later: one token back', 2, 250, 'ok'],
    ['a little earlier: not yet', 2, 249, { scope: 'sessionKey', retryAfterMs: 1 }],
    ['within the burst', 1, 0, 'ok'],
  ])('%s', (_name, before, at, expected) => {
    const limiter = new RateLimiter(LIMITS);
    for (let i = 0; i < before; i++) limiter.admit([key('k')], 0);
    expect(tryAdmit(limiter, [key('k')], at)).toEqual(expected);
  });

  it('never refills past the burst', () => {
    const limiter = new RateLimiter(LIMITS);
    limiter.admit([key('k')], 0);
    expect([0, 0, 0].map(() => tryAdmit(limiter, [key('k')], 60_000))).toEqual([
      'ok',
      'ok',
      { scope: 'sessionKey', retryAfterMs: 250 },
    ]);
  });

  it('takes from every bucket or from none', () => {
    const limiter = new RateLimiter(LIMITS);
    for (let i = 0; i < 3; i++) limiter.admit([addr('w'), key(`k${i}`)], 0);
    expect(tryAdmit(limiter, [key('fresh'), addr('w')], 0)).toEqual({ scope: 'address', retryAfterMs: 1000 });
    // the refused call took nothing from the fresh key's bucket: its burst of 2 is whole
    expect([tryAdmit(limiter, [key('fresh')], 0), tryAdmit(limiter, [key('fresh')], 0)]).toEqual(['ok', 'ok']);
  });

  it('keeps the fractions of frequent refills (a slow bucket polled every millisecond still refills)', () => {
    const limiter = new RateLimiter(LIMITS);
    const ip = { scope: 'ip' as const, key: '1.2.3.4' };
    limiter.admit([ip], 0);
    let admittedAt = -1;
    for (let t = 1; t <= 2500 && admittedAt < 0; t++) if (tryAdmit(limiter, [ip], t) === 'ok') admittedAt = t;
    expect(admittedAt).toBe(2000);
  });

  it('does not let a clock that goes back add tokens', () => {
    const limiter = new RateLimiter(LIMITS);
    limiter.admit([{ scope: 'ip', key: '1.2.3.4' }], 10_000);
    expect(tryAdmit(limiter, [{ scope: 'ip', key: '1.2.3.4' }], 0)).toEqual({ scope: 'ip', retryAfterMs: 2000 });
  });
});
