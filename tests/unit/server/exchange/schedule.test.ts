import { describe, expect, it } from 'vitest';
import { maintenanceCommands, snapshotCommands } from '#server/exchange/schedule.ts';

const H = 3_600_000;
const T0 = Date.UTC(2030, 0, 1, 12);

describe.each([
  ['within one hour', T0 + 1, T0 + H - 1, false],
  ['from the last ms of an hour to the first of the next', T0 - 1, T0, true],
  ['exactly on the hour it started', T0, T0, false],
  ['across several hours at once', T0 + 5, T0 + 3 * H + 5, true],
  ['an hour later from mid-hour', T0 + H / 2, T0 + H + H / 2, true],
])('%s', (_name, last, now, hourly) => {
  it('snapshots portfolios only on a new hour', () => {
    expect(snapshotCommands(last, now)).toEqual(hourly ? [{ type: 'snapshotPortfolios', ts: now }] : []);
  });
  it('runs interest and liquidations every time, funding first and the snapshot last on a new hour', () => {
    const types = maintenanceCommands(last, now).map((c) => c.type);
    expect(types).toEqual(
      hourly
        ? ['applyFunding', 'accrueInterest', 'liquidateScan', 'snapshotPortfolios']
        : ['accrueInterest', 'liquidateScan'],
    );
    expect(maintenanceCommands(last, now).every((c) => 'ts' in c && c.ts === now)).toBe(true);
  });
});
