import { computed } from 'nanostores';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { $accounts } from './accounts.ts';
import { $api } from './api.ts';
import { readyValue, resourceStore } from './resource.ts';

/** One account's summary stats (SPEC 3): value and 30-day traded volume, both USD x 10^6. */
export interface AccountStats {
  readonly balanceUsd: bigint;
  readonly volume30dUsd: bigint;
}

/**
 * fetchUserStats of every account of the connected wallet; loads when first watched (the account panel opening),
 * again when the accounts change, and on reloadAccountStats. Unknown ids are simply absent.
 */
const $rawStats = resourceStore(
  () => {
    const accounts = readyValue($accounts.get());
    const api = $api.get();
    if (accounts === undefined || accounts.length === 0 || api === undefined) return undefined;
    return fetchStatsOf(
      api,
      accounts.map((a) => a.userId),
    );
  },
  { deps: [$accounts] },
);

/** How many accounts one fetchUserStats call may name (the contract's limit). */
const STATS_BATCH = 100;

/** fetchUserStats of any number of accounts: the call takes 100 ids, so a wallet with more is asked in batches. */
export async function fetchStatsOf(api: ExchangeClient, userIds: readonly string[]) {
  const batches: string[][] = [];
  for (let i = 0; i < userIds.length; i += STATS_BATCH) batches.push(userIds.slice(i, i + STATS_BATCH));
  const answers = await Promise.all(batches.map((batch) => api.fetchUserStats({ userIds: batch })));
  return { stats: Object.assign({}, ...answers.map((answer) => answer.stats)) as (typeof answers)[number]['stats'] };
}

/** The accounts' stats by user id, decoded to bigints. */
export const $accountStats = computed($rawStats, (resource): ReadonlyMap<string, AccountStats> | undefined => {
  const stats = readyValue(resource)?.stats;
  if (stats === undefined) return undefined;
  return new Map(
    Object.entries(stats).map(([id, s]) => [
      id,
      { balanceUsd: BigInt(s.balance), volume30dUsd: BigInt(s.monthlyBalance) },
    ]),
  );
});

/** Fetches the stats again (the account panel opened). */
export function reloadAccountStats(): Promise<void> {
  return $rawStats.reload();
}
