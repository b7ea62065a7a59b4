import { describe, expect, it } from 'vitest';
import { averageFillPrice } from '#lib/domain/fill-average.ts';

const P = 1_000_000_000n; // USD x 10^9

describe('averageFillPrice', () => {
  it.each([
    ['one fill', 97_100n * P * 10_000n, 10_000n, 97_100n * P],
    ['two levels, 1:3', 97_100n * P * 10_000n + 97_103n * P * 30_000n, 40_000n, 97_102_250_000_000n],
    // 2 / 3 of a nano-dollar rounds half up to 1; 1 / 3 rounds down to 0
    ['a third up', 2n, 3n, 1n],
    ['a third down', 1n, 3n, 0n],
    ['exactly half rounds up', 3n, 2n, 2n],
  ] as const)('%s', (_name, value, size, expected) => {
    expect(averageFillPrice(value, size)).toBe(expected);
  });

  it('is null when nothing filled', () => {
    expect(averageFillPrice(0n, 0n)).toBeNull();
  });
});
