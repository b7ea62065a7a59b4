import { computed, onMount } from 'nanostores';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { $accounts } from './accounts.ts';
import { $api, $stream } from './api.ts';
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

/** Events of several accounts close together (both sides of a transfer, a burst of fills) make one reload. */
const LIVE_RELOAD_GAP_MS = 150;

/**
 * Keeps every account's figures live, not only the acting one's: while the stats are watched, each account's
 * `user:<id>` channel is followed (the client shares a subscription the acting account already has), and any event
 * on one of them reloads the stats. Fetched once, the rows of the other accounts kept their old balance after a
 * transfer (the acting row, live from its own stream, moved; the other waited for the accounts' refetch), and never
 * moved at all for a transfer made elsewhere.
 */
onMount($rawStats, () => {
  const stream = $stream.get();
  if (typeof window === 'undefined' || stream === undefined) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reloadSoon = () => {
    if (timer === undefined)
      timer = setTimeout(() => {
        timer = undefined;
        void $rawStats.reload();
      }, LIVE_RELOAD_GAP_MS);
  };
  // a gap or a reconnect may have dropped an event: the figures are read again
  const handlers = { onEvent: reloadSoon, onResync: (reason: string) => reason !== 'initial' && reloadSoon() };
  stream.connect();
  let followed = new Map<string, () => void>();
  const follow = (accounts: readonly { readonly userId: string }[]) => {
    const next = new Map<string, () => void>();
    for (const { userId } of accounts)
      next.set(userId, followed.get(userId) ?? stream.subscribe(`user:${userId}`, handlers));
    for (const [userId, stop] of followed) if (!next.has(userId)) stop();
    followed = next;
  };
  const stop = $accounts.subscribe((accounts) => follow(readyValue(accounts) ?? []));
  return () => {
    stop();
    follow([]);
    clearTimeout(timer);
  };
});

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
