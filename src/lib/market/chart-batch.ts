/**
 * Chart changes gathered between animation frames and applied at most once per frame, live updates at most every
 * 200 ms: a feed of trades would otherwise call the chart for every trade, and a busy market for every frame. A 'set' since the last frame becomes one setData of the series as it is now
 * (it already holds every later update); otherwise each touched bar is updated once, oldest first, which keeps
 * lightweight-charts' rule that an update only replaces the last bar or appends a newer one.
 */
import type { Bar, BarChange } from './candles.ts';
import { toChartBar, type ChartBar } from './chart-format.ts';

/** The two chart calls (a lightweight-charts series). */
export interface ChartTarget {
  setData(bars: ChartBar[]): void;
  update(bar: ChartBar): void;
}

/** Options of a batch. */
export interface ChartBatchOptions {
  /**
   * Live updates reach the chart at most this often (ms; default CHART_UPDATE_MS): one lightweight-charts update
   * costs 1-2 ms of the frame in the browser bench, and at thousands of book updates a second the trades behind the
   * candles arrive nearly every frame, so the chart would be redrawn inside almost every frame the book draws in. A
   * 'set' (history loaded, period switched) goes out on the next frame. 0 sends every frame.
   */
  readonly everyMs?: number;
  readonly now?: () => number;
}

/** How often, at most, live candle updates reach the chart (ms): five times a second still reads as live. */
const CHART_UPDATE_MS = 200;

/** Pending chart work; `version` moves when some is due (a FrameLoop widget draws it). */
export class ChartBatch {
  #reset = false;
  readonly #updates = new Map<number, Bar>();
  #version = 0;
  /** The version last handed to the loop, and when the last flush went out. */
  #shown = 0;
  #flushedAt = Number.NEGATIVE_INFINITY;
  readonly #everyMs: number;
  readonly #now: () => number;

  /** A batch that sends live updates at most every `everyMs`. */
  constructor(options: ChartBatchOptions = {}) {
    this.#everyMs = options.everyMs ?? CHART_UPDATE_MS;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Moves when pending changes are due: at once after a 'set', else once `everyMs` passed since the last flush. */
  get version(): number {
    if (this.#version !== this.#shown && (this.#reset || this.#now() - this.#flushedAt >= this.#everyMs)) {
      this.#shown = this.#version;
    }
    return this.#shown;
  }

  /** Takes one change from a CandleFeed or CandleSeries. */
  push(change: BarChange): void {
    this.#version++;
    if (change.kind === 'set') {
      this.#reset = true;
      this.#updates.clear();
    } else if (!this.#reset) {
      // a Map keeps first-insertion order: bars stay oldest first, each at its latest value
      this.#updates.set(change.bar.start, change.bar);
    }
  }

  /** Applies what is pending to the chart; `bars` is the series now (used after a 'set'). */
  flush(bars: readonly Bar[], chart: ChartTarget): void {
    this.#flushedAt = this.#now();
    this.#shown = this.#version;
    if (this.#reset) chart.setData(bars.map(toChartBar));
    else for (const bar of this.#updates.values()) chart.update(toChartBar(bar));
    this.#reset = false;
    this.#updates.clear();
  }
}
