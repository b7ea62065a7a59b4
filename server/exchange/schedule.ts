/**
 * Timers of the exchange: the market simulator (price walk, market makers, and its own hourly funding and
 * per-minute interest and liquidation) or, without it, the maintenance commands on the same cadence.
 */
import type { Command } from '../engine/commands.ts';
import { EngineError } from '../engine/errors.ts';
import { Simulator } from '../engine/simulator.ts';
import type { ExchangeService } from './service.ts';

/** Simulator tick (ms). */
export const SIMULATOR_TICK_MS = 1000;
/** Interest accrual and liquidation scan period without the simulator (ms). */
export const MAINTENANCE_TICK_MS = 60_000;
const HOUR_MS = 3_600_000;

/** Schedule options. */
export interface ScheduleOptions {
  readonly simulate: boolean;
  readonly maintenance: boolean;
  readonly log?: (message: string) => void;
}

/** The commands due at `now` when the last run was at `last` (funding on each new hour). */
export function maintenanceCommands(last: number, now: number): Command[] {
  const out: Command[] = [{ type: 'accrueInterest', ts: now }, { type: 'liquidateScan', ts: now }];
  if (Math.floor(now / HOUR_MS) > Math.floor(last / HOUR_MS)) out.unshift({ type: 'applyFunding', ts: now });
  return out;
}

/** Starts the timers; stop() clears them. */
export function startSchedule(svc: ExchangeService, options: ScheduleOptions): { stop(): void } {
  const timers: NodeJS.Timeout[] = [];
  const run = (commands: Command[]) => {
    try {
      const results = svc.executeBatch(commands);
      const rejected = results.filter((r) => r instanceof EngineError && r.code !== 'already_exists');
      if (rejected.length > 0) options.log?.(`${rejected.length} scheduled commands rejected, first: ${(rejected[0] as EngineError).message}`);
    } catch (error) {
      options.log?.(`scheduled commands failed: ${String(error)}`);
    }
  };
  if (options.simulate) {
    const sim = new Simulator(svc.seed, { seed: 42, resolve: (owner) => svc.engine.usersByOwner(owner)[0]?.userId });
    timers.push(setInterval(() => run(sim.nextCommands(svc.stamp())), SIMULATOR_TICK_MS));
  } else if (options.maintenance) {
    let last = svc.stamp();
    timers.push(setInterval(() => {
      const now = svc.stamp();
      run(maintenanceCommands(last, now));
      last = now;
    }, MAINTENANCE_TICK_MS));
  }
  for (const t of timers) t.unref();
  return { stop: () => timers.forEach((t) => clearInterval(t)) };
}
