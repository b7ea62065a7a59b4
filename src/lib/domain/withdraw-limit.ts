/**
 * How much of a token an account can withdraw (SPEC 5: within the balance; with Enable borrow, beyond it within the
 * collateral limit). The exchange keeps every account at its initial margin after an outflow
 * (server/engine/accounts/outflow.ts): while the token's net holding stays positive each unit costs its value times
 * the collateral factor; past zero it is a debt weighted by the borrow initial factor. The limit is computed from
 * the account's own margin figures (getUserData's margin) and rounds every step against the user, so the exchange
 * never refuses an amount the form allowed.
 */
import { RATE_ONE, divRound } from './fixed.ts';
import { unitsForUsd, usdValue } from './value.ts';

/** Micro-dollars kept back for the exchange's per-token rounding (each token's value and weight floor on its side). */
const ROUNDING_SLACK_USD = 4n;

/** What the limit depends on; amounts in the token's base units, USD x 10^6, prices USD x 10^9, rates x 10^9. */
export interface WithdrawLimitInput {
  /** The token's balance. */
  readonly balance: bigint;
  /** Net holding of the token: balance + lent - borrowed - owed (may be negative). */
  readonly net: bigint;
  readonly decimals: number;
  /** Index price; without one (0) nothing can be valued, so nothing beyond the balance is allowed. */
  readonly price: bigint;
  readonly collateralFactor: bigint;
  readonly borrowInitialFactor: bigint;
  /** Initial collateral minus initial requirement (getUserData margin), may be negative. */
  readonly headroomUsd: bigint;
  /** What the token's pool can lend now (lent - borrowed). */
  readonly poolCash: bigint;
}

/** Units whose weighted value fits `budgetUsd` at `weight`, rounded down; none for a non-positive budget. */
function unitsWithin(budgetUsd: bigint, weight: bigint, input: WithdrawLimitInput): bigint {
  if (budgetUsd <= 0n || input.price <= 0n) return 0n;
  const usd = divRound(budgetUsd * RATE_ONE, weight, 'floor');
  return unitsForUsd(usd, input.decimals, input.price, 'floor');
}

/** What bounds the limit: the balance (no borrow), the account's margin, or the pool's available liquidity. */
export type WithdrawLimitCause = 'balance' | 'margin' | 'liquidity';

/** The limit with what binds it and what the pool can lend now (base units). */
export interface WithdrawLimit {
  readonly amount: bigint;
  readonly cause: WithdrawLimitCause;
  /** What the pool can lend now (lent - borrowed), never below zero. */
  readonly borrowable: bigint;
}

/**
 * The largest amount (base units) the exchange accepts as an outflow of this token: what keeps the account at its
 * initial margin, and at most the balance without borrow, or the balance plus the pool's cash with it. The cause
 * names the binding bound (margin when both bind at once), so the form can say why an amount is refused.
 */
export function withdrawLimit(input: WithdrawLimitInput, borrow: boolean): WithdrawLimit {
  const positive = input.net > 0n ? input.net : 0n;
  // what taking the whole positive holding costs in collateral: its value x the collateral factor, rounded up
  const wholeCost = divRound(
    usdValue(positive, input.decimals, input.price, 'ceil') * input.collateralFactor,
    RATE_ONE,
    'ceil',
  );
  let marginLimit: bigint;
  if (wholeCost <= input.headroomUsd) {
    // past zero each further unit is a debt weighted by the borrow initial factor
    const loanBudget = input.headroomUsd - wholeCost - ROUNDING_SLACK_USD;
    marginLimit = positive + unitsWithin(loanBudget, input.borrowInitialFactor, input);
  } else {
    marginLimit = unitsWithin(input.headroomUsd - ROUNDING_SLACK_USD, input.collateralFactor, input);
  }
  const borrowable = input.poolCash > 0n ? input.poolCash : 0n;
  const funded = borrow ? (input.balance > positive ? input.balance : positive) + borrowable : input.balance;
  if (marginLimit <= funded) return { amount: marginLimit, cause: 'margin', borrowable };
  return { amount: funded, cause: borrow ? 'liquidity' : 'balance', borrowable };
}

/** The limit's amount alone (withdrawLimit). */
export function maxWithdrawable(input: WithdrawLimitInput, borrow: boolean): bigint {
  return withdrawLimit(input, borrow).amount;
}
