/**
 * Shapes shared by every validation rule: results carry i18n message keys (never English) per form field,
 * and typed amount parsing for amount fields.
 */
import { tryParseDecimal } from '#lib/domain/fixed.ts';

/** Message keys the validation rules can produce (all present in the i18n catalogue). */
export type ValidationKey =
  | 'requiredField'
  | 'errors.required'
  | 'errors.minLength'
  | 'errors.maxLength'
  | 'errors.alphanumericOnly'
  | 'errors.numbersOnly'
  | 'errors.insufficient_balance'
  | 'errors.errorBalance'
  | 'errors.exceedsBalance'
  | 'errors.invalidWithdrawAddress'
  | 'errors.invalidUserId'
  | 'errors.solanaDepositsUnsupported'
  | 'errors.ethereumDepositsUnsupported';

/** Every ValidationKey, so tests can check each one exists in the catalogue. */
export const VALIDATION_KEYS: readonly ValidationKey[] = [
  'requiredField',
  'errors.required',
  'errors.minLength',
  'errors.maxLength',
  'errors.alphanumericOnly',
  'errors.numbersOnly',
  'errors.insufficient_balance',
  'errors.errorBalance',
  'errors.exceedsBalance',
  'errors.invalidWithdrawAddress',
  'errors.invalidUserId',
  'errors.solanaDepositsUnsupported',
  'errors.ethereumDepositsUnsupported',
] as const;

/** Values for a message's `{name}` placeholders. */
export type IssueParams = Readonly<Record<string, string | number>>;

/** One failed rule: which field, which message key, and the key's parameters. */
export interface ValidationIssue<F extends string = string> {
  readonly field: F;
  readonly key: ValidationKey;
  readonly params?: IssueParams;
}

/** A validated form: the parsed value, or the issues (at most one per field, in field order). */
export type Validated<T, F extends string = string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly ValidationIssue<F>[] };

/** Builds an issue. */
export function issue<F extends string>(field: F, key: ValidationKey, params?: IssueParams): ValidationIssue<F> {
  return params === undefined ? { field, key } : { field, key, params };
}

/** Finishes a validation: ok with the value when there are no issues. */
export function settle<T, F extends string>(issues: readonly ValidationIssue<F>[], value: () => T): Validated<T, F> {
  return issues.length === 0 ? { ok: true, value: value() } : { ok: false, issues };
}

/** Outcome of reading an amount field: base units, or why it is not an amount. */
export type AmountInput =
  { readonly kind: 'empty' } | { readonly kind: 'invalid' } | { readonly kind: 'amount'; readonly units: bigint };

/**
 * Reads a typed amount as base units (the typed decimal x 10^decimals, exactly, via parseDecimal).
 * Blank is 'empty'; garbage, a sign, an exponent or more decimals than the token has are 'invalid'.
 */
export function readAmount(text: string, decimals: number): AmountInput {
  if (text.trim() === '') return { kind: 'empty' };
  if (/^\s*[+-]/.test(text)) return { kind: 'invalid' };
  const parsed = tryParseDecimal(text, decimals);
  return parsed.ok ? { kind: 'amount', units: parsed.value } : { kind: 'invalid' };
}
