import type { MineTicks } from '#lib/market/book-view.ts';

/** Our open orders' ticks on the current market (none until the account layer feeds open orders). */
export function useMineTicks(): MineTicks | undefined {
  return undefined;
}
