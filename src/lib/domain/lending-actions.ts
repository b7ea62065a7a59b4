/**
 * The /earn actions' figures, pure and exact: the most each of lend, withdraw lend, borrow and repay allows, why an
 * amount is refused (the exchange's own checks, server/engine/accounts/lending.ts, plus the borrow limit below), and
 * the holding and pool after the action for the "now -> after" preview. Amounts are base units, rates x 10^9,
 * USD x 10^6, prices USD x 10^9; every share conversion is the exchange's (lending.ts), so the preview is what the
 * exchange will book at the pool's state.
 *
 * The exchange values an account by each token's net amount (balance + lent - borrowed): lending, withdrawing a
 * lend and borrowing into the balance move value between the balance and the pool, not out of the account. So the
 * margin only stops them when the account is already at its initial margin (the exchange then refuses any such
 * change). Borrowing is further held to the account's borrow capacity, the debt its initial headroom carries once
 * the borrowed tokens leave the account (weighted by the token's borrowInitialFactor): more would be accepted by
 * the exchange but could not be withdrawn or spent, and is the step before liquidation a lender protects against.
 */
import type { AccountSummary, SummaryInput } from './account-summary.ts';
import { RATE_ONE, divRound, mulDiv } from './fixed.ts';
import {
  accrueInterest,
  borrowSharesRepaid,
  borrowSharesValue,
  lendSharesToRedeem,
  lendSharesValue,
  sharesForBorrow,
  sharesForLend,
  type LendingPool,
} from './lending.ts';
import { unitsForUsd, usdValue } from './value.ts';

/** The four actions of /earn. */
export type LendingAction = 'lend' | 'withdrawLend' | 'borrow' | 'repay';

/** Every lending action, in the order the page offers them. */
export const LENDING_ACTIONS: readonly LendingAction[] = ['lend', 'withdrawLend', 'borrow', 'repay'];

/**
 * The borrow Max stays this far under the capacity (basis points of it: 1 %) when the capacity binds: the debt
 * grows every second at the borrow APR while the price of the collateral moves, and a Max at the very edge would
 * leave the account at its initial margin the moment it is booked (Aave keeps the same 1 %).
 */
const BORROW_ACCRUAL_MARGIN_BPS = 100n;

/**
 * Micro-dollars of headroom kept for the exchange's rounding (each token's value floors on its own side): an account
 * with no more headroom than this is at its initial margin and may neither withdraw a lend nor borrow.
 */
const MARGIN_ROUNDING_SLACK_USD = 4n;

/**
 * The risk acknowledgement is asked for when the account's margin usage after the action would be at or above this
 * (ratio x 10^9: 80 %), that is within 20 points of liquidation at 100 %, or when its equity would not be positive.
 */
export const RISKY_MARGIN_USAGE = 800_000_000n;

/** Liquidation starts at a margin usage of 100 % (ratio x 10^9). */
export const LIQUIDATION_MARGIN_USAGE = RATE_ONE;

/** The account's holding of the token. */
export interface LendingHolding {
  readonly balance: bigint;
  readonly lendShares: bigint;
  readonly borrowShares: bigint;
}

/** What the limits depend on. */
export interface ActionContext {
  readonly holding: LendingHolding;
  /** The token's pool as last streamed; accrued to `nowSec` before any figure is taken. */
  readonly pool: LendingPool;
  readonly nowSec: number;
  readonly borrowEnabled: boolean;
  readonly decimals: number;
  /** Index price; 0 when unknown (nothing can then be borrowed). */
  readonly price: bigint;
  readonly borrowInitialFactor: bigint;
  /** The account's initial collateral minus its initial requirement (getUserData margin), may be negative. */
  readonly headroomUsd: bigint;
}

/** What binds a limit; an amount above it is refused for that reason. */
export type LimitCause = 'balance' | 'supplied' | 'liquidity' | 'margin' | 'capacity' | 'debt' | 'disabled';

