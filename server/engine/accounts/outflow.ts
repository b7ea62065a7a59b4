/**
 * Movements of a token out of an account that the account asks for (withdraw, transfer, vault deposit, a funded
 * sub-account): planned in the check phase, where every rejection happens, then committed without any. The
 * balance pays first, then the account's own lend shares (autolend keeps idle balances lent), then, where the
 * command allows it, a borrow; the account must still meet its initial margin afterwards, so collateral never
 * leaves an account that needs it.
 */
import { mulDiv } from '#lib/domain/fixed.ts';
import { lendSharesValue, sharesForBorrow } from '#lib/domain/lending.ts';
import type { TokenName } from '#server/engine/model/config.ts';
import type { Core } from '#server/engine/model/core.ts';
import { reject } from '#server/engine/model/errors.ts';
import type { BalanceChangeReason } from '#server/engine/model/events.ts';
import type { Account } from '#server/engine/model/state.ts';
import { accruedPool, borrowIn, emitPools, lendOut, netAfter, poolCash, requireInitialHealth } from './lending.ts';

/** What the commit of an outflow redeems and borrows before it debits the balance. */
export interface OutflowPlan {
  readonly token: TokenName;
  readonly amount: bigint;
  readonly redeem: bigint;
  readonly borrow: bigint;
}

/** Check phase of an outflow of `amount` (> 0): rejects unless it is funded and leaves initial margin. */
export function planOutflow(core: Core, acc: Account, token: TokenName, amount: bigint, borrow: boolean): OutflowPlan {
  let pool = accruedPool(core, token);
  const bal = acc.balances.get(token) ?? 0n;
  let short = amount > bal ? amount - bal : 0n;
  let [redeem, redeemShares, borrowed, borrowShares] = [0n, 0n, 0n, 0n];
  const held = acc.lendShares.get(token) ?? 0n;
  if (short > 0n && held > 0n) {
    const worth = lendSharesValue(held, pool);
    redeem = short < worth ? short : worth;
    if (poolCash(pool) < redeem) reject('insufficient_liquidity', 'the pool cannot pay out the lent amount');
    redeemShares = redeem === worth ? held : mulDiv(redeem, pool.lendShares, pool.lendAmount, 'ceil');
    pool = { ...pool, lendShares: pool.lendShares - redeemShares, lendAmount: pool.lendAmount - redeem };
    short -= redeem;
  }
  if (short > 0n) {
    if (!borrow) reject('insufficient_balance');
    if (core.borrowEnabled.get(token) !== true) reject('borrow_disabled');
    if (poolCash(pool) < short) reject('insufficient_liquidity');
    borrowShares = sharesForBorrow(short, pool);
    pool = { ...pool, borrowShares: pool.borrowShares + borrowShares, borrowAmount: pool.borrowAmount + short };
    borrowed = short;
  }
  const change = { balance: redeem + borrowed - amount, lendShares: -redeemShares, borrowShares };
  requireInitialHealth(core, acc, new Map([[token, netAfter(acc, token, pool, change)]]));
  return { token, amount, redeem, borrow: borrowed };
}

/** Commit phase of a planned outflow: redeems, borrows, then debits the balance. */
export function commitOutflow(core: Core, acc: Account, plan: OutflowPlan, reason: BalanceChangeReason): void {
  if (plan.redeem > 0n) lendOut(core, acc, plan.token, plan.redeem);
  if (plan.borrow > 0n) borrowIn(core, acc, plan.token, plan.borrow);
  if (plan.redeem > 0n || plan.borrow > 0n) emitPools(core, [plan.token]);
  core.credit(acc, plan.token, -plan.amount, reason);
}
