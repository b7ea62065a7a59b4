/**
 * Lending commands over the domain pool math (src/lib/domain/lending.ts): lend, withdraw lend, borrow, repay,
 * autolend and interest accrual. Every operation first accrues its pool to the engine clock; borrowing is
 * limited by the initial health check, where borrowed value is weighted by borrowInitialFactor.
 */
import {
  accrueInterest,
  borrowSharesValue,
  lendSharesValue,
  sharesForBorrow,
  sharesForLend,
  type LendingPool,
} from '#lib/domain/lending.ts';
import { mulDiv } from '#lib/domain/fixed.ts';
import type { TokenName } from '#server/engine/model/config.ts';
import { health } from './valuation.ts';
import type { Core } from '#server/engine/model/core.ts';
import { reject } from '#server/engine/model/errors.ts';
import type { BorrowLendData } from '#server/engine/model/events.ts';
import type { Account } from '#server/engine/model/state.ts';

/** Accrues one pool to the engine clock (journaled) and returns it. */
function accruedPool(core: Core, token: TokenName): LendingPool {
  const pool = core.pool(token);
  const next = accrueInterest(pool, Math.floor(core.now / 1000));
  if (next !== pool) core.setPool(token, next);
  return next;
}

/** Wire shape of a pool for BorrowLendUpdate and getBorrowLendingData. */
export function poolData(core: Core, token: TokenName): BorrowLendData {
  const p = core.pool(token);
  return {
    token,
    lendShares: p.lendShares,
    lendAmount: p.lendAmount,
    borrowShares: p.borrowShares,
    borrowAmount: p.borrowAmount,
    borrowEnabled: core.borrowEnabled.get(token) ?? false,
    lastUpdateTimestampSec: p.lastUpdateTimestampSec,
  };
}

function emitPools(core: Core, tokens: readonly TokenName[]): void {
  core.events.push({ type: 'BorrowLendUpdate', ts: core.now, updates: tokens.map((t) => poolData(core, t)) });
}

/** Rejects unless the account still meets its initial margin (collateral >= required). */
export function requireInitialHealth(core: Core, acc: Account): void {
  const h = health(core, acc, 'initial');
  if (h.collateral < h.required || (h.required === 0n && h.collateral < 0n)) {
    reject('insufficient_margin', `collateral ${h.collateral} < required ${h.required}`);
  }
}

/** Moves `amount` of the balance into the pool for lend shares. */
export function lend(core: Core, acc: Account, token: TokenName, amount: bigint): void {
  core.token(token);
  if (amount <= 0n) reject('bad_amount');
  if ((acc.balances.get(token) ?? 0n) < amount) reject('insufficient_balance');
  const pool = accruedPool(core, token);
  const shares = sharesForLend(amount, pool);
  if (shares <= 0n) reject('bad_amount', 'amount buys no shares');
  core.setPool(token, { ...pool, lendShares: pool.lendShares + shares, lendAmount: pool.lendAmount + amount });
  core.setAmount(acc.lendShares, token, (acc.lendShares.get(token) ?? 0n) + shares);
  core.credit(acc, token, -amount, 'lend');
  core.events.push({ type: 'Lend', userId: acc.id, ts: core.now, token, amount, sharesReceived: shares });
  emitPools(core, [token]);
}

/** Redeems lend shares worth `amount` (all shares when undefined) into the balance. */
export function withdrawLend(core: Core, acc: Account, token: TokenName, amount: bigint | undefined): void {
  core.token(token);
  const pool = accruedPool(core, token);
  const held = acc.lendShares.get(token) ?? 0n;
  const worth = lendSharesValue(held, pool);
  const take = amount ?? worth;
  if (take <= 0n) reject('bad_amount');
  if (take > worth) reject('insufficient_balance', `lent ${worth} < ${take}`);
  const shares = take === worth ? held : mulDiv(take, pool.lendShares, pool.lendAmount, 'ceil');
  if (pool.lendAmount - pool.borrowAmount < take) reject('insufficient_liquidity');
  core.setPool(token, { ...pool, lendShares: pool.lendShares - shares, lendAmount: pool.lendAmount - take });
  core.setAmount(acc.lendShares, token, held - shares);
  core.credit(acc, token, take, 'lend');
  core.events.push({ type: 'WithdrawLend', userId: acc.id, ts: core.now, token, amount: take, sharesAmount: shares });
  requireInitialHealth(core, acc);
  emitPools(core, [token]);
}