/** The most an action allows and why; `repayAll` when it is the whole debt, repaid by the exchange's repay-all. */
export interface ActionLimit {
  readonly amount: bigint;
  readonly cause: LimitCause;
  readonly repayAll: boolean;
}

const limit = (amount: bigint, cause: LimitCause, repayAll = false): ActionLimit => ({
  amount: amount > 0n ? amount : 0n,
  cause,
  repayAll,
});

/** The pool accrued to the context's clock: what the exchange will see when it runs the call. */
export function poolNow(ctx: Pick<ActionContext, 'pool' | 'nowSec'>): LendingPool {
  return accrueInterest(ctx.pool, ctx.nowSec);
}

/** What the pool can pay out or lend: lent minus borrowed, never below zero. Interest leaves it unchanged. */
function poolLiquidity(pool: LendingPool): bigint {
  const cash = pool.lendAmount - pool.borrowAmount;
  return cash > 0n ? cash : 0n;
}

/** The account has more initial headroom than the exchange's rounding can take. */
function hasHeadroom(ctx: ActionContext): boolean {
  return ctx.headroomUsd > MARGIN_ROUNDING_SLACK_USD;
}

/**
 * Borrow capacity: the debt of this token (base units, rounded down) whose value weighted by its borrow initial
 * factor fits the account's initial headroom, i.e. what can be borrowed and still be taken out of the account.
 */
export function borrowCapacity(ctx: ActionContext): bigint {
  if (!hasHeadroom(ctx) || ctx.price <= 0n || ctx.borrowInitialFactor <= 0n) return 0n;
  const usd = divRound((ctx.headroomUsd - MARGIN_ROUNDING_SLACK_USD) * RATE_ONE, ctx.borrowInitialFactor, 'floor');
  return unitsForUsd(usd, ctx.decimals, ctx.price, 'floor');
}

/** The capacity less the accrual margin (rounded down). */
function borrowCapacityWithMargin(ctx: ActionContext): bigint {
  return mulDiv(borrowCapacity(ctx), 10_000n - BORROW_ACCRUAL_MARGIN_BPS, 10_000n, 'floor');
}

/**
 * The most each action allows:
 * - lend: the balance;
 * - withdraw lend: the least of the supplied amount, the pool's liquidity, and nothing at initial margin;
 * - borrow: the least of the capacity less the accrual margin and the pool's liquidity (nothing when the pool
 *   does not lend or the account is at initial margin);
 * - repay: the whole debt when the balance covers it (repaid by the exchange's repay-all, so interest accrued
 *   meanwhile leaves no dust), else the balance.
 */
export function actionLimit(action: LendingAction, ctx: ActionContext): ActionLimit {
  const pool = poolNow(ctx);
  const cash = poolLiquidity(pool);
  switch (action) {
    case 'lend':
      return limit(ctx.holding.balance, 'balance');
    case 'withdrawLend': {
      const supplied = lendSharesValue(ctx.holding.lendShares, pool);
      if (!hasHeadroom(ctx)) return limit(0n, 'margin');
      return cash < supplied ? limit(cash, 'liquidity') : limit(supplied, 'supplied');
    }
    case 'borrow': {
      if (!ctx.borrowEnabled) return limit(0n, 'disabled');
      if (!hasHeadroom(ctx)) return limit(0n, 'margin');
      const capacity = borrowCapacityWithMargin(ctx);
      return cash < capacity ? limit(cash, 'liquidity') : limit(capacity, 'capacity');
    }
    case 'repay': {
      const debt = borrowSharesValue(ctx.holding.borrowShares, pool);
      if (debt === 0n) return limit(0n, 'debt');
      return ctx.holding.balance >= debt ? limit(debt, 'debt', true) : limit(ctx.holding.balance, 'balance');
    }
  }
}

/** Why an amount is refused: over the limit (its cause), or too small to move a share. */
export type AmountRefusal = { readonly kind: 'overLimit'; readonly cause: LimitCause } | { readonly kind: 'noShares' };

