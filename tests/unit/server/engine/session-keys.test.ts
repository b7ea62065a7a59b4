import { describe, expect, it } from 'vitest';
import { Harness, USDC } from './harness.ts';

const KEY = `0x${'12'.repeat(32)}`;

describe('a session key granted with the account', () => {
  it.each([
    ['createUser', (_h: Harness) => ({ type: 'createUser' as const, owner: '0xnew', alias: 'fresh' }), undefined],
    [
      'addSubAccount with funding',
      (h: Harness) => ({
        type: 'addSubAccount' as const,
        sourceUserId: h.user('source', 1000n * USDC),
        alias: 'sub',
        token: 'USDC',
        amount: 10n * USDC,
      }),
      10n * USDC,
    ],
  ])('%s: registers the key in the same command', (_name, command, funded) => {
    const h = new Harness();
    const events = h.ok({ ...command(h), sessionKey: { apiKey: KEY, expiration: 1_000_000 } });
    const created = events.find((e) => e.type === 'UserCreated')!.userId;
    expect(events.filter((e) => e.type === 'AddApiKey')).toEqual([
      { type: 'AddApiKey', userId: created, ts: expect.any(Number), apiKey: KEY, expirationTimestamp: 1_000_000 },
    ]);
    expect(h.engine.userData(created)?.apiKeys).toEqual({ [KEY]: 1_000_000 });
    expect(h.usdc(created)).toBe(funded ?? 0n);
  });

  it.each([
    [
      'createUser with an expired key',
      (_h: Harness) => ({ type: 'createUser' as const, owner: '0xnew', alias: 'fresh' }),
      1,
      'bad_timestamp',
    ],
    [
      'addSubAccount with an expired key',
      (h: Harness) => ({
        type: 'addSubAccount' as const,
        sourceUserId: h.user('source', 1000n * USDC),
        alias: 'sub',
        token: 'USDC',
        amount: 10n * USDC,
      }),
      1,
      'bad_timestamp',
    ],
    // the key is granted first, then the transfer fails: the key goes with the rest
    [
      'addSubAccount beyond the balance',
      (h: Harness) => ({
        type: 'addSubAccount' as const,
        sourceUserId: h.user('source', 1000n * USDC),
        alias: 'sub',
        token: 'USDC',
        amount: 2000n * USDC,
      }),
      1_000_000,
      'insufficient_balance',
    ],
  ])('%s rejects the whole command and changes nothing', (_name, command, expiration, code) => {
    const h = new Harness();
    const cmd = command(h);
    const before = h.engine.snapshot();
    expect(h.err({ ...cmd, sessionKey: { apiKey: KEY, expiration } })).toBe(code);
    expect(h.engine.snapshot()).toBe(before);
  });
});
