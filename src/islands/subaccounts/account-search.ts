/** The accounts page's search (SPEC 2 and 5): by alias, or by user id typed as digits only. */
import { stripNonDigits } from '#lib/domain/validation/alias.ts';

/** What the search box matches: the alias (any part, any case) or the user id (from its first digit). */
export type AccountSearchMode = 'alias' | 'id';

/** The part of an account the search reads. */
export interface Searchable {
  readonly id: string;
  readonly alias: string;
}

/** True when the account matches the query in the mode; a blank query matches every account. */
export function matchesSearch(account: Searchable, query: string, mode: AccountSearchMode): boolean {
  const text = query.trim();
  if (text === '') return true;
  if (mode === 'id') return account.id.startsWith(text);
  return account.alias.toLocaleLowerCase().includes(text.toLocaleLowerCase());
}

/**
 * Reads a keystroke into the custom user id input: non-digits are ignored (dropped), and `refused` says some were,
 * so the field can show errors.numbersOnly.
 */
export function readUserIdInput(text: string): { readonly value: string; readonly refused: boolean } {
  const value = stripNonDigits(text);
  return { value, refused: value !== text };
}