/** The refusal of `units` (> 0) for the action, or undefined when the exchange will take it. */
export function refuseAmount(action: LendingAction, ctx: ActionContext, units: bigint): AmountRefusal | undefined {
  const max = actionLimit(action, ctx);
  if (units > max.amount) return { kind: 'overLimit', cause: max.cause };
  const pool = poolNow(ctx);
  if (action === 'lend' && sharesForLend(units, pool) <= 0n) return { kind: 'noShares' };
  return undefined;
}

/** One figure now and after the action. */
export interface Change<T> {
  readonly before: T;
  readonly after: T;
}

/** The preview of an action: the account's supplied and borrowed amounts, its holding, and the pool, now and after. */
export interface ActionPreview {
  readonly supplied: Change<bigint>;
  readonly borrowed: Change<bigint>;
  readonly holding: Change<LendingHolding>;
  readonly pool: Change<LendingPool>;
  /** Shares received (lend, borrow) or given up (withdraw lend, repay). */
  readonly shares: bigint;
  /** What the balance gives or receives: the amount, or for repay the part of the debt it pays. */
  readonly moved: bigint;
}

/**
 * The account and pool after the action of `units` (the whole debt when `repayAll`), at the pool accrued to now,
 * with the exchange's rounding: lend shares bought round down, redeemed round up (all of them for the whole amount),
 * borrow shares taken round up, repaid round down (all of them for the whole debt).
 */
export function previewAction(
  action: LendingAction,
  ctx: Pick<ActionContext, 'holding' | 'pool' | 'nowSec'>,
  units: bigint,
  repayAll = false,
): ActionPreview {
  const pool = poolNow(ctx);
  const h = ctx.holding;
  let after: LendingHolding = h;
  let poolAfter = pool;
  let shares = 0n;
  let moved = units;
  switch (action) {
    case 'lend':
      shares = sharesForLend(units, pool);
      after = { ...h, balance: h.balance - units, lendShares: h.lendShares + shares };
      poolAfter = { ...pool, lendShares: pool.lendShares + shares, lendAmount: pool.lendAmount + units };
      break;
    case 'withdrawLend':
      shares = lendSharesToRedeem(units, h.lendShares, pool);
      after = { ...h, balance: h.balance + units, lendShares: h.lendShares - shares };
      poolAfter = { ...pool, lendShares: pool.lendShares - shares, lendAmount: pool.lendAmount - units };
      break;
    case 'borrow':
      shares = sharesForBorrow(units, pool);
      after = { ...h, balance: h.balance + units, borrowShares: h.borrowShares + shares };
      poolAfter = { ...pool, borrowShares: pool.borrowShares + shares, borrowAmount: pool.borrowAmount + units };
      break;
    case 'repay': {
      const debt = borrowSharesValue(h.borrowShares, pool);
      const pay = repayAll || units > debt ? debt : units;
      shares = borrowSharesRepaid(pay, h.borrowShares, pool);
      // the last unit of a debt rounded up may exceed the pool's total: the pool never loses it (engine repayment)
      moved = pay > pool.borrowAmount ? pool.borrowAmount : pay;
      after = { ...h, balance: h.balance - moved, borrowShares: h.borrowShares - shares };
      poolAfter = { ...pool, borrowShares: pool.borrowShares - shares, borrowAmount: pool.borrowAmount - moved };
      break;
    }
  }
  return {
    supplied: { before: lendSharesValue(h.lendShares, pool), after: lendSharesValue(after.lendShares, poolAfter) },
    borrowed: {
      before: borrowSharesValue(h.borrowShares, pool),
      after: borrowSharesValue(after.borrowShares, poolAfter),
    },
    holding: { before: h, after },
    pool: { before: pool, after: poolAfter },
    shares,
    moved,
  };
}

