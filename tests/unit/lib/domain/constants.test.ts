import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '#lib/domain/constants.ts';
import { createKeyPair, walletProofFromKey } from '#lib/api/signing.ts';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import { mintTestTokens } from '#server/chain/faucet.ts';
import { Ledger } from '#server/chain/ledger/ledger.ts';
import { Harness, type TestUser } from '#tests/unit/server/exchange/harness.ts';

// SPEC 9 values are pinned through the code that reads them, with the spec's numbers written out here: a test that
// compared a constant with itself would pass whatever the constant said.

describe.each<[number, c.StatusColour]>([
  [0, 'green'],
  [100, 'green'],
  [100.001, 'amber'],
  [101, 'amber'],
  [250, 'amber'],
  [250.001, 'red'],
  [251, 'red'],
  [100_000, 'red'],
  [Number.NaN, 'red'],
])('footer latency colour of %d ms (up to 100 green, up to 250 amber)', (ms, colour) => {
  it(`is ${colour}`, () => expect(c.latencyColour(ms)).toBe(colour));
});

describe.each<[number, c.StatusColour]>([
  [0, 'green'],
  [14, 'green'],
  [14.999, 'green'],
  [15, 'amber'],
  [44, 'amber'],
  [44.999, 'amber'],
  [45, 'red'],
  [600, 'red'],
])('deposit time colour of %d s (under 15 green, under 45 amber)', (sec, colour) => {
  it(`is ${colour}`, () => expect(c.depositTimeColour(sec)).toBe(colour));
});

describe.each<[string, number, number]>([
  ['on the hour', Date.UTC(2025, 0, 1, 10, 0, 0), 3_615_000],
  ['at 10:00:05', Date.UTC(2025, 0, 1, 10, 0, 5), 3_610_000],
  ['at 10:00:15', Date.UTC(2025, 0, 1, 10, 0, 15), 3_600_000],
  ['at 10:59:59', Date.UTC(2025, 0, 1, 10, 59, 59), 16_000],
  ['at 10:59:59.999', Date.UTC(2025, 0, 1, 10, 59, 59, 999), 15_001],
])('hourly funding refetch %s (15 s past the next full hour)', (_label, now, expected) => {
  it(`waits ${expected} ms`, () => expect(c.msUntilFundingRefetch(now)).toBe(expected));
});

describe('test faucet (10000 USDC, 10 SOL, 1 BTC; 1 s between mints)', () => {
  it('mints those amounts in base units, pausing 1000 ms between mints by default', async () => {
    const ledger = new Ledger(new DatabaseSync(':memory:'));
    const owner = `0x${'ef'.repeat(32)}`;
    const log: string[] = [];
    ledger.onTransaction((tx) => log.push(`mint ${String(tx.payload.arguments[0])}`));
    await mintTestTokens(ledger, owner, { sleep: async (ms) => void log.push(`sleep ${ms}`) });
    expect(log).toEqual([
      `mint ${LOCAL_ASSETS.USDC.address}`,
      'sleep 1000',
      `mint ${LOCAL_ASSETS.SOL.address}`,
      'sleep 1000',
      `mint ${LOCAL_ASSETS.BTC.address}`,
    ]);
    const balances = (['USDC', 'SOL', 'BTC'] as const).map((t) => ledger.balanceOf(owner, t));
    expect(balances).toEqual([10_000n * 10n ** 6n, 10n * 10n ** 9n, 1n * 10n ** 8n]);
    ledger.close();
  });
});

describe('session key lifetime (24 hours) as the exchange enforces it', () => {
  const DAY_MS = 86_400_000;
  let h: Harness;
  let alice: TestUser;
  beforeAll(async () => {
    h = await new Harness().start();
    alice = await h.user('alice');
  });
  afterAll(() => h.stop());

  const addKey = (lifetimeMs: number) => {
    const key = createKeyPair();
    const expiration = h.now + lifetimeMs;
    const proof = walletProofFromKey(alice.wallet, h.now, {
      action: 'addApiKey',
      userId: alice.userId,
      apiKey: key.publicKey,
      expiration,
    });
    return h.raw('addApiKey', JSON.stringify({ userId: alice.userId, apiKey: key.publicKey, expiration, proof }));
  };

  it.each([
    ['exactly 24 h', DAY_MS, 200],
    ['24 h and 1 ms', DAY_MS + 1, 400],
  ])('a key living %s (%i ms) is answered %i', async (_label, lifetimeMs, status) => {
    expect((await addKey(lifetimeMs)).status).toBe(status);
  });
});
