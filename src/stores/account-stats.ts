import { $api } from './api.ts';
import { $accounts } from './accounts.ts';
import { readyValue, resourceStore } from './resource.ts';

/** An account's figures from fetchUserStats: net value and 30-day traded volume, both USD x 10^6. */
export interface AccountStats {
  readonly balanceUsd: bigint;
  readonly volumeUsd: bigint;
}

/** The contract's cap on ids per fetchUserStats call. */
const MAX_IDS_PER_CALL = 100;

/**
 * fetchUserStats for every account of the wallet, by user id (SPEC 7: retried until it resolves). Loads while
 * watched, and again whenever the account list changes (a new sub-account, a refetch after a transfer).
 */
export const $accountStats = resourceStore(
  () => {
    const api = $api.get();
    const accounts = readyValue($accounts.get());
    if (!api || !accounts || accounts.length === 0) return undefined;
    const ids = accounts.map((account) => account.userId);
    const calls = [];
    for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL)
      calls.push(api.fetchUserStats({ userIds: ids.slice(i, i + MAX_IDS_PER_CALL) }));
    return Promise.all(calls).then((answers) => {
      const stats = new Map<string, AccountStats>();
      for (const answer of answers)
        for (const [id, s] of Object.entries(answer.stats))
          stats.set(id, { balanceUsd: BigInt(s.balance), volumeUsd: BigInt(s.monthlyBalance) });
      return stats as ReadonlyMap<string, AccountStats>;
    });
  },
  { deps: [$accounts], retryMs: 2000 },
);
