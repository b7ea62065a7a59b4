/** The header's navigation sections. */
export type NavSection = 'trade' | 'earn' | 'vault' | 'account';

/**
 * Which header link is highlighted for a path (SPEC section 2, Header): Account for /account and its pages,
 * Trade when the path starts with /future, Vault when it starts with /vault (Earn likewise for /earn).
 */
export function activeSection(path: string): NavSection | undefined {
  if (path === '/account' || path.startsWith('/account/')) return 'account';
  if (path.startsWith('/future')) return 'trade';
  if (path.startsWith('/vault')) return 'vault';
  if (path.startsWith('/earn')) return 'earn';
  return undefined;
}
