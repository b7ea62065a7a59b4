import { describe, expect, it } from 'vitest';
import { readAllPages, type CursorPage } from '#lib/api/cursor-loop.ts';

/** A paged source: page n answers its items and the next cursor; `failAt` throws on that page. */
function source(pages: readonly (readonly number[])[], failAt?: number) {
  const asked: (string | null)[] = [];
  const page = (cursor: string | null): Promise<CursorPage<number>> => {
    asked.push(cursor);
    const n = cursor === null ? 0 : Number(cursor.slice(1));
    if (n === failAt) return Promise.reject(new Error('network down'));
    return Promise.resolve({ items: pages[n]!, cursor: n + 1 < pages.length ? `p${n + 1}` : null });
  };
  return { page, asked };
}

describe('readAllPages', () => {
  it('follows the cursor until there is none', async () => {
    const s = source([[1, 2], [3], [4, 5]]);
    expect(await readAllPages(s.page)).toEqual({ items: [1, 2, 3, 4, 5], complete: true });
    expect(s.asked).toEqual([null, 'p1', 'p2']);
  });
  it('stops silently on an error and keeps what it had', async () => {
    const s = source([[1, 2], [3], [4, 5]], 2);
    expect(await readAllPages(s.page)).toEqual({ items: [1, 2, 3], complete: false });
    expect(s.asked).toEqual([null, 'p1', 'p2']);
  });
  it('keeps nothing when the first page fails', async () => {
    expect(await readAllPages(source([[1]], 0).page)).toEqual({ items: [], complete: false });
  });
  it('stops on a cursor that repeats', async () => {
    let calls = 0;
    const result = await readAllPages(() => {
      calls += 1;
      return Promise.resolve({ items: [calls], cursor: 'same' });
    });
    expect(result).toEqual({ items: [1, 2], complete: false });
  });
});
