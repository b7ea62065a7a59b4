/**
 * The exchange's cadence and the clock jump that runs it. Live, the schedule runs the cadence each tick over the
 * time since the last one; an advance (the local network's `net advance`) runs it over a span at once, step by
 * step: one step on each full hour the span crosses, one at each bridge settlement time inside it and one at its
 * end. Each step runs, in this order, stamped with the step's time:
 *   funding (only on a new hour) -> interest accrual -> liquidation scan -> bridge settlements (the withdrawals whose
 *   settlement time falls in the step: the bridge settles by time, so they read settled from that time on) ->
 *   portfolio snapshot (only on a new hour, last, so the values include what the others changed).
 * So exactly one funding runs per hour boundary crossed, as it would have live.
 */
import type { Command } from '#server/engine/model/commands.ts';
import type { Engine } from '#server/engine/engine.ts';
import type { UserId } from '#server/engine/model/config.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** One kind of cadence work, in the order a step runs them. */
export type StepWork = 'funding' | 'interest' | 'liquidation' | 'settlement' | 'snapshot';

/** One step of an advance: its time, its work in order, and the bridge settlement times it reaches. */
export interface AdvanceStep {
  readonly at: number;
  readonly work: readonly StepWork[];
  readonly settlements: readonly number[];
}

const crossed = (period: number, last: number, now: number) => Math.floor(now / period) > Math.floor(last / period);

/** The engine command of a kind of work at `ts` (settlements have none: the bridge settles by time). */
function workCommand(work: StepWork, ts: number): Command | undefined {
  switch (work) {
    case 'funding':
      return { type: 'applyFunding', ts };
    case 'interest':
      return { type: 'accrueInterest', ts };
    case 'liquidation':
      return { type: 'liquidateScan', ts };
    case 'snapshot':
      return { type: 'snapshotPortfolios', ts };
    case 'settlement':
      return undefined;
  }
}

/** The engine commands of a step's work, in order. */
export function stepCommands(work: readonly StepWork[], ts: number): Command[] {
  return work.flatMap((w) => workCommand(w, ts) ?? []);
}

/**
 * The live cadence due at `now` when the last run was at `last`: funding on a new hour, interest and liquidation on
 * a new minute, the portfolio snapshot on a new hour (last).
 */
export function cadenceCommands(last: number, now: number): Command[] {
  const hourly = crossed(HOUR_MS, last, now);
  const minutely = crossed(MINUTE_MS, last, now);
  const work: StepWork[] = [
    ...(hourly ? (['funding'] as const) : []),
    ...(minutely ? (['interest', 'liquidation'] as const) : []),
    ...(hourly ? (['snapshot'] as const) : []),
  ];
  return stepCommands(work, now);
}

/** The steps of an advance from `from` to `to` (ms, to > from) over the given bridge settlement times. */
export function advanceSteps(from: number, to: number, settlesAt: readonly number[]): AdvanceStep[] {
  const points = new Set<number>([to]);
  for (let h = (Math.floor(from / HOUR_MS) + 1) * HOUR_MS; h < to; h += HOUR_MS) points.add(h);
  for (const s of settlesAt) if (s > from && s < to) points.add(s);
  let prev = from;
  return [...points]
    .sort((a, b) => a - b)
    .map((at) => {
      const hourly = crossed(HOUR_MS, prev, at);
      const settlements = settlesAt.filter((s) => s > prev && s <= at).sort((a, b) => a - b);
      const work: StepWork[] = [
        ...(hourly ? (['funding'] as const) : []),
        'interest',
        'liquidation',
        ...(settlements.length > 0 ? (['settlement'] as const) : []),
        ...(hourly ? (['snapshot'] as const) : []),
      ];
      prev = at;
      return { at, work, settlements };
    });
}

/** A bridge withdrawal still pending at `from` that settles by `to`. */
export interface DueSettlement {
  readonly userId: UserId;
  readonly token: string;
  readonly amount: bigint;
  readonly network: string;
  readonly settlesAt: number;
}

/** The bridge withdrawals of every account that settle after `from` and by `to`, in time order. */
export function dueSettlements(engine: Engine, from: number, to: number): DueSettlement[] {
  const due: DueSettlement[] = [];
  for (let id = 1; ; id++) {
    const userId = String(id);
    if (!engine.account(userId)) break;
    for (const w of engine.history(userId, 'withdrawals') ?? []) {
      if (w.settlesAt === undefined || w.settlesAt <= from || w.settlesAt > to) continue;
      due.push({ userId, token: w.token, amount: w.amount, network: w.network ?? '', settlesAt: w.settlesAt });
    }
  }
  return due.sort((a, b) => a.settlesAt - b.settlesAt);
}
