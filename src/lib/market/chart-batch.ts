/**
 * Chart changes gathered between animation frames and applied once per frame: a feed of trades would otherwise
 * call the chart for every trade. A 'set' since the last frame becomes one setData of the series as it is now
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

/** Pending chart work; `version` moves when there is some (a FrameLoop widget draws it). */
export class ChartBatch {
  #reset = false;
  readonly #updates = new Map<number, Bar>();
  #version = 0;

  /** Moves on every change taken in. */
  get version(): number {
    return this.#version;
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
    if (this.#reset) chart.setData(bars.map(toChartBar));
    else for (const bar of this.#updates.values()) chart.update(toChartBar(bar));
    this.#reset = false;
    this.#updates.clear();
  }
}
