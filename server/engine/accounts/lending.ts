/**
 * Lending commands over the domain pool math (src/lib/domain/lending.ts): lend, withdraw lend, borrow, repay,
 * autolend and interest accrual. Each command checks first (against its pool accrued to the engine clock, computed
 * without writing) and then commits through the primitives below, which never reject. Borrowing is limited by
 * the initial health check, where borrowed value is weighted by borrowInitialFactor.
 */
import {
  accrueInterest,
  borrowSharesRepaid,
  borrowSharesValue,
  lendSharesToRedeem,
  lendSharesValue,
  netTokenValue,
  sharesForBorrow,
  sharesForLend,
  type LendingPool,
} from '#lib/domain/lending.ts';
import { formatAmount } from '#lib/domain/format.ts';
import type { TokenName } from '#server/engine/model/config.ts';
import { health } from './valuation.ts';
import type { Core } from '#server/engine/model/core.ts';
import { reject, rejectMargin } from '#server/engine/model/errors.ts';
import type { BorrowLendData } from '#server/engine/model/events.ts';
import type { Account } from '#server/engine/model/state.ts';

/** A pool accrued to the engine clock, without writing it. */
export function accruedPool(core: Core, token: TokenName): LendingPool {
  return accrueInterest(core.pool(token), Math.floor(core.now / 1000));
}

/** Accrues a pool to the engine clock and writes it (commit phase); returns it. */
export function accrue(core: Core, token: TokenName): LendingPool {
  const pool = core.pool(token);
  const next = accrueInterest(pool, Math.floor(core.now / 1000));
  if (next !== pool) core.setPool(token, next);
  return next;
}

