/**
 * Referrals of the acting account (SPEC 7): the aggregated stats, this month's per-referee stats read through the
 * cursor loop over the current UTC calendar month (stops silently on error, keeping what it had), every referee's
 * totals, and claiming the kickbacks waiting in referralToClaim (claimReferral).
 */
import { computed } from 'nanostores';
import type { CallResponse } from '#lib/api/contract.ts';
import { readAllPages, type CursorLoopResult } from '#lib/api/cursor-loop.ts';
import { RATE_DECIMALS, parseDecimal } from '#lib/domain/fixed.ts';
import { utcMonthWindow } from '#lib/domain/referral-month.ts';
import { $api } from './api.ts';
import { $config } from './config.ts';
import { $currentUserId } from './current-user.ts';
import { notifyFailure } from './errors.ts';
import { readyValue, resourceStore, type Resource } from './resource.ts';
import { serverNow } from './server-clock.ts';
import { cancelledByUserLazily, withSessionLazily } from './session-lazy.ts';
import { notify } from './toasts.ts';

type StatsRow = CallResponse<'getUserReferralStatsHistory'>['stats'][number];

/** The referral figures are read again this often while watched (kickbacks accrue as referees trade). */
const REFRESH_MS = 30_000;

/** Every stats row of the acting account between two times, through the cursor loop. */
function readStats(older: number, newer: number): Promise<CursorLoopResult<StatsRow>> | undefined {
  const api = $api.get();
  const userId = $currentUserId.get();
  if (!api || userId === undefined) return undefined;
  return readAllPages(async (cursor) => {
    const page = await api.getUserReferralStatsHistory({
      userId,
      paginationCursor: cursor,
      olderTimestampMs: older,
      newerTimestampMs: newer,
    });
    return { items: page.stats, cursor: page.paginationCursor };
  });
}

/** getUserAggregatedReferralStats of the acting account. */
const $referralAggregate = resourceStore(
  () => {
    const userId = $currentUserId.get();
    return userId === undefined ? undefined : $api.get()?.getUserAggregatedReferralStats({ userId });
  },
  { deps: [$currentUserId], refreshMs: REFRESH_MS },
);

/** This UTC calendar month's rows, first to last ms, as far as the loop got. */
const $referralMonth = resourceStore(
  () => {
    const { olderTimestampMs, newerTimestampMs } = utcMonthWindow(serverNow());
    return readStats(olderTimestampMs, newerTimestampMs);
  },
  { deps: [$currentUserId], refreshMs: REFRESH_MS },
);

/** Every month's rows, for each referee's totals. */
const $referralAllTime = resourceStore(() => readStats(0, utcMonthWindow(serverNow()).newerTimestampMs), {
  deps: [$currentUserId],
  refreshMs: REFRESH_MS,
});

/** Totals of a set of rows: referees, volume, fees they paid, your reward, trades. */
export interface ReferralTotals {
  readonly referees: number;
  readonly volume: bigint;
  readonly fees: bigint;
  readonly kickback: bigint;
  readonly trades: number;
}

/** One referee's totals over the rows read. */
export interface RefereeTotals extends Omit<ReferralTotals, 'referees'> {
  readonly refereeId: string;
}

/** Rows summed per referee, largest reward first. */
function byReferee(rows: readonly StatsRow[]): RefereeTotals[] {
  const map = new Map<string, { volume: bigint; fees: bigint; kickback: bigint; trades: number }>();
  for (const r of rows) {
    const acc = map.get(r.refereeId) ?? { volume: 0n, fees: 0n, kickback: 0n, trades: 0 };
    acc.volume += BigInt(r.volume);
    acc.fees += BigInt(r.fees);
    acc.kickback += BigInt(r.kickback);
    acc.trades += r.trades;
    map.set(r.refereeId, acc);
  }
  return [...map]
    .map(([refereeId, s]) => ({ refereeId, ...s }))
    .sort((a, b) =>
      a.kickback === b.kickback ? Number(a.refereeId) - Number(b.refereeId) : a.kickback > b.kickback ? -1 : 1,
    );
}

/** Sums referees' totals. */
function total(referees: readonly RefereeTotals[]): ReferralTotals {
  return referees.reduce(
    (s, r) => ({
      referees: s.referees + 1,
      volume: s.volume + r.volume,
      fees: s.fees + r.fees,
      kickback: s.kickback + r.kickback,
      trades: s.trades + r.trades,
    }),
    { referees: 0, volume: 0n, fees: 0n, kickback: 0n, trades: 0 },
  );
}

/** Maps a resource's value, keeping its loading and error states. */
function mapResource<T, U>(resource: Resource<T>, map: (value: T) => U): Resource<U> {
  return resource.status === 'ready' ? { status: 'ready', value: map(resource.value) } : resource;
}

/** This month's totals and whether every page was read. */
export const $referralMonthTotals = computed($referralMonth, (resource) =>
  mapResource(resource, (loop) => ({ totals: total(byReferee(loop.items)), isComplete: loop.complete })),
);

/** Every referee with its volume and your reward from it. */
export const $referees = computed($referralAllTime, (resource) =>
  mapResource(resource, (loop): readonly RefereeTotals[] => byReferee(loop.items)),
);

/** All-time figures: referees, volume, reward earned, waiting to be claimed, and claimed so far. */
export const $referralSummary = computed($referralAggregate, (resource) =>
  mapResource(resource, ({ stats }) => {
    const earned = BigInt(stats.totalKickback);
    const toClaim = BigInt(stats.referralToClaim);
    return { referees: stats.referees, volume: BigInt(stats.totalVolume), earned, toClaim, claimed: earned - toClaim };
  }),
);

/** The kickback rates of the configuration (RATE scale): what a referee gets back and what the referrer earns. */
export const $referralRates = computed($config, (resource) => {
  const referral = readyValue(resource)?.referral;
  return referral === undefined
    ? undefined
    : {
        referee: parseDecimal(referral.slaveKickback, RATE_DECIMALS),
        referrer: parseDecimal(referral.masterKickback, RATE_DECIMALS),
      };
});

/** Reads every referral figure again. */
export function reloadReferrals(): void {
  void $referralAggregate.reload();
  void $referralMonth.reload();
  void $referralAllTime.reload();
}

/** claimReferral for the acting account: the reward moves into its USDC balance; toasts; figures read again. */
export async function claimReferralReward(): Promise<void> {
  const userId = $currentUserId.get();
  if (userId === undefined) throw new Error('no acting account');
  try {
    await withSessionLazily(userId, (api) => api.claimReferral({ userId }));
    notify({ kind: 'success', title: 'sonnerMessages.claimReferral.success' });
  } catch (error) {
    if (!(await cancelledByUserLazily(error))) notifyFailure('sonnerMessages.claimReferral.error', error);
    throw error;
  } finally {
    // the balance follows from the user stream (BalanceChange 'referral')
    reloadReferrals();
  }
}
