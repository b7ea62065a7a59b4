import { computed } from 'nanostores';
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
    if (accounts === undefined || accounts.length === 0) return undefined;
    return $api.get()?.fetchUserStats({ userIds: accounts.slice(0, 100).map((a) => a.userId) });
  },
  { deps: [$accounts] },
);

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
