/**
 * Referral calls: what referees brought their referrer (per referee and month, and in total) and claiming the
 * kickbacks that accrue in `referralToClaim` as referees pay fees.
 */
import * as v from 'valibot';
import { Amount, Cursor, SignedAmount, TimestampMs, TxHash, UserId } from './primitives.ts';

/** Referral stats of one referee in one month (timestamp = the month's first ms, UTC); USD base units. */
const ReferralStatsRow = v.object({
  timestamp: TimestampMs,
  month: v.pipe(v.string(), v.regex(/^[0-9]{4}-[0-9]{2}$/)),
  refereeId: UserId,
  /** The referee's traded volume. */
  volume: Amount,
  /** Fees the referee paid, after its own kickback. */
  fees: SignedAmount,
  /** Kickback credited to the referrer's referralToClaim. */
  kickback: SignedAmount,
  trades: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
/**
 * getUserReferralStatsHistory request: the rows whose month overlaps [olderTimestampMs, newerTimestampMs], newest
 * month first (then by referee id), `limit` per page (default 50). Send the answer's cursor with the same window
 * for the next page; a cursor names the last row read, so rows added meanwhile never shift or repeat a page.
 */
export const ReferralStatsRequest = v.strictObject({
  userId: UserId,
  paginationCursor: v.optional(Cursor, null),
  olderTimestampMs: TimestampMs,
  newerTimestampMs: TimestampMs,
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
});
/** getUserReferralStatsHistory answer; a null cursor means the last page. */
export const ReferralStatsResponse = v.object({ stats: v.array(ReferralStatsRow), paginationCursor: Cursor });
/** getUserAggregatedReferralStats answer: totals over all months, and the kickback not yet claimed. */
export const AggregatedReferralResponse = v.object({
  stats: v.object({
    referees: v.pipe(v.number(), v.integer(), v.minValue(0)),
    totalVolume: Amount,
    totalKickback: SignedAmount,
    referralToClaim: Amount,
  }),
});
/** claimReferral (session-signed): moves the account's whole referralToClaim into its USDC balance. */
export const ClaimReferralRequest = v.strictObject({ userId: UserId });
/** claimReferral answer: the USDC base units credited; amount "0" (and no txHash) when nothing was owed. */
export const ClaimReferralResponse = v.object({ amount: Amount, txHash: v.nullable(TxHash) });
