/**
 * The app's clock is the exchange's (the network's one clock): every time the app compares with the server's or
 * hands to it (request signatures, wallet proofs, session-key expiry, the funding countdown) is this machine's clock
 * plus the offset measured from getTime. A getTime answer was read somewhere between sending and receiving, so the
 * offset takes the middle of the round trip. On a real network the offset is a small skew; on the local network it
 * follows the clock controls' advances.
 */

/** This machine's clock corrected by the offset to the server's. */
export class ServerClock {
  readonly #local: () => number;
  #offset = 0;
  #sampled = false;

  /** `local` is this machine's clock (default Date.now; tests pass their own). */
  constructor(local: () => number = Date.now) {
    this.#local = local;
  }

  /** The server time now (ms since the epoch). */
  now(): number {
    return this.#local() + this.#offset;
  }

  /** The server's time minus this machine's (ms), 0 before the first sample. */
  get offset(): number {
    return this.#offset;
  }

  /** True once a getTime answer has set the offset. */
  get sampled(): boolean {
    return this.#sampled;
  }

  /** Takes one getTime answer `serverMs`, asked at local `sentMs` and answered at local `receivedMs`. */
  sample(sentMs: number, receivedMs: number, serverMs: number): void {
    if (![sentMs, receivedMs, serverMs].every(Number.isFinite) || receivedMs < sentMs) return;
    this.#offset = Math.round(serverMs - (sentMs + receivedMs) / 2);
    this.#sampled = true;
  }
}
