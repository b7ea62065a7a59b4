/**
 * History records that are not a by-product of one event: portfolio values (on `snapshotPortfolios`, which the
 * server sends hourly and at start, and after deposits and withdrawals), per-day trade statistics and
 * per-month referral statistics, and the referral kickbacks waiting in `referralToClaim`. Every writer runs
 * after the last rejection point of its command, and the in-place ones are journaled as well.
 */
import type { ClaimReferralCommand } from '#server/engine/model/commands.ts';
import type { TokenName, UserId } from '#server/engine/model/config.ts';
import { health, netAmount, usdOf } from './valuation.ts';
import type { Core } from '#server/engine/model/core.ts';
import { reject } from '#server/engine/model/errors.ts';
import type { Account, ReferralMonth } from '#server/engine/model/state.ts';
import { receive } from './settlement.ts';
import { recordVaultPoint } from './vault-points.ts';

const DAY_MS = 86_400_000;

/** One row of getUserReferralStatsHistory: a referee's month, newest month first. */
export interface ReferralStatsRow extends Readonly<ReferralMonth> {
  /** First ms (UTC) of the month. */
  readonly timestamp: number;
  /** 'YYYY-MM'. */
  readonly month: string;
  readonly refereeId: UserId;
}

/**
 * Appends the account's portfolio value (USD scale) at the engine clock with its cumulative net inflow; `pnl` is
 * its unrealized PnL then.
 */
export function recordPortfolio(core: Core, acc: Account): void {
  const h = health(core, acc, 'maintenance');
  core.push(acc.history.portfolioValues, { ts: core.now, value: h.value, pnl: h.upnl, inflow: acc.inflow });
}

/**
 * Books a movement of `delta` base units of a token into (> 0) or out of (< 0) the account as net inflow (journaled):
 * the change it makes to the account's value, usdOf(net + delta) - usdOf(net), so a deposit or transfer moves
 * value - inflow (the PnL) by nothing, not even a rounding unit. Call before the movement is applied.
 */
export function bookInflow(core: Core, acc: Account, token: TokenName, delta: bigint): void {
  if (delta === 0n) return;
  const net = netAmount(core, acc, token);
  core.assign(acc, 'inflow', acc.inflow + usdOf(core, token, net + delta) - usdOf(core, token, net));
}

/**
 * snapshotPortfolios: records the value of every account that holds anything, has a position or was ever valued
 * (an emptied account keeps its hourly points, so its curve has no gap).
 */
export function snapshotPortfolios(core: Core): void {
  for (const acc of core.accounts.values()) {
    const holds = acc.balances.size + acc.lendShares.size + acc.borrowShares.size + acc.owed.size > 0;
    if (!holds && acc.positions.size === 0 && acc.history.portfolioValues.length === 0) continue;
    recordPortfolio(core, acc);
  }
  const vault = core.accounts.get(core.seed.vault.id);
  if (vault !== undefined) recordVaultPoint(core, vault);
}

/** Adds one fill to the account's trade statistics of the current UTC day (journaled). */
export function recordTradeStats(core: Core, acc: Account, notional: bigint, fee: bigint, realizedPnl: bigint): void {
  const day = core.now - (core.now % DAY_MS);
  const list = acc.history.tradeStats;
  const last = list[list.length - 1];
  if (last !== undefined && last.ts === day) {
    last.volume += notional;
    last.trades += 1;
    last.fees += fee;
    last.realizedPnl += realizedPnl;
    core.onUndo(() => {
      last.volume -= notional;
      last.trades -= 1;
      last.fees -= fee;
      last.realizedPnl -= realizedPnl;
    });
    return;
  }
  core.push(list, { ts: day, volume: notional, trades: 1, fees: fee, realizedPnl });
}

/** Books a referee's fee: the kickback accrues to the referrer's referralToClaim and its month's stats (journaled). */
export function recordReferral(
  core: Core,
  master: Account,
  refereeId: UserId,
  notional: bigint,
  fee: bigint,
  kickback: bigint,
): void {
  const month = monthOf(core.now);
  master.referralToClaim += kickback;
  const hadMonth = master.referralByMonth.has(month);
  const legacy = master.referralByMonth.get(month) ?? { kickback: 0n, volume: 0n };
  const legacyPrev = { ...legacy };
  legacy.kickback += kickback;
  legacy.volume += notional;
  master.referralByMonth.set(month, legacy);
  let byReferee = master.referralMonths.get(month);
  const newMonth = byReferee === undefined;
  if (byReferee === undefined) master.referralMonths.set(month, (byReferee = new Map()));
  const hadRow = byReferee.has(refereeId);
  const row = byReferee.get(refereeId) ?? { volume: 0n, fees: 0n, kickback: 0n, trades: 0 };
  const rowPrev = { ...row };
  row.volume += notional;
  row.fees += fee;
  row.kickback += kickback;
  row.trades += 1;
  byReferee.set(refereeId, row);
  const months = byReferee;
  core.onUndo(() => {
    master.referralToClaim -= kickback;
    if (!hadMonth) master.referralByMonth.delete(month);
    else Object.assign(legacy, legacyPrev);
    if (!hadRow) months.delete(refereeId);
    else Object.assign(row, rowPrev);
    if (newMonth) master.referralMonths.delete(month);
  });
}

/** claimReferral: moves the whole referralToClaim into the USDC balance. */
export function claimReferral(core: Core, cmd: ClaimReferralCommand): void {
  const acc = core.account(cmd.userId);
  const amount = acc.referralToClaim;
  if (amount <= 0n) reject('bad_amount', 'no referral kickback to claim');
  core.assign(acc, 'referralToClaim', 0n);
  receive(core, acc, 'USDC', amount, 'referral');
}

/** Referral rows of an account whose month overlaps [olderMs, newerMs], newest month first, then by referee id. */
export function referralRows(acc: Account, olderMs: number, newerMs: number): ReferralStatsRow[] {
  const rows: ReferralStatsRow[] = [];
  for (const [month, byReferee] of acc.referralMonths) {
    const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
    const timestamp = Date.UTC(y, m - 1, 1);
    if (timestamp > newerMs || Date.UTC(y, m, 1) <= olderMs) continue;
    for (const [refereeId, s] of byReferee) rows.push({ timestamp, month, refereeId, ...s });
  }
  return rows.sort((a, b) => b.timestamp - a.timestamp || Number(a.refereeId) - Number(b.refereeId));
}

/** 'YYYY-MM' (UTC) of a time in ms. */
function monthOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}
