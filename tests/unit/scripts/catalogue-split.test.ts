/**
 * The catalogue-split build plugin's partition (scripts/catalogue-split.ts): which of the frame catalogue's messages
 * load after a page is interactive, and that nothing renders one of them synchronously, where it would read as its
 * key until they arrive (they are shown only through the toast queue, whose island loads them first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '#lib/i18n/en.ts';
import { isLaterKey, splitCatalogue } from '#scripts/catalogue-split.ts';

describe('splitCatalogue', () => {
  const { now, later } = splitCatalogue(en);

  it('keeps every message exactly once', () => {
    expect({ ...now, ...later }).toEqual(en);
    expect(Object.keys(now).length + Object.keys(later).length).toBe(Object.keys(en).length);
  });

  it.each([
    ['sonnerMessages.order.filled', true],
    ['errors.api.rate_limited', true],
    ['errors.http.404', true],
    ['errors.network', false],
    ['wallet.errors.notReady', false],
    ['header.connect', false],
    ['error.title', false],
  ])('%s loads later: %s', (key, expected) => {
    expect(isLaterKey(key)).toBe(expected);
    expect(Object.hasOwn(expected ? later : now, key)).toBe(true);
  });
});

/** Every .ts/.tsx file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('messages that load later', () => {
  it('are never translated in place: a t() of a literal later key would read as the key until they load', () => {
    const direct = /\bt\(\s*['`](sonnerMessages|errors\.api|errors\.http)\./;
    const offenders = sources('src')
      .filter((file) => !file.startsWith(join('src', 'lib', 'i18n')))
      .filter((file) => direct.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
