import { describe, expect, it } from 'vitest';
import { advanceSteps, cadenceCommands, stepCommands } from '#server/exchange/advance.ts';

const M = 60_000;
const H = 3_600_000;
const T0 = Date.UTC(2030, 0, 1, 12);

describe.each([
  ['within one minute', T0 + 1, T0 + M - 1, []],
  ['across a minute', T0 + 30_000, T0 + M + 30_000, ['accrueInterest', 'liquidateScan']],
  ['exactly on the hour it started', T0, T0, []],
  [
    'from the last ms of an hour to the first of the next',
    T0 - 1,
    T0,
    ['applyFunding', 'accrueInterest', 'liquidateScan', 'snapshotPortfolios'],
  ],
  [
    'across several hours at once (one of each, as live)',
    T0 + 5,
    T0 + 3 * H + 5,
    ['applyFunding', 'accrueInterest', 'liquidateScan', 'snapshotPortfolios'],
  ],
])('the live cadence %s', (_name, last, now, types) => {
  it('runs funding first and the snapshot last on a new hour, interest and liquidation on a new minute', () => {
    const commands = cadenceCommands(last, now);
    expect(commands.map((c) => c.type)).toEqual(types);
    expect(commands.every((c) => 'ts' in c && c.ts === now)).toBe(true);
  });
});

describe('the steps of an advance', () => {
  it('runs one step per hour boundary crossed and one at the end, funding and a snapshot on each boundary', () => {
    const from = T0 + 20 * M;
    const steps = advanceSteps(from, from + 2 * H, []);
    expect(steps.map((s) => s.at)).toEqual([T0 + H, T0 + 2 * H, from + 2 * H]);
    expect(steps.map((s) => s.work)).toEqual([
      ['funding', 'interest', 'liquidation', 'snapshot'],
      ['funding', 'interest', 'liquidation', 'snapshot'],
      ['interest', 'liquidation'],
    ]);
  });

  it.each([
    ['1h from mid-hour', T0 + 30 * M, H, 1],
    ['1h from the hour (ends on the next)', T0, H, 1],
    ['59 min from the hour', T0, 59 * M, 0],
    ['25h from mid-hour', T0 + 7 * M, 25 * H, 25],
    ['1 ms across an hour', T0 - 1, 1, 1],
  ])('funds exactly once per hour boundary crossed: %s', (_name, from, span, fundings) => {
    const work = advanceSteps(from, from + span, []).flatMap((s) => s.work);
    expect(work.filter((w) => w === 'funding')).toHaveLength(fundings);
    expect(work.filter((w) => w === 'snapshot')).toHaveLength(fundings);
    expect(fundings).toBe(Math.floor((from + span) / H) - Math.floor(from / H));
  });

  it('adds a step at each bridge settlement inside the span, after liquidation and before the snapshot', () => {
    const from = T0 + 10 * M;
    const settles = [T0 + 30 * M, T0 + H, T0 + 3 * H, from - 1];
    const steps = advanceSteps(from, from + H, settles);
    expect(steps.map((s) => [s.at, s.work, s.settlements])).toEqual([
      [T0 + 30 * M, ['interest', 'liquidation', 'settlement'], [T0 + 30 * M]],
      [T0 + H, ['funding', 'interest', 'liquidation', 'settlement', 'snapshot'], [T0 + H]],
      [from + H, ['interest', 'liquidation'], []],
    ]);
  });

  it('turns a step into its engine commands in order, stamped with its time (settlements need none)', () => {
    expect(stepCommands(['funding', 'interest', 'liquidation', 'settlement', 'snapshot'], T0)).toEqual([
      { type: 'applyFunding', ts: T0 },
      { type: 'accrueInterest', ts: T0 },
      { type: 'liquidateScan', ts: T0 },
      { type: 'snapshotPortfolios', ts: T0 },
    ]);
  });
});
