/**
 * The market simulator over the exchange's persisted state, so a restart continues the market instead of
 * starting it over: index prices from the engine, the bot accounts found by owner and funded only once, the
 * cadence from the last logged command, and a PRNG seed mixed from the log position (each start walks on
 * differently, yet a given database and log replay the same way).
 */
import { Simulator } from '#server/engine/sim/simulator.ts';
import type { ExchangeService } from './service.ts';

const BASE_SEED = 42;

/** The PRNG seed of a simulator started after log position `lastSeq`. */
export function simulatorSeed(lastSeq: number): number {
  return (Math.imul(lastSeq + 1, 0x9e3779b1) ^ BASE_SEED) >>> 0;
}

/** A simulator continuing from the service's current state. */
export function continuedSimulator(svc: ExchangeService): Simulator {
  const engine = svc.engine;
  return new Simulator(svc.seed, {
    seed: simulatorSeed(svc.store.lastSeq()),
    resolve: (owner) => engine.usersByOwner(owner)[0]?.userId,
    // a bot's funding deposit stays in its history (the bots deposit nothing else)
    funded: (userId) => (engine.history(userId, 'deposits')?.length ?? 0) > 0,
    prices: engine.priceIndexes(),
    since: engine.now(),
  });
}
