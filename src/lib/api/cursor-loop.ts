/** Reading every page of a cursor-paged call (SPEC 7: getUserReferralStatsHistory). */

/** One page: its items and the cursor of the next, null on the last. */
export interface CursorPage<T> {
  readonly items: readonly T[];
  readonly cursor: string | null;
}

/** What the loop read: every item it got, and whether it reached the last page. */
export interface CursorLoopResult<T> {
  readonly items: readonly T[];
  readonly complete: boolean;
}

/**
 * Asks for pages until one answers no cursor. A failed page stops the loop silently and keeps what was read
 * (SPEC 7: "stops silently on error"); so does a cursor that repeats, which would otherwise loop forever.
 */
export async function readAllPages<T>(
  page: (cursor: string | null) => Promise<CursorPage<T>>,
  maxPages = 100,
): Promise<CursorLoopResult<T>> {
  const items: T[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  for (let n = 0; n < maxPages; n += 1) {
    let next: CursorPage<T>;
    try {
      next = await page(cursor);
    } catch {
      return { items, complete: false };
    }
    items.push(...next.items);
    if (next.cursor === null) return { items, complete: true };
    if (seen.has(next.cursor)) return { items, complete: false };
    seen.add(next.cursor);
    cursor = next.cursor;
  }
  return { items, complete: false };
}
