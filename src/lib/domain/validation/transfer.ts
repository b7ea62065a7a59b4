/**
 * Transfer and add-account amount rules (SPEC section 5): a transfer or an add-account deposit must be worth at
 * least 1 USD, may not exceed the source balance, and the two transfer accounts must differ.
 */
import { AMOUNT_DISPLAY_DECIMALS, MIN_USD_AMOUNT_SCALED } from '#lib/domain/constants.ts';
import { divRound, formatDecimal, pow10 } from '#lib/domain/fixed.ts';
import { unitsForUsd, usdValue } from '#lib/domain/value.ts';
import { validateAlias } from './alias.ts';
import { issue, readAmount, settle, type Validated, type ValidationIssue } from './result.ts';

/**
 * Smallest amount (base units) worth at least 1 USD at `usdPrice` (USD x 10^9): 1 / price rounded UP, then up
 * again to at most 6 decimals, so the amount shown in errors.insufficient_balance really reaches 1 USD.
 * SOL (9 decimals) at $150: 1/150 = 0.0066666... -> 0.006667 SOL = 6_667_000n.
 */
export function minimumAmountForUsd(decimals: number, usdPrice: bigint): bigint {
  const exact = unitsForUsd(MIN_USD_AMOUNT_SCALED, decimals, usdPrice, 'ceil');
  if (decimals <= AMOUNT_DISPLAY_DECIMALS) return exact;
  const step = pow10(decimals - AMOUNT_DISPLAY_DECIMALS);
  return divRound(exact, step, 'ceil') * step;
}

/** True when `units` are worth at least 1 USD at `usdPrice` (USD x 10^9). */
export function meetsMinimumUsd(units: bigint, decimals: number, usdPrice: bigint): boolean {
  return usdValue(units, decimals, usdPrice, 'floor') >= MIN_USD_AMOUNT_SCALED;
}

/** The errors.insufficient_balance issue naming the minimum amount (up to 6 decimals) and the ticker. */
function belowMinimum<F extends string>(
  field: F,
  decimals: number,
  usdPrice: bigint,
  ticker: string,
): ValidationIssue<F> {
  const amount = formatDecimal(minimumAmountForUsd(decimals, usdPrice), decimals, {
    maxDecimals: AMOUNT_DISPLAY_DECIMALS,
  });
  return issue(field, 'errors.insufficient_balance', { amount, ticker });
}

/** The token side of an amount form. */
export interface TokenAmountInput {
  readonly amountText: string;
  readonly decimals: number;
  /** Token price, USD x 10^9. */
  readonly usdPrice: bigint;
  /** Available balance of the source account, base units. */
  readonly balance: bigint;
  readonly ticker: string;
}

/**
 * Checks an amount that must reach 1 USD: blank -> requiredField; unreadable, zero or under 1 USD ->
 * errors.insufficient_balance {amount, ticker} (amount '-' when the price is unknown); above the balance ->
 * errors.exceedsBalance.
 */
function checkMinimumAmount(input: TokenAmountInput): { units: bigint } | ValidationIssue<'amount'> {
  const read = readAmount(input.amountText, input.decimals);
  if (read.kind === 'empty') return issue('amount', 'requiredField');
  // Without a price the USD value is unknown, so the amount cannot be shown to reach 1 USD.
  if (input.usdPrice <= 0n)
    return issue('amount', 'errors.insufficient_balance', { amount: '-', ticker: input.ticker });
  if (read.kind === 'invalid' || read.units <= 0n || !meetsMinimumUsd(read.units, input.decimals, input.usdPrice)) {
    return belowMinimum('amount', input.decimals, input.usdPrice, input.ticker);
  }
  if (read.units > input.balance) return issue('amount', 'errors.exceedsBalance');
  return { units: read.units };
}

/** Transfer form input: the two accounts and the amount. */
export interface TransferInput extends TokenAmountInput {
  readonly fromUserId: string;
  readonly toUserId: string;
}

/** Transfer: from and to must differ (errors.invalidUserId on 'to'), and the amount must pass the 1 USD rule. */
export function validateTransfer(input: TransferInput): Validated<{ units: bigint }, 'to' | 'amount'> {
  const issues: ValidationIssue<'to' | 'amount'>[] = [];
  if (input.fromUserId === input.toUserId) issues.push(issue('to', 'errors.invalidUserId'));
  const amount = checkMinimumAmount(input);
  if ('field' in amount) issues.push(amount);
  return settle(issues, () => ({ units: 'units' in amount ? amount.units : 0n }));
}

/** Caps a typed amount at the balance: returns the balance as input text when the typed amount is larger. */
export function capAmountAtBalance(amountText: string, decimals: number, balance: bigint): string {
  const read = readAmount(amountText, decimals);
  if (read.kind !== 'amount' || read.units <= balance) return amountText;
  return formatDecimal(balance > 0n ? balance : 0n, decimals);
}

/** Add-account form input: alias plus an optional deposit from the source account. */
export interface AddAccountInput extends TokenAmountInput {
  readonly alias: string;
}

/** Add account: a valid alias; a deposit is optional, but when typed it must be > 0 and worth at least 1 USD. */
export function validateAddAccount(input: AddAccountInput): Validated<{ units: bigint }, 'alias' | 'amount'> {
  const issues: ValidationIssue<'alias' | 'amount'>[] = [];
  const aliasIssue = validateAlias(input.alias);
  if (aliasIssue !== null) issues.push(aliasIssue);
  if (input.amountText.trim() === '') return settle(issues, () => ({ units: 0n }));
  const amount = checkMinimumAmount(input);
  if ('field' in amount) issues.push(amount);
  return settle(issues, () => ({ units: 'units' in amount ? amount.units : 0n }));
}
