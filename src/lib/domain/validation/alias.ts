/** Alias and custom user id rules (SPEC section 5). */
import { ALIAS_LENGTH } from '#lib/domain/constants.ts';
import { issue, type ValidationIssue } from './result.ts';

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const DIGITS = /^[0-9]+$/;

/**
 * Alias rules in the spec's order: required (not blank) -> errors.required; fewer than 3 characters ->
 * errors.minLength {min}; more than 32 -> errors.maxLength {max}; anything but ASCII letters and digits ->
 * errors.alphanumericOnly. Length counts code points. Null when valid.
 */
export function validateAlias(text: string): ValidationIssue<'alias'> | null {
  if (text.trim() === '') return issue('alias', 'errors.required');
  const length = [...text].length;
  if (length < ALIAS_LENGTH.min) return issue('alias', 'errors.minLength', { min: ALIAS_LENGTH.min });
  if (length > ALIAS_LENGTH.max) return issue('alias', 'errors.maxLength', { max: ALIAS_LENGTH.max });
  if (!ALPHANUMERIC.test(text)) return issue('alias', 'errors.alphanumericOnly');
  return null;
}

/** Drops every character that is not an ASCII digit (the custom user id input ignores non-digits). */
export function stripNonDigits(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

/** Custom user id: required, then digits only (errors.numbersOnly). Null when valid. */
export function validateUserId(text: string): ValidationIssue<'userId'> | null {
  if (text.trim() === '') return issue('userId', 'errors.required');
  if (!DIGITS.test(text)) return issue('userId', 'errors.numbersOnly');
  return null;
}
