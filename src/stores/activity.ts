import { computed } from 'nanostores';
import { recentActivity, RECENT_ACTIVITY_LIMIT, type ActivityEntry } from '#lib/domain/activity.ts';
import { $api } from './api.ts';
import { $currentUserId } from './current-user.ts';
import { readyValue, resourceStore } from './resource.ts';

/**
 * The acting account's latest deposits, withdrawals and transfers (public history reads, a few rows each), loaded
 * when first watched (the account panel), again when the account changes and on reloadActivity.
 */
const $sources = resourceStore(
  () => {
    const userId = $currentUserId.get();
    const api = $api.get();
    if (userId === undefined || api === undefined) return undefined;
    const request = { userId, limit: RECENT_ACTIVITY_LIMIT };
    return Promise.all([
      api.getUserHistoricalDeposits(request),
      api.getUserWithdrawalsHistory(request),
      api.getUserTransfersHistory(request),
    ]).then(([d, w, tr]) => ({
      userId,
      sources: { deposits: d.deposits, withdrawals: w.withdrawals, transfers: tr.transfers },
    }));
  },
  { deps: [$currentUserId] },
);

/** The acting account's recent activity, newest first; empty until loaded (the panel hides an empty list). */
export const $recentActivity = computed([$sources, $currentUserId], (resource, userId): readonly ActivityEntry[] => {
  const loaded = readyValue(resource);
  // an answer for the account switched away from is not this account's activity
  if (loaded === undefined || loaded.userId !== userId) return [];
  return recentActivity(loaded.userId, loaded.sources);
});

/** Loads the activity again (the account panel opened). */
export function reloadActivity(): Promise<void> {
  return $sources.reload();
}
