/**
 * Timers of the exchange: the market simulator's market commands (price walk, market makers, takers) each second,
 * and the exchange's own cadence (advance.ts: hourly funding, per-minute interest and liquidation, hourly portfolio
 * snapshots) over the time since the last tick; without the simulator the cadence alone, each minute. Every
 * account's portfolio value is also recorded once at start. With neither simulator nor maintenance no timer runs
 * (tests drive it), yet the clock can still be advanced.
 *
 * The schedule is the one owner of the cadence: what the simulator emits of it is dropped, so a clock jump (an
 * advance) cannot make the simulator repeat a funding the advance already ran. An advance and a tick never
 * interleave: both run to completion on the event loop, and the advance moves the tick's "last run" to its end.
 */
import { formatDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import type { Command } from '#server/engine/model/commands.ts';
import { EngineError } from '#server/engine/model/errors.ts';
import { advanceSteps, cadenceCommands, dueSettlements, stepCommands, type AdvanceStep } from './advance.ts';
import type { NetworkClock } from './clock.ts';
import type { ExchangeService } from './service.ts';
import { continuedSimulator } from './simulation.ts';

/** Simulator tick (ms). */
const SIMULATOR_TICK_MS = 1000;
/** Interest accrual and liquidation scan period without the simulator (ms). */
const MAINTENANCE_TICK_MS = 60_000;
/** Command types the schedule's cadence owns. */
const CADENCE = new Set<Command['type']>(['applyFunding', 'accrueInterest', 'liquidateScan', 'snapshotPortfolios']);

/** Calls `tick` every `ms` until the returned stop function runs; must not keep the process alive. */
export type Every = (tick: () => void, ms: number) => () => void;

/** Schedule options. */
export interface ScheduleOptions {
  readonly simulate: boolean;
  readonly maintenance: boolean;
  /** The network clock an advance moves. */
  readonly clock: NetworkClock;
  readonly log?: (message: string) => void;
  /** The repeating timer (default: an unref'd setInterval); tests pass one they fire by hand. */
  readonly every?: Every;
}

/** What an advance did: the span and its steps in order, with the bridge withdrawals each one settled. */
export interface AdvanceReport {
  readonly from: number;
  readonly to: number;
  readonly steps: readonly (AdvanceStep & {
    readonly rejected: number;
    /** On a funding step, the index prices the funding used (decimal text by token, USDC left out). */
    readonly index?: Readonly<Record<string, string>>;
  })[];
  readonly settled: readonly { readonly userId: string; readonly network: string; readonly settlesAt: number }[];
}

/** The running schedule. */
export interface Schedule {
  /** Moves the network clock forward by `ms`, running the cadence that falls inside the span in order. */
  advance(ms: number): AdvanceReport;
  stop(): void;
}

/** The index prices now as decimal text by token (the quote token, USDC, left out). */
function indexText(svc: ExchangeService): Record<string, string> {
  const prices = Object.entries(svc.engine.priceIndexes()).filter(([token]) => token !== 'USDC');
  return Object.fromEntries(prices.map(([token, price]) => [token, formatDecimal(price, PRICE_DECIMALS)]));
}

const unrefInterval: Every = (tick, ms) => {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/** Records the portfolio values at once and starts the timer; stop() clears it. */
export function startSchedule(svc: ExchangeService, options: ScheduleOptions): Schedule {
  const run = (commands: Command[]): number => {
    try {
      const results = svc.executeBatch(commands);
      const rejected = results.filter((r) => r instanceof EngineError && r.code !== 'already_exists');
      if (rejected.length > 0)
        options.log?.(`${rejected.length} scheduled commands rejected, first: ${(rejected[0] as EngineError).message}`);
      return rejected.length;
    } catch (error) {
      options.log?.(`scheduled commands failed: ${String(error)}`);
      return commands.length;
    }
  };
  let last = svc.stamp();
  const timed = options.simulate || options.maintenance;
  if (timed) run([{ type: 'snapshotPortfolios', ts: last }]);
  const sim = options.simulate ? continuedSimulator(svc) : null;
  const stop = timed
    ? (options.every ?? unrefInterval)(
        () => {
          const now = svc.stamp();
          const market = sim ? sim.nextCommands(now).filter((c) => !CADENCE.has(c.type)) : [];
          run([...market, ...cadenceCommands(last, now)]);
          last = now;
        },
        sim ? SIMULATOR_TICK_MS : MAINTENANCE_TICK_MS,
      )
    : () => {};
  return {
    stop,
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError(`cannot advance the clock by ${ms} ms`);
      const from = svc.stamp();
      const to = from + ms;
      const due = dueSettlements(svc.engine, from, to);
      const steps = advanceSteps(
        from,
        to,
        due.map((d) => d.settlesAt),
      ).map((step) => {
        const index = step.work.includes('funding') ? indexText(svc) : undefined;
        return { ...step, rejected: run(stepCommands(step.work, step.at)), ...(index ? { index } : {}) };
      });
      options.clock.resumeAt(to);
      last = to;
      return {
        from,
        to,
        steps,
        settled: due.map((d) => ({ userId: d.userId, network: d.network, settlesAt: d.settlesAt })),
      };
    },
  };
}
