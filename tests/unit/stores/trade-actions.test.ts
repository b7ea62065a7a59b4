import { describe, expect, it } from 'vitest';
import { closeQuantity } from '#stores/trade-actions.ts';

describe('closeQuantity', () => {
  it.each([
    ['a stale larger request is clamped to the live long', 50_000n, 80_000n, 50_000n],
    ['a short is clamped to its absolute size', -50_000n, 80_000n, 50_000n],
    ['a request off the lot grid is rounded down', 1_000_000n, 123_456n, 120_000n],
    ['a position below one lot closes nothing', 5_000n, 5_000n, 0n],
    ['the whole position on the grid', -1_230_000n, 1_230_000n, 1_230_000n],
  ])('%s', (_name, positionSize, quantity, expected) => {
    expect(closeQuantity({ positionSize, quantity, lotSize: 10_000n })).toBe(expected);
  });
});