/**
 * What the exchange's share rounding costs the account on this action, in base units (0 when none): pool shares
 * always round in the pool's favour (lend shares bought round down, redeemed up; borrow shares taken round up, repaid
 * down), so 1,000 USDC supplied can be worth 999.999999 back. For lend, what was paid less what the supplied figure
 * gains; withdraw, what the supplied figure loses less what arrives; borrow, what the debt gains less what arrives;
 * repay, what was paid less what the debt loses. The form explains it whenever it is not 0.
 */
export function shareRounding(action: LendingAction, preview: ActionPreview): bigint {
  const { supplied, borrowed, moved } = preview;
  const cost = {
    lend: moved - (supplied.after - supplied.before),
    withdrawLend: supplied.before - supplied.after - moved,
    borrow: borrowed.after - borrowed.before - moved,
    repay: moved - (borrowed.before - borrowed.after),
  }[action];
  return cost > 0n ? cost : 0n;
}

/** The account panel's input with one token's holding and pool replaced (the state after an action). */
export function summaryInputWith(
  input: SummaryInput,
  token: string,
  holding: LendingHolding,
  pool: LendingPool,
): SummaryInput {
  const set = (map: ReadonlyMap<string, bigint>, value: bigint) => new Map(map).set(token, value);
  return {
    ...input,
    balances: set(input.balances, holding.balance),
    lendingShares: set(input.lendingShares, holding.lendShares),
    borrowShares: set(input.borrowShares, holding.borrowShares),
    pools: new Map(input.pools).set(token, pool),
  };
}

/** The account is near liquidation: its margin usage at or above RISKY_MARGIN_USAGE, or its equity gone. */
export function isRisky(summary: AccountSummary): boolean {
  return summary.marginUsage === null || summary.marginUsage >= RISKY_MARGIN_USAGE;
}

/** Risk level of a margin usage for colouring: safe under 50 %, warning until RISKY_MARGIN_USAGE, then danger. */
export function marginRisk(summary: AccountSummary): 'safe' | 'warning' | 'danger' {
  if (isRisky(summary)) return 'danger';
  return (summary.marginUsage ?? 0n) >= 500_000_000n ? 'warning' : 'safe';
}

/** One token's part in the /earn summary: the account's supplied and borrowed amounts, their APRs and price. */
export interface EarnPosition {
  readonly decimals: number;
  /** Index price; a token without one is left out (it cannot be valued yet). */
  readonly price: bigint | undefined;
  readonly supplied: bigint;
  readonly borrowed: bigint;
  readonly supplyApr: bigint;
  readonly borrowApr: bigint;
}

/** The /earn summary (USD x 10^6, rates x 10^9). */
export interface EarnSummary {
  readonly suppliedUsd: bigint;
  readonly borrowedUsd: bigint;
  /** Interest a year at today's rates: earned on the supplied minus paid on the borrowed (may be negative). */
  readonly yearlyInterestUsd: bigint;
  /** That interest over the net supplied (supplied - borrowed); null when nothing net is supplied. */
  readonly netApr: bigint | null;
}

/**
 * Supplied and borrowed in USD (each token rounded down, borrowed up: the account's worth is never overstated) and
 * the net APR: (sum of supplied x supply APR - sum of borrowed x borrow APR) / (supplied - borrowed), Aave's rule.
 */
export function earnSummary(positions: readonly EarnPosition[]): EarnSummary {
  let supplied = 0n;
  let borrowed = 0n;
  let interest = 0n;
  for (const p of positions) {
    if (p.price === undefined) continue;
    const s = usdValue(p.supplied, p.decimals, p.price, 'floor');
    const b = usdValue(p.borrowed, p.decimals, p.price, 'ceil');
    supplied += s;
    borrowed += b;
    interest += mulDiv(s, p.supplyApr, RATE_ONE, 'floor') - mulDiv(b, p.borrowApr, RATE_ONE, 'ceil');
  }
  const net = supplied - borrowed;
  return {
    suppliedUsd: supplied,
    borrowedUsd: borrowed,
    yearlyInterestUsd: interest,
    netApr: net > 0n ? divRound(interest * RATE_ONE, net, 'floor') : null,
  };
}
