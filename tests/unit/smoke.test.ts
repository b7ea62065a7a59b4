import { describe, expect, it } from 'vitest';
describe('toolchain', () => {
  it('runs under Node 24 with bigint', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    expect(10n ** 18n).toBe(1_000_000_000_000_000_000n);
  });
});
