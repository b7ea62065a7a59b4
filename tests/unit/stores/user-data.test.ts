/**
 * $userData and $accountSummary against the real exchange and its stream: the current account's data decoded
 * (bigint balances by ticker), kept live as a deposit lands, following $currentUserId to another account (the old
 * channel dropped), and the panel's balance in USD valued at the index prices.
 */
import { cleanStores } from 'nanostores';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StreamClient } from '#lib/api/stream-client.ts';
import { $api, $stream } from '#stores/api.ts';
import { $config } from '#stores/config.ts';
import { $currentUserId } from '#stores/current-user.ts';
import { $priceIndexes } from '#stores/prices.ts';
import { readyValue } from '#stores/resource.ts';
import { takeToasts } from '#stores/toasts.ts';
import { $accountSummary, $userData } from '#stores/user-data.ts';
import { Harness } from '#tests/unit/server/exchange/harness.ts';

let h: Harness;
let stream: StreamClient;

beforeAll(async () => {
  h = await new Harness().start();
  const client = h.client();
  $config.setValue(await client.getConfig());
  $priceIndexes.setValue(await client.getPriceIndexes());
  $api.set(client);
  stream = new StreamClient({ url: h.wsUrl });
  $stream.set(stream);
  vi.stubGlobal('window', {});
});
afterAll(async () => {
  vi.unstubAllGlobals();
  stream.close();
  await h.stop();
});
afterEach(() => {
  cleanStores($userData, $accountSummary);
  $currentUserId.set(undefined);
  takeToasts();
});

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(10);
  }
}

const balance = (ticker: string) => readyValue($userData.get())?.balances.get(ticker);

describe('$userData', () => {
  it('decodes the current account, stays live as a deposit lands, and follows a switch to another account', async () => {
    const alice = await h.user('alice');
    const bob = await h.user('bob');
    await h.fund(alice, 'USDC', 2_500_000n);
    const stop = $userData.listen(() => undefined);
    $currentUserId.set(alice.userId);
    await until(() => $userData.get().status === 'ready');
    expect(readyValue($userData.get())).toMatchObject({ userId: alice.userId, alias: 'alice' });
    expect(balance('USDC')).toBe(2_500_000n);

    await h.fund(alice, 'USDC', 500_000n);
    await until(() => balance('USDC') === 3_000_000n);

    $currentUserId.set(bob.userId);
    expect($userData.get().status).toBe('loading');
    await until(() => readyValue($userData.get())?.userId === bob.userId);
    expect(balance('USDC')).toBeUndefined();
    // alice's channel was dropped: her next deposit does not replace bob's data
    await h.fund(alice, 'USDC', 1_000_000n);
    await h.fund(bob, 'USDC', 7_000_000n);
    await until(() => balance('USDC') === 7_000_000n);
    expect(readyValue($userData.get())?.userId).toBe(bob.userId);
    stop();
  });
});

describe('$accountSummary', () => {
  it('values the balances at the index prices (USD x 10^6), with no 24 h history giving a zero change', async () => {
    const carol = await h.user('carol');
    await h.fund(carol, 'USDC', 1_500_000_000n); // 1500 USDC at 1 USD
    await h.fund(carol, 'BTC', 1_000_000n); // 0.01 BTC at the seed's 97000 USD
    const stop = $accountSummary.listen(() => undefined);
    $currentUserId.set(carol.userId);
    await until(() => $accountSummary.get() !== undefined && balance('BTC') === 1_000_000n);
    expect($accountSummary.get()).toMatchObject({
      balanceUsd: 1_500_000_000n + 970_000_000n,
      openPnlUsd: 0n,
      change24hUsd: expect.any(BigInt),
    });
    stop();
  });
});
