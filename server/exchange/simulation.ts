/**
 * The market simulator and the generated history over the exchange's persisted state, so a restart continues the
 * market instead of starting it over: the live simulator reads prices, bots and resting orders from the engine,
 * with a PRNG seed mixed from the log position (each start walks on differently, yet a given database and log
 * replay the same way); `fillHistory` generates the past week on a fresh network and, after downtime, the minutes
 * the network was down, so candles have no gap and the price no jump.
 */
import { HISTORY_DAYS, HistoryGenerator } from '#server/engine/sim/history.ts';
import { Simulator } from '#server/engine/sim/simulator.ts';
import { EngineError } from '#server/engine/model/errors.ts';
import type { Command } from '#server/engine/model/commands.ts';
import { tradeRows, type ExchangeService } from './service.ts';
import type { TradeRow } from './store/store.ts';

const BASE_SEED = 42;
/** The seed of a fresh network's week: the same week on every fresh start at the same time. */
const HISTORY_SEED = 20;
const DAY_MS = 86_400_000;
/** Downtime shorter than this is left to the live simulator (ms). */
const GAP_MS = 60_000;

/** The PRNG seed of a simulator started after log position `lastSeq`. */
export function simulatorSeed(lastSeq: number): number {
  return (Math.imul(lastSeq + 1, 0x9e3779b1) ^ BASE_SEED) >>> 0;
}

/** A simulator continuing from the service's current state. */
export function continuedSimulator(svc: ExchangeService): Simulator {
  return new Simulator(svc.seed, svc.engine, { seed: simulatorSeed(svc.store.lastSeq()) });
}

/** What fillHistory did. */
export interface HistoryFill {
  readonly from: number;
  readonly to: number;
  /** Commands the engine accepted, and the ones it refused (logged, not fatal). */
  readonly applied: number;
  readonly rejected: number;
}

/**
 * Generates the history up to `now`: on a fresh network (no command logged) the past HISTORY_DAYS days from
 * HISTORY_SEED; on a restarted one the span since its last command (at most HISTORY_DAYS days), from a seed of
 * its log position. Every command is applied by the engine and logged, so it replays like any other;
 * a snapshot at the end spares the next start that replay. Call it before the exchange serves anyone. Returns null when there is nothing to fill.
 */
export function fillHistory(svc: ExchangeService, now: number, log?: (message: string) => void): HistoryFill | null {
  const fresh = svc.store.lastSeq() === 0;
  const from = fresh ? now - HISTORY_DAYS * DAY_MS : Math.max(svc.engine.now(), now - HISTORY_DAYS * DAY_MS);
  if (!fresh && now - from < GAP_MS) return null;
  const seed = fresh ? HISTORY_SEED : simulatorSeed(svc.store.lastSeq()) ^ HISTORY_SEED;
  const generator = new HistoryGenerator(svc.seed, svc.engine, { seed, from, to: now });
  let applied = 0;
  let rejected = 0;
  let first: EngineError | undefined;
  // straight to engine and log, an hour per transaction: the service would also snapshot every 2,000 commands
  // and publish to a hub that has no subscriber before the exchange listens
  svc.store.relaxed(() => {
    for (const batch of generator.batches()) {
      const logged: { command: Command; derived: { trades: TradeRow[] } }[] = [];
      for (const command of batch) {
        const events = svc.engine.apply(command);
        if (events instanceof EngineError) {
          rejected++;
          first ??= events;
        } else logged.push({ command, derived: { trades: tradeRows(events) } });
      }
      if (logged.length > 0) svc.store.appendBatch(logged);
      applied += logged.length;
    }
  });
  if (first !== undefined) log?.(`history: ${rejected} commands refused, first: ${first.code} ${first.message}`);
  svc.snapshot();
  return { from, to: now, applied, rejected };
}
