/**
 * The network's clock: the wall clock plus an offset that only grows. The local network's controls move it forward
 * (`npm run net -- advance 1h`); everything that stamps or judges time reads it: the exchange's commands, request
 * windows and session-key expiry, the chain emulation's block times and transaction expiry, and (through getTime)
 * the app. On a restart it resumes no earlier than the engine's last command, so an advanced clock stays advanced.
 */

/** A wall clock moved forward by an offset. */
export class NetworkClock {
  readonly #wall: () => number;
  #offset = 0;

  /** `wall` is the real clock (default Date.now; tests pass their own). */
  constructor(wall: () => number = Date.now) {
    this.#wall = wall;
  }

  /** The network time now (ms since the epoch). */
  now(): number {
    return this.#wall() + this.#offset;
  }

  /** How far the clock runs ahead of the wall clock (ms). */
  get offset(): number {
    return this.#offset;
  }

  /** Moves the clock forward so that it reads at least `ms` now (never back). */
  resumeAt(ms: number): void {
    this.#offset = Math.max(this.#offset, ms - this.#wall());
  }

  /** Moves the clock forward by `ms` (a whole, non-negative number of milliseconds). */
  advance(ms: number): void {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError(`cannot advance the clock by ${ms} ms`);
    this.#offset += ms;
  }
}
