/**
 * The one way a bench reports a figure to `npm run bench`: a stdout line
 * `BENCH-FIGURE {"figure":..,"target":..,"measured":..,"unit":..,"better":"lower"|"higher"}` that bench/run.ts
 * collects from every bench it runs and prints as one table at the end.
 */

/** One figure against its target. */
export interface BenchFigure {
  /** What was measured, e.g. "engine orders/s (one core)". */
  readonly figure: string;
  readonly target: number;
  readonly measured: number;
  /** Unit of target and measured, e.g. "orders/s", "ms", "KB gzip". */
  readonly unit: string;
  /** Which way is better: measured <= target meets a 'lower' target, measured >= target a 'higher' one. */
  readonly better: 'lower' | 'higher';
}

/** The prefix of a figure's line. */
export const FIGURE_PREFIX = 'BENCH-FIGURE ';

/** Prints a figure's line for bench/run.ts's table. */
export function reportFigure(figure: BenchFigure): void {
  console.log(`${FIGURE_PREFIX}${JSON.stringify(figure)}`);
}