/** Tokens the pool holds and can lend or pay out: lent minus borrowed. */
export function poolCash(pool: LendingPool): bigint {
  return pool.lendAmount - pool.borrowAmount;
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

/** Emits the BorrowLendUpdate of some pools. */
export function emitPools(core: Core, tokens: readonly TokenName[]): void {
  core.events.push({ type: 'BorrowLendUpdate', ts: core.now, updates: tokens.map((t) => poolData(core, t)) });
}

/** Rejects unless the account (or its state after a change, as `net` overrides) meets its initial margin. */
export function requireInitialHealth(core: Core, acc: Account, net?: ReadonlyMap<TokenName, bigint>): void {
  const h = health(core, acc, 'initial', undefined, net === undefined ? undefined : { net });
  if (h.collateral < h.required) rejectMargin('insufficient_margin', h.collateral, h.required);
}

/** The account's net amount of a token after its holdings and the pool change as given (for checks). */
export function netAfter(
  acc: Account,
  token: TokenName,
  pool: LendingPool,
  change: { balance?: bigint; lendShares?: bigint; borrowShares?: bigint },
): bigint {
  const holding = {
    balance: (acc.balances.get(token) ?? 0n) + (change.balance ?? 0n),
    lendShares: (acc.lendShares.get(token) ?? 0n) + (change.lendShares ?? 0n),
    borrowShares: (acc.borrowShares.get(token) ?? 0n) + (change.borrowShares ?? 0n),
  };
  return netTokenValue(holding, pool) - (acc.owed.get(token) ?? 0n);
}

/** Commit: moves `amount` of the balance into the pool (the caller checked it buys shares); returns the shares. */
export function lendIn(core: Core, acc: Account, token: TokenName, amount: bigint): bigint {
  const pool = accrue(core, token);
  const shares = sharesForLend(amount, pool);
  core.setPool(token, { ...pool, lendShares: pool.lendShares + shares, lendAmount: pool.lendAmount + amount });
  core.setHolding(acc, 'lendShares', token, (acc.lendShares.get(token) ?? 0n) + shares);
  core.credit(acc, token, -amount, 'lend');
  core.events.push({ type: 'Lend', userId: acc.id, ts: core.now, token, amount, sharesReceived: shares });
  return shares;
}

/** Commit: redeems lend shares worth `take` into the balance (the caller checked worth and pool cash). */
export function lendOut(core: Core, acc: Account, token: TokenName, take: bigint): void {
  const pool = accrue(core, token);
  const held = acc.lendShares.get(token) ?? 0n;
  const shares = lendSharesToRedeem(take, held, pool);
  core.setPool(token, { ...pool, lendShares: pool.lendShares - shares, lendAmount: pool.lendAmount - take });
  core.setHolding(acc, 'lendShares', token, held - shares);
  core.credit(acc, token, take, 'lend');
  core.events.push({ type: 'WithdrawLend', userId: acc.id, ts: core.now, token, amount: take, sharesAmount: shares });
}

/** Commit: borrows `amount` of the pool's cash into the balance (the caller checked the cash). */
export function borrowIn(core: Core, acc: Account, token: TokenName, amount: bigint): void {
  const pool = accrue(core, token);
  const shares = sharesForBorrow(amount, pool);
  core.setPool(token, { ...pool, borrowShares: pool.borrowShares + shares, borrowAmount: pool.borrowAmount + amount });
  core.setHolding(acc, 'borrowShares', token, (acc.borrowShares.get(token) ?? 0n) + shares);
  core.credit(acc, token, amount, 'borrow');
  core.events.push({ type: 'Borrow', userId: acc.id, ts: core.now, token, amount, sharesReceived: shares });
}

/** The repayment of `pay` against a debt held as `held` shares: shares burnt and pool amount repaid. */
function repayment(pool: LendingPool, held: bigint, pay: bigint): { shares: bigint; off: bigint } {
  const shares = borrowSharesRepaid(pay, held, pool);
  // A debt's value rounds up: the last unit of the last borrower may exceed the pool's total, never lose it.
  return { shares, off: pay > pool.borrowAmount ? pool.borrowAmount : pay };
}

/** Commit: repays `pay` (at most the debt) from the balance (the caller checked the balance). */
export function repayOut(core: Core, acc: Account, token: TokenName, pay: bigint): void {
  const pool = accrue(core, token);
  const held = acc.borrowShares.get(token) ?? 0n;
  const r = repayment(pool, held, pay);
  core.setPool(token, { ...pool, borrowShares: pool.borrowShares - r.shares, borrowAmount: pool.borrowAmount - r.off });
  core.setHolding(acc, 'borrowShares', token, held - r.shares);
  core.credit(acc, token, -r.off, 'borrow');
  core.events.push({ type: 'RepayBorrow', userId: acc.id, ts: core.now, token, amount: r.off, sharesRepaid: r.shares });
}

/** lend: moves `amount` of the balance into the pool for lend shares. */
export function lend(core: Core, acc: Account, token: TokenName, amount: bigint): void {
  core.token(token);
  if (amount <= 0n) reject('bad_amount');
  if ((acc.balances.get(token) ?? 0n) < amount) reject('insufficient_balance');
  if (sharesForLend(amount, accruedPool(core, token)) <= 0n) reject('bad_amount', 'amount buys no shares');
  lendIn(core, acc, token, amount);
  emitPools(core, [token]);
}

/** withdrawLend: redeems lend shares worth `amount` (all shares when undefined) into the balance. */
export function withdrawLend(core: Core, acc: Account, token: TokenName, amount: bigint | undefined): void {
  core.token(token);
  const pool = accruedPool(core, token);
  const held = acc.lendShares.get(token) ?? 0n;
  const worth = lendSharesValue(held, pool);
  const take = amount ?? worth;
  if (take <= 0n) reject('bad_amount');
  if (take > worth) {
    const decimals = core.token(token).tokenDecimals;
    reject(
      'insufficient_balance',
      `only ${formatAmount(worth, decimals)} ${token} is lent, ${formatAmount(take, decimals)} asked`,
    );
  }
  if (poolCash(pool) < take) reject('insufficient_liquidity');
  const shares = lendSharesToRedeem(take, held, pool);
  const after = { ...pool, lendShares: pool.lendShares - shares, lendAmount: pool.lendAmount - take };
  requireInitialHealth(
    core,
    acc,
    new Map([[token, netAfter(acc, token, after, { balance: take, lendShares: -shares })]]),
  );
  lendOut(core, acc, token, take);
  emitPools(core, [token]);
}

/** The checks of borrowing `amount`: enabled, pool cash, and initial health afterwards. */
function checkBorrow(core: Core, acc: Account, token: TokenName, amount: bigint): void {
  if (amount <= 0n) reject('bad_amount');
  if (core.borrowEnabled.get(token) !== true) reject('borrow_disabled');
  const pool = accruedPool(core, token);
  if (poolCash(pool) < amount) reject('insufficient_liquidity');
  const shares = sharesForBorrow(amount, pool);
  const after = { ...pool, borrowShares: pool.borrowShares + shares, borrowAmount: pool.borrowAmount + amount };
  const net = netAfter(acc, token, after, { balance: amount, borrowShares: shares });
  requireInitialHealth(core, acc, new Map([[token, net]]));
}

/** borrow: borrows `amount` from the pool into the balance, within the borrow limit. */
export function borrow(core: Core, acc: Account, token: TokenName, amount: bigint): void {
  core.token(token);
  checkBorrow(core, acc, token, amount);
  borrowIn(core, acc, token, amount);
  emitPools(core, [token]);
}

/** repayBorrow: repays `amount` (the whole debt when undefined, capped at the debt) from the balance. */
export function repay(core: Core, acc: Account, token: TokenName, amount: bigint | undefined): void {
  core.token(token);
  const pool = accruedPool(core, token);
  const debt = borrowSharesValue(acc.borrowShares.get(token) ?? 0n, pool);
  const pay = amount === undefined || amount > debt ? debt : amount;
  if (pay <= 0n) reject('bad_amount', 'nothing to repay');
  if ((acc.balances.get(token) ?? 0n) < pay) reject('insufficient_balance');
  repayOut(core, acc, token, pay);
  emitPools(core, [token]);
}
