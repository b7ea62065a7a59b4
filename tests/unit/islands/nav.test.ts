import { describe, expect, it } from 'vitest';
import { activeSection } from '#islands/frame/nav.ts';

describe('activeSection (header highlighting by path)', () => {
  it.each([
    ['/', undefined],
    ['/account', 'account'],
    ['/account/balance', 'account'],
    ['/account/anything/deep', 'account'],
    ['/accounting', undefined],
    ['/futures', 'trade'],
    ['/futures/BTC-PERP', 'trade'],
    ['/future', 'trade'],
    ['/vault', 'vault'],
    ['/vault/main', 'vault'],
    ['/earn/lend', 'earn'],
    ['/nope', undefined],
  ] as const)('%s -> %s', (path, expected) => {
    expect(activeSection(path)).toBe(expected);
  });
});