/** Borrows `amount` from the pool into the balance, within the borrow limit. */
export function borrow(core: Core, acc: Account, token: TokenName, amount: bigint): void {
  core.token(token);
  if (amount <= 0n) reject('bad_amount');
  if (core.borrowEnabled.get(token) !== true) reject('borrow_disabled');
  const pool = accruedPool(core, token);
  if (pool.lendAmount - pool.borrowAmount < amount) reject('insufficient_liquidity');
  const shares = sharesForBorrow(amount, pool);
  core.setPool(token, { ...pool, borrowShares: pool.borrowShares + shares, borrowAmount: pool.borrowAmount + amount });
  core.setAmount(acc.borrowShares, token, (acc.borrowShares.get(token) ?? 0n) + shares);
  core.credit(acc, token, amount, 'borrow');
  core.events.push({ type: 'Borrow', userId: acc.id, ts: core.now, token, amount, sharesReceived: shares });
  requireInitialHealth(core, acc);
  emitPools(core, [token]);
}

/** Repays `amount` (the whole debt when undefined, capped at the debt) from the balance. */
export function repay(core: Core, acc: Account, token: TokenName, amount: bigint | undefined): void {
  core.token(token);
  const pool = accruedPool(core, token);
  const held = acc.borrowShares.get(token) ?? 0n;
  const debt = borrowSharesValue(held, pool);
  const pay = amount === undefined || amount > debt ? debt : amount;
  if (pay <= 0n) reject('bad_amount', 'nothing to repay');
  if ((acc.balances.get(token) ?? 0n) < pay) reject('insufficient_balance');
  const shares = pay === debt ? held : mulDiv(pay, pool.borrowShares, pool.borrowAmount, 'floor');
  const amountOff = pay > pool.borrowAmount ? pool.borrowAmount : pay;
  core.setPool(token, {
    ...pool,
    borrowShares: pool.borrowShares - shares,
    borrowAmount: pool.borrowAmount - amountOff,
  });
  core.setAmount(acc.borrowShares, token, held - shares);
  core.credit(acc, token, -pay, 'borrow');
  core.events.push({ type: 'RepayBorrow', userId: acc.id, ts: core.now, token, amount: pay, sharesRepaid: shares });
  emitPools(core, [token]);
}

/** Accrues every pool to the clock, then lends the idle positive balances of autolend accounts. */
export function accrueAll(core: Core): void {
  for (const token of core.pools.keys()) accruedPool(core, token);
  for (const acc of core.accounts.values()) {
    if (!acc.autoLend) continue;
    for (const [token, bal] of acc.balances) {
      if (bal > 0n && core.pools.has(token) && sharesForLend(bal, core.pool(token)) > 0n) lend(core, acc, token, bal);
    }
  }
  emitPools(core, [...core.pools.keys()]);
}

/** Makes at least `amount` of `token` sit in the balance, redeeming lend shares if needed (autolend). */
export function ensureBalance(core: Core, acc: Account, token: TokenName, amount: bigint): void {
  const bal = acc.balances.get(token) ?? 0n;
  if (bal >= amount || (acc.lendShares.get(token) ?? 0n) === 0n) return;
  const pool = accruedPool(core, token);
  const worth = lendSharesValue(acc.lendShares.get(token) ?? 0n, pool);
  const need = amount - bal;
  withdrawLend(core, acc, token, need < worth ? need : worth);
}
