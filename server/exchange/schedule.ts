/**
 * Timers of the exchange: the market simulator (price walk, market makers, and its own hourly funding and
 * per-minute interest and liquidation) or, without it, the maintenance commands on the same cadence. Either way
 * every account's portfolio value is recorded once at start and then on each new hour, so the portfolio curve
 * has points without any user action. With neither simulator nor maintenance nothing runs (tests drive it).
 */
import type { Command } from '#server/engine/model/commands.ts';
import { EngineError } from '#server/engine/model/errors.ts';
import type { ExchangeService } from './service.ts';
import { continuedSimulator } from './simulation.ts';

/** Simulator tick (ms). */
const SIMULATOR_TICK_MS = 1000;
/** Interest accrual and liquidation scan period without the simulator (ms). */
const MAINTENANCE_TICK_MS = 60_000;
const HOUR_MS = 3_600_000;

/** Calls `tick` every `ms` until the returned stop function runs; must not keep the process alive. */
export type Every = (tick: () => void, ms: number) => () => void;

/** Schedule options. */
export interface ScheduleOptions {
  readonly simulate: boolean;
  readonly maintenance: boolean;
  readonly log?: (message: string) => void;
  /** The repeating timer (default: an unref'd setInterval); tests pass one they fire by hand. */
  readonly every?: Every;
}

const newHour = (last: number, now: number) => Math.floor(now / HOUR_MS) > Math.floor(last / HOUR_MS);

/** The portfolio snapshot due at `now` when the last run was at `last`: one on each new hour. */
export function snapshotCommands(last: number, now: number): Command[] {
  return newHour(last, now) ? [{ type: 'snapshotPortfolios', ts: now }] : [];
}

/**
 * The commands due at `now` when the last run was at `last`: interest and liquidations every time, funding
 * and then the portfolio snapshot on each new hour (last, so the values include what the others changed).
 */
export function maintenanceCommands(last: number, now: number): Command[] {
  const out: Command[] = [
    { type: 'accrueInterest', ts: now },
    { type: 'liquidateScan', ts: now },
  ];
  if (newHour(last, now)) out.unshift({ type: 'applyFunding', ts: now });
  return [...out, ...snapshotCommands(last, now)];
}

const unrefInterval: Every = (tick, ms) => {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/** Records the portfolio values at once and starts the timer; stop() clears it. */
export function startSchedule(svc: ExchangeService, options: ScheduleOptions): { stop(): void } {
  if (!options.simulate && !options.maintenance) return { stop: () => {} };
  const run = (commands: Command[]) => {
    try {
      const results = svc.executeBatch(commands);
      const rejected = results.filter((r) => r instanceof EngineError && r.code !== 'already_exists');
      if (rejected.length > 0)
        options.log?.(`${rejected.length} scheduled commands rejected, first: ${(rejected[0] as EngineError).message}`);
    } catch (error) {
      options.log?.(`scheduled commands failed: ${String(error)}`);
    }
  };
  let last = svc.stamp();
  run([{ type: 'snapshotPortfolios', ts: last }]);
  const sim = options.simulate ? continuedSimulator(svc) : null;
  const stop = (options.every ?? unrefInterval)(
    () => {
      const now = svc.stamp();
      run(sim ? [...sim.nextCommands(now), ...snapshotCommands(last, now)] : maintenanceCommands(last, now));
      last = now;
    },
    sim ? SIMULATOR_TICK_MS : MAINTENANCE_TICK_MS,
  );
  return { stop };
}
