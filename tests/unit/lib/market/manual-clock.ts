/** A virtual clock for timer-driven code: timers run only when the test advances it. */
export class ManualClock {
  now = 0;
  #queue: { at: number; fn: () => void; id: number }[] = [];
  #id = 0;
  /** Every delay ever scheduled, in order. */
  readonly delays: number[] = [];
  /** setTimeout / clearTimeout on this clock (the Timers shape the stream client takes). */
  readonly timers = {
    setTimeout: (fn: () => void, ms: number): unknown => {
      this.delays.push(ms);
      this.#queue.push({ at: this.now + ms, fn, id: ++this.#id });
      return this.#id;
    },
    clearTimeout: (id: unknown): void => {
      this.#queue = this.#queue.filter((t) => t.id !== id);
    },
  };
  /** Number of timers waiting. */
  get pending(): number {
    return this.#queue.length;
  }
  /** Moves time forward, running every timer that falls due, in time order. */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const next = this.#queue.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!next) break;
      this.#queue = this.#queue.filter((t) => t !== next);
      this.now = next.at;
      next.fn();
    }
    this.now = end;
  }
}
