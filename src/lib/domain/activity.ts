/**
 * The account panel's recent activity (SPEC 2 and 3's activity item): the acting account's latest deposits,
 * withdrawals and transfers merged newest first. Amounts stay bigint base units of their token.
 */

/** What happened: money in from a wallet, out to a network, or moved to / from another account. */
export type ActivityKind = 'deposit' | 'withdrawal' | 'transferIn' | 'transferOut';

/** One line of recent activity. */
export interface ActivityEntry {
  /** Stable across refetches (kind, time and a per-kind index), for React keys. */
  readonly id: string;
  readonly kind: ActivityKind;
  readonly token: string;
  /** Base units of `token`; a withdrawal's is what was sent (its fee is separate). */
  readonly amount: bigint;
  readonly timestamp: number;
  /** The other account of a transfer (its user id). */
  readonly counterpartyUserId?: string;
  /** A withdrawal still settling on its network. */
  readonly pending?: boolean;
}

/** The history rows the activity is built from, as the history calls answer them (amounts as decimal strings). */
export interface ActivitySources {
  readonly deposits: readonly { token: string; amount: string; timestamp: number }[];
  readonly withdrawals: readonly { token: string; amount: string; timestamp: number; status: string }[];
  readonly transfers: readonly {
    fromUserId: string;
    toUserId: string;
    token: string;
    amount: string;
    timestamp: number;
  }[];
}

/** Lines the panel shows at most. */
export const RECENT_ACTIVITY_LIMIT = 5;

/**
 * Merges the account's deposits, withdrawals and transfers into its newest `limit` lines. A transfer reads as out
 * when the account sent it, in otherwise; at equal times the order of the sources is kept (deposits, withdrawals,
 * transfers), so the list does not reshuffle between refetches.
 */
export function recentActivity(
  userId: string,
  sources: ActivitySources,
  limit = RECENT_ACTIVITY_LIMIT,
): readonly ActivityEntry[] {
  const entries: ActivityEntry[] = [
    ...sources.deposits.map((d, i) => ({
      id: `deposit:${d.timestamp}:${i}`,
      kind: 'deposit' as const,
      token: d.token,
      amount: BigInt(d.amount),
      timestamp: d.timestamp,
    })),
    ...sources.withdrawals.map((w, i) => ({
      id: `withdrawal:${w.timestamp}:${i}`,
      kind: 'withdrawal' as const,
      token: w.token,
      amount: BigInt(w.amount),
      timestamp: w.timestamp,
      ...(w.status === 'pending' ? { pending: true } : {}),
    })),
    ...sources.transfers.map((tr, i) => {
      const out = tr.fromUserId === userId;
      return {
        id: `transfer:${tr.timestamp}:${i}`,
        kind: out ? ('transferOut' as const) : ('transferIn' as const),
        token: tr.token,
        amount: BigInt(tr.amount),
        timestamp: tr.timestamp,
        counterpartyUserId: out ? tr.toUserId : tr.fromUserId,
      };
    }),
  ];
  return entries
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => b.entry.timestamp - a.entry.timestamp || a.order - b.order)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
