import { describe, expect, it } from 'vitest';
import { formatUtcTime } from '#lib/domain/time-format.ts';

describe('formatUtcTime', () => {
  it('writes the one date-time format: UTC to the second, with its zone, whatever the machine', () => {
    // 2026-11-27T16:19:35.250Z: the milliseconds drop, the zone is named
    expect(formatUtcTime(Date.UTC(2026, 10, 27, 16, 19, 35, 250))).toBe('2026-11-27 16:19:35 UTC');
    expect(formatUtcTime(0)).toBe('1970-01-01 00:00:00 UTC');
  });
});
