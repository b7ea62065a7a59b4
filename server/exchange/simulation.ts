/**
 * The market simulator over the exchange's persisted state, so a restart continues the market instead of
 * starting it over: the simulator reads index prices, bot accounts and resting orders from the engine on every
 * tick, with a PRNG seed mixed from the log position (each start walks on differently, yet a given database and
 * log replay the same way).
 */
import { Simulator } from '#server/engine/sim/simulator.ts';
import type { ExchangeService } from './service.ts';

const BASE_SEED = 42;

/** The PRNG seed of a simulator started after log position `lastSeq`. */
export function simulatorSeed(lastSeq: number): number {
  return (Math.imul(lastSeq + 1, 0x9e3779b1) ^ BASE_SEED) >>> 0;
}

/** A simulator continuing from the service's current state (it reads prices, bots and orders from the engine). */
export function continuedSimulator(svc: ExchangeService): Simulator {
  return new Simulator(svc.seed, svc.engine, { seed: simulatorSeed(svc.store.lastSeq()) });
}
