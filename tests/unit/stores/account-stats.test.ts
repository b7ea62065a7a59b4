/**
 * The account panel's stats for every account of the wallet: fetchUserStats names at most 100 accounts per call, so a
 * wallet with more is asked in batches and the answers merged (the first 100 alone left the rest without volume).
 */
import { describe, expect, it } from 'vitest';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { fetchStatsOf } from '#stores/account-stats.ts';

describe('fetchStatsOf', () => {
  it('asks in batches of 100 and merges every account into one answer', async () => {
    const batches: string[][] = [];
    const api = {
      fetchUserStats: async ({ userIds }: { userIds: string[] }) => {
        batches.push(userIds);
        return { stats: Object.fromEntries(userIds.map((id) => [id, { balance: id, monthlyBalance: '0' }])) };
      },
    } as unknown as ExchangeClient;
    const ids = Array.from({ length: 250 }, (_, i) => String(i + 1));
    const { stats } = await fetchStatsOf(api, ids);
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(ids);
    expect(Object.keys(stats)).toHaveLength(250);
    expect(stats['101']).toEqual({ balance: '101', monthlyBalance: '0' });
    expect(stats['250']).toEqual({ balance: '250', monthlyBalance: '0' });
  });

  it('makes one call for a wallet of up to 100 accounts', async () => {
    let calls = 0;
    const api = {
      fetchUserStats: async () => {
        calls += 1;
        return { stats: {} };
      },
    } as unknown as ExchangeClient;
    await fetchStatsOf(api, ['1', '2']);
    expect(calls).toBe(1);
  });
});
