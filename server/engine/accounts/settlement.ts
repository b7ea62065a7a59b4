/**
 * Forced money movements of the commit phase (fees, realized PnL, funding, liquidation penalties, bad debt):
 * they cannot be refused, so a debit beyond the balance must be funded honestly, never by a negative balance.
 * The rule (docs/LIQUIDATION.md, "Shortfalls"), in order:
 *   1. the account's own balance, then its own lend shares of the token (as far as the pool has the cash);
 *   2. a borrow from the token's pool (borrow shares: interest, health at the borrow factors);
 *   3. when the pool's cash is short, the house lends the gap into the pool first (the insurance fund's
 *      balance, then the operator's: their cash becomes lend shares earning the borrow interest) and the account
 *      borrows it; the payee of a forced payment is credited before the payer is debited, so a fee, funding or
 *      penalty paid to the house always finds the cash it needs;
 *   4. what no one can lend stays owed (Account.owed): it counts in health like a borrow, is settled first from
 *      any later credit of the token and becomes a pool borrow as soon as the pool has the cash (accrueAll).
 * No step creates a unit: every amount a payee receives leaves a payer's balance or a lender's cash.
 */
import { lendSharesValue, sharesForLend } from '#lib/domain/lending.ts';
import { OPERATOR_ID, type TokenName } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import type { BalanceChangeReason } from '#server/engine/model/events.ts';
import type { Account } from '#server/engine/model/state.ts';
import { accrue, borrowIn, emitPools, lendIn, lendOut, poolCash } from './lending.ts';

/** Credits `amount` (> 0) to an account: first whatever it owes in the token, the rest to its balance. */
export function receive(core: Core, acc: Account, token: TokenName, amount: bigint, reason: BalanceChangeReason): void {
  if (amount <= 0n) return;
  const owed = acc.owed.size === 0 ? 0n : (acc.owed.get(token) ?? 0n);
  const settle = owed < amount ? owed : amount;
  if (settle > 0n) core.setHolding(acc, 'owed', token, owed - settle);
  core.credit(acc, token, amount - settle, reason);
}

/** Debits `amount` (> 0) from an account, funding any shortfall by the rule above; never rejects. */
export function charge(core: Core, acc: Account, token: TokenName, amount: bigint, reason: BalanceChangeReason): void {
  if (amount <= 0n) return;
  const bal = acc.balances.get(token) ?? 0n;
  if (bal < amount) cover(core, acc, token, amount - bal);
  const held = acc.balances.get(token) ?? 0n;
  const paid = held < amount ? held : amount;
  core.credit(acc, token, -paid, reason);
  if (paid < amount) core.setHolding(acc, 'owed', token, (acc.owed.get(token) ?? 0n) + amount - paid);
}

/** Moves `amount` from payer to payee (a negative amount the other way), payee first; never rejects. */
export function payTo(
  core: Core,
  from: Account,
  to: Account,
  token: TokenName,
  amount: bigint,
  reason: BalanceChangeReason,
): void {
  if (amount < 0n) return payTo(core, to, from, token, -amount, reason);
  if (amount === 0n || from === to) return;
  receive(core, to, token, amount, reason);
  charge(core, from, token, amount, reason);
}

/**
 * Raises the account's balance of a token by up to `need` through steps 1-3 of the rule (own lend shares, pool
 * cash, house cash lent into the pool); returns what it could not raise.
 */
function cover(core: Core, acc: Account, token: TokenName, need: bigint): bigint {
  if (!core.pools.has(token)) return need;
  let pool = accrue(core, token);
  const lent = lendSharesValue(acc.lendShares.get(token) ?? 0n, pool);
  const redeem = min(need, lent, poolCash(pool));
  if (redeem > 0n) {
    lendOut(core, acc, token, redeem);
    need -= redeem;
  }
  for (const house of [core.insurance, core.accounts.get(OPERATOR_ID)]) {
    if (need === 0n) break;
    pool = core.pool(token);
    const gap = need - poolCash(pool);
    if (house === undefined || house === acc || gap <= 0n) break;
    const spare = min(gap, house.balances.get(token) ?? 0n);
    if (spare > 0n && sharesForLend(spare, pool) > 0n) lendIn(core, house, token, spare);
  }
  const borrow = min(need, poolCash(core.pool(token)));
  if (borrow > 0n) {
    borrowIn(core, acc, token, borrow);
    need -= borrow;
  }
  if (redeem > 0n || borrow > 0n) emitPools(core, [token]);
  return need;
}

/** Pays what an account owes from its balance, borrowing it from the pool (or the house) as far as they can lend. */
export function settleOwed(core: Core, acc: Account): void {
  for (const [token, owed] of [...acc.owed]) {
    const bal = acc.balances.get(token) ?? 0n;
    if (bal < owed) cover(core, acc, token, owed - bal);
    const pay = min(acc.balances.get(token) ?? 0n, owed);
    if (pay === 0n) continue;
    core.credit(acc, token, -pay, 'borrow');
    core.setHolding(acc, 'owed', token, owed - pay);
  }
}

function min(a: bigint, b: bigint, c?: bigint): bigint {
  const ab = a < b ? a : b;
  return c === undefined || ab < c ? ab : c;
}
