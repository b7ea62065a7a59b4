import { describe, expect, it } from 'vitest';
import { windowTotals } from '#stores/portfolio.ts';

const DAY = 86_400_000;
const NOW = 40 * DAY + 5_000;
const day = (daysAgo: number, volume: number, fees: number, realizedPnl: number, trades: number) => ({
  timestamp: 40 * DAY - daysAgo * DAY,
  volume: String(volume),
  fees: String(fees),
  realizedPnl: String(realizedPnl),
  trades,
});
/** Day buckets newest first: today, 6 days ago (inside 7d), 7 days ago (outside 7d), 29 and 30 days ago. */
const STATS = [
  day(0, 100, 1, 5, 2),
  day(6, 200, 2, -3, 1),
  day(7, 400, 4, 7, 3),
  day(29, 800, 8, 0, 1),
  day(30, 1600, 16, 1, 1),
];

describe('windowTotals: the last N UTC days, today included', () => {
  it.each([
    [7, { volumeUsd: 300n, feesUsd: 3n, realizedPnlUsd: 2n, trades: 3 }],
    [30, { volumeUsd: 1500n, feesUsd: 15n, realizedPnlUsd: 9n, trades: 7 }],
  ])('%s days', (days, expected) => expect(windowTotals(STATS, days, NOW)).toEqual(expected));
});
