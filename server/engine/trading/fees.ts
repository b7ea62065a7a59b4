/**
 * Trading fees: 30-day volume in day buckets, the fee tier it reaches, maker/taker fees and referral
 * kickbacks (the referred "slave" gets part of its fee back, the referrer "master" accrues a share to claim).
 * The operator account receives the rest (and pays maker rebates).
 */
import { feeTierFor, referralKickbacks, tradeFee } from '#lib/domain/fees.ts';
import { OPERATOR_ID, type FeeTier } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import { recordReferral } from '#server/engine/accounts/history.ts';
import type { Account, VolumeWindow } from '#server/engine/model/state.ts';
import { charge, receive } from '#server/engine/accounts/settlement.ts';

const DAY_MS = 86_400_000;
/** Length of the fee-tier volume window in days. */
const VOLUME_WINDOW_DAYS = 30;

/** Traded volume (USD scale) of the last 30 days including today, as of `now` (ms). */
export function volume30d(w: VolumeWindow, now: number): bigint {
  const first = Math.floor(now / DAY_MS) - VOLUME_WINDOW_DAYS + 1;
  let sum = 0n;
  for (const d of w.days) if (d.day >= first) sum += d.usd;
  return sum;
}

/** Adds traded volume at `now`, dropping buckets older than the window (journaled through core). */
export function addVolume(core: Core, w: VolumeWindow, usd: bigint, now: number): void {
  const day = Math.floor(now / DAY_MS);
  const prev = w.days;
  const last = prev[prev.length - 1];
  if (last !== undefined && last.day === day) {
    last.usd += usd;
    core.onUndo(() => (last.usd -= usd));
    return;
  }
  const first = day - VOLUME_WINDOW_DAYS + 1;
  w.days = prev.filter((d) => d.day >= first);
  w.days.push({ day, usd });
  core.onUndo(() => (w.days = prev));
}

/** The fee tier an account is in at `now`. */
export function tierOf(core: Core, acc: Account, now: number): FeeTier {
  return feeTierFor(core.seed.feeTiers, volume30d(acc.volume, now)) as FeeTier;
}

/** How a fee was split. */
export interface FeeSplit {
  /** Paid by the trader after its kickback (negative = rebate received). */
  readonly paid: bigint;
  readonly masterKickback: bigint;
  readonly slaveKickback: bigint;
}

/** The split of a fee on `notional` (USD scale) for an account, without booking it. */
export function feeFor(core: Core, acc: Account, notional: bigint, isMaker: boolean, now: number): FeeSplit {
  const tier = tierOf(core, acc, now);
  const fee = tradeFee(notional, isMaker ? tier.perpMakerFee : tier.perpTakerFee);
  const kick = acc.masterId === null ? { master: 0n, slave: 0n } : referralKickbacks(fee, core.seed.referral);
  return { paid: fee - kick.slave, masterKickback: kick.master, slaveKickback: kick.slave };
}

/**
 * Books a trade fee: the trader pays `paid`, the referrer's kickback waits in its referralToClaim (until a
 * claimReferral) and the operator receives the rest. Every leg is one integer, so the legs sum to zero; the
 * receiving legs go first, so the operator's fresh fee can be lent to a trader who pays it by borrowing.
 */
export function chargeFee(core: Core, acc: Account, notional: bigint, isMaker: boolean, now: number): FeeSplit {
  const split = feeFor(core, acc, notional, isMaker, now);
  if (split.paid !== 0n) core.assign(acc, 'accFee', acc.accFee + split.paid);
  const master = acc.masterId === null ? undefined : core.accounts.get(acc.masterId);
  const kick = master !== undefined && split.masterKickback > 0n ? split.masterKickback : 0n;
  if (kick > 0n) recordReferral(core, master!, acc.id, notional, split.paid, kick);
  const operator = core.account(OPERATOR_ID);
  const toOperator = split.paid - kick;
  const fromTrader = operator === acc ? kick : split.paid;
  if (operator !== acc) {
    if (toOperator > 0n) receive(core, operator, 'USDC', toOperator, 'fee');
    if (fromTrader < 0n) receive(core, acc, 'USDC', -fromTrader, 'fee');
    if (toOperator < 0n) charge(core, operator, 'USDC', -toOperator, 'fee');
  }
  if (fromTrader > 0n) charge(core, acc, 'USDC', fromTrader, 'fee');
  return split;
}
